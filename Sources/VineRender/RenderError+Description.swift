extension RenderError: CustomStringConvertible {
    /// The error in plain words, with the path it concerns: `out/frame-000012.png: cannot write:
    /// no space left on device`.
    public var description: String {
        switch self {
        case .cairo(let message): "rendering failed: \(message)"
        case .cannotCreate(let path, let reason): "\(path): cannot create: \(reason)"
        case .io(let path, let reason): "\(path): write failed: \(reason)"
        }
    }
}

/// Why a font cannot be used.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The catalog lists no installed font called `name`; `available` are those it has.
    case unknown(name: String, available: [String])
    /// The font's file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The font's file is not a valid `.jhf` font.
    case malformed(path: String, error: HersheyFormatError)

    /// The problem in one line, with the file and line where there is one.
    public var description: String {
        switch self {
        case .unknown(let name, let available) where available.isEmpty:
            "no font '\(name)': no Hershey fonts are installed in \(FontCatalog.defaultDirectory) (apt install hershey-fonts-data)"
        case .unknown(let name, let available):
            "no font '\(name)'; available: \(available.joined(separator: ", "))"
        case .unreadable(let path, let reason):
            "\(path): cannot read: \(reason)"
        case .malformed(let path, let error):
            "\(path):\(error.line): \(error.message)"
        }
    }
}

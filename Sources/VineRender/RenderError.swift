/// Why rendering or writing a file failed, grouped the way the command line reports them
/// (an export's own failures are VineExport's `ExportError`).
public enum RenderError: Error, Equatable, Sendable {
    /// Cairo refused an operation (an impossible size, no memory); the text is Cairo's.
    case cairo(String)
    /// An output file or folder cannot be created: the path and the system's reason.
    case cannotCreate(path: String, reason: String)
    /// Writing an output failed part-way, or an input picture cannot be read: the path and the reason.
    case io(path: String, reason: String)
}

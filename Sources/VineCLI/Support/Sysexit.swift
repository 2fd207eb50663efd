/// Process exit codes, as in BSD's `sysexits.h`, plus 130 for an interrupt.
enum Sysexit: Int32, Sendable {
    /// Success.
    case ok = 0
    /// The command line was wrong.
    case usage = 64
    /// A recording's content is malformed.
    case dataError = 65
    /// An input file is missing or unreadable.
    case noInput = 66
    /// A needed service is missing: no display, no ffmpeg.
    case unavailable = 69
    /// A bug or an unfinished feature.
    case software = 70
    /// An output file or folder cannot be created.
    case cannotCreate = 73
    /// Reading or writing failed part-way.
    case ioError = 74
    /// Stopped by SIGINT.
    case interrupted = 130
}

import Foundation

/// Lines for the person at the terminal, on standard error.
enum StandardError {
    /// Writes `line` and a newline to stderr. A failing write (the terminal hung up, the
    /// pipe was closed) is ignored: a message must never cost the work it reports on.
    static func print(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}

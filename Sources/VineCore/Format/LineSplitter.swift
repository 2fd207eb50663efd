/// Splits a ``ByteSource`` into lines without ever holding more than one line plus one chunk.
///
/// A line longer than the limit is an error as soon as the limit is passed; the rest of
/// it is never read.
struct LineSplitter {
    /// One line: a range of ``buffer``, and whether a newline ended it.
    struct Line {
        /// The line's bytes in ``LineSplitter/buffer``, newline excluded.
        var range: Range<Int>
        /// False only for a final line with no newline.
        var terminated: Bool
    }

    /// The source's `read(upTo:)`.
    private let read: (Int) throws(ByteSourceError) -> [UInt8]
    private let maxLineLength: Int
    private let chunkSize = 65_536
    private(set) var buffer: [UInt8] = []
    private var head = 0
    private var scanned = 0
    private var atEnd = false
    /// The number of the last line returned; 0 before the first.
    private(set) var lineNumber = 0

    init(source: some ByteSource, maxLineLength: Int) {
        var source = source
        read = { count throws(ByteSourceError) in try source.read(upTo: count) }
        self.maxLineLength = maxLineLength
    }

    /// The next line, or nil at the end of the input. The range is valid until the next call.
    mutating func next() throws(RecordingError) -> Line? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                try checkLength(newline - head)
                let line = Line(range: head..<newline, terminated: true)
                head = newline + 1
                scanned = head
                lineNumber += 1
                return line
            }
            scanned = buffer.count
            try checkLength(buffer.count - head)
            if atEnd {
                guard head < buffer.count else { return nil }
                let line = Line(range: head..<buffer.count, terminated: false)
                head = buffer.count
                scanned = head
                lineNumber += 1
                return line
            }
            try fill()
        }
    }

    private func checkLength(_ length: Int) throws(RecordingError) {
        guard length > maxLineLength else { return }
        throw RecordingError(line: lineNumber + 1, message: "line is longer than \(maxLineLength) bytes")
    }

    private mutating func fill() throws(RecordingError) {
        if head > 0 {
            buffer.removeSubrange(0..<head)
            scanned -= head
            head = 0
        }
        let chunk: [UInt8]
        do {
            chunk = try read(chunkSize)
        } catch {
            throw RecordingError(.unreadable, line: lineNumber + 1, message: "cannot read: \(error.reason)")
        }
        if chunk.isEmpty {
            atEnd = true
        } else {
            buffer.append(contentsOf: chunk)
        }
    }
}

import Foundation
import VineCore

/// A recording opened for reading, from a file or `-` (standard input), streamed.
///
/// Every problem becomes a ``Failure``: a missing or unreadable input exits 66, bad
/// content 65 (`FILE:LINE: message`), a read failing part-way 74. Reader warnings are
/// printed to stderr as `vine: FILE:LINE: warning: message` as they occur.
struct RecordingInput {
    /// The name used in messages: the path as given, or `-` for standard input.
    let name: String
    /// The reader; its header is already checked.
    private(set) var reader: RecordingReader
    private var warningsShown = 0

    /// Opens `path` (`-` for standard input) and reads its header.
    init(path: String, limits: RecordingLimits = .standard) throws(Failure) {
        name = path
        let handle: FileHandle
        if path == "-" {
            handle = .standardInput
        } else {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw Failure(code: .noInput, message: "\(path): cannot open: \(ErrorWording.reason(errno: errno))")
            }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                close(descriptor)
                throw Failure(code: .noInput, message: "\(path): is a directory, expected a .vine file")
            }
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }
        do {
            reader = try RecordingReader(source: handle, limits: limits)
        } catch {
            throw Self.failure(error, name: path)
        }
    }

    /// The next event, or nil at the end; prints any new warning first.
    mutating func next() throws(Failure) -> Event? {
        do {
            let event = try reader.next()
            showWarnings()
            return event
        } catch {
            throw Self.failure(error, name: name)
        }
    }

    /// The timeline of every remaining event under `header` (the file's header with the
    /// command line's overrides applied, see
    /// [`OverrideOptions.header(overriding:)`](<doc:OverrideOptions/header(overriding:)>))
    /// and, with an `idleLimit`, every pause longer than that many seconds cut to it.
    mutating func timeline(under header: RecordingHeader, idleLimit: Double? = nil) throws(Failure) -> Timeline {
        try timelines(under: header, idleLimit: idleLimit, end: nil, keepingCut: false).whole
    }

    /// The timeline of ``timeline(under:idleLimit:)``, the time `end` names in it (nil for
    /// none, or a marker it lacks) and, with `keepingCut`, the timeline as it stood at that
    /// time (see ``/VineCore/Timeline/reading(_:header:retime:end:keepingCut:)``; nil when
    /// nothing came after it).
    mutating func timelines(
        under header: RecordingHeader, idleLimit: Double? = nil, end: TimeMark?, keepingCut: Bool
    ) throws(Failure) -> (whole: Timeline, cut: Timeline?, end: Double?) {
        var limit = idleLimit.map { IdleLimit(limit: $0) }
        do {
            let timelines = try Timeline.reading(
                &reader, header: header, retime: { time in limit?.map(time) ?? time }, end: end,
                keepingCut: keepingCut)
            showWarnings()
            return timelines
        } catch {
            throw Self.failure(error, name: name)
        }
    }

    private mutating func showWarnings() {
        for warning in reader.warnings.dropFirst(warningsShown) {
            StandardError.print("vine: \(name):\(warning.line): warning: \(warning.message)")
        }
        warningsShown = reader.warnings.count
    }

    private static func failure(_ error: RecordingError, name: String) -> Failure {
        let code: Sysexit =
            switch error.kind {
            case .malformed: .dataError
            case .unreadable: .ioError
            }
        return Failure(code: code, message: "\(name):\(error.line): \(error.message)")
    }
}

/// Loading whole recordings for the commands that replay or render them.
enum RecordingLoader {
    /// The timeline of the recording at `path` (`-` for standard input) with `overrides`
    /// applied and, with an `idleLimit`, every pause longer than that many seconds cut to
    /// it; the file is streamed, never read whole.
    static func timeline(
        path: String, overrides: OverrideOptions, idleLimit: Double? = nil, limits: RecordingLimits = .standard
    ) throws(Failure) -> Timeline {
        var input = try RecordingInput(path: path, limits: limits)
        return try input.timeline(under: overrides.header(overriding: input.reader.header), idleLimit: idleLimit)
    }
}

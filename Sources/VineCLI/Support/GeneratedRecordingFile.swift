import Foundation
import VineCore
import VineExport
import VineGeometry
import VineImport
import VineRender

/// What `vine text`, `vine import` and `vine grow` share: the header of a new generated recording and
/// writing it whole. `vine draw` starts its new recordings with the same header.
enum GeneratedRecordingFile {
    /// A natural-look header for a new recording on a `size` canvas (default 1280×800) with
    /// a fresh random seed, a creation time (``createdTime(environment:)``) and `title`, then
    /// `overrides` applied.
    static func header(size: PixelSize?, title: String?, overrides: OverrideOptions) throws(Failure) -> RecordingHeader
    {
        try header(size: size, title: title, overrides: overrides, created: createdTime())
    }

    /// The header of every new recording: the natural look on a `size` canvas (default
    /// 1280×800), a fresh random seed (each new drawing gets its own branches; the header
    /// keeps the seed, so replay is exact), `title`, `overrides` applied, created at `created`.
    static func header(size: PixelSize?, title: String?, overrides: OverrideOptions, created: Date) throws(Failure)
        -> RecordingHeader
    {
        var header = RecordingHeader()
        header.setLook(.natural)
        header.seed = UInt64.random(in: 0...UInt64.max)
        if let size {
            header.width = Double(size.width)
            header.height = Double(size.height)
        }
        header.title = title
        header = try overrides.header(overriding: header)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        header.created = formatter.string(from: created)
        return header
    }

    /// The latest `SOURCE_DATE_EPOCH` allowed: the last second of the year 9999.
    static let latestSourceDate = 253_402_300_799

    /// The creation time of a generated recording: `SOURCE_DATE_EPOCH` (whole seconds since
    /// 1970-01-01 UTC, as reproducible builds set it) when the environment has it, so
    /// identical inputs give byte-identical recordings; else now. A value that is not such
    /// a number is a usage error (64) saying what was expected.
    static func createdTime(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure)
        -> Date
    {
        guard let text = environment["SOURCE_DATE_EPOCH"] else { return Date() }
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), text.utf8.count <= 12,
            let seconds = Int(text), seconds <= latestSourceDate
        else {
            throw Failure(
                code: .usage,
                message:
                    "SOURCE_DATE_EPOCH=\(JSONText.quoted(text)) is not a time: expected whole seconds since 1970-01-01 00:00:00 UTC, 0…\(latestSourceDate) (for example $(git log -1 --format=%ct))"
            )
        }
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// The events `pen` draws `strokes` with; a drawing that would need more events than a
    /// recording may hold is a data error (65) naming `source`, found before any is made.
    static func events(for strokes: [[Point]], pen: PenTiming, source: String) throws(Failure) -> [Event] {
        let count = pen.eventCount(for: strokes)
        let limit = RecordingLimits.standard.maxEvents
        guard count <= Double(limit) else {
            throw Failure(
                code: .dataError,
                message:
                    "\(source): drawing it at this size would take \(CanonicalNumber.text(count)) events; a recording holds at most \(limit)"
            )
        }
        return pen.events(for: strokes)
    }

    /// Writes the recording of `events` under `header` to `path` atomically (all of it or,
    /// on any failure, nothing), then prints what was written. A recording beyond the
    /// format's limits is a data error (65) naming `source`.
    static func write(_ events: [Event], header: RecordingHeader, to path: String, source: String) throws(Failure) {
        let bytes: [UInt8]
        do {
            bytes = try GeneratedRecording.bytes(header: header, events: events)
        } catch {
            throw Failure(
                code: .dataError,
                message: "\(source): the recording it makes is beyond the format's limits: \(error.message)")
        }
        try Failure.mapping { () throws(RenderError) in try AtomicFile.write(bytes, to: path) }
        let downs = events.filter { if case .down = $0.action { true } else { false } }.count
        let end = ShownNumber.seconds(events.last?.time ?? 0)
        StandardError.print("vine: wrote \(path): \(downs) strokes, \(events.count) events, \(end)")
    }
}

import Foundation
import VineCore

/// The package's root folder, found from this source file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// One deliberately broken recording from `Recordings/malformed`, with the error it must give.
struct MalformedCase {
    var file: URL
    var line: Int
    var fragment: String
}

/// Every case listed in `Recordings/malformed/expected.tsv`.
func malformedCases() throws -> [MalformedCase] {
    let folder = packageRoot.appendingPathComponent("Recordings/malformed")
    let table = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
    return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
        let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return MalformedCase(file: folder.appendingPathComponent(fields[0]), line: Int(fields[1])!, fragment: fields[2])
    }
}

/// A reader of `text`.
func reader(_ text: String, limits: RecordingLimits = .standard) throws -> RecordingReader {
    try RecordingReader(source: MemoryByteSource(text), limits: limits)
}

/// Every event of `text`, and the reader's warnings.
func readAll(_ text: String, limits: RecordingLimits = .standard) throws -> (
    events: [Event], warnings: [RecordingWarning]
) {
    var reader = try reader(text, limits: limits)
    var events: [Event] = []
    while let event = try reader.next() { events.append(event) }
    return (events, reader.warnings)
}

/// The error reading `text` throws, or nil.
func readingError(_ text: String, limits: RecordingLimits = .standard) -> RecordingError? {
    readingError(MemoryByteSource(text), limits: limits)
}

/// The error reading `source` throws, or nil.
func readingError(_ source: some ByteSource, limits: RecordingLimits = .standard) -> RecordingError? {
    do throws(RecordingError) {
        var reader = try RecordingReader(source: source, limits: limits)
        while try reader.next() != nil {}
        return nil
    } catch {
        return error
    }
}

/// The header line the tests use unless they need another.
let minimalHeader = #"{"vine":1,"width":1280,"height":800,"seed":42}"#

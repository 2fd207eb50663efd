import Foundation
import VineCore
import VineGeometry
import VineSystem
import XCTest

final class RecordingWriterTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ header: RecordingHeader, _ events: [Event], to name: String) throws -> Data {
        let url = folder.appendingPathComponent(name)
        let writer = try RecordingWriter(header: header, creating: url.path)
        for event in events { try writer.append(event) }
        try writer.close()
        return try Data(contentsOf: url)
    }

    func testWriterReaderWriterIsByteIdentical() throws {
        let style = Style(
            background: RGBA(hex: "#000000")!, vineColor: .color(RGBA(hex: "#12345678")!), leafOutline: .none,
            leafFill: .vine, gradient: false, shadow: true)
        let header = RecordingHeader(
            width: 1024.5, height: 700.1 + 0.2, seed: UInt64.max,
            parameters: Parameters(
                minBranchSeparation: 1e-0, maxBranchLength: 1000, leafSize: 0,
                vineWidth: 0.1, growDuration: 1.0 / 3),
            style: style, title: "tab\there \"quoted\" \\ é 🌿 \u{01}", created: "2026-11-21T10:00:00Z")
        let events = [
            Event(time: 0, action: .down(pointer: 0, point: Point(x: -0.0, y: 1e-7), pressure: 0.123456789)),
            Event(time: 1e-5, action: .move(pointer: 0, point: Point(x: 999_999.999, y: -1e6))),
            Event(
                time: 1.0 / 3,
                action: .down(pointer: 65_535, point: Point(x: 0.1 + 0.2, y: .leastNonzeroMagnitude), pressure: 1)),
            Event(time: 2, action: .up(pointer: 0, point: Point(x: 3, y: 4), pressure: 0)),
            Event(time: 2, action: .undo),
            Event(time: 999_999, action: .clear),
        ]
        let first = try write(header, events, to: "first.vine")
        var reader = try RecordingReader(source: MemoryByteSource([UInt8](first)))
        var read: [Event] = []
        while let event = try reader.next() { read.append(event) }
        XCTAssertEqual(reader.header, header)
        XCTAssertEqual(read, events)
        let second = try write(reader.header, read, to: "second.vine")
        XCTAssertEqual(first, second)
        XCTAssertTrue(String(decoding: first, as: UTF8.self).hasPrefix(header.jsonLine + "\n"))
    }

    /// A line appended and followed by nothing reaches the file on the writer's timer, with
    /// no close (by default within 100 ms; a busy machine may run the timer later).
    func testWrittenLinesReachTheFileWithin100MillisecondsWithoutAClose() throws {
        let url = folder.appendingPathComponent("live.vine")
        let writer = try RecordingWriter(header: RecordingHeader(), creating: url.path)
        XCTAssertEqual(writer.flushInterval, .milliseconds(100))
        try writer.append(Event(time: 0, action: .down(pointer: 0, point: Point(x: 1, y: 2))))
        let deadline = Date().addingTimeInterval(60)
        var text = ""
        while !text.hasSuffix("[0,\"down\",0,1,2]\n"), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            text = try String(contentsOf: url, encoding: .utf8)
        }
        XCTAssertTrue(text.hasSuffix("[0,\"down\",0,1,2]\n"), text)
        try writer.close()
    }

    func testWriterRefusesEventsThatCannotFollow() throws {
        let writer = try RecordingWriter(
            header: RecordingHeader(), creating: folder.appendingPathComponent("order.vine").path)
        try writer.append(Event(time: 1, action: .undo))
        XCTAssertThrowsError(try writer.append(Event(time: 0.5, action: .undo)))
        XCTAssertThrowsError(try writer.append(Event(time: 2, action: .move(pointer: 0, point: .zero))))
        XCTAssertThrowsError(try writer.append(Event(time: 2, action: .down(pointer: 70_000, point: .zero)))) { error in
            XCTAssertEqual(
                error as? RecordingError,
                RecordingError(line: 3, message: "pointer id (element 3) must be an integer in 0...65535, got 70000"))
        }
        XCTAssertThrowsError(
            try writer.append(Event(time: 2, action: .down(pointer: 0, point: Point(x: 0, y: .infinity)))))
        XCTAssertThrowsError(try writer.append(Event(time: 2, action: .down(pointer: 0, point: .zero, pressure: 2))))
        try writer.close()
    }

    func testWriterRefusesHeadersAndEventCountsTheReaderWouldReject() throws {
        let path = folder.appendingPathComponent("limits.vine").path
        XCTAssertThrowsError(try RecordingWriter(header: RecordingHeader(width: 0), creating: path)) { error in
            XCTAssertEqual((error as? RecordingError)?.line, 1)
        }
        XCTAssertThrowsError(
            try RecordingWriter(header: RecordingHeader(parameters: Parameters(growDuration: 0)), creating: path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "a refused header creates no file")
        let writer = try RecordingWriter(
            header: RecordingHeader(), creating: path, limits: RecordingLimits(maxEvents: 1))
        try writer.append(Event(time: 0, action: .undo))
        XCTAssertThrowsError(try writer.append(Event(time: 0, action: .undo))) { error in
            XCTAssertEqual(
                error as? RecordingError, RecordingError(line: 3, message: "too many events: the limit is 1"))
        }
        try writer.close()
    }
}

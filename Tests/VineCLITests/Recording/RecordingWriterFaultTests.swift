import Foundation
import VineCore
import VineGeometry
import VineSystem
import XCTest

/// ``RecordingWriter`` through the faults of a desktop: a full disk (a small tmpfs, filled up),
/// the file deleted or replaced. No event is ever lost, and the file is a valid recording at
/// every moment.
final class RecordingWriterFaultTests: FolderTestCase {
    /// A writer that writes each line at once and retries every 50 ms.
    private func writer(at path: String) throws -> RecordingWriter {
        try RecordingWriter(
            header: RecordingHeader(width: 400, height: 300, seed: 5), creating: path, flushInterval: .zero,
            retryInterval: .milliseconds(50))
    }

    /// `count` moves of one stroke, from time `start`.
    private func stroke(_ count: Int, from start: Double) -> [Event] {
        [Event(time: start, action: .down(pointer: 0, point: Point(x: 10, y: 10)))]
            + (1..<count).map { i in
                Event(time: start + Double(i) * 0.01, action: .move(pointer: 0, point: Point(x: 10 + Double(i), y: 20)))
            }
            + [Event(time: start + Double(count) * 0.01, action: .up(pointer: 0, point: Point(x: 200, y: 20)))]
    }

    /// The events of the recording at `path`, read strictly: no warnings allowed.
    private func events(at path: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Event] {
        var reader = try RecordingReader(
            source: MemoryByteSource(Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
        var events: [Event] = []
        while let event = try reader.next() { events.append(event) }
        XCTAssertEqual(reader.warnings.count, 0, "\(reader.warnings)", file: file, line: line)
        return events
    }

    private func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    }

    func testFullDiskKeepsEveryEventCutsBackToWholeLinesAndCatchesUp() throws {
        let disk = try SmallDisk(kilobytes: 64)
        let path = disk.folder.appendingPathComponent("full.vine").path
        let writer = try writer(at: path)
        let first = stroke(20, from: 0)
        for event in first { try writer.append(event) }
        let filler = try disk.fill()
        let more = stroke(400, from: 1)
        for event in more { try writer.append(event) }
        XCTAssertEqual(writer.health.failure, "no space left on device")
        let whileFull = try events(at: path)
        XCTAssertGreaterThanOrEqual(whileFull.count, first.count)
        XCTAssertLessThan(whileFull.count, first.count + more.count, "the disk never filled up")
        XCTAssertEqual(whileFull, Array((first + more).prefix(whileFull.count)), "the file holds whole lines only")

        let last = stroke(10, from: 10)
        for event in last { try writer.append(event) }
        try FileManager.default.removeItem(at: filler)
        waitUntil { writer.health.failure == nil }
        XCTAssertNil(writer.health.failure, "writing never caught up once space returned")
        XCTAssertEqual(try events(at: path), first + more + last)
        try writer.close()
        XCTAssertEqual(try events(at: path), first + more + last)
    }

    func testCloseOnAFullDiskThrowsAndACopyHoldsEveryEvent() throws {
        let disk = try SmallDisk(kilobytes: 64)
        let path = disk.folder.appendingPathComponent("stuck.vine").path
        let writer = try writer(at: path)
        try disk.fill()
        let all = stroke(400, from: 0)
        for event in all { try writer.append(event) }
        XCTAssertThrowsError(try writer.close()) { error in
            XCTAssertEqual("\(error)", "\(path): cannot write: no space left on device")
        }
        XCTAssertNoThrow(try self.events(at: path), "the file is still a valid recording")
        let copy = folder.appendingPathComponent("copy.vine")
        try writer.writeCopy(to: copy.path)
        XCTAssertEqual(try events(at: copy.path), all)
        XCTAssertThrowsError(try writer.writeCopy(to: copy.path), "a copy never overwrites")
    }

    func testDeletedOrMovedFileIsWrittenAgainAtItsPath() throws {
        let path = folder.appendingPathComponent("gone.vine").path
        let writer = try writer(at: path)
        let first = stroke(5, from: 0)
        for event in first { try writer.append(event) }
        try FileManager.default.removeItem(atPath: path)
        waitUntil { writer.health.recreations == 1 }
        XCTAssertEqual(writer.health, RecordingWriter.Health(failure: nil, recreations: 1))
        XCTAssertEqual(try events(at: path), first)

        try FileManager.default.moveItem(atPath: path, toPath: path + ".moved")
        let second = stroke(5, from: 1)
        for event in second { try writer.append(event) }
        waitUntil { writer.health.recreations == 2 }
        // Events appended while the file was being written again reach it with the next flush.
        waitUntil { (try? self.events(at: path)) == first + second }
        XCTAssertEqual(try events(at: path), first + second)
        try writer.close()
        XCTAssertEqual(try events(at: path), first + second)
    }

    func testAFileThatTookThePathsPlaceIsLeftAlone() throws {
        let path = folder.appendingPathComponent("taken.vine").path
        let writer = try writer(at: path)
        try FileManager.default.removeItem(atPath: path)
        try Data("someone else's\n".utf8).write(to: URL(fileURLWithPath: path))
        try writer.append(Event(time: 0, action: .clear))
        waitUntil { writer.health.failure != nil }
        XCTAssertEqual(writer.health.failure, "the file was replaced by another one, which is left alone")
        XCTAssertThrowsError(try writer.close())
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "someone else's\n")
    }
}

import VineCore
import VineGeometry
import XCTest

@testable import VineExport
@testable import VineRender

final class PNGSequenceWriterTests: XCTestCase {
    func testFileNamesHaveSixDigitsOrMore() {
        XCTAssertEqual(PNGSequenceWriter.fileName(ofFrame: 0), "frame-000000.png")
        XCTAssertEqual(PNGSequenceWriter.fileName(ofFrame: 4321), "frame-004321.png")
        XCTAssertEqual(PNGSequenceWriter.fileName(ofFrame: 1_234_567), "frame-1234567.png")
    }

    func testParallelWritesLeaveEveryFrameAndNoTemporaryFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let timeline = DemoRecording.timeline
        let renderer = try SceneRenderer(canvas: timeline.canvas, pixelWidth: 64, pixelHeight: 40)
        XCTAssertThrowsError(try PNGSequenceWriter(directory: folder.appendingPathComponent("deep/er").path, jobs: 3))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "missing parents are not created")
        let writer = try PNGSequenceWriter(directory: folder.path, jobs: 3)
        for index in 0..<40 {
            try writer.write(renderer.render(timeline.scene(at: Double(index) * 0.6)), index: index)
        }
        try writer.finish()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, (0..<40).map(PNGSequenceWriter.fileName(ofFrame:)))
    }
}

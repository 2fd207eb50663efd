import Foundation
import XCTest

/// The set-up the animation export tests share: a fresh folder (``FolderTestCase``), `vine`
/// run expecting success, and a recording with erase, undo and clear.
class AnimationExportTestCase: FolderTestCase {
    /// Runs `vine arguments` and asserts that it succeeds.
    func vine(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try runVine(arguments)
        XCTAssertEqual(
            result.status, 0, "vine \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
    }

    /// Writes a small version-2 recording in `look` (640 × 400) and returns its path: three
    /// zigzag vines drawn from 0.5, 2.5 and 4.5 s, a tap at 6.5 (a flower in both looks),
    /// `erase` of vine 1 at 7.5, a fifth vine from 8 s, `undo` at 10.5 (it goes), `clear` at
    /// 11.5 and `undo` at 12.5 (vines 0, 2 and the flower come back; `vine info` calls them
    /// never removed, so leaves cannot be checked between 11.5 and 12.5).
    func erasingRecording(look: String) throws -> String {
        var lines = ["{\"vine\":2,\"width\":640,\"height\":400,\"seed\":7,\"look\":\"\(look)\"}"]
        func stroke(
            from start: Double, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, samples: Int, duration: Double
        ) {
            for i in 0...samples {
                let f = Double(i) / Double(samples)
                let zigzag = Double(i % 10) / 10 * ((i / 10) % 2 == 1 ? 12 : -12)
                let kind = i == 0 ? "down" : i == samples ? "up" : "move"
                let x = x0 + (x1 - x0) * f
                let y = y0 + (y1 - y0) * f + zigzag
                lines.append("[\(start + duration * f),\"\(kind)\",0,\(x),\(y)]")
            }
        }
        stroke(from: 0.5, 60, 80, 560, 100, samples: 90, duration: 1.5)
        stroke(from: 2.5, 60, 200, 560, 220, samples: 90, duration: 1.5)
        stroke(from: 4.5, 60, 320, 560, 300, samples: 90, duration: 1.5)
        lines += ["[6.5,\"down\",0,600,370]", "[6.55,\"up\",0,600,370]"]
        lines.append("[7.5,\"erase\",1]")
        stroke(from: 8, 100, 150, 500, 260, samples: 60, duration: 1)
        lines.append("[10.5,\"undo\"]")
        lines.append("[11.5,\"clear\"]")
        lines.append("[12.5,\"undo\"]")
        let file = path("erase-\(look).vine")
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}

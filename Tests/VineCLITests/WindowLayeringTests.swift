import Foundation
import XCTest

/// The window is a thin front end: VineWindow talks to SDL and gets its pixels from
/// VineRender, so it never imports Cairo; Cairo drawing for overlays lives in
/// VineRender/Overlays.
final class WindowLayeringTests: XCTestCase {
    func testVineWindowImportsNoCairo() throws {
        let allowed: Set<String> = ["CSDL2", "VineRender", "VineCore", "VineGeometry", "Foundation", "Synchronization"]
        let folder = packageRoot.appendingPathComponent("Sources/VineWindow")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            where line.hasPrefix("import ") {
                let module = String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces)
                XCTAssertTrue(allowed.contains(module), "VineWindow/\(file.lastPathComponent) imports \(module)")
            }
        }
    }
}

import Foundation
import XCTest

/// The layering seam (see the Architecture article): the pure modules import no C library and no platform module.
final class LayeringTests: XCTestCase {
    func testPureModulesImportNoCModule() throws {
        let allowed: [String: Set<String>] = [
            "VineGeometry": [],
            "VineCore": ["VineGeometry", "Foundation"],
            "VineImport": ["VineCore", "VineGeometry", "Foundation", "CLibXML2"],
        ]
        for (module, allowedImports) in allowed {
            let folder = packageRoot.appendingPathComponent("Sources/\(module)")
            let files = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
                .compactMap { $0 as? URL }
                .filter { $0.pathExtension == "swift" }
            XCTAssertFalse(files.isEmpty, "no sources found for \(module)")
            for file in files {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    guard let i = words.firstIndex(of: "import"),
                        words[..<i].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" }),
                        i + 1 < words.count
                    else { continue }
                    let imported = words[i + 1].split(separator: ".").first.map(String.init) ?? ""
                    XCTAssertTrue(
                        allowedImports.contains(imported),
                        "\(module)/\(file.lastPathComponent) imports \(imported); allowed: \(allowedImports.sorted())")
                }
            }
        }
    }
}

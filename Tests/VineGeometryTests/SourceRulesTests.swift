import Foundation
import XCTest

/// Checks the module's determinism rules on its source code (comments aside).
final class SourceRulesTests: XCTestCase {
    /// Files allowed to name `sin`/`cos`: the pure-Swift implementation and its one documented user.
    static let trigonometryFiles: Set<String> = ["Trigonometry.swift", "AffineTransform+Rotation.swift"]

    func testNoTranscendentalFunctionsOutsideTheDocumentedExceptions() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/VineGeometry")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            let code = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            let text = code.joined(separator: "\n")
            XCTAssertFalse(text.contains("import "), "\(file) imports a module")
            for name in ["atan", "pow(", "log(", "exp(", "tan(", "asin", "acos"] {
                XCTAssertFalse(text.contains(name), "\(file) uses \(name)")
            }
            if !Self.trigonometryFiles.contains(file) {
                for name in ["sin(", "cos("] {
                    XCTAssertFalse(text.contains(name), "\(file) uses \(name)")
                }
            }
        }
    }
}

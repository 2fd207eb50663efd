import Foundation
import XCTest

/// A test case with a fresh temporary folder for each test, removed afterwards.
class FolderTestCase: XCTestCase {
    /// This test's folder: `vine-CLASS-UUID` in the temporary directory.
    var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vine-\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        try super.tearDownWithError()
    }

    /// The path of `name` in ``folder``.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}

import Foundation
import XCTest

/// The repository stands alone: every file link in its READMEs and documentation articles
/// points at a file inside it, and nothing names a folder outside it.
final class DocumentationLinksTests: XCTestCase {
    /// The Markdown files whose links are checked, relative to the package root.
    private func markdownFiles() throws -> [String] {
        var files = ["README.md", "Recordings/README.md"]
        let sources = packageRoot.appendingPathComponent("Sources")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
        for case let path as String in enumerator where path.hasSuffix(".md") && path.contains(".docc/") {
            files.append("Sources/" + path)
        }
        return files
    }

    func testEveryLinkResolvesInsideTheRepository() throws {
        let root = packageRoot.standardizedFileURL.path
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var checked = 0
        for file in try markdownFiles() {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                // DocC's own links (`<doc:…>`) are resolved, and checked, by Scripts/docs.
                if target.hasPrefix("<doc:") || target.hasPrefix("doc:") { continue }
                XCTAssertFalse(target.contains("://"), "\(file) links outside the repository: \(target)")
                let path = String(target.split(separator: "#", omittingEmptySubsequences: false)[0])
                guard !path.isEmpty else { continue }
                let resolved = packageRoot.appendingPathComponent(file).deletingLastPathComponent()
                    .appendingPathComponent(path).standardizedFileURL.path
                XCTAssertTrue(resolved.hasPrefix(root + "/"), "\(file) links outside the repository: \(target)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: resolved), "\(file) links to a missing \(target)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    func testNothingMentionsTheFolderOutsideTheRepository() throws {
        var files = try markdownFiles()
        for folder in ["Sources", "Tests", "Scripts"] {
            let enumerator = try XCTUnwrap(
                FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent(folder).path))
            for case let path as String in enumerator where !path.hasSuffix(".png") {
                files.append("\(folder)/\(path)")
            }
        }
        let outside = "../" + "shared"
        for file in files {
            let url = packageRoot.appendingPathComponent(file)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            XCTAssertFalse(text.contains(outside), "\(file) mentions \(outside)")
        }
    }
}

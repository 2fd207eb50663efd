import Foundation
import XCTest

/// The repository stands alone: every file link in its READMEs and documentation articles
/// points at a file inside it, and nothing names a folder outside it. The README is a front
/// page and the manual lives in the documentation catalogs.
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

    /// Every heading of the README as it was at 9edf936, when it was the whole manual (1,195
    /// lines); the manual has since moved into the DocC catalogs (DocumentationSiteTests finds
    /// them in the site Scripts/docs writes too).
    static let manualHeadings = [
        "Vine",
        "Install",
        "What it is",
        "Typed text and SVG drawings",
        "Growing in shapes",
        "Command line",
        "Keys in the window",
        "Species: a gallery",
        "Species on the command line",
        "Export",
        "Every core, shards and reproducible recordings",
        "When things go wrong while drawing",
        "Make your own plant",
        "Animations drawn from vectors",
        "Growth as data",
        "Packages for chats and the web",
        "On paper: pen plots and print",
        "Players",
        "In a page",
        "Growth driven by the page: `--play`",
        "What each player shows",
        "Lottie players and themes",
        "Architecture",
        "A look is a definition",
        "What a species adds to a branch",
        "How a species is drawn",
        "Species lines in the vector animations",
        "What a species costs, and where it went",
        "Layout",
        "Window tests on a busy machine",
        "Benchmarks",
    ]

    /// The README is a front page; the manual is in the catalogs, and nothing of it was lost on
    /// the way: every heading the README had is a heading (an article's title or a section) of
    /// some article.
    func testTheReadmeIsAFrontPageAndTheManualIsInTheCatalogs() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertLessThanOrEqual(lines.count - (readme.hasSuffix("\n") ? 1 : 0), 300, "README.md is over 300 lines")
        var headings = Set<String>()
        for file in try markdownFiles() where file.contains(".docc/") {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            var inCode = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { inCode.toggle() }
                guard !inCode, line.hasPrefix("#"), line.drop(while: { $0 == "#" }).hasPrefix(" ") else { continue }
                headings.insert(line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces))
            }
        }
        for heading in Self.manualHeadings {
            XCTAssertTrue(headings.contains(heading), "no article has the heading \"\(heading)\"")
        }
        XCTAssertTrue(readme.contains("Sources/VineCLI/VineCLI.docc/"), "README.md does not link to the manual")
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

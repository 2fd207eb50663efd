import Foundation
import XCTest

/// The documentation as a static site that opens from a file: `.build/docs/site`, written by
/// Scripts/docs (which Scripts/test runs before the tests; run it first for `Scripts/test
/// --only`). Every heading the README had when it was the whole manual is a heading of the site,
/// every link between its pages leads to a file (and section) it has, every page is reached from
/// the front page, and the front page and an article show in a browser opened on the file.
/// Scripts/docs-site itself is checked on small archives made here: text is escaped, an element
/// of a kind it does not know shows its text, and a malformed archive stops it with the reason.
final class DocumentationSiteTests: FolderTestCase {
    private let site = packageRoot.appendingPathComponent(".build/docs/site")
    private let generator = packageRoot.appendingPathComponent("Scripts/docs-site").path
    private let pageCheck = packageRoot.appendingPathComponent("Scripts/page-check").path

    /// The site has not been written.
    private struct NoSite: Error, CustomStringConvertible {
        var description: String {
            "no .build/docs/site/index.html: Scripts/docs writes it (Scripts/test runs it before the tests)"
        }
    }

    /// Every file of the built site by its path inside it (`documentation/vinecli/vine.html`):
    /// a page's HTML, or "" for another file (the stylesheet, an image).
    private func siteFiles() throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path) else {
            throw NoSite()
        }
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: site.path))
        var files: [String: String] = [:]
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            let url = site.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[path] = path.hasSuffix(".html") ? try String(contentsOf: url, encoding: .utf8) : ""
        }
        return files
    }

    /// Text as it reads once the entities Scripts/docs-site writes are decoded.
    private func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#x27;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The matches of `pattern`'s first group in `text`.
    private func captures(_ pattern: NSRegularExpression, _ text: String, group: Int = 1) -> [String] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: group), in: text)!])
        }
    }

    func testEveryHeadingOfTheOldReadmeIsAHeadingOfTheSite() throws {
        let heading = try NSRegularExpression(pattern: #"<h([1-6])[^>]*>(.*?)</h\1>"#)
        let tag = try NSRegularExpression(pattern: "<[^>]+>")
        var headings = Set<String>()
        for (_, page) in try siteFiles() where !page.isEmpty {
            for text in captures(heading, page, group: 2) {
                let plain = tag.stringByReplacingMatches(
                    in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
                headings.insert(unescaped(plain))
            }
        }
        for readmeHeading in DocumentationLinksTests.manualHeadings {
            // Code spans (`--play`) are code type in the site, their text the same.
            let shown = readmeHeading.replacingOccurrences(of: "`", with: "")
            XCTAssertTrue(headings.contains(shown), "no page of the site has the heading \"\(shown)\"")
        }
    }

    /// Where `link` (percent-encoded, relative) leads from the page `page`, as a path inside
    /// the site, or nil when it leads out of it.
    private func resolve(_ link: String, from page: String) -> String? {
        var components = page.split(separator: "/").dropLast().map(String.init)
        for component in (link.removingPercentEncoding ?? link).split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    func testEveryLinkOfTheSiteLeadsToAFileOfTheSiteAndEveryPageIsReachedFromTheFrontPage() throws {
        let files = try siteFiles()
        let link = try NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        var reached: Set<String> = ["index.html"]
        var unvisited = ["index.html"]
        var checked = 0
        while let page = unvisited.popLast() {
            for target in captures(link, files[page]!) {
                if ["http:", "https:", "mailto:"].contains(where: { target.hasPrefix($0) }) { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                guard let file = resolve(String(parts[0]), from: page), let text = files[file] else {
                    XCTFail("\(page) links to \(target), which is not a file of the site")
                    continue
                }
                if parts.count == 2 {
                    let anchor = String(parts[1]).removingPercentEncoding ?? String(parts[1])
                    XCTAssertTrue(
                        text.contains("id=\"\(anchor)\""), "\(page) links to \(target), which has no such section")
                }
                checked += 1
                if file.hasSuffix(".html"), reached.insert(file).inserted { unvisited.append(file) }
            }
        }
        let pages = Set(files.keys.filter { $0.hasSuffix(".html") })
        XCTAssertEqual(pages.subtracting(reached).sorted(), [], "pages no link leads to")
        XCTAssertGreaterThan(pages.count, 1000)
        XCTAssertGreaterThan(checked, 10000)
    }

    /// What `Scripts/page-check` keeps of `steps` on the site's page `page`, opened from its
    /// file in headless Chromium.
    private func browse(_ page: String, _ steps: [[Any]]) throws -> [Any] {
        let file = site.appendingPathComponent(page)
        guard FileManager.default.fileExists(atPath: file.path) else { throw NoSite() }
        let input = path("steps.json")
        try JSONSerialization.data(withJSONObject: steps).write(to: URL(fileURLWithPath: input))
        let result = try runTool(
            "/bin/sh",
            ["-c", "/usr/bin/python3 \"$0\" \"$1\" 1000 800 < \"$2\"", pageCheck, file.absoluteString, input],
            timeLimit: 120)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [Any])
    }

    func testTheFrontPageAndAnArticleShowInABrowserOpenedOnTheirFiles() throws {
        let steps: [[Any]] = [
            ["eval", "document.title"],
            ["eval", "document.querySelector('h1').textContent"],
            ["eval", "document.querySelector('main').innerText"],
            // The stylesheet, a file beside the pages, applies.
            ["eval", "getComputedStyle(document.querySelector('main')).maxWidth"],
        ]
        let front = try browse("index.html", steps)
        XCTAssertEqual(front.count, 4)
        guard front.count == 4 else { return }
        XCTAssertEqual(front[0] as? String, "Vine")
        XCTAssertEqual(front[1] as? String, "Vine")
        let text = try XCTUnwrap(front[2] as? String)
        for module in [
            "VineCLI", "VineCore", "VineExport", "VineGeometry", "VineImport", "VineRender", "VineSystem", "VineWindow",
        ] {
            XCTAssertTrue(text.contains(module), "the front page does not show \(module)")
        }
        XCTAssertNotEqual(front[3] as? String, "none", "the stylesheet does not apply")

        let article = try browse("documentation/vinecli/players.html", steps)
        XCTAssertEqual(article.count, 4)
        guard article.count == 4 else { return }
        XCTAssertEqual(article[0] as? String, "Players — Vine")
        XCTAssertEqual(article[1] as? String, "Players")
        XCTAssertTrue(
            (article[2] as? String ?? "").contains("Growth driven by the page: --play"),
            "the article has no such section")
        XCTAssertNotEqual(article[3] as? String, "none", "the stylesheet does not apply")
    }

    // Scripts/docs-site on archives made here.

    /// Writes an archive with the pages `pages` (a page's path below data/, without `.json`:
    /// its render JSON) and returns its path.
    private func archive(_ pages: [String: String]) throws -> String {
        for (name, json) in pages {
            let file = folder.appendingPathComponent("Archive.doccarchive/data/\(name).json")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.write(to: file, atomically: true, encoding: .utf8)
        }
        return path("Archive.doccarchive")
    }

    /// A guide page, /documentation/guide, with one section, Part.
    private let guide = #"""
        {"metadata": {"title": "Guide"}, "references": {},
         "primaryContentSections": [{"kind": "content", "content": [
           {"type": "heading", "level": 2, "text": "Part", "anchor": "Part"}]}]}
        """#

    func testTextIsEscapedAndAnElementOfAnUnknownKindShowsItsText() throws {
        let landing = #"""
            {"metadata": {"title": "<Vine> & co"},
             "references": {"doc://x/documentation/Guide#Part":
               {"type": "topic", "kind": "section", "title": "Part", "url": "/documentation/guide#Part"}},
             "abstract": [{"type": "text", "text": "<script>alert(1)</script>"},
                          {"type": "sparkle", "inlineContent": [{"type": "text", "text": "an unknown inline"}]}],
             "primaryContentSections": [
               {"kind": "content", "content": [
                 {"type": "heading", "level": 2, "text": "The `--play` option", "anchor": "Play"},
                 {"type": "carousel", "items": [{"text": "an unknown block"}, {"code": ["x < y"]}]},
                 {"type": "paragraph", "inlineContent": [
                   {"type": "reference", "identifier": "doc://x/documentation/Guide#Part", "isActive": true}]}]},
               {"kind": "gallery", "content": [{"text": "an unknown section"}]}]}
            """#
        let out = path("site")
        let result = try runTool(
            "/usr/bin/python3",
            [generator, try archive(["documentation": landing, "documentation/guide": guide]), out])
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<h1>&lt;Vine&gt; &amp; co</h1>"), index)
        XCTAssertTrue(index.contains("&lt;script&gt;alert(1)&lt;/script&gt;an unknown inline"), index)
        XCTAssertFalse(index.contains("<script"), index)
        XCTAssertTrue(index.contains(#"<h2 id="Play">The <code>--play</code> option</h2>"#), index)
        XCTAssertTrue(index.contains("<p>an unknown block x &lt; y</p>"), index)
        XCTAssertTrue(index.contains("<p>an unknown section</p>"), index)
        XCTAssertTrue(index.contains(#"<a href="documentation/guide.html#Part">Part</a>"#), index)
        let page = try String(contentsOfFile: out + "/documentation/guide.html", encoding: .utf8)
        XCTAssertTrue(page.contains(#"<link rel="stylesheet" href="../style.css">"#), page)
        XCTAssertTrue(page.contains(#"<a href="../index.html">Vine</a>"#), page)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/style.css"))
    }

    func testAMalformedArchiveStopsItWithTheReasonAndWritesNoSite() throws {
        let landing = #"{"metadata": {"title": "Vine"}, "references": {}}"#
        let cases: [(page: String, reason: String)] = [
            (#"{"metadata": {"title": "Guide"}, "references": "#, "Expecting value"),
            (#"[1, 2]"#, "not a JSON object"),
            (#"{"metadata": {}, "references": {}}"#, "metadata has no 'title'"),
            (
                #"""
                {"metadata": {"title": "Guide"}, "references": {},
                 "primaryContentSections": [{"kind": "content", "content": [
                   {"type": "paragraph", "inlineContent": "x"}]}]}
                """#,
                "primaryContentSections[0].content[0].inlineContent is not an array"
            ),
            (
                #"""
                {"metadata": {"title": "Guide"},
                 "references": {"r": {"type": "topic", "title": "Gone", "url": "/documentation/gone"}},
                 "topicSections": [{"title": "More", "identifiers": ["r"]}]}
                """#,
                "references.r links to /documentation/gone, a page the archive does not have"
            ),
        ]
        for (number, (page, reason)) in cases.enumerated() {
            try? FileManager.default.removeItem(atPath: path("Archive.doccarchive"))
            let out = path("site-\(number)")
            let result = try runTool(
                "/usr/bin/python3",
                [generator, try archive(["documentation": landing, "documentation/guide": page]), out])
            let message = String(decoding: result.stderr, as: UTF8.self)
            XCTAssertEqual(result.status, 1, "\(reason): \(message)")
            XCTAssertTrue(message.contains("data/documentation/guide.json: "), message)
            XCTAssertTrue(message.contains(reason), "\(reason): \(message)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "a site was written despite \(reason)")
        }
        let notAnArchive = try runTool("/usr/bin/python3", [generator, folder.path, path("site")])
        XCTAssertEqual(notAnArchive.status, 1)
        XCTAssertTrue(String(decoding: notAnArchive.stderr, as: UTF8.self).contains("no data/documentation.json"))
    }
}

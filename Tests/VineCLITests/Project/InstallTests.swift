import Foundation
import XCTest

/// `Scripts/package` and `Scripts/install`: the `.deb` runs without a Swift toolchain and
/// passes Debian's and freedesktop's checks; an install into a folder and its uninstall
/// leave the folder as it was. Both hold the web page where the README says, as
/// `Scripts/web` writes it, and the installed page starts in Chromium opened as a file.
///
/// The release build with the static Swift runtime takes minutes; it is made once, by the
/// first test that needs it (``built``), and both tests use it: `Scripts/install` finds it
/// up to date. Under `Scripts/test` (`VINE_STAGE_TESTED_BUILD=1`) it is the tests' own
/// optimised build, linked statically by `Scripts/static-link`: seconds.
final class InstallTests: FolderTestCase {
    /// How long packaging may take: a release build from scratch on a slow machine.
    private static let buildTimeLimit = 1800.0

    /// The `.deb` Scripts/package wrote, in a folder shared by the tests of this class.
    private static let built: Result<String, Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try script("package", ["--out", folder.path], timeLimit: buildTimeLimit)
        guard result.status == 0 else {
            throw PackagingFailed(message: "Scripts/package exited \(result.status): \(text(result.stderr))")
        }
        let debs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".deb") }
        guard debs.count == 1 else { throw PackagingFailed(message: "Scripts/package wrote \(debs)") }
        return folder.appendingPathComponent(debs[0]).path
    }

    /// Where an install puts the web page, in its prefix (`/usr` for the `.deb`).
    private static let installedPage = "share/vine/vine.html"

    /// The web page as `Scripts/web` writes it.
    private static let page: Result<Data, Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vine-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("vine.html")
        let result = try script("web", [out.path], timeLimit: buildTimeLimit)
        guard result.status == 0 else {
            throw PackagingFailed(message: "Scripts/web exited \(result.status): \(text(result.stderr))")
        }
        return try Data(contentsOf: out)
    }

    override class func tearDown() {
        if case .success(let deb) = built {
            try? FileManager.default.removeItem(atPath: (deb as NSString).deletingLastPathComponent)
        }
        super.tearDown()
    }

    func testThePackageRunsWithoutASwiftToolchainAndPassesTheChecks() throws {
        let deb = try Self.built.get()
        XCTAssertTrue(
            (deb as NSString).lastPathComponent.hasPrefix("vine_") && deb.hasSuffix("_amd64.deb"), deb)
        let root = path("root")
        try check("/usr/bin/dpkg-deb", ["-x", deb, root])
        let vine = root + "/usr/bin/vine"
        let bare = ["PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "", "HOME": folder.path]
        let version = try runTool(vine, ["--version"], environment: bare)
        XCTAssertEqual(version.status, 0, text(version.stderr))
        XCTAssertEqual(text(version.stdout).trimmingCharacters(in: .whitespacesAndNewlines), "2.0.0")
        let demo = packageRoot.appendingPathComponent("Recordings/demo.vine").path
        let checked = try runTool(vine, ["check", demo], environment: bare)
        XCTAssertEqual(checked.status, 0, text(checked.stderr))
        let exported = try runTool(
            vine, ["export", demo, "--size", "160x100", "--fps", "10", "--out", path("demo.mp4"), "--quiet"],
            environment: bare)
        XCTAssertEqual(exported.status, 0, text(exported.stderr))
        XCTAssertGreaterThan(try Data(contentsOf: URL(fileURLWithPath: path("demo.mp4"))).count, 1000)

        let libraries = text(try check("/usr/bin/ldd", [vine]).stdout)
        for toolchain in ["libswift", "libFoundation", "libdispatch", "libBlocksRuntime", "/opt/swift"] {
            XCTAssertFalse(libraries.contains(toolchain), "vine links \(toolchain):\n\(libraries)")
        }

        let control = text(try check("/usr/bin/dpkg-deb", ["-f", deb, "Depends"]).stdout)
        for dependency in ["libsdl2-2.0-0", "libcairo2", "libdeflate0", "ffmpeg", "libxml2", "hershey-fonts-data"] {
            XCTAssertTrue(control.contains(dependency), "Depends: \(control)")
        }
        XCTAssertFalse(control.contains("swift"), "Depends: \(control)")

        let lintian = try runTool("/usr/bin/lintian", ["--no-cfg", deb], timeLimit: 600)
        let errors = text(lintian.stdout).split(separator: "\n").filter { $0.hasPrefix("E:") }
        XCTAssertEqual(errors, [], text(lintian.stdout) + text(lintian.stderr))

        let applications = root + "/usr/share/applications"
        for entry in ["vine.desktop", "vine-play.desktop"] {
            let validated = try runTool("/usr/bin/desktop-file-validate", [applications + "/" + entry])
            XCTAssertEqual(validated.status, 0, entry + ": " + text(validated.stdout) + text(validated.stderr))
            XCTAssertEqual(text(validated.stdout), "", entry)
        }
        try checkFileType(root + "/usr/share/mime/packages/vine.xml")
        try checkPage(root + "/usr/" + Self.installedPage, readmeSays: "/usr/" + Self.installedPage)

        let pages = try FileManager.default.contentsOfDirectory(atPath: root + "/usr/share/man/man1").sorted()
        let commands = [
            "check", "demo", "draw", "export", "grow", "help", "import", "info", "play", "species", "species.check",
            "species.show", "text",
        ]
        XCTAssertEqual(pages, ["vine.1.gz"] + commands.map { "vine.\($0).1.gz" })
        for page in pages {
            let shown = try runTool(
                "/usr/bin/man", ["-l", root + "/usr/share/man/man1/" + page],
                environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80"])
            XCTAssertEqual(shown.status, 0, page + ": " + text(shown.stderr))
            XCTAssertEqual(text(shown.stderr), "", page)
            // Bold and underlined text is overstruck (a character, a backspace, the character).
            let plain = text(shown.stdout).replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
            XCTAssertTrue(plain.contains("NAME") && plain.contains("vine"), page + ": " + plain)
        }

        try checkCompletions(
            bash: root + "/usr/share/bash-completion/completions/vine",
            zsh: root + "/usr/share/zsh/vendor-completions/_vine",
            fish: root + "/usr/share/fish/vendor_completions.d/vine.fish")
    }

    func testInstallingThenUninstallingLeavesThePrefixAsItWas() throws {
        _ = try Self.built.get()
        let prefix = path("prefix")
        // A prefix in use: someone else's menu entry and an existing file-type database.
        try FileManager.default.createDirectory(
            atPath: prefix + "/share/applications", withIntermediateDirectories: true)
        try Data("[Desktop Entry]\n".utf8).write(to: URL(fileURLWithPath: prefix + "/share/applications/other.desktop"))
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: prefix + "/bin/other"))
        let before = try listing(prefix)

        let installed = try Self.script("install", ["--prefix", prefix], timeLimit: Self.buildTimeLimit)
        XCTAssertEqual(installed.status, 0, text(installed.stderr))
        for file in [
            "bin/vine", "share/man/man1/vine.draw.1", "share/bash-completion/completions/vine",
            "share/zsh/site-functions/_vine", "share/fish/vendor_completions.d/vine.fish",
            "share/applications/vine.desktop", "share/applications/vine-play.desktop",
            "share/mime/packages/vine.xml", "share/icons/hicolor/scalable/apps/vine.svg",
            "share/icons/hicolor/48x48/apps/vine.png", Self.installedPage, "share/vine/vine.mjs",
            "share/vine/install-manifest",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/" + file), file)
        }
        let version = try runTool(prefix + "/bin/vine", ["--version"], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(text(version.stdout).trimmingCharacters(in: .whitespacesAndNewlines), "2.0.0")
        if toolPath("update-mime-database") != nil {
            let globs = try String(contentsOfFile: prefix + "/share/mime/globs2", encoding: .utf8)
            XCTAssertTrue(globs.contains("application/x-vine:*.vine"), globs)
        }
        try checkPage(prefix + "/" + Self.installedPage, readmeSays: "~/.local/" + Self.installedPage)
        try checkPageStarts(prefix + "/" + Self.installedPage)

        let uninstalled = try Self.script("uninstall", ["--prefix", prefix])
        XCTAssertEqual(uninstalled.status, 0, text(uninstalled.stderr))
        XCTAssertEqual(try listing(prefix), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix + "/" + Self.installedPage))
        let again = try Self.script("uninstall", ["--prefix", prefix])
        XCTAssertEqual(again.status, 66, "nothing left to uninstall")
    }

    /// The type's XML is well-formed and update-mime-database makes `*.vine` and the first
    /// line `{"vine":` mean application/x-vine from it.
    private func checkFileType(_ xml: String) throws {
        try check("/usr/bin/xmllint", ["--noout", xml])
        let mime = path("mime")
        try FileManager.default.createDirectory(atPath: mime + "/packages", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: xml, toPath: mime + "/packages/vine.xml")
        let updated = try check("/usr/bin/update-mime-database", [mime])
        XCTAssertFalse(text(updated.stderr).contains("rror"), text(updated.stderr))
        let globs = try String(contentsOfFile: mime + "/globs2", encoding: .utf8)
        XCTAssertTrue(globs.contains("application/x-vine:*.vine"), globs)
        let magic = try Data(contentsOf: URL(fileURLWithPath: mime + "/magic"))
        XCTAssertNotNil(magic.range(of: Data("application/x-vine".utf8)))
        XCTAssertNotNil(magic.range(of: Data(#"{"vine":"#.utf8)))
    }

    /// The README names the installed page `readmeSays`, and `page` is the page `Scripts/web`
    /// writes: one file with the WebAssembly core inside (`\0asm`, version 1, in base64) that
    /// loads nothing from elsewhere.
    private func checkPage(_ page: String, readmeSays: String) throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains(readmeSays), "README.md does not say the page is \(readmeSays)")
        let data = try Data(contentsOf: URL(fileURLWithPath: page))
        XCTAssertTrue(data == (try Self.page.get()), "\(page) is not the page Scripts/web writes")
        let html = text(data)
        let tag = #"<script id="core" type="application/x-deflate-base64">"#
        let core = html.components(separatedBy: tag).dropFirst().first?.components(separatedBy: "</script>").first ?? ""
        let base64 = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=".unicodeScalars)
        XCTAssertTrue(
            core.utf8.count > 100_000 && core.unicodeScalars.allSatisfy(base64.contains),
            "the core is not inside \(page)")
        for pattern in [#"<(script|link)\b[^>]*\b(src|href)\s*="#, #"\b(src|href)\s*=\s*["']?\s*(https?:)?//"#] {
            let loads = try NSRegularExpression(pattern: pattern, options: .caseInsensitive)
            let found = loads.firstMatch(in: html, range: NSRange(html.startIndex..., in: html))
            XCTAssertNil(
                found,
                "\(page) loads from elsewhere: \(found.map { (html as NSString).substring(with: $0.range) } ?? "")")
        }
    }

    /// Chromium opens `page` as a file and its core starts (`window.vine.ready`).
    private func checkPageStarts(_ page: String) throws {
        let steps = path("steps.json")
        try Data(#"[["eval", "window.vine.ready.then(() => true)"]]"#.utf8).write(to: URL(fileURLWithPath: steps))
        let pageCheck = packageRoot.appendingPathComponent("Scripts/page-check").path
        let result = try runTool(
            "/bin/sh",
            [
                "-c", "\"$0\" \"$1\" \"$2\" 640 480 < \"$3\"", "/usr/bin/python3", pageCheck,
                URL(fileURLWithPath: page).absoluteString, steps,
            ],
            timeLimit: 120)
        XCTAssertEqual(result.status, 0, text(result.stderr))
        XCTAssertEqual(try JSONSerialization.jsonObject(with: result.stdout) as? [Bool], [true])
    }

    /// Each completion script loads in its shell and completes `vine ex` to `export`.
    private func checkCompletions(bash: String, zsh: String, fish: String) throws {
        let bashLoaded = try check("/bin/bash", ["-c", "source '\(bash)' && complete -p vine"])
        XCTAssertTrue(text(bashLoaded.stdout).contains("_vine vine"), text(bashLoaded.stdout))
        let zshLoaded = try check(
            "/usr/bin/zsh",
            [
                "-f", "-c",
                "autoload -U compinit && compinit -u -d '\(path("zcompdump"))' && source '\(zsh)' && whence -w _vine",
            ])
        XCTAssertTrue(text(zshLoaded.stdout).contains("function"), text(zshLoaded.stdout))
        let fishLoaded = try check("/usr/bin/fish", ["--no-config", "-c", "source '\(fish)'; complete -C'vine ex'"])
        XCTAssertTrue(text(fishLoaded.stdout).hasPrefix("export"), text(fishLoaded.stdout))
    }

    /// Every path under `folder`, relative, with a file's size and checksum.
    private func listing(_ folder: String) throws -> [String] {
        let result = try check(
            "/bin/sh",
            [
                "-c",
                "cd '\(folder)' && find . -exec sh -c 'for f; do if [ -f \"$f\" ]; then echo \"$f $(md5sum < \"$f\")\"; else echo \"$f/\"; fi; done' _ {} + | sort",
            ])
        return text(result.stdout).split(separator: "\n").map(String.init)
    }

    /// Runs `executable`, which must exit 0.
    @discardableResult
    private func check(_ executable: String, _ arguments: [String]) throws -> ToolResult {
        let result = try runTool(executable, arguments)
        XCTAssertEqual(result.status, 0, "\(executable) \(arguments): \(text(result.stderr))")
        return result
    }

    /// Runs `Scripts/NAME` with `arguments`.
    private static func script(_ name: String, _ arguments: [String], timeLimit: Double = 300) throws -> ToolResult {
        try runTool(
            packageRoot.appendingPathComponent("Scripts/" + name).path, arguments, timeLimit: timeLimit,
            echoingErrors: true)
    }

    /// Packaging failed; every test of the class reports why.
    private struct PackagingFailed: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// `data` as UTF-8 text.
private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

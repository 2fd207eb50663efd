import Foundation
import XCTest

/// Each look is defined once (`Sources/VineLook`): its colour arithmetic and numbers
/// occur there and nowhere else, and the vector writers reach them only through the look
/// definition's marks and inks.
final class LookDefinitionTests: XCTestCase {
    /// The package's `Sources` folder.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The writers of vector animations and the files they are written from, by file name
    /// without its extension (wherever they live); a writer's files by job
    /// (`LottieDocument+Layers.swift`, …) are its too.
    private static let writers: Set<String> = ["AnimatedSVGDocument", "PlayerPage", "LottieDocument", "MarkElement"]

    /// The writer (of ``writers``) whose file is at `path`, if it is one.
    private static func writer(at path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        guard name.hasSuffix(".swift") else { return nil }
        let writer = String(name.dropLast(6).prefix { $0 != "+" })
        return writers.contains(writer) ? writer : nil
    }

    /// Every Swift file under `Sources`: its path relative to it and its code, comments removed.
    private func sourceFiles() throws -> [(path: String, code: String)] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.sources.path))
        var files: [(String, String)] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            files.append((path, code))
        }
        XCTAssertGreaterThan(files.count, 50)
        return files
    }

    func testColourArithmeticOccursOnceAndOnlyInTheLookDefinition() throws {
        let arithmetic = try NSRegularExpression(pattern: #"\b(lightened|darkened)\(\s*[0-9][0-9.]*\s*\)"#)
        var seen: [String: [String]] = [:]
        for (path, code) in try sourceFiles() {
            let range = NSRange(code.startIndex..., in: code)
            for match in arithmetic.matches(in: code, range: range) {
                let call = String(code[Range(match.range, in: code)!]).replacingOccurrences(of: " ", with: "")
                seen[call, default: []].append(path)
            }
        }
        XCTAssertGreaterThanOrEqual(seen.count, 6, "the looks' colour arithmetic was not found")
        for (call, paths) in seen {
            XCTAssertEqual(paths.count, 1, "\(call) occurs in \(paths)")
            for path in paths {
                XCTAssertTrue(path.hasPrefix("VineLook/"), "\(call) in \(path), outside the look definition")
            }
        }
    }

    func testVectorWritersHoldNoLookConstantsAndKnowNoLook() throws {
        let files = try sourceFiles()
        let looks = files.filter { $0.path.hasPrefix("VineLook/") }
        XCTAssertGreaterThanOrEqual(looks.count, 5)
        // The looks' numbers: every decimal literal of the look definition but 0 and 1, and
        // but the soft shadow's, a raster effect the vector writers leave out.
        let literal = try NSRegularExpression(pattern: #"(?<![\w.])[0-9]+\.[0-9]+(?![\w.])"#)
        var numbers: Set<String> = []
        for (path, code) in looks where !path.hasSuffix("/ShadowLook.swift") {
            for match in literal.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                let text = String(code[Range(match.range, in: code)!])
                if Double(text) != 0 && Double(text) != 1 { numbers.insert(text) }
            }
        }
        XCTAssertTrue(numbers.isSuperset(of: ["0.4", "0.2", "0.34", "0.85", "0.15", "0.35"]), "\(numbers.sorted())")
        let forbidden = [
            "lightened(", "darkened(", "RGBA(r: 0.", ".look", "Look.", "natural!", ".classic", ".natural",
            "leafFill.resolved", "leafOutline.resolved", "style.gradient", "petal", "midrib",
        ]
        let writers = files.filter { Self.writer(at: $0.path) != nil }
        XCTAssertEqual(Set(writers.compactMap { Self.writer(at: $0.path) }), Self.writers, "\(writers.map(\.path))")
        XCTAssertGreaterThan(writers.count, 10, "the writers' files by job: \(writers.map(\.path))")
        for (path, code) in writers {
            for token in forbidden {
                XCTAssertFalse(code.contains(token), "\(path) names \(token): the look definition's business")
            }
            for match in literal.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                let text = String(code[Range(match.range, in: code)!])
                XCTAssertFalse(numbers.contains(text), "\(path) holds \(text), a number of the look definition")
            }
        }
    }

    /// The comparisons of looks VineRender keeps outside the look definition, by file: the
    /// caches key what they hold by the scene's look (its style and parameters), never
    /// choosing how to paint by it.
    private static let cacheKeys: [String: [String]] = [
        "VineRender/Layers/LayerCache.swift": ["look == sceneLook"],
        "VineRender/Layers/BaseSnapshots.swift": ["$0.look == look"],
    ]

    func testTheRasterSideDoesNotSwitchOnTheLookOutsideTheLookDefinition() throws {
        let switches = try NSRegularExpression(
            pattern: #"look ==|== *\.(natural|classic)\b|\.natural\b|\.classic\b|switch [\w.]*\blook\b|\.natural[A-Z]"#)
        let files = try sourceFiles().filter { $0.path.hasPrefix("VineRender/") }
        XCTAssertGreaterThan(files.count, 20)
        XCTAssertTrue(files.contains { $0.path == "VineRender/Painting/VinePainter.swift" })
        XCTAssertTrue(files.contains { $0.path == "VineRender/Layers/LayerCache.swift" })
        for (path, code) in files {
            var code = code
            for key in Self.cacheKeys[path] ?? [] {
                XCTAssertTrue(code.contains(key), "\(path) no longer holds the cache key \(key)")
                code = code.replacingOccurrences(of: key, with: "")
            }
            for match in switches.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                let found = code[Range(match.range, in: code)!]
                XCTFail("\(path) switches on the look (\(found)): the look definition's business")
            }
        }
    }

    /// The per-vine look context (`VineLook/VineLook*.swift`), frames and animations alike, asks
    /// the vine's definition for everything: only the catalog maps a look to its definition.
    func testTheVineLookAsksItsDefinitionAndNeverSwitchesOnTheLook() throws {
        let switches = try NSRegularExpression(
            pattern: #"look ==|== *\.(natural|classic)\b|case \.(natural|classic)\b|switch [\w.]*\blook\b"#
                + #"|ClassicLook\.|NaturalLook\."#)
        let files = try sourceFiles().filter {
            $0.path.hasPrefix("VineLook/VineLook") && $0.path.hasSuffix(".swift")
        }
        XCTAssertTrue(files.contains { $0.path == "VineLook/VineLook.swift" })
        XCTAssertTrue(files.contains { $0.path == "VineLook/VineLook+Animation.swift" })
        for (path, code) in files {
            for match in switches.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                let found = code[Range(match.range, in: code)!]
                XCTFail("\(path) switches on the look (\(found)): the look definition's business")
            }
        }
        let catalog = try XCTUnwrap(try sourceFiles().first { $0.path == "VineLook/LookCatalog.swift" })
        XCTAssertTrue(catalog.code.contains("ClassicLook()") && catalog.code.contains("NaturalLook()"))
    }

    func testTheShadowsNumbersLiveInTheLookDefinition() throws {
        let files = try sourceFiles()
        let shadow = try XCTUnwrap(files.first { $0.path == "VineRender/Painting/SoftShadow.swift" })
        for number in ["0.45", "0.8", "1.2", "0.22"] {
            XCTAssertFalse(shadow.code.contains(number), "SoftShadow holds \(number), a number of the look")
        }
        let looks = try XCTUnwrap(files.first { $0.path == "VineLook/ShadowLook.swift" })
        XCTAssertTrue(looks.code.contains("0.22"))
    }

    /// VineExport encodes the growth primitives the looks give it (``AnimatedBranchMarks``):
    /// none of its files holds a leaf's geometry (the leaf's box, the oval's constants), a
    /// branch on how a look grows, or a look's name.
    func testVineExportKnowsNoLeafGeometryGrowthModeOrLook() throws {
        let files = try sourceFiles().filter { $0.path.hasPrefix("VineExport/") }
        XCTAssertGreaterThanOrEqual(files.count, 20)
        let forbidden = [
            ".leaf.", "ovalControlFactor", "ovalIn", "revealed", "Revealed", "trimmedStrokes", "revealedFills",
            "ClassicLook", "NaturalLook", "naturalLeaf", "naturalShape",
        ]
        let lookNames = ["classic", "natural"]
        for (path, code) in files {
            for token in forbidden {
                XCTAssertFalse(code.contains(token), "\(path) names \(token): the look definition's business")
            }
            for name in lookNames {
                XCTAssertFalse(code.lowercased().contains(name), "\(path) names the look \(name)")
            }
        }
    }
}

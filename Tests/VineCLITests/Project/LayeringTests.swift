import Foundation
import XCTest

/// The layering (see the Architecture article): what each module may import, that it
/// declares every module it imports in `Package.swift`, that only VineRender's `Cairo/`
/// folder sees Cairo's C API, and that VineCore decides by look only in its growth
/// definitions.
final class LayeringTests: XCTestCase {
    /// The system modules any module above the pure ones may use.
    private static let system: Set<String> = ["Foundation", "Glibc", "Dispatch", "Synchronization"]

    /// What each module may import: the modules below it and its C libraries.
    private static let allowed: [String: Set<String>] = [
        "VineGeometry": [],
        "VineCore": ["VineGeometry"],
        "VineSystem": system.union(["VineCore"]),
        "VineImport": ["VineSystem", "VineCore", "VineGeometry", "Foundation", "CLibXML2"],
        "VineLook": ["VineCore", "VineGeometry"],
        "VineVector": ["VineLook", "VineCore", "VineGeometry"],
        "VineRender": system.union(["VineLook", "VineSystem", "VineCore", "VineGeometry", "CCairo"]),
        "VineExport": system.union([
            "VineVector", "VineRender", "VineLook", "VineSystem", "VineCore", "VineGeometry", "CDeflate",
        ]),
        "VineWindow": system.union([
            "VineExport", "VineVector", "VineRender", "VineLook", "VineSystem", "VineCore", "VineGeometry", "CSDL2",
        ]),
        "VineCLI": system.union([
            "ArgumentParser", "VineWindow", "VineExport", "VineVector", "VineImport", "VineRender", "VineLook",
            "VineSystem",
            "VineCore",
            "VineGeometry",
        ]),
        "vine": ["VineCLI"],
    ]

    func testEveryModuleImportsOnlyWhatItsLayerAllows() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { !$0.hasPrefix("C") && !$0.hasPrefix(".") }
        XCTAssertEqual(Set(modules), Set(Self.allowed.keys), "every module under Sources has its rule here")
        for (module, allowedImports) in Self.allowed {
            let imports = try imports(of: module)
            XCTAssertFalse(imports.isEmpty && module != "VineGeometry", "no sources found for \(module)")
            for (file, imported) in imports {
                XCTAssertTrue(
                    allowedImports.contains(imported),
                    "\(module)/\(file) imports \(imported); allowed: \(allowedImports.sorted())")
            }
        }
    }

    func testOnlyTheCairoWrapperImportsCairo() throws {
        for module in Self.allowed.keys {
            for (file, imported) in try imports(of: module) where imported == "CCairo" {
                XCTAssertTrue(file.hasPrefix("Cairo/") && module == "VineRender", "\(module)/\(file) imports CCairo")
            }
        }
    }

    func testEveryImportedModuleIsDeclaredInPackageSwift() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for module in Self.allowed.keys {
            let declared = try XCTUnwrap(dependencies(of: module, in: manifest), "no target \(module) in Package.swift")
            for (file, imported) in try imports(of: module) where !Self.system.contains(imported) {
                XCTAssertTrue(
                    declared.contains(imported),
                    "\(module)/\(file) imports \(imported), which Package.swift does not declare for \(module)")
            }
        }
    }

    func testEveryTestTargetDeclaresWhatItImports() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let tests = packageRoot.appendingPathComponent("Tests")
        for target in try FileManager.default.contentsOfDirectory(atPath: tests.path) {
            guard let declared = dependencies(of: target, in: manifest) else { continue }
            for (file, imported) in try imports(of: target, in: tests)
            where !Self.system.contains(imported) && imported != "XCTest" {
                XCTAssertTrue(
                    declared.contains(imported),
                    "\(target)/\(file) imports \(imported), which Package.swift does not declare for \(target)")
            }
        }
    }

    /// VineCore decides by look only in its growth definitions (`Growth/`): everywhere else
    /// it asks the look's ``/VineCore/GrowthDefinition``, so a new look cannot silently be
    /// treated as an old one.
    func testVineCoreComparesNoLookOutsideTheGrowthDefinitions() throws {
        let core = sources.appendingPathComponent("VineCore")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/VineCore/Growth/") }
        XCTAssertGreaterThan(files.count, 50, "VineCore's files found")
        let comparison = try NSRegularExpression(
            pattern: #"[!=]=\s*\.(classic|natural)\b|\bcase\s+\.(classic|natural)\b|\bswitch\s+[\w.]*look\b"#)
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                let range = NSRange(code.startIndex..., in: code)
                XCTAssertNil(
                    comparison.firstMatch(in: code, range: range),
                    "\(file.lastPathComponent) decides by look: \(code)")
            }
        }
    }

    private var sources: URL { packageRoot.appendingPathComponent("Sources") }

    /// Every `import` in the Swift files of `module` in `root` (by default Sources): the
    /// file's path inside the module and the module imported.
    private func imports(of module: String, in root: URL? = nil) throws -> [(file: String, module: String)] {
        let folder = (root ?? sources).appendingPathComponent(module)
        let files = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        var found: [(String, String)] = []
        for file in files {
            let path = String(file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let i = words.firstIndex(of: "import"),
                    words[..<i].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" }),
                    i + 1 < words.count
                else { continue }
                found.append((path, words[i + 1].split(separator: ".").first.map(String.init) ?? ""))
            }
        }
        return found
    }

    /// The names in the `dependencies:` list of target `module` in `manifest` (targets and
    /// products alike), or nil when there is no such target.
    private func dependencies(of module: String, in manifest: String) -> Set<String>? {
        guard
            let name = manifest.range(
                of: "[tT]arget\\(\\s*name: \"\(module)\"", options: .regularExpression)
        else { return nil }
        let rest = manifest[name.upperBound...]
        let end = rest.range(of: "\n        .")?.lowerBound ?? rest.endIndex
        let target = rest[..<end]
        guard let list = target.range(of: "dependencies: [") else { return [] }
        var names: Set<String> = []
        var depth = 1
        var word: String?
        for character in target[list.upperBound...] {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if depth == 0 { break }
            if character == "\"" {
                if let done = word { names.insert(done) }
                word = word == nil ? "" : nil
            } else {
                word?.append(character)
            }
        }
        return names
    }
}

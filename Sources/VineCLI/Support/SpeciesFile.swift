import Foundation
import VineCore
import VineSystem

/// Reading the species of `--species` and `vine species check`: a built-in species' name or
/// a species file, with the species reader's errors.
enum SpeciesFile {
    /// The species `text` names: the built-in species of that name, else the species file
    /// at path `text` (``read(_:)``; a missing file's message lists the built-in names).
    static func species(_ text: String) throws(Failure) -> Species {
        if let species = Species.builtIn(named: text) { return species }
        do throws(Failure) {
            return try read(text)
        } catch {
            guard error.code == .noInput else { throw error }
            throw Failure(
                code: .noInput,
                message: error.message + " (a species is a species file or a built-in one: \(Species.builtInNames))")
        }
    }

    /// The species in the file at `path`: 66 when it is missing or unreadable; 65 with
    /// `FILE:LINE: KEY: message` for anything the species reader rejects (a file over
    /// ``/VineCore/SpeciesLimits/maxBytes`` or not UTF-8 included) or a built-in species' name.
    static func read(_ path: String) throws(Failure) -> Species {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else {
            throw Failure(
                code: .noInput,
                message: "\(path): cannot open: no such file or not readable")
        }
        defer { try? handle.close() }
        let data: Data?
        do {
            data = try handle.read(upToCount: SpeciesLimits.maxBytes + 1)
        } catch {
            throw Failure(code: .ioError, message: "\(path): cannot read: \(ErrorWording.reason(of: error))")
        }
        let species: Species
        do throws(SpeciesError) {
            species = try Species.read(Array(data ?? Data()), file: path)
        } catch {
            throw Failure(code: .dataError, message: error.description)
        }
        guard !Species.isBuiltInName(species.name) else {
            let text = String(decoding: data ?? Data(), as: UTF8.self)
            let error = SpeciesError(
                file: path, line: line(ofKey: "name", in: text), key: "name",
                message: "\(JSONText.quoted(species.name)) is a built-in species' name; give the file's species its own"
            )
            throw Failure(code: .dataError, message: error.description)
        }
        return species
    }

    /// The 1-based line of the first `"KEY"` followed by `:` in `text`; 1 when there is none.
    private static func line(ofKey key: String, in text: String) -> Int {
        let quoted = JSONText.quoted(key)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: quoted) else { continue }
            if line[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).first == ":" { return index + 1 }
        }
        return 1
    }
}

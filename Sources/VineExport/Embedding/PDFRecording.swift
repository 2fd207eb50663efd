/// A recording in a PDF: an embedded file `recording.vine` (an `/EmbeddedFile` stream,
/// zlib-compressed, named in the catalog's `/EmbeddedFiles` name tree), added as an incremental
/// update: the document Cairo wrote stays byte for byte at the start of the file, and the update
/// appended after it (the two new objects, the catalog again with its `/Names`, a cross-reference
/// section and a trailer pointing back with `/Prev`) changes nothing drawn. Viewers list the
/// file as an attachment (`pdfdetach -list`).
enum PDFRecording {
    /// The embedded file's name.
    static let fileName = EmbeddedRecording.fileName

    /// `pdf` (a whole PDF with a classic cross-reference table and trailer whose catalog has
    /// no `/Names`, as Cairo writes one) carrying `recording`.
    static func embed(_ recording: [UInt8], in pdf: [UInt8]) -> [UInt8] {
        guard let trailer = pdf.ranges(of: Array("trailer".utf8)).last.map({ pdf[$0.upperBound...] }),
            let size = integer(after: "/Size", in: trailer), let root = integer(after: "/Root", in: trailer),
            let previous = pdf.ranges(of: Array("startxref".utf8)).last.flatMap({
                integer(after: "", in: pdf[$0.upperBound...])
            }),
            let catalog = object(root, in: pdf[...]),
            let dictionaryEnd = catalog.ranges(of: Array(">>".utf8)).last?.lowerBound,
            catalog.firstRange(of: Array("/Names".utf8)) == nil
        else {
            preconditionFailure("a PDF as Cairo writes it: a trailer with /Size and /Root, a catalog without /Names")
        }
        let info = integer(after: "/Info", in: trailer).map { " /Info \($0) 0 R" } ?? ""
        let packed = Deflate.zlib(recording)
        var out = pdf
        if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        let streamOffset = out.count
        out += Array(
            ("\(size) 0 obj\n<< /Type /EmbeddedFile /Subtype /text#2Fplain /Filter /FlateDecode /Length \(packed.count)"
                + " /Params << /Size \(recording.count) >> >>\nstream\n").utf8)
        out += packed
        out += Array("\nendstream\nendobj\n".utf8)
        let specOffset = out.count
        out += Array(
            ("\(size + 1) 0 obj\n<< /Type /Filespec /F (\(fileName)) /UF (\(fileName)) /Desc (Vine recording)"
                + " /EF << /F \(size) 0 R /UF \(size) 0 R >> >>\nendobj\n").utf8)
        let catalogOffset = out.count
        out += Array("\(root) 0 obj\n".utf8) + catalog[..<dictionaryEnd]
        out += Array("/Names << /EmbeddedFiles << /Names [(\(fileName)) \(size + 1) 0 R] >> >>\n>>\nendobj\n".utf8)
        let xref = out.count
        let entry = { (offset: Int) in String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
        }
        out += Array(
            ("xref\n\(root) 1\n\(entry(catalogOffset))\(size) 2\n\(entry(streamOffset))\(entry(specOffset))"
                + "trailer\n<< /Size \(size + 2) /Root \(root) 0 R\(info) /Prev \(previous) >>\n"
                + "startxref\n\(xref)\n%%EOF\n").utf8)
        return out
    }

    /// The recording in `pdf`; nil when nothing names `recording.vine`. Throws when the file
    /// named is missing, not a stream of known length, or does not unpack.
    static func recording(in pdf: [UInt8]) throws(EmbeddedRecording.Missing) -> [UInt8]? {
        guard pdf.starts(with: Array("%PDF-".utf8)) else {
            throw EmbeddedRecording.Missing(message: "not a PDF file (it does not start with %PDF-)")
        }
        guard let named = pdf.ranges(of: Array("(\(fileName))".utf8)).last else { return nil }
        // The name is a key of the name tree, followed by its file spec's reference, or the
        // file spec's own /F or /UF, followed by the rest of it.
        let after = pdf[named.upperBound...]
        let spec = integer(after: "", in: after).flatMap { object($0, in: pdf[...]) } ?? after.prefix(1024)
        guard let ef = spec.firstRange(of: Array("/EF".utf8)),
            let number = integer(after: "/F", in: spec[ef.upperBound...]),
            let stream = object(number, in: pdf[...])
        else { throw .damaged("the file spec of \(fileName) names no /EF stream") }
        guard let keyword = stream.firstRange(of: Array("stream".utf8)) else {
            throw .damaged("\(fileName) (object \(number)) is not a stream")
        }
        let dictionary = stream[..<keyword.lowerBound]
        guard let length = integer(after: "/Length", in: dictionary), length >= 0 else {
            throw .damaged("\(fileName)'s stream has no direct /Length")
        }
        let filter = dictionary.firstRange(of: Array("/Filter".utf8))
        if let filter,
            !dictionary[filter.upperBound...].drop(while: { $0 == 0x20 }).starts(with: Array("/FlateDecode".utf8))
        {
            throw .damaged("\(fileName)'s stream has a filter other than /FlateDecode")
        }
        var start = keyword.upperBound
        if stream[start...].starts(with: [0x0D]) { start += 1 }
        if stream[start...].starts(with: [0x0A]) { start += 1 }
        guard length <= stream.endIndex - start else { throw .damaged("\(fileName)'s stream runs past the file's end") }
        let data = pdf[start..<(start + length)]
        guard filter != nil else { return Array(data) }
        guard let text = Deflate.inflate(data, zlib: true, limit: EmbeddedRecording.maxSize) else {
            throw .damaged(
                "\(fileName)'s stream does not unpack (not zlib, or over \(EmbeddedRecording.maxSize >> 20) MiB)")
        }
        return text
    }

    /// The last definition of object `number` (generation 0) in `pdf`: from its `obj` keyword
    /// on, up to its `endobj` (or the file's end).
    private static func object(_ number: Int, in pdf: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let marker = Array("\(number) 0 obj".utf8)
        guard
            let found = pdf.ranges(of: marker).last(where: {
                $0.lowerBound == pdf.startIndex || [0x0A, 0x0D, 0x20].contains(pdf[$0.lowerBound - 1])
            })
        else { return nil }
        let body = pdf[found.upperBound...]
        return body[..<(body.firstRange(of: Array("endobj".utf8))?.lowerBound ?? body.endIndex)]
    }

    /// The whole number after the first `key` in `text`, spaces and line ends skipped; nil
    /// when there is no such key or no digits follow it.
    private static func integer(after key: String, in text: ArraySlice<UInt8>) -> Int? {
        let keyBytes = Array(key.utf8)
        guard let found = keyBytes.isEmpty ? text.startIndex..<text.startIndex : text.firstRange(of: keyBytes)
        else { return nil }
        let digits = text[found.upperBound...].drop(while: { [0x20, 0x0A, 0x0D].contains($0) })
            .prefix(while: { (0x30...0x39).contains($0) })
        guard !digits.isEmpty, digits.count <= 12 else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }
}

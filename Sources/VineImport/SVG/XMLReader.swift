import CLibXML2

/// Reads XML with libxml2 into an ``XMLNode`` tree, safely: no network, no external
/// entities or DTDs loaded, no entity substitution, and documents that declare entities
/// or reference them are refused. Element count and depth are limited (``SVGLimits``).
public enum XMLReader {
    /// The root element of the document in `bytes`.
    ///
    /// Throws an ``SVGError`` with libxml2's line and message for malformed XML, and one
    /// for entity declarations or references, or a document over the limits.
    public static func read(_ bytes: [UInt8], limits: SVGLimits = .standard) throws(SVGError) -> XMLNode {
        guard bytes.count <= limits.maxBytes else {
            throw SVGError(line: nil, message: "the file is over \(limits.maxBytes) bytes")
        }
        guard !bytes.isEmpty else { throw SVGError(line: 1, message: "the file is empty; expected an <svg> element") }
        guard let context = xmlNewParserCtxt() else {
            throw SVGError(line: nil, message: "libxml2 could not start a parser (out of memory)")
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_BIG_LINES.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                xmlCtxtReadMemory(context, $0.baseAddress, Int32(clamping: $0.count), nil, nil, options)
            }
        }
        guard let document else {
            if let error = xmlCtxtGetLastError(context) {
                let message = error.pointee.message.map { String(cString: $0) } ?? "not well-formed"
                throw SVGError(
                    line: Int(error.pointee.line) > 0 ? Int(error.pointee.line) : nil,
                    message: "malformed XML: " + message.trimmingCharacters(in: "\n "))
            }
            throw SVGError(line: nil, message: "malformed XML")
        }
        defer { xmlFreeDoc(document) }
        if let subset = document.pointee.intSubset, subset.pointee.entities != nil || subset.pointee.pentities != nil {
            throw SVGError(
                line: line(of: "<!ENTITY", in: bytes),
                message: "entity declarations are not allowed (entity expansion is refused)")
        }
        guard let root = xmlDocGetRootElement(document) else {
            throw SVGError(line: 1, message: "no root element; expected <svg>")
        }
        var count = 0
        return try convert(root, depth: 1, count: &count, limits: limits)
    }

    /// The line on which `marker` first occurs in `bytes`, or nil when it does not (libxml2
    /// keeps no line for a document type declaration and what it declares).
    private static func line(of marker: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(marker.utf8)
        guard needle.count <= bytes.count else { return nil }
        var line = 1
        for start in 0...(bytes.count - needle.count) {
            if bytes[start] == UInt8(ascii: "\n") { line += 1 }
            if bytes[start..<start + needle.count].elementsEqual(needle) { return line }
        }
        return nil
    }

    /// `node` and its element children as ``XMLNode``s.
    private static func convert(
        _ node: UnsafeMutablePointer<xmlNode>, depth: Int, count: inout Int, limits: SVGLimits
    ) throws(SVGError) -> XMLNode {
        let line = Int(xmlGetLineNo(node))
        count += 1
        guard count <= limits.maxElements else {
            throw SVGError(line: line, message: "more than \(limits.maxElements) elements")
        }
        guard depth <= limits.maxDepth else {
            throw SVGError(line: line, message: "elements nested deeper than \(limits.maxDepth)")
        }
        var element = XMLNode(
            name: String(cString: node.pointee.name),
            namespace: node.pointee.ns?.pointee.href.map { String(cString: $0) }, line: line)
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = String(cString: current.pointee.name)
            let prefix = current.pointee.ns?.pointee.prefix.map { String(cString: $0) + ":" } ?? ""
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if text.pointee.type == XML_ENTITY_REF_NODE {
                    throw SVGError(line: line, message: "entity references are not allowed")
                }
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            element.attributes[prefix + name] = value
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ENTITY_REF_NODE {
                throw SVGError(line: Int(xmlGetLineNo(current)), message: "entity references are not allowed")
            }
            if current.pointee.type == XML_ELEMENT_NODE {
                element.children.append(try convert(current, depth: depth + 1, count: &count, limits: limits))
            }
            child = current.pointee.next
        }
        return element
    }
}

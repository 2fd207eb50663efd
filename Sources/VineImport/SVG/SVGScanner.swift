import VineGeometry

/// A ``/VineGeometry/PathDataScanner`` over one attribute of an SVG element, whose errors
/// name the element's line and the attribute: `expected WHAT at character N of ATTRIBUTE`.
struct SVGScanner {
    private var scanner: PathDataScanner
    /// The attribute being read, for errors (`d`, `points`, `transform`).
    let attribute: String
    /// The line of the element, for errors.
    let line: Int

    /// A scanner over `text`, the value of `attribute` on an element at `line`.
    init(_ text: String, attribute: String, line: Int, maxMagnitude: Double) {
        scanner = PathDataScanner(text, maxMagnitude: maxMagnitude)
        self.attribute = attribute
        self.line = line
    }

    /// `error` as an ``SVGError`` of this attribute.
    static func error(_ error: PathDataError, attribute: String, line: Int) -> SVGError {
        SVGError(line: line, message: "\(error.message) at character \(error.character) of \(attribute)")
    }

    /// Whether everything was read (trailing separators aside).
    mutating func atEnd() -> Bool { scanner.atEnd() }

    /// The next byte after separators, not consumed.
    mutating func peek() -> UInt8? { scanner.peek() }

    /// The next byte, separators not skipped.
    var currentByte: UInt8? { scanner.currentByte }

    /// Consumes one byte.
    mutating func advance() { scanner.advance() }

    /// Whether the next thing is the start of a number.
    mutating func nextIsNumber() -> Bool { scanner.nextIsNumber() }

    /// The error `expected WHAT at character N of ATTRIBUTE`.
    func error(_ what: String) -> SVGError {
        Self.error(scanner.error(what), attribute: attribute, line: line)
    }

    /// Reads a number (see ``/VineGeometry/PathDataScanner/number()``).
    mutating func number() throws(SVGError) -> Double {
        do throws(PathDataError) {
            return try scanner.number()
        } catch {
            throw Self.error(error, attribute: attribute, line: line)
        }
    }
}

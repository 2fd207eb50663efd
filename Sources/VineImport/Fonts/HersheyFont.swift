import VineGeometry

/// A Hershey single-stroke font read from the text of a `.jhf` file (see <doc:HersheyFonts>).
///
/// The parser is strict: a glyph's header must be two right-aligned numbers, its vertex
/// pairs printable ASCII, and exactly as many as the header counts, possibly wrapped over
/// several lines. Anything else is a ``HersheyFormatError`` naming the line.
public struct HersheyFont: Hashable, Sendable {
    /// The glyphs in file order.
    public let glyphs: [HersheyGlyph]

    /// The largest file read: 1 MiB (the largest Debian font is about 30 KiB).
    public static let maxBytes = 1 << 20
    /// The most glyphs in one file: 4,096.
    public static let maxGlyphs = 4096
    /// The first character of the ASCII-ordered fonts: glyph 0 is the space.
    static let firstCharacter: UInt32 = 32
    /// The last character the ASCII-ordered fonts cover: `~`.
    static let lastCharacter: UInt32 = 126

    /// The font in `bytes`, the contents of a `.jhf` file.
    public init(bytes: [UInt8]) throws(HersheyFormatError) {
        guard bytes.count <= Self.maxBytes else {
            throw HersheyFormatError(line: 1, message: "the file is over \(Self.maxBytes) bytes")
        }
        var reader = Reader(bytes: bytes)
        var glyphs: [HersheyGlyph] = []
        while try reader.skipLineBreaks() {
            guard glyphs.count < Self.maxGlyphs else {
                throw HersheyFormatError(line: reader.line, message: "more than \(Self.maxGlyphs) glyphs")
            }
            glyphs.append(try reader.glyph())
        }
        guard !glyphs.isEmpty else { throw HersheyFormatError(line: 1, message: "no glyphs") }
        self.glyphs = glyphs
    }

    /// The glyph for `character` in an ASCII-ordered font (glyph `i` draws the character
    /// with code `32 + i`, space to `~`); nil for any other character or a glyph the file lacks.
    public func glyph(for character: Character) -> HersheyGlyph? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            (Self.firstCharacter...Self.lastCharacter).contains(scalar.value)
        else { return nil }
        let index = Int(scalar.value - Self.firstCharacter)
        return index < glyphs.count ? glyphs[index] : nil
    }

    /// The height of the capital `H` (top to baseline) in font units, and its baseline's y:
    /// how ``TextLayout`` scales a font and lines glyphs up. 21 and 9 when the font has no `H`.
    public var capitalMetrics: (height: Double, baseline: Double) {
        let ys: [Double] = glyph(for: "H")?.strokes.flatMap { $0.map(\.y) } ?? []
        guard let top = ys.min(), let bottom = ys.max(), bottom > top else {
            return (21, 9)
        }
        return (bottom - top, bottom)
    }

    /// The height of a lowercase `x` above the baseline of ``capitalMetrics``, in the font's
    /// units: the top of its band of lowercase letters; two thirds of the capital height
    /// when the font has no `x`.
    public var xHeight: Double {
        let metrics = capitalMetrics
        guard let top = glyph(for: "x")?.strokes.flatMap({ $0.map(\.y) }).min(), top < metrics.baseline else {
            return metrics.height * 2 / 3
        }
        return metrics.baseline - top
    }
}

extension HersheyFont {
    /// A cursor over a `.jhf` file's bytes that counts lines.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        /// The line the glyph being read starts on.
        var glyphLine = 1

        private static let newline = UInt8(ascii: "\n")
        private static let carriageReturn = UInt8(ascii: "\r")
        private static let space = UInt8(ascii: " ")
        private static let origin = Int(UInt8(ascii: "R"))

        /// Skips line breaks; whether a glyph follows.
        mutating func skipLineBreaks() throws(HersheyFormatError) -> Bool {
            while offset < bytes.count, bytes[offset] == Self.newline || bytes[offset] == Self.carriageReturn {
                if bytes[offset] == Self.newline { line += 1 }
                offset += 1
            }
            return offset < bytes.count
        }

        /// Reads one glyph: number, vertex count, bearings and vertices.
        mutating func glyph() throws(HersheyFormatError) -> HersheyGlyph {
            let start = line
            glyphLine = line
            let number = try field(width: 5, what: "a glyph number in columns 1–5")
            let count = try field(width: 3, what: "a vertex count in columns 6–8")
            guard count >= 1 else {
                throw HersheyFormatError(line: start, message: "a vertex count of at least 1 (the bearings), not 0")
            }
            let (left, right) = try pair()
            var strokes: [[Point]] = []
            var current: [Point] = []
            for _ in 1..<count {
                let (x, y) = try pair()
                if x == Int(Self.space) - Self.origin, y == 0 {
                    if !current.isEmpty { strokes.append(current) }
                    current = []
                } else {
                    current.append(Point(x: Double(x), y: Double(y)))
                }
            }
            if !current.isEmpty { strokes.append(current) }
            if offset < bytes.count, bytes[offset] != Self.newline, bytes[offset] != Self.carriageReturn {
                throw HersheyFormatError(
                    line: line, message: "glyph \(number) goes on past the \(count) vertices its header counts")
            }
            return HersheyGlyph(number: number, left: left, right: right, strokes: strokes)
        }

        /// A right-aligned decimal number of `width` columns (leading spaces allowed).
        private mutating func field(width: Int, what: String) throws(HersheyFormatError) -> Int {
            guard offset + width <= bytes.count else {
                throw HersheyFormatError(line: line, message: "expected \(what); the line is too short")
            }
            let text = bytes[offset..<offset + width]
            let digits = text.drop { $0 == Self.space }
            guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let value = Int(String(decoding: digits, as: UTF8.self))
            else {
                throw HersheyFormatError(
                    line: line, message: "expected \(what), not '\(String(decoding: text, as: UTF8.self))'")
            }
            offset += width
            return value
        }

        /// The next two coordinate characters (skipping the line breaks of a wrapped glyph),
        /// each relative to `R`.
        private mutating func pair() throws(HersheyFormatError) -> (Int, Int) {
            let x = try coordinate()
            let y = try coordinate()
            return (x, y)
        }

        /// One coordinate character, relative to `R`.
        private mutating func coordinate() throws(HersheyFormatError) -> Int {
            while offset < bytes.count, bytes[offset] == Self.newline || bytes[offset] == Self.carriageReturn {
                if bytes[offset] == Self.newline { line += 1 }
                offset += 1
            }
            guard offset < bytes.count else {
                throw HersheyFormatError(line: glyphLine, message: "the file ends inside a glyph's vertices")
            }
            let byte = bytes[offset]
            guard (0x20...0x7E).contains(byte) else {
                throw HersheyFormatError(
                    line: line, message: "a vertex character must be printable ASCII, not byte \(byte)")
            }
            offset += 1
            return Int(byte) - Self.origin
        }
    }
}

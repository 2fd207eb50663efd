import Foundation
import VineGeometry

/// Lays text out in a ``HersheyFont`` on a canvas: scaled, wrapped, aligned and centred,
/// as pen strokes in canvas points (see <doc:TextAndPen>).
///
/// The font is scaled so that its capital `H` is ``letterHeight`` points tall. Lines break
/// at line breaks and, greedily between words, where a line would grow wider than
/// ``width``; a word wider than ``width`` on its own is broken between characters. Lines
/// are aligned within a box ``width`` wide centred on the canvas, ``lineHeight`` letter
/// heights apart, and the block is centred vertically (capital tops to last baseline).
public struct TextLayout: Sendable {
    /// How lines are aligned within the box.
    public enum Alignment: String, CaseIterable, Sendable {
        /// Lines start at the box's left edge.
        case left
        /// Lines are centred in the box.
        case center
        /// Lines end at the box's right edge.
        case right
    }

    /// What a character the font lacks does.
    public enum MissingGlyphs: String, CaseIterable, Sendable {
        /// It is an error naming the character.
        case error
        /// It leaves a gap as wide as a space.
        case skip
    }

    /// The most characters in a text: 2,000.
    public static let maxCharacters = 2000
    /// A stroke whose vertices all lie within this many font units of each other (a dot on
    /// an `i` or `j`, a full stop) is drawn as a tap at its centre.
    public static let dotExtent = 2.0

    /// The canvas, in points.
    public var canvas: Size
    /// The height of a capital letter, in points.
    public var letterHeight: Double
    /// The distance between baselines, in letter heights.
    public var lineHeight: Double
    /// The widest a line may be, in points.
    public var width: Double
    /// How lines are aligned.
    public var alignment: Alignment
    /// What a character the font lacks does.
    public var missing: MissingGlyphs

    /// A layout with these settings.
    public init(
        canvas: Size, letterHeight: Double, lineHeight: Double, width: Double, alignment: Alignment,
        missing: MissingGlyphs
    ) {
        self.canvas = canvas
        self.letterHeight = letterHeight
        self.lineHeight = lineHeight
        self.width = width
        self.alignment = alignment
        self.missing = missing
    }

    /// One character to set: its glyph, or a gap, and how far the pen moves on after it.
    private struct Piece {
        var glyph: HersheyGlyph?
        var advance: Double
        var isSpace: Bool
    }

    /// The pen strokes that write `text` in `font`, in writing order, in canvas points. A
    /// stroke of one point is a tap. Where a glyph's last stroke ends exactly where the next
    /// glyph's first begins (joined script), the two are one stroke. `\n` (backslash, n) and
    /// line feeds break lines; a tab is a space.
    public func strokes(for text: String, font: HersheyFont) throws(TextLayoutError) -> [[Point]] {
        try letters(for: text, font: font).strokes
    }

    /// The pen strokes that write `text` in `font` (``strokes(for:font:)``), the points of
    /// each letter, letter by letter (a dot as its centre), and two rectangles for each line,
    /// from its first letter's left to its last one's right, corners clockwise: its band of
    /// lowercase letters, from its baseline up the font's x-height (``HersheyFont/xHeight``),
    /// and its box, from its baseline up the letter height.
    public func letters(for text: String, font: HersheyFont) throws(TextLayoutError) -> (
        strokes: [[Point]], letters: [[Point]], bands: [[Point]], boxes: [[Point]]
    ) {
        let text = text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\r\n", with: "\n")
        guard text.count <= Self.maxCharacters else {
            throw TextLayoutError.tooLong(count: text.count, limit: Self.maxCharacters)
        }
        guard text.contains(where: { !$0.isWhitespace }) else { throw TextLayoutError.empty }
        let metrics = font.capitalMetrics
        let scale = letterHeight / metrics.height
        let space = Double(font.glyph(for: " ")?.advance ?? 16)
        var paragraphs: [[Piece]] = [[]]
        for (offset, character) in text.enumerated() {
            if character == "\n" {
                paragraphs.append([])
                continue
            }
            if character == " " || character == "\t" {
                paragraphs[paragraphs.count - 1].append(Piece(glyph: nil, advance: space, isSpace: true))
                continue
            }
            if let glyph = font.glyph(for: character) {
                paragraphs[paragraphs.count - 1].append(
                    Piece(glyph: glyph, advance: Double(glyph.advance), isSpace: false))
            } else if missing == .skip {
                paragraphs[paragraphs.count - 1].append(Piece(glyph: nil, advance: space, isSpace: false))
            } else {
                throw TextLayoutError.missingGlyph(character: character, position: offset + 1)
            }
        }
        let lines = paragraphs.flatMap { wrap($0, widthInUnits: width / scale) }
        var strokes: [[Point]] = []
        var letters: [[Point]] = []
        var bands: [[Point]] = []
        var boxes: [[Point]] = []
        let step = lineHeight * letterHeight
        let blockHeight = letterHeight + Double(lines.count - 1) * step
        let top = (canvas.height - blockHeight) / 2
        let boxLeft = (canvas.width - width) / 2
        for (index, line) in lines.enumerated() {
            let lineWidth = line.reduce(0) { $0 + $1.advance } * scale
            let x0: Double =
                switch alignment {
                case .left: boxLeft
                case .center: boxLeft + (width - lineWidth) / 2
                case .right: boxLeft + width - lineWidth
                }
            let baseline = top + letterHeight + Double(index) * step
            let firstLetter = letters.count
            defer {
                let xs = letters[firstLetter...].flatMap { $0.map(\.x) }
                if let left = xs.min(), let right = xs.max() {
                    func rectangle(top: Double) -> [Point] {
                        [
                            Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: baseline),
                            Point(x: left, y: baseline),
                        ]
                    }
                    bands.append(rectangle(top: baseline - font.xHeight * scale))
                    boxes.append(rectangle(top: baseline - letterHeight))
                }
            }
            var penX = x0
            var joinable = false
            for piece in line {
                defer { penX += piece.advance * scale }
                guard let glyph = piece.glyph else {
                    joinable = false
                    continue
                }
                letters.append([])
                for (k, stroke) in glyph.strokes.enumerated() {
                    let placed = stroke.map { p in
                        Point(
                            x: penX + (p.x - Double(glyph.left)) * scale,
                            y: baseline + (p.y - metrics.baseline) * scale)
                    }
                    letters[letters.count - 1] += Self.isDot(stroke) ? [Self.center(of: placed)] : placed
                    if Self.isDot(stroke) {
                        strokes.append([Self.center(of: placed)])
                        joinable = false
                    } else if k == 0, joinable, let last = strokes.last?.last, last == placed[0] {
                        strokes[strokes.count - 1].append(contentsOf: placed.dropFirst())
                        joinable = true
                    } else {
                        strokes.append(placed)
                        joinable = true
                    }
                }
            }
        }
        guard !strokes.isEmpty else { throw TextLayoutError.empty }
        try checkFit(strokes)
        return (strokes, letters.filter { !$0.isEmpty }, bands, boxes)
    }

    /// `pieces` broken into lines no wider than `widthInUnits` (spaces at a break dropped).
    private func wrap(_ pieces: [Piece], widthInUnits: Double) -> [[Piece]] {
        var words: [[Piece]] = []
        var word: [Piece] = []
        for piece in pieces {
            if piece.isSpace {
                if !word.isEmpty { words.append(word) }
                word = []
                words.append([piece])
            } else {
                word.append(piece)
            }
        }
        if !word.isEmpty { words.append(word) }
        var lines: [[Piece]] = []
        var line: [Piece] = []
        var lineWidth = 0.0
        for word in words {
            let wordWidth = word.reduce(0) { $0 + $1.advance }
            if word.count == 1, word[0].isSpace {
                if !line.isEmpty {
                    line.append(word[0])
                    lineWidth += wordWidth
                }
                continue
            }
            if lineWidth + wordWidth > widthInUnits, !line.isEmpty {
                lines.append(trimmed(line))
                line = []
                lineWidth = 0
            }
            for piece in word {
                if lineWidth + piece.advance > widthInUnits, !line.isEmpty {
                    lines.append(trimmed(line))
                    line = []
                    lineWidth = 0
                }
                line.append(piece)
                lineWidth += piece.advance
            }
        }
        lines.append(trimmed(line))
        return lines
    }

    /// `line` without trailing spaces.
    private func trimmed(_ line: [Piece]) -> [Piece] {
        var line = line
        while line.last?.isSpace == true { line.removeLast() }
        return line
    }

    /// Whether `stroke` (font units) is small enough to be a dot.
    static func isDot(_ stroke: [Point]) -> Bool {
        let xs = stroke.map(\.x)
        let ys = stroke.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return true }
        return max(maxX - minX, maxY - minY) <= dotExtent
    }

    /// The centre of `points`' bounding box.
    private static func center(of points: [Point]) -> Point {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return Point(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
    }

    /// Throws ``TextLayoutError/doesNotFit(width:height:canvasWidth:canvasHeight:)`` when a
    /// stroke leaves the canvas.
    private func checkFit(_ strokes: [[Point]]) throws(TextLayoutError) {
        let points = strokes.joined()
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
            let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
        else { return }
        if minX < 0 || minY < 0 || maxX > canvas.width || maxY > canvas.height {
            throw TextLayoutError.doesNotFit(
                width: maxX - minX, height: maxY - minY, canvasWidth: canvas.width, canvasHeight: canvas.height)
        }
    }
}

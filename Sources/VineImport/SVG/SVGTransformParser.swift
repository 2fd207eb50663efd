import VineGeometry

/// Parses an SVG `transform` attribute: a list of `matrix`, `translate`, `scale`,
/// `rotate` (about the origin or a point), `skewX` and `skewY`, applied right to left.
/// Angles are degrees; their sines and cosines come from
/// ``/VineGeometry/AffineTransform/rotation(radians:)``.
enum SVGTransformParser {
    /// The transform of `text`, the `transform` of an element at `line`.
    static func parse(_ text: String, line: Int, limits: SVGLimits) throws(SVGError) -> AffineTransform {
        var scanner = SVGScanner(text, attribute: "transform", line: line, maxMagnitude: limits.maxMagnitude)
        var result = AffineTransform.identity
        while !scanner.atEnd() {
            var name = ""
            while let byte = scanner.currentByte, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) {
                name.append(Character(Unicode.Scalar(byte)))
                scanner.advance()
            }
            guard scanner.peek() == UInt8(ascii: "(") else { throw scanner.error("expected a transform and '('") }
            scanner.advance()
            var values: [Double] = []
            while scanner.nextIsNumber() {
                values.append(try scanner.number())
                guard values.count <= 6 else { throw scanner.error("expected at most 6 numbers") }
            }
            guard scanner.peek() == UInt8(ascii: ")") else { throw scanner.error("expected ')'") }
            scanner.advance()
            let transform = try Self.transform(name, values, scanner: scanner)
            // `A B` maps points by B first, then A.
            result = transform.concatenating(result)
        }
        return result
    }

    /// The transform `name(values)`.
    private static func transform(_ name: String, _ v: [Double], scanner: SVGScanner) throws(SVGError)
        -> AffineTransform
    {
        func count(_ allowed: Set<Int>) throws(SVGError) {
            guard allowed.contains(v.count) else {
                throw scanner.error(
                    "expected \(allowed.sorted().map(String.init).joined(separator: " or ")) numbers in \(name)")
            }
        }
        switch name {
        case "matrix":
            try count([6])
            return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case "translate":
            try count([1, 2])
            return .translation(Vector(x: v[0], y: v.count > 1 ? v[1] : 0))
        case "scale":
            try count([1, 2])
            return .scale(x: v[0], y: v.count > 1 ? v[1] : v[0])
        case "rotate":
            try count([1, 3])
            let rotation = AffineTransform.rotation(radians: v[0] / 180 * Double.pi)
            guard v.count == 3 else { return rotation }
            return AffineTransform.translation(Vector(x: -v[1], y: -v[2])).concatenating(rotation)
                .concatenating(.translation(Vector(x: v[1], y: v[2])))
        case "skewX", "skewY":
            try count([1])
            let rotation = AffineTransform.rotation(radians: v[0] / 180 * Double.pi)
            guard abs(rotation.a) > 1e-12 else { throw scanner.error("expected a skew angle short of ±90°") }
            let tangent = rotation.b / rotation.a
            return name == "skewX"
                ? AffineTransform(a: 1, b: 0, c: tangent, d: 1, tx: 0, ty: 0)
                : AffineTransform(a: 1, b: tangent, c: 0, d: 1, tx: 0, ty: 0)
        default:
            throw scanner.error("expected matrix, translate, scale, rotate, skewX or skewY, not '\(name)'")
        }
    }
}

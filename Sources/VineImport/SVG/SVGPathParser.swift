import VineGeometry

/// Parses an SVG element's path data (its `d` attribute) with
/// ``/VineGeometry/PathDataParser``, under the importer's limits; an error names the
/// element's line and the character of `d`.
enum SVGPathParser {
    /// The path of `data`, the `d` of an element at `line`.
    static func parse(_ data: String, line: Int, limits: SVGLimits) throws(SVGError) -> BezierPath {
        do throws(PathDataError) {
            return try PathDataParser.parse(
                data, maxCommands: limits.maxPathCommands, maxMagnitude: limits.maxMagnitude)
        } catch {
            throw SVGScanner.error(error, attribute: "d", line: line)
        }
    }
}

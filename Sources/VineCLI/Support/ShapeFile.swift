import Foundation
import VineCore
import VineGeometry
import VineImport

/// Reading the shapes of `--within`, `--avoid`, `--toward` and `vine grow` from SVG files,
/// with the importer's errors.
enum ShapeFile {
    /// The filled region of the SVG drawing at `path` fitted to `canvas` (``/VineImport/SVGRegion``):
    /// 66 when missing or unreadable, 65 with the file and line for anything the reader rejects.
    static func region(_ path: String, canvas: Size) throws(Failure) -> Region {
        let bytes = try Import.read(path)
        do throws(SVGError) {
            return try SVGRegion(canvas: canvas).region(fromSVG: bytes)
        } catch {
            let place = error.line.map { "\(path):\($0)" } ?? path
            throw Failure(code: .dataError, message: "\(place): \(error.message)")
        }
    }

    /// The attractors `text` names: points `X,Y;X,Y…` in canvas points, or, for the path
    /// of an SVG file (a name ending in `.svg`), the points of its filled region's outline,
    /// at most ``/VineCore/Bounds/maxAttractors`` of them evenly picked. Malformed points are a
    /// usage error (64).
    static func attractors(_ text: String, canvas: Size) throws(Failure) -> [Point] {
        if text.lowercased().hasSuffix(".svg") {
            let outline = try region(text, canvas: canvas).shapes.flatMap(\.rings).flatMap { $0 }
            let stride = max(1, (outline.count + Bounds.maxAttractors - 1) / Bounds.maxAttractors)
            return Swift.stride(from: 0, to: outline.count, by: stride).map { outline[$0] }
        }
        guard let points = Bounds.parseAttractors(text), !points.isEmpty else {
            throw Failure(
                code: .usage,
                message:
                    "--toward must be points X,Y;X,Y… (at most \(Bounds.maxAttractors), |X|, |Y| ≤ 1000000) or an .svg file, got \(text)"
            )
        }
        return points
    }
}

import VineCore
import VineGeometry

extension CairoContext {
    /// Paints `mark`: its outline as a new path, filled, or stroked with round caps and
    /// joins, with its paint at its opacity, through its transform.
    func draw(_ mark: Mark) {
        guard mark.transform == .identity else {
            return saving {
                concatenate(mark.transform)
                draw(Mark(geometry: mark.geometry, ink: mark.ink, opacity: mark.opacity))
            }
        }
        newPath()
        switch mark.geometry {
        case .path(let path): append(path)
        case .polyline(let points): appendPolyline(points)
        }
        switch mark.ink {
        case .fill:
            setSource(mark.shownPaint)
            fill()
        case .stroke(_, let width):
            setRoundLines()
            setLineWidth(width)
            setSource(mark.shownPaint)
            stroke()
        }
    }

    /// Paints `marks` in order.
    func draw(_ marks: [Mark]) {
        for mark in marks { draw(mark) }
    }

    /// Paints with `paint`, its colours clamped to 0…1.
    func setSource(_ paint: Paint) {
        switch paint {
        case .solid(let color): setSource(color)
        case .linear(let paint):
            let gradient = LinearGradient(from: paint.start, to: paint.end)
            gradient.addStop(at: 0, paint.startColor)
            gradient.addStop(at: 1, paint.endColor)
            setSource(gradient)
        }
    }
}

import VineCore
import VineGeometry
import VineLook

extension CairoContext {
    /// Paints `marks` in order, each its outline as a new path, filled, or stroked with
    /// round caps and joins, with its paint at its opacity, through its transform; a mark
    /// with the outline and transform of the one before reuses its path (as a tube's core
    /// reuses its line's).
    func draw(_ marks: [Mark]) {
        for index in marks.indices {
            let mark = marks[index]
            let next = index + 1 < marks.count ? marks[index + 1] : nil
            let sharesPrevious = index > 0 && Self.samePath(marks[index - 1], mark)
            draw(mark, appending: !sharesPrevious, keeping: next.map { Self.samePath(mark, $0) } ?? false)
        }
    }

    /// Whether `a` and `b` paint the same path (same outline, same transform).
    private static func samePath(_ a: Mark, _ b: Mark) -> Bool {
        a.transform == b.transform && a.geometry == b.geometry
    }

    /// Paints `mark`, building its path when `appending` (else the current path is its
    /// own), and keeping the path afterwards when `keeping`.
    private func draw(_ mark: Mark, appending: Bool, keeping: Bool) {
        guard mark.transform == .identity else {
            return saving {
                concatenate(mark.transform)
                draw(
                    Mark(geometry: mark.geometry, ink: mark.ink, opacity: mark.opacity), appending: appending,
                    keeping: keeping)
            }
        }
        if appending {
            newPath()
            switch mark.geometry {
            case .path(let path): append(path)
            case .polyline(let points): appendPolyline(points)
            }
        }
        switch mark.ink {
        case .fill:
            setSource(mark.shownPaint)
            if keeping { fillPreserve() } else { fill() }
        case .stroke(_, let width):
            setRoundLines()
            setLineWidth(width)
            setSource(mark.shownPaint)
            if keeping { strokePreserve() } else { stroke() }
        }
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

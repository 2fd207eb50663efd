import VineCore
import VineGeometry
import VineLook

/// The marks of a scene in painting order, turned into a plot's lines and covers.
extension PlotDrawing {
    /// The marks of `scene` as the painter paints them (`witherProgress` through a
    /// withering end, or nil), mapped by `transform` onto the page.
    static func painted(
        _ scene: Scene, transform: AffineTransform, penWidth: Double, leaves: Leaves, witherProgress: Double?
    ) -> [Painted] {
        var painted: [Painted] = []
        for visible in scene.vines {
            let vine = visible.vine
            let look = VineLook(vine: vine, scale: transform.scaleFactor, shadesLines: false)
            let tip = look.tipDistance(sampleCount: visible.sampleCount)
            let times = visible.samples.map { $0.time }
            for mark in look.stem(0..<visible.sampleCount, tipDistance: tip) {
                painted.append(plotted(mark, part: .stems, births: times, outlined: false, transform, penWidth, leaves))
            }
            for index in 0..<visible.branchCount {
                let branch = vine.branches[index]
                let parts = look.branchParts(
                    branch, strokeEnd: visible.strokeEnd(ofBranch: index), at: visible.time,
                    witherProgress: witherProgress)
                let outlined = outlinedFills(parts.leafBefore + parts.leafAfter)
                let birth = [branch.birth]
                for (i, mark) in parts.leafBefore.enumerated() {
                    painted.append(
                        plotted(
                            mark, part: .leaves, births: birth, outlined: outlined.contains(i), transform, penWidth,
                            leaves))
                }
                for mark in parts.stalk {
                    painted.append(
                        plotted(mark, part: .branches, births: birth, outlined: false, transform, penWidth, leaves))
                }
                for (i, mark) in parts.leafAfter.enumerated() {
                    let outline = outlined.contains(parts.leafBefore.count + i)
                    painted.append(
                        plotted(mark, part: .leaves, births: birth, outlined: outline, transform, penWidth, leaves))
                }
            }
            if let opening = visible.bloomOpening, let bloom = vine.bloom {
                let marks = look.bloom(opening: opening)
                let outlined = outlinedFills(marks)
                for (i, mark) in marks.enumerated() {
                    painted.append(
                        plotted(
                            mark, part: .flowers, births: [bloom.birth], outlined: outlined.contains(i), transform,
                            penWidth, leaves))
                }
            }
        }
        return painted
    }

    /// The indices of the fills among `marks` (one leaf's or flower's, in painting order)
    /// that no stroke follows before the next fill: those drawn as their outlines.
    static func outlinedFills(_ marks: [Mark]) -> Set<Int> {
        var outlined: Set<Int> = []
        var open: Int?
        for (index, mark) in marks.enumerated() {
            switch mark.ink {
            case .fill:
                if let open { outlined.insert(open) }
                open = index
            case .stroke: open = nil
            }
        }
        if let open { outlined.insert(open) }
        return outlined
    }

    /// What `mark` (of a part of kind `part`; its points grown at `births`, one time or
    /// one per point) draws and covers on the page through `transform`; `outlined` draws
    /// a fill's outline.
    static func plotted(
        _ mark: Mark, part: PlotPart, births: [Double], outlined: Bool, _ transform: AffineTransform,
        _ penWidth: Double, _ leaves: Leaves
    ) -> Painted {
        var result = Painted(lines: [], centreLines: [], covers: [])
        guard part != .leaves || leaves != .none, mark.opacity > 0 else { return result }
        let full = mark.transform.concatenating(transform)
        let scale = full.scaleFactor
        let paint = mark.shownPaint
        let color = penColor(of: paint)
        let covers = opacity(of: paint) >= 0.5
        let rings: [[Point]] =
            switch mark.geometry {
            case .path(let path):
                path.flattened(tolerance: tolerance / max(scale, 1e-9)).map { $0.map(full.apply) }
            case .polyline(let points): [points.map(full.apply)]
            }
        let times = births
        func timesAlong(_ count: Int) -> [Double] {
            times.count == count ? times : Array(repeating: times[0], count: count)
        }
        func addPasses(_ points: [Point], halfWidths: [Double], births: [Double]) {
            guard points.count > 1 else { return }
            let passes =
                part == .stems || part == .branches
                ? Polyline.passCount(width: 2 * (halfWidths.max() ?? 0), penWidth: penWidth) : 1
            result.centreLines.append((points, passes))
            for offset in 0..<passes {
                let offsets = halfWidths.map {
                    Polyline.passOffsets(count: passes, halfWidth: $0, penWidth: penWidth)[offset]
                }
                let line = passes == 1 ? points : Polyline.offset(points, by: offsets)
                result.lines.append(Line(points: line, part: part, color: color, birth: births[0], births: births))
            }
        }
        switch mark.ink {
        case .stroke(_, let width):
            let halfWidth = width * scale / 2
            for ring in rings {
                addPasses(
                    ring, halfWidths: Array(repeating: halfWidth, count: ring.count), births: timesAlong(ring.count))
                if covers {
                    // In pieces of a few segments (together the same band), so that a
                    // segment is tested only against the pieces near it.
                    for start in stride(from: 0, to: max(ring.count - 1, 1), by: coverPiece) {
                        let piece = Array(ring[start...min(start + coverPiece, ring.count - 1)])
                        result.covers.append(Cover(stroking: piece, radius: halfWidth))
                    }
                }
            }
        case .fill:
            if covers { result.covers.append(Cover(filling: rings)) }
            if let centre = mark.centreLine {
                let births = timesAlong(centre.points.count)
                for run in centre.drawnRuns {
                    addPasses(
                        centre.points[run].map(full.apply), halfWidths: centre.halfWidths[run].map { $0 * scale },
                        births: Array(births[run]))
                }
            } else {
                if outlined {
                    for ring in rings where ring.count > 1 {
                        let closed = ring.first == ring.last ? ring : ring + [ring[0]]
                        result.lines.append(Line(points: closed, part: part, color: color, birth: times[0]))
                    }
                }
                if part == .leaves, leaves == .hatch {
                    for line in Hatching.lines(filling: rings, spacing: penWidth, direction: Vector(x: 1, y: 1)) {
                        result.lines.append(Line(points: line, part: part, color: color, birth: times[0]))
                    }
                }
            }
        }
        return result
    }

    /// The most segments of a stroke's band in one cover.
    static let coverPiece = 16

    /// The opaque colour a pen draws `paint` with: its colour, or a gradient's middle.
    static func penColor(of paint: Paint) -> RGBA {
        switch paint {
        case .solid(let color): RGBA(r: color.r, g: color.g, b: color.b, a: 1)
        case .linear(let gradient):
            RGBA(
                r: (gradient.startColor.r + gradient.endColor.r) / 2,
                g: (gradient.startColor.g + gradient.endColor.g) / 2,
                b: (gradient.startColor.b + gradient.endColor.b) / 2, a: 1)
        }
    }

    /// The opacity `paint` is shown at.
    static func opacity(of paint: Paint) -> Double {
        switch paint {
        case .solid(let color): color.a
        case .linear(let gradient): gradient.opacity
        }
    }
}

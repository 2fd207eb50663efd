import VineCore
import VineGeometry
import VineLook

/// Painting a vine at a withering loop's end (``/VineLook/LoopEnding/wither``): every part changes
/// every frame there (leaves turn and fall), so the vine is painted whole, directly,
/// without the layer cache — the same parts in the same order as ``LayerCache`` paints them.
extension VinePainter {
    /// Paints `vine` `progress` (0…1) through a withering end onto `context` (set up by
    /// ``ScenePainter/prepare(_:background:)``): its soft shadow (through `coverage`, a
    /// clear A8 surface of the target's size, left clear), its stem, each branch
    /// (``/VineLook/VineLook/witheringBranch(_:strokeEnd:at:progress:)``), its flower.
    func paintWithering(
        _ vine: Scene.VisibleVine, progress: Double, coverage: ImageSurface?, in context: CairoContext
    ) {
        let look = look(of: vine.vine)
        var parts = [look.stem(0..<vine.sampleCount, tipDistance: look.tipDistance(sampleCount: vine.sampleCount))]
        for index in 0..<vine.branchCount {
            parts.append(
                look.witheringBranch(
                    vine.vine.branches[index], strokeEnd: vine.strokeEnd(ofBranch: index), at: vine.time,
                    progress: progress))
        }
        if let opening = vine.bloomOpening { parts.append(look.bloom(opening: opening)) }
        if castsShadow, let coverage { paintShadow(of: parts, cast: vine.vine, through: coverage, in: context) }
        context.draw(parts.flatMap { $0 })
    }

    /// Paints the soft shadow `vine` casts from `parts` onto `context` through `coverage`,
    /// which is left clear: each part's marks (each opaque at its opacity) blurred apart, and
    /// the pixelwise maximum of those masks painted, as the layer cache paints a vine's shadow.
    private func paintShadow(
        of parts: [[Mark]], cast vine: Vine, through coverage: ImageSurface, in context: CairoContext
    ) {
        let target = PixelRect(minX: 0, minY: 0, maxX: targetSize.width, maxY: targetSize.height)
        var painted: PixelRect?
        for marks in parts {
            guard let mask = shadowMask(of: marks, cast: vine, within: target) else { continue }
            let area = mask.deviceRect.intersection(target)
            mask.raise(coverage, within: area)
            painted = painted.map { $0.union(area) } ?? area
        }
        guard let painted else { return }
        paintShadow(coverage, within: [painted], of: vine, into: context)
        coverage.clear(painted)
    }

    /// The blurred shadow mask `vine` casts from `marks` (each opaque at its opacity) within `target`; nil for none.
    private func shadowMask(of marks: [Mark], cast vine: Vine, within target: PixelRect) -> ShadowMask? {
        var bounds: Rect?
        for mark in marks where mark.opacity > 0 {
            let (outline, width): (Rect, Double) =
                switch (mark.geometry, mark.ink) {
                case (.path(let path), .fill): (path.bounds, 0)
                case (.path(let path), .stroke(_, let width)): (path.bounds, width)
                case (.polyline(let points), let ink):
                    (
                        points.dropFirst().reduce(Rect(origin: points[0], size: Size(width: 0, height: 0))) {
                            $0.union($1)
                        },
                        { if case .stroke(_, let width) = ink { width } else { 0 } }()
                    )
                }
            let area = outline.insetBy(dx: -width, dy: -width).applying(mark.transform)
            bounds = bounds.map { $0.union(area) } ?? area
        }
        guard let bounds else { return nil }
        return shadow(of: vine).mask(
            transform: transform, bounds: bounds, targetSize: targetSize, clip: target,
            shapes: { mask in
                mask.draw(
                    marks.map { mark in
                        var shape = mark
                        shape.ink =
                            switch mark.ink {
                            case .fill: .fill(.solid(RGBA(r: 0, g: 0, b: 0, a: 1)))
                            case .stroke(_, let width): .stroke(.solid(RGBA(r: 0, g: 0, b: 0, a: 1)), width: width)
                            }
                        return shape
                    })
            })
    }
}

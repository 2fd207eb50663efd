import VineCore
import VineGeometry

/// The look definition: what each part of one vine shows at a time, as ``Mark``s (shapes
/// with their paints), in the vine's look and style.
///
/// The one place that picks the ``LookDefinition`` for a vine (from a ``LookCatalog``:
/// ``ClassicLook`` or ``NaturalLook`` unless the catalog holds another) and turns it into
/// shapes and paints; the numbers live in the definitions, ``BloomLook`` and ``Tube``. The Cairo painter
/// (VineRender's `VinePainter`) paints these marks into frames and vector stills; the vector
/// animations (VineExport's `GrowthAnimation`) take each part's marks at full size and encode them
/// with tracks of how they grow, so no writer knows which look it writes. Backend-neutral:
/// no Cairo here.
///
/// A part's marks come in painting order (the first is painted first, under the rest).
package struct VineLook {
    /// The vine.
    package let vine: Vine
    /// Output device units per canvas point (what decides whether a line is wide enough for a tube's core).
    let scale: Double
    /// Whether lines may get the tube's core: frames and animations; vector stills keep plain paths.
    let shadesLines: Bool
    /// The definition of the vine's species (its look's, for a species that is a look).
    package let definition: any LookDefinition

    /// The look of `vine` drawn at `scale` output units per point, its lines shaded as tubes
    /// when `shadesLines`, as `looks` defines the vine's species.
    package init(vine: Vine, scale: Double, shadesLines: Bool, looks: LookCatalog = .builtIn) {
        self.vine = vine
        self.scale = scale
        self.shadesLines = shadesLines
        definition = looks.definition(for: vine.species)
    }

    /// The colours of the gradient a leaf filled with `fill` gets in the look of a recording
    /// whose header names `look` (nil: the default) as `looks` defines it (the gradient
    /// style's), from its start to its end: what a dotLottie theme's leaf fill becomes.
    package static func leafGradientColours(of fill: RGBA, look: Look?, looks: LookCatalog = .builtIn) -> (
        start: RGBA, end: RGBA
    ) {
        looks.definition(for: look ?? .classic).leafGradient.leafGradientColours(fill)
    }

    /// Whether a line `width` points wide gets the tube's core.
    func highlights(width: Double) -> Bool {
        shadesLines && vine.style.gradient && width * scale >= Tube.minimumShadedWidth
    }

    /// Whether the stem gets the tube's core.
    package var stemHighlighted: Bool { highlights(width: vine.width) }

    /// Whether the branches' lines get the tube's core (the classic look's; natural stalks are filled).
    var branchesHighlighted: Bool { highlights(width: vine.branchWidth) }

    /// The stem through samples `range` (its visible tip at arc length `tipDistance` along
    /// the natural stem; infinity for a run that is final): its colour, or with `core` the tube's core.
    package func stem(_ range: Range<Int>, tipDistance: Double, core: Bool) -> Mark {
        definition.stemMarks.stem(range, tipDistance: tipDistance, core: core, look: self)
    }

    /// The arc length of the visible tip of the stem showing `sampleCount` samples, as
    /// ``stem(_:tipDistance:)`` takes it.
    package func tipDistance(sampleCount: Int) -> Double {
        definition.stemMarks.tipDistance(of: vine, sampleCount: sampleCount)
    }

    /// A classic stem's drawn polylines as one geometry: the polyline when there is one (or
    /// none), else a path of one subpath per polyline (a point as a line of no length, which
    /// round caps draw as a dot).
    static func stemGeometry(_ polylines: [[Point]]) -> Mark.Geometry {
        guard polylines.count > 1 else { return .polyline(polylines.first ?? []) }
        return .path(
            BezierPath(
                elements: polylines.flatMap { line in
                    [.move(line[0])] + (line.count == 1 ? [.line(line[0])] : line.dropFirst().map { .line($0) })
                }))
    }

    /// The stem's centre line through its first `count` samples (at least one) and the arc
    /// length along it at each: the samples' polyline in the classic look, the smoothed
    /// points in the natural.
    package func stemLine(count: Int) -> (points: [Point], distances: [Double]) {
        definition.stemMarks.stemLine(count: count, of: vine)
    }

    /// The whole stem through samples `range`: its colour, then its core when it is highlighted.
    package func stem(_ range: Range<Int>, tipDistance: Double) -> [Mark] {
        let color = stem(range, tipDistance: tipDistance, core: false)
        return stemHighlighted ? [color, stem(range, tipDistance: tipDistance, core: true)] : [color]
    }

    /// The marks of `branch` grown to `strokeEnd` (0…1).
    package func branch(_ branch: Branch, strokeEnd: Double) -> [Mark] {
        definition.branchMarks.branch(branch, strokeEnd: strokeEnd, look: self)
    }

    /// The marks of `branch` grown to `strokeEnd` at `time`: ``branch(_:strokeEnd:)``
    /// turned by its sway in the vine's wind (``sway(of:at:)``).
    package func branch(_ branch: Branch, strokeEnd: Double, at time: Double) -> [Mark] {
        let marks = self.branch(branch, strokeEnd: strokeEnd)
        guard let sway = sway(of: branch, at: time) else { return marks }
        return marks.map { mark in
            var mark = mark
            mark.transform = mark.transform.concatenating(sway)
            return mark
        }
    }

    /// How the leaf of `branch` withers at a withering loop's end (``LoopEnding/wither``):
    /// from its own stream, spinning about its centre, turning to the definition's wither
    /// colour (``LeafWithering/witherColour``) or its own autumn colour; nil without a leaf.
    package func leafWither(of branch: Branch) -> LeafWither? {
        let withering = definition.leafWithering
        guard let leaf = withering.witheringLeaf(of: branch) else { return nil }
        let fall = LeafFall(seed: vine.seed, vine: vine.index, branch: branch.index)
        return LeafWither(fall: fall, centre: leaf.centre, size: leaf.size, colour: withering.witherColour)
    }

    /// The marks of `branch` grown to `strokeEnd` at `time`, `progress` (0…1) through a
    /// withering end: as ``branch(_:strokeEnd:at:)`` shows them, except that the leaf's
    /// marks (apart from the curve's, in the classic look) turn, fall and fade by its
    /// ``leafWither(of:)``, inside the branch's sway.
    package func witheringBranch(_ branch: Branch, strokeEnd: Double, at time: Double, progress: Double) -> [Mark] {
        let parts = branchParts(branch, strokeEnd: strokeEnd, at: time, witherProgress: progress)
        return parts.leafBefore + parts.stalk + parts.leafAfter
    }

    /// The marks of `branch` grown to `strokeEnd` at `time`, in painting order, split into
    /// the leaf's painted before the stalk (a classic leaf's fill), the stalk's (the classic
    /// curve's strokes, the natural stalk) and the leaf's painted after it; each turned by
    /// the branch's sway and, `witherProgress` (0…1) through a withering end, the leaf's
    /// turning, falling and fading by its ``leafWither(of:)``. Painted in this order they
    /// cover what ``branch(_:strokeEnd:at:)`` covers (a classic outline sharing the curve's
    /// inks is one path there, two here).
    package func branchParts(_ branch: Branch, strokeEnd: Double, at time: Double, witherProgress: Double?) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        let parts = definition.branchMarks.branchParts(branch, strokeEnd: strokeEnd, look: self)
        let sway = sway(of: branch, at: time) ?? .identity
        let wither = witherProgress.flatMap { progress in leafWither(of: branch).map { ($0, progress) } }
        func leaf(_ marks: [Mark]) -> [Mark] {
            guard let (wither, progress) = wither else {
                return marks.map { mark in
                    var mark = mark
                    mark.transform = mark.transform.concatenating(sway)
                    return mark
                }
            }
            let transform = wither.transform(progress).concatenating(sway)
            let opacity = wither.opacity(progress)
            let turn = wither.turn(progress)
            return marks.map { mark in
                var mark = mark
                mark.ink = wither.turned(mark.ink, by: turn)
                mark.transform = mark.transform.concatenating(transform)
                mark.opacity *= opacity
                return mark
            }
        }
        let stalk = parts.stalk.map { mark in
            var mark = mark
            mark.transform = mark.transform.concatenating(sway)
            return mark
        }
        return (leaf(parts.leafBefore), stalk, leaf(parts.leafAfter))
    }

    /// The rotation of `branch` about its base at `time` in the vine's wind
    /// (``/VineCore/Sway``, from the branch's own phase); nil when it does not move then
    /// (no wind, still growing, or at rest).
    func sway(of branch: Branch, at time: Double) -> AffineTransform? {
        Self.sway(of: branch, in: vine, at: time)
    }

    /// The rotation of `branch` of `vine` about its base at `time`; nil when it does not move then.
    static func sway(of branch: Branch, in vine: Vine, at time: Double) -> AffineTransform? {
        guard let wind = vine.wind else { return nil }
        let grown = branch.birth + vine.parameters.growDuration
        guard time > grown else { return nil }
        let phase = Sway.phase(seed: vine.seed, vine: vine.index, branch: branch.index)
        let degrees = Sway.angle(time: time, grown: grown, phase: phase, wind: wind)
        guard degrees != 0 else { return nil }
        return Sway.rotation(degrees: degrees, about: branch.start)
    }

    /// The marks of the vine's flower opened to `opening` (0…1) about its centre; none without one.
    package func bloom(opening: Double) -> [Mark] {
        guard let bloom = vine.bloom else { return [] }
        return BloomLook.marks(of: bloom, color: vine.color, scale: opening)
    }
}

extension VineLook {
    /// Every mark of `vine`, this look's vine as it stands in its scene, in paint order:
    /// the stem, then each visible branch (swaying as at the scene's time), then its flower
    /// as far as it has opened. How vector output and the web page paint a vine.
    package func wholeMarks(of vine: Scene.VisibleVine) -> [Mark] {
        stemMarks(of: vine) + branchMarks(of: vine, 0..<vine.branchCount) + bloomMarks(of: vine)
    }

    /// The marks of `vine`'s stem as it stands in its scene: the first of ``wholeMarks(of:)``.
    package func stemMarks(of vine: Scene.VisibleVine) -> [Mark] {
        stem(0..<vine.sampleCount, tipDistance: tipDistance(sampleCount: vine.sampleCount))
    }

    /// The marks of `vine`'s sprouted branches `range`, in order, as ``wholeMarks(of:)``
    /// paints them.
    package func branchMarks(of vine: Scene.VisibleVine, _ range: Range<Int>) -> [Mark] {
        var marks: [Mark] = []
        for index in range {
            marks += branch(vine.vine.branches[index], strokeEnd: vine.strokeEnd(ofBranch: index), at: vine.time)
        }
        return marks
    }

    /// The marks of `vine`'s flower as far as it has opened: the last of ``wholeMarks(of:)``;
    /// none before it opens or without one.
    package func bloomMarks(of vine: Scene.VisibleVine) -> [Mark] {
        vine.bloomOpening.map { bloom(opening: $0) } ?? []
    }
}

import VineCore
import VineGeometry

/// A species' drawing: its base look's stem and stalks, and the parts the species adds to
/// each branch (``/VineCore/Branch/parts``), each growing in its own window inside its
/// branch's.
///
/// - The stem and the stalk are the base look's (the vine's colour is already the species').
///   When the species has leaf shapes, the base look's leaf is not drawn.
/// - A side shoot or tendril is its centre line stroked at its width in its colour, one
///   stroke of all its cubics, trimmed by length as it grows (linearly over its window).
/// - A leaf is its species shape placed by ``/VineCore/PlantPart/placed(_:)``, filled in its
///   colour and outlined in the style's leaf outline; a flower, bud or fruit is its shape
///   repeated about its centre, filled in its colour, with its heart. Both grow from nothing
///   about their anchor (``/VineCore/PlantPart/anchor``: a cluster's start for its ornaments)
///   with ``GrowthEasing`` over their window, as the vector animations' ``Unfolding`` grows
///   them; a cluster's ornaments of one colour in a row are one fill.
///
/// Lines sway with their branch; leaves and ornaments fall apart from the stalk when the
/// branch withers, as the base look's leaf does.
final class SpeciesLook: Sendable {
    /// The species.
    let species: Species
    /// The base look's definition, which draws the stem and the stalks.
    let base: any LookDefinition
    /// The base look's stem marks, kept whole.
    let stemMarks: any StemMarks
    /// The base look's leaf gradient, kept whole.
    let leafGradient: any LeafGradient
    /// The base look's stem growth, kept whole.
    let stemAnimation: any StemAnimation
    /// The base look's stem runs and shadows, kept whole.
    let stemRaster: any StemRaster
    /// The base look's shadow numbers.
    let shadow: ShadowLook

    /// The definition drawing `species` on `base`: the base's stem, leaf gradient and
    /// shadow, and branches of its own.
    init(species: Species, base: any LookDefinition) {
        self.species = species
        self.base = base
        stemMarks = base.stemMarks
        leafGradient = base.leafGradient
        stemAnimation = base.stemAnimation
        stemRaster = base.stemRaster
        shadow = base.shadow
    }

    /// Whether the species' leaf shapes replace the base look's leaf.
    var replacesLeaf: Bool { !species.leaves.shapes.isEmpty }

    /// The radius of an ornament's heart, in its unit frame.
    static let heartRadius = 0.22
    /// How many chords measure a line part's cubic (``chords(of:)``).
    static let lengthPieces = 16

    /// The grown fraction (0…1, linear in time) of `part` of `branch` grown to `strokeEnd`
    /// (linear in time over the branch's `growDuration`).
    static func progress(of part: PlantPart, in branch: Branch, strokeEnd: Double, growDuration: Double) -> Double {
        guard strokeEnd < 1 else { return 1 }
        let time = branch.birth + max(strokeEnd, 0) * growDuration
        guard part.duration > 0 else { return time >= part.birth ? 1 : 0 }
        return min(max((time - part.birth) / part.duration, 0), 1)
    }

    /// The arc length of each cubic of `part`'s line, as ``chords(of:)`` measures it.
    static func lengths(of part: PlantPart) -> [Double] {
        part.curves.map { chords(of: $0)[lengthPieces] }
    }

    /// The cumulative length of the polyline through `curve` at parameters `i / lengthPieces`
    /// (i = 0 … ``lengthPieces``): how far along it each lies, within a few thousandths of
    /// its arc length for a part's gentle cubics, and quick enough for every frame.
    static func chords(of curve: CubicBezier) -> [Double] {
        var lengths = [0.0]
        var previous = curve.p0
        for i in 1...lengthPieces {
            let point = curve.point(at: Double(i) / Double(lengthPieces))
            lengths.append(lengths[i - 1] + previous.distance(to: point))
            previous = point
        }
        return lengths
    }

    /// The stroke of line `part` grown to `progress` (0…1) of its length: one path of the
    /// cubics shown, the last cut where the length grown ends along it (``chords(of:)``);
    /// none before it starts.
    static func line(_ part: PlantPart, progress: Double) -> [Mark] {
        var shown: [CubicBezier] = []
        if progress < 1 {
            let chords = part.curves.map(chords(of:))
            var left = progress * chords.reduce(0) { $0 + $1[lengthPieces] }
            for (curve, lengths) in zip(part.curves, chords) where left > 0 {
                guard left < lengths[lengthPieces] else {
                    shown.append(curve)
                    left -= lengths[lengthPieces]
                    continue
                }
                var piece = 0
                while piece + 1 < lengthPieces, lengths[piece + 1] <= left { piece += 1 }
                let span = lengths[piece + 1] - lengths[piece]
                let within = span > 0 ? min(max((left - lengths[piece]) / span, 0), 1) : 0
                shown.append(curve.subsegment(0...(Double(piece) + within) / Double(lengthPieces)))
                left = 0
            }
        } else {
            shown = part.curves
        }
        guard let first = shown.first else { return [] }
        var elements: [PathElement] = [.move(first.p0)]
        var end = first.p0
        for curve in shown {
            if curve.p0 != end { elements.append(.move(curve.p0)) }
            elements.append(.cubic(curve.p1, curve.p2, curve.p3))
            end = curve.p3
        }
        return [.stroke(BezierPath(elements: elements), part.colour, width: part.width)]
    }

    /// The marks of shape `part` at full size, as `look` shows them: a leaf's fill and
    /// outline, an ornament's petals and heart; none for a line or a shape the species lacks.
    func shape(_ part: PlantPart, look: VineLook) -> [Mark] {
        switch part.kind {
        case .shoot, .tendril:
            return []
        case .leaf:
            guard species.leaves.shapes.indices.contains(part.shape) else { return [] }
            let outline = Self.drawn(species.leaves.shapes[part.shape].path).transformed(by: Self.frame(of: part))
            var marks = [Mark.fill(outline, part.colour)]
            if let line = look.vine.style.leafOutline.resolved(vineColor: look.vine.color) {
                marks.append(.stroke(outline, line, width: Self.outlineWidth(look: look)))
            }
            return marks
        case .flower, .bud, .fruit:
            guard species.ornaments.indices.contains(part.shape) else { return [] }
            let ornament = species.ornaments[part.shape]
            let frame = Self.frame(of: part)
            let repeats = max(ornament.repeats, 1)
            var petals = BezierPath()
            for copy in 0..<repeats {
                let turn = AffineTransform.rotation(radians: 2 * Double.pi * Double(copy) / Double(repeats))
                petals.append(Self.drawn(ornament.shape.path).transformed(by: turn.concatenating(frame)))
            }
            var marks = [Mark.fill(petals, part.colour)]
            if let heart = ornament.heart {
                let disc = BezierPath(
                    ovalIn: Rect(
                        x: -Self.heartRadius, y: -Self.heartRadius, width: 2 * Self.heartRadius,
                        height: 2 * Self.heartRadius))
                marks.append(.fill(disc.transformed(by: frame), heart))
            }
            return marks
        }
    }

    /// `path` without the moves that start nothing (path data puts one after each `Z`): a
    /// vector writer would write each as a shape of one point.
    static func drawn(_ path: BezierPath) -> BezierPath {
        var elements: [PathElement] = []
        for (index, element) in path.elements.enumerated() {
            if case .move = element {
                let next = index + 1 < path.elements.count ? path.elements[index + 1] : nil
                if next == nil { continue }
                if case .move = next { continue }
            }
            elements.append(element)
        }
        return BezierPath(elements: elements)
    }

    /// The transform placing `part`'s unit frame (``/VineCore/PlantPart/placed(_:)``).
    static func frame(of part: PlantPart) -> AffineTransform {
        let d = part.direction
        return AffineTransform(
            a: d.x * part.size, b: d.y * part.size, c: -d.y * part.size, d: d.x * part.size, tx: part.origin.x,
            ty: part.origin.y)
    }

    /// The scale of `factor` about `anchor`.
    static func scale(_ factor: Double, about anchor: Point) -> AffineTransform {
        AffineTransform(
            a: factor, b: 0, c: 0, d: factor, tx: anchor.x * (1 - factor), ty: anchor.y * (1 - factor))
    }

    /// The width of a species leaf's outline: the natural leaf's hairline, or a classic
    /// branch's half width.
    static func outlineWidth(look: VineLook) -> Double {
        max(look.vine.branchWidth / 2, 0.35)
    }

    /// The marks of `branch`'s parts grown to `strokeEnd`, as `look` shows them: the lines'
    /// and the shapes', each in painting order.
    func parts(of branch: Branch, strokeEnd: Double, look: VineLook) -> (lines: [Mark], shapes: [Mark]) {
        let growDuration = look.vine.parameters.growDuration
        var lines: [Mark] = []
        var shapes: [Mark] = []
        for part in branch.parts {
            let progress = Self.progress(of: part, in: branch, strokeEnd: strokeEnd, growDuration: growDuration)
            guard progress > 0 else { continue }
            switch part.kind {
            case .shoot, .tendril:
                lines += Self.line(part, progress: progress)
            case .leaf, .flower, .bud, .fruit:
                let scale = GrowthEasing.easeOut(progress)
                guard scale > 0 else { continue }
                let transform = scale < 1 ? Self.scale(scale, about: part.anchor) : .identity
                for var mark in shape(part, look: look) {
                    mark.transform = transform
                    Self.append(mark, to: &shapes)
                }
            }
        }
        return (lines, shapes)
    }

    /// Appends `mark` to `marks`, joining it to the last when both fill one path with one
    /// opaque colour through one transform (a cluster's ornaments of one colour): one fill
    /// of both outlines, as the vector animations write them (one group and its fill).
    static func append(_ mark: Mark, to marks: inout [Mark]) {
        guard case .fill(.solid(let colour)) = mark.ink, colour.clamped.a >= 1, mark.opacity >= 1,
            mark.centreLine == nil, case .path(let path) = mark.geometry,
            let last = marks.last, last.ink == mark.ink, last.transform == mark.transform, last.opacity >= 1,
            last.centreLine == nil, case .path(var joined) = last.geometry
        else {
            marks.append(mark)
            return
        }
        joined.append(path)
        marks[marks.count - 1].geometry = .path(joined)
    }
}

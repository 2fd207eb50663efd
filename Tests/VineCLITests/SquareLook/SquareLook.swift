import VineCore
import VineGeometry
import VineLook
import VineRender

/// A third look, defined outside VineRender against ``LookDefinition`` alone: a thin stem
/// in the vine's colour, thin stalks, and square orange leaves that grow from their centre
/// once the stalk is done; a long violet shadow falling to the lower left. Its stem runs,
/// shadow samples and shadow shapes are the interface's defaults, and so is its stem's
/// growth in the vector animations (trimmed); its branches say how they grow there.
final class SquareLook: LookDefinition, LookCapabilities {
    /// The leaves' orange.
    static let orange = RGBA(r: 0.96, g: 0.55, b: 0.1)
    /// The stem's width, as a fraction of the vine's.
    static let stemFraction = 0.4
    /// The share of a branch's growth its stalk takes; the leaf grows in the rest.
    static let stalkShare = 0.6
    /// The shadow's strongest opacity (0: none).
    let shadowOpacity: Double
    /// Whether the stalks are filled bands revealed along their curves in the vector
    /// animations (under a stem of trimmed strokes: primitives mixed in one vine), rather
    /// than strokes trimmed along them.
    let revealsStalks: Bool

    /// The look with shadows of strongest opacity `shadowOpacity`, and stalks revealed or trimmed.
    init(shadowOpacity: Double = 0.4, revealsStalks: Bool = false) {
        self.shadowOpacity = shadowOpacity
        self.revealsStalks = revealsStalks
    }

    /// The samples' polylines, thin, in the vine's colour (its core in orange).
    func stem(_ range: Range<Int>, tipDistance: Double, core: Bool, look: VineLook) -> Mark {
        let vine = look.vine
        let elements = vine.stemPolylines(range).flatMap { line -> [PathElement] in
            [.move(line[0])] + (line.count == 1 ? [.line(line[0])] : line.dropFirst().map { .line($0) })
        }
        let width = Self.stemFraction * vine.width * (core ? 0.5 : 1)
        return .stroke(BezierPath(elements: elements), core ? Self.orange : vine.color, width: width)
    }

    /// 0: the stem has no tip of its own.
    func tipDistance(of vine: Vine, sampleCount: Int) -> Double { 0 }

    /// The branch's parts in painting order.
    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark] {
        let parts = branchParts(branch, strokeEnd: strokeEnd, look: look)
        return parts.leafBefore + parts.stalk + parts.leafAfter
    }

    /// The stalk (the curve trimmed by length over the first ``stalkShare`` of the growth),
    /// then the square leaf growing from its centre with ``GrowthEasing`` over the rest.
    func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        let grown = branch.curveLength * min(1, max(0, strokeEnd) / Self.stalkShare)
        let width = Self.stemFraction * look.vine.branchWidth
        let stalk =
            revealsStalks
            ? band(of: branch, width: width, to: grown, colour: look.vine.color)
            : Mark.stroke(branch.lengthIndex.trimmed(fromLength: 0, toLength: grown), look.vine.color, width: width)
        let scale = GrowthEasing.easeOut((strokeEnd - Self.stalkShare) / (1 - Self.stalkShare))
        guard scale > 0, let leaf = square(of: branch) else { return ([], [stalk], []) }
        return ([], [stalk], [leaf.scaled(by: scale)])
    }

    /// The branch as the vector animations grow it: its stalk's stroke trimmed along its
    /// curve, then its square unfolding about its centre: two primitives in one branch.
    func animatedBranch(_ branch: Branch, steps: Int, look: VineLook) -> AnimatedBranchMarks {
        let growDuration = look.vine.parameters.growDuration
        let stalkEnd = branch.birth + growDuration * Self.stalkShare
        var animated = AnimatedBranchMarks()
        let width = Self.stemFraction * look.vine.branchWidth
        if revealsStalks {
            let birth = branch.birth
            animated.stalk = LineReveal(
                fill: band(of: branch, width: width, to: branch.curveLength, colour: look.vine.color),
                line: branch.curve, length: branch.curveLength, width: width, time: (birth, stalkEnd),
                fraction: { t in stalkEnd > birth ? min(max((t - birth) / (stalkEnd - birth), 0), 1) : 1 },
                easedStart: nil)
        } else {
            animated.curveInks = [Mark.Ink.stroke(.solid(look.vine.color), width: width)]
            animated.curveTime = (branch.birth, stalkEnd)
            animated.sweepTime = (stalkEnd, stalkEnd)
        }
        if let leaf = square(of: branch) {
            animated.unfolding = Unfolding(
                marks: [leaf.scaled(by: 1)], anchor: leaf.centre,
                frame: Leaf(base: leaf.centre, direction: Vector(x: 1, y: 0), length: leaf.size, width: leaf.size),
                time: (stalkEnd, branch.birth + growDuration))
        }
        return animated
    }

    /// The stalk of `branch` as a band `width` wide along its curve from its start to arc
    /// length `length` (the curve as a polyline of 24 pieces), filled in `colour`, with its
    /// centre line.
    private func band(of branch: Branch, width: Double, to length: Double, colour: RGBA) -> Mark {
        let all = (0...24).map { branch.curve.point(at: Double($0) / 24) }
        var total = 0.0
        for i in all.indices.dropFirst() { total += all[i - 1].distance(to: all[i]) }
        // The polyline's length standing for the curve's.
        var left = total * length / max(branch.curveLength, 1e-9)
        var points = [all[0]]
        for i in all.indices.dropFirst() where left > 0 {
            let step = all[i - 1].distance(to: all[i])
            let part = step > left ? left / step : 1
            points.append(all[i - 1] + (all[i] - all[i - 1]) * part)
            left -= step
        }
        if points.count == 1 { points.append(all[0]) }
        var sides: (left: [Point], right: [Point]) = ([], [])
        for i in points.indices {
            let d = points[min(i + 1, points.count - 1)] - points[max(i - 1, 0)]
            let norm = (d.x * d.x + d.y * d.y).squareRoot()
            let normal = norm > 0 ? Vector(x: -d.y / norm, y: d.x / norm) : Vector(x: 0, y: 0)
            sides.left.append(points[i] + normal * (width / 2))
            sides.right.append(points[i] - normal * (width / 2))
        }
        let outline = [sides.left[0]] + sides.left.dropFirst() + sides.right.reversed()
        var mark = Mark.fill(
            BezierPath(elements: [.move(outline[0])] + outline.dropFirst().map { .line($0) } + [.close]), colour)
        mark.centreLine = Mark.CentreLine(points: points, halfWidths: points.map { _ in width / 2 })
        return mark
    }

    /// The leaf of `branch` as a square about its centre, as wide as its leaf box; nil without a leaf.
    private func square(of branch: Branch) -> Square? {
        witheringLeaf(of: branch).map { Square(centre: $0.centre, size: $0.size) }
    }

    /// A square leaf: its centre and full size.
    private struct Square {
        let centre: Point
        let size: Double

        /// The square's fill at `scale` (0…1) of its size about its centre.
        func scaled(by scale: Double) -> Mark {
            let half = size * scale / 2
            return .fill(
                BezierPath(elements: [
                    .move(Point(x: centre.x - half, y: centre.y - half)),
                    .line(Point(x: centre.x + half, y: centre.y - half)),
                    .line(Point(x: centre.x + half, y: centre.y + half)),
                    .line(Point(x: centre.x - half, y: centre.y + half)), .close,
                ]), SquareLook.orange)
        }
    }

    /// Orange to a darker orange, whatever the fill.
    func leafGradientColours(_ fill: RGBA) -> (start: RGBA, end: RGBA) { (Self.orange, RGBA(r: 0.7, g: 0.35, b: 0.05)) }

    /// A long violet shadow to the lower left.
    var shadow: ShadowLook {
        ShadowLook(offset: Vector(x: -1.5, y: 1.5), blur: 0.6, color: RGBA(r: 0.3, g: 0.1, b: 0.5, a: shadowOpacity))
    }
}

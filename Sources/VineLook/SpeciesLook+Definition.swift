import VineCore
import VineGeometry

/// A species as a ``LookDefinition``: the base look's stem capabilities (marks, growth,
/// runs and shadows), leaf gradient and shadow numbers, passed on whole; its own branch
/// capabilities, the base's branches (less the base leaf when the species has leaf shapes)
/// with the parts added.
extension SpeciesLook: LookDefinition, BranchMarks, LeafWithering, BranchAnimation, BranchRaster {
    /// Its own: the base branch with the parts.
    var branchMarks: any BranchMarks { self }
    /// Its own: the species' withering colour and leaves.
    var leafWithering: any LeafWithering { self }
    /// Its own: the base branch's primitives with the parts'.
    var branchAnimation: any BranchAnimation { self }
    /// Its own: the parts' bounds and shadows with the base branch's.
    var branchRaster: any BranchRaster { self }

    /// The base branch (its leaf left out when the species has leaf shapes), then the
    /// parts' lines, then their shapes: the order the vector animations paint them in.
    func branch(_ branch: Branch, strokeEnd: Double, look: VineLook) -> [Mark] {
        let own = baseParts(branch, strokeEnd: strokeEnd, look: look)
        let parts = parts(of: branch, strokeEnd: strokeEnd, look: look)
        return own.leafBefore + own.stalk + own.leafAfter + parts.lines + parts.shapes
    }

    /// The base branch's parts; the parts' lines join the stalk, their shapes fall with the leaf.
    func branchParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        let own = baseParts(branch, strokeEnd: strokeEnd, look: look)
        let parts = parts(of: branch, strokeEnd: strokeEnd, look: look)
        return (own.leafBefore, own.stalk + parts.lines, own.leafAfter + parts.shapes)
    }

    /// The base look's parts of `branch`, without its leaf when the species has leaf shapes.
    private func baseParts(_ branch: Branch, strokeEnd: Double, look: VineLook) -> (
        leafBefore: [Mark], stalk: [Mark], leafAfter: [Mark]
    ) {
        let own = base.branchMarks.branchParts(branch, strokeEnd: strokeEnd, look: look)
        return replacesLeaf ? ([], own.stalk, []) : own
    }

    /// The grown branch's marks, gathered into few passes (``ShadowShapes/init(gathering:)``):
    /// a species' many parts would otherwise each be a pass of their own.
    func branchShadow(of branch: Branch, look: VineLook) -> ShadowShapes {
        ShadowShapes(gathering: self.branch(branch, strokeEnd: 1, look: look))
    }

    /// The base look's withering leaf, or the first leaf or ornament the species adds.
    func witheringLeaf(of branch: Branch) -> (centre: Point, size: Double)? {
        if let leaf = base.leafWithering.witheringLeaf(of: branch) { return leaf }
        return branch.parts.first { $0.curves.isEmpty && $0.size > 0 }.map {
            ($0.origin + $0.direction * ($0.size / 2), $0.size)
        }
    }

    /// The species' wither colour (``/VineCore/Species/Response/wither``), else the base look's.
    var witherColour: RGBA? { species.response.wither ?? base.leafWithering.witherColour }

    /// The base look's leaf sketch: the species' parts are left out of a sketch.
    func sketchLeaf(of branch: Branch) -> [Point]? { base.branchMarks.sketchLeaf(of: branch) }

    /// The base branch's bounds, and every part's: a line's control points widened by its
    /// half width, a shape's outlines (widened by their outline).
    func branchBounds(of branch: Branch, look: VineLook) -> Rect {
        var bounds = base.branchRaster.branchBounds(of: branch, look: look)
        for part in branch.parts {
            if part.curves.isEmpty {
                var previous: BezierPath?
                for mark in shape(part, look: look) {
                    // A leaf's outline stroke shares its fill's path: measure it once.
                    guard case .path(let path) = mark.geometry, !path.isEmpty, path != previous else { continue }
                    previous = path
                    let margin = Self.outlineWidth(look: look)
                    bounds = bounds.union(path.bounds.insetBy(dx: -margin, dy: -margin))
                }
            } else {
                for curve in part.curves {
                    let box = Rect(from: curve.p0, to: curve.p3).union(curve.p1).union(curve.p2)
                    bounds = bounds.union(box.insetBy(dx: -part.width / 2, dy: -part.width / 2))
                }
            }
        }
        return bounds
    }

    /// The base look's growing shadow (its stem's tail, its flower, and its growing branches
    /// whole unless the species replaces their leaf: then only their stalks), with the
    /// growing parts' marks, each turned by its branch's sway, their bounds from their
    /// control points.
    func growingShadow(
        of vine: Scene.VisibleVine, stemFrom tailStart: Int, growing: [(branch: Branch, strokeEnd: Double)],
        look: VineLook
    ) -> ShadowShapes {
        var shadow = base.branchRaster.growingShadow(
            of: vine, stemFrom: tailStart, growing: replacesLeaf ? [] : growing, look: look)
        for (branch, strokeEnd) in growing {
            let sway = VineLook.sway(of: branch, in: vine.vine, at: vine.time)
            var marks = parts(of: branch, strokeEnd: strokeEnd, look: look)
            if replacesLeaf { marks.lines = baseParts(branch, strokeEnd: strokeEnd, look: look).stalk + marks.lines }
            for mark in marks.lines + marks.shapes where mark.opacity > 0 {
                let transform = sway.map { mark.transform.concatenating($0) } ?? mark.transform
                let piece: ShadowShapes.Piece = (mark.geometry, transform == .identity ? nil : transform)
                let points: [Point]
                switch mark.geometry {
                case .path(let path): points = Self.controlPoints(of: path)
                case .polyline(let line): points = line
                }
                guard !points.isEmpty else { continue }
                switch mark.ink {
                case .fill:
                    shadow.passes.append(.fill([piece]))
                    shadow.bounds = shadow.bounds.union(
                        ShadowShapes.bounds(around: points, widenedBy: 0).applying(transform))
                case .stroke(_, let width):
                    shadow.passes.append(.stroke([piece], width: width))
                    shadow.bounds = shadow.bounds.union(
                        ShadowShapes.bounds(around: points, widenedBy: width).applying(transform))
                }
            }
        }
        return shadow
    }

    /// The end and control points of `path`'s elements: their box holds the path.
    private static func controlPoints(of path: BezierPath) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quad(let c, let p): [c, p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }
    }
}

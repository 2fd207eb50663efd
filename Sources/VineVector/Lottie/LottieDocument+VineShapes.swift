import VineCore
import VineGeometry
import VineLook

/// The shapes of a vine with trimmed or swept parts, in its own layer.
extension LottieDocument.Writer {
    /// Whether the unfolding of `branch`, a branch of a vine with trimmed parts, is a layer
    /// of a shared leaf (``LottieDetail/Leaves/inTrimmedVines``, when it neither sways nor
    /// falls) rather than shapes in its vine's layer.
    func sharesLeaf(of branch: GrowthAnimation.AnimatedBranch) -> Bool {
        guard leaves.inTrimmedVines, let unfolding = branch.unfolding, !unfolding.scale.isHidden else {
            return false
        }
        return branch.sway == nil && branch.fall == nil
    }

    /// The shapes of one vine with trimmed or swept parts, top first: its flower, its
    /// branches from the last (each its unfolding marks unless a shared leaf draws them
    /// (``sharesLeaf(of:)``), its stalk revealed along its line, then its curve, outline
    /// and sweep; a run of parts unfolding alike, such as a cluster's ornaments, one
    /// group), then its stem of strokes or revealed along its line.
    mutating func shapes(of vine: GrowthAnimation.AnimatedVine) {
        if let bloom = vine.bloom, !vine.bloomOpening.isHidden {
            scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
            out += ","
        }
        let branches = Array(vine.branches.reversed())
        var next = 0
        while next < branches.count {
            let branch = branches[next]
            next += 1
            if let unfolding = branch.unfolding, !unfolding.scale.isHidden, !sharesLeaf(of: branch) {
                // The unfoldings painted just before it that grow as it does (a cluster's
                // ornaments) join its group, their marks first.
                var marks = unfolding.marks
                while next < branches.count, let joining = Self.unfoldsAlike(branches[next], branch) {
                    marks = joining.marks + marks
                    next += 1
                }
                openSway(branch.sway)
                openFall(branch.fall)
                scaled(
                    marks, at: unfolding.anchor, by: unfolding.scale,
                    as: unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil))
                closeFall(branch.fall)
                closeSway(branch.sway, about: branch.branch.start)
                out += ","
            }
            if stalkAlongLine(of: branch) { out += "," }
            guard branch.isTrimmed, !drawsNothing(branch) else { continue }
            openSway(branch.sway)
            self.branch(branch)
            closeSway(branch.sway, about: branch.branch.start)
            out += ","
        }
        if let stemLine = vine.stemLine {
            role = (.stem, .stem)
            for fill in stemLine.fills.reversed() { lineStem(fill, reveal: vine.stemReveal) }
            role = (nil, nil)
            if out.hasSuffix(",") { out.removeLast() }
            return
        }
        role = (.stem, .stem)
        if vine.stemPieces?.isEmpty == true {
            out += "{\"ty\":\"gr\",\"nm\":\"stem \(vine.vine.index)\",\"it\":[\(identity)]}"
        }
        // A stem a bound cuts is a group per piece, each trimmed by its own reveal.
        let pieces: [GrowthAnimation.StemPiece?] = vine.stemPieces?.map { $0 } ?? [nil]
        for (index, piece) in pieces.enumerated() {
            if index > 0 { out += "," }
            strokedGroup(vine.stemInks, name: "stem \(vine.vine.index)") {
                $0.trimmedPolyline(piece?.points ?? vine.stem, reveal: piece?.reveal ?? vine.stemReveal)
            }
        }
        // The stem's first sample as a dot for each stroke, as Cairo's round cap draws a
        // stem of one sample; once the stem grows, its own start cap covers the same disc
        // (none where a bound cuts the stem's start away).
        guard vine.stemPieces.map({ $0.first?.startsStem ?? false }) ?? true else {
            role = (nil, nil)
            return
        }
        out += ",{\"ty\":\"gr\",\"it\":["
        for (index, ink) in vine.stemInks.reversed().enumerated() {
            guard case .stroke(.solid(let colour), let width) = ink else { continue }
            if index > 0 { out += "," }
            disc(vine.stem[0], diameter: width, colour: colour)
        }
        out += closing
        role = (nil, nil)
    }

    /// Whether a stroke `width` points wide is written 0 wide in a sticker: rlottie draws
    /// nothing for it, and a sticker leaves it out.
    func leavesOut(strokeWidth width: Double) -> Bool { sticker && xy.rounded(width) == 0 }

    /// Whether the trimmed branch `animated` draws nothing in a sticker: no sweep, and no
    /// curve stroke written wider than 0 (``leavesOut(strokeWidth:)``).
    func drawsNothing(_ animated: GrowthAnimation.AnimatedBranch) -> Bool {
        animated.sweep == nil
            && animated.curveInks.allSatisfy {
                guard case .stroke(.solid, let width) = $0 else { return true }
                return leavesOut(strokeWidth: width)
            }
    }

    /// The unfolding of `part` when it and `first` are parts of one branch with nothing
    /// but an unfolding, growing about one anchor with one scale: one group scales both.
    static func unfoldsAlike(
        _ part: GrowthAnimation.AnimatedBranch, _ first: GrowthAnimation.AnimatedBranch
    ) -> GrowthAnimation.AnimatedUnfolding? {
        guard let unfolding = part.unfolding, let other = first.unfolding,
            part.branch.index == first.branch.index, unfolding.anchor == other.anchor,
            unfolding.isLeaf == other.isLeaf, unfolding.scale.keys == other.scale.keys,
            [part, first].allSatisfy({ $0.stalk == nil && !$0.isTrimmed })
        else { return nil }
        return unfolding
    }

    /// One branch of trimmed strokes: its strokes above its sweep's fill, written from the
    /// sweep's centre (its group's transform adds it back); in a sticker, a branch without
    /// a sweep from its line's start (shorter numbers).
    mutating func branch(_ animated: GrowthAnimation.AnimatedBranch) {
        let branch = animated.branch
        let start = sticker ? animated.line.first?.p0 : nil
        let centre = animated.sweep?.centre ?? start ?? Point(x: 0, y: 0)
        origin = Point(x: xy.rounded(centre.x), y: xy.rounded(centre.y))
        out += "{\"ty\":\"gr\",\"it\":["
        if let sweep = animated.sweep, animated.outlineInks == animated.curveInks, animated.fall == nil {
            role = (nil, .stem)
            strokedGroup(animated.curveInks) {
                $0.line(animated.line)
                $0.out += ","
                $0.bezier(sweep.outline, thinned: false)
                $0.trim(animated.outline, length: branch.length, sequence: true)
            }
        } else {
            if let sweep = animated.sweep, !animated.outlineInks.isEmpty {
                openFall(animated.fall)
                role = (nil, .leafOutline)
                strokedGroup(animated.outlineInks) {
                    $0.bezier(sweep.outline, thinned: false)
                    $0.trim(animated.leafSweep, length: sweep.outlineLength, sequence: false)
                }
                closeFall(animated.fall)
                out += ","
            }
            role = (nil, .stem)
            strokedGroup(animated.curveInks) {
                $0.line(animated.line)
                $0.trim(animated.curve, length: animated.lineLength, sequence: false)
            }
        }
        if let sweep = animated.sweep, let fill = animated.sweepFill {
            // The sector path: centre, then the outline; its first `radius` of length is
            // the line from the centre, which fills nothing.
            let start = sweep.radius / (sweep.radius + sweep.outlineLength)
            out += ","
            openFall(animated.fall)
            out += "{\"ty\":\"gr\",\"it\":["
            bezier(sweep.sector, thinned: false)
            trim(
                animated.leafSweep.mapped { start + (1 - start) * $0 }, length: sweep.radius + sweep.outlineLength,
                sequence: false)
            out += ","
            role = (.leafFill, nil)
            paint(fill)
            out += closing
            closeFall(animated.fall)
        }
        role = (nil, nil)
        out +=
            ",{\"ty\":\"tr\",\"p\":{\"a\":0,\"k\":[\(xy.text(origin.x)),\(xy.text(origin.y))]}\(transformEnd)}]}"
        origin = Point(x: 0, y: 0)
    }

    /// A group (named `name`, when one is given) of what `shapes` writes, stroked with
    /// `inks`; for Qt's player (``LottieCompat/qt``), which strokes a group with its
    /// first stroke alone, a group for each stroke, the last (painted last) first.
    mutating func strokedGroup(_ inks: [Mark.Ink], name: String? = nil, shapes: (inout Self) -> Void) {
        let groups = compat == .qt && inks.count > 1 ? inks.reversed().map { [$0] } : [inks]
        for (index, group) in groups.enumerated() {
            if index > 0 { out += "," }
            out += "{\"ty\":\"gr\",\(name.map { "\"nm\":\(JSONText.quoted($0))," } ?? "")\"it\":["
            shapes(&self)
            out += ","
            strokes(group)
            out += closing
        }
    }
}

import VineCore
import VineGeometry
import VineLook

extension LottieDocument {
    /// A vine with trimmed or swept parts, as a layer of its own with all its parts there
    /// whatever their primitives, below the layers of its leaves that are shared leaves
    /// (``sharesLeaf(of:leaves:)``).
    struct VineLayer: LayerStrategy {
        /// The vine.
        let vine: GrowthAnimation.AnimatedVine
        /// The layer's index.
        let index: Int

        /// Writes the layers of the vine's shared leaves, then its own layer, each followed by a comma.
        func write(into writer: inout Writer) {
            for branch in vine.branches.reversed() where Self.sharesLeaf(of: branch, leaves: writer.leaves) {
                guard let unfolding = branch.unfolding else { continue }
                SharedLeafLayer(unfolding: unfolding, ip: vine.firstFrame, op: vine.endFrame).write(into: &writer)
            }
            writer.openLayer(index: index, canvas: true, ip: vine.firstFrame, op: vine.endFrame)
            shapes(into: &writer)
            writer.out += "]},"
        }

        /// Whether the unfolding of `branch`, a branch of a vine with trimmed parts, is a layer
        /// of a shared leaf (``LottieDetail/Leaves/inTrimmedVines`` of `leaves`, when it neither
        /// sways nor falls) rather than shapes in its vine's layer.
        private static func sharesLeaf(of branch: GrowthAnimation.AnimatedBranch, leaves: LottieDetail.Leaves) -> Bool {
            guard leaves.inTrimmedVines, let unfolding = branch.unfolding, !unfolding.scale.isHidden else {
                return false
            }
            return branch.sway == nil && branch.fall == nil
        }

        /// The vine's shapes, top first: its flower, its branches from the last (each its
        /// unfolding marks unless a shared leaf draws them (``sharesLeaf(of:leaves:)``), its
        /// stalk revealed along its line, then its curve, outline and sweep; a run of parts
        /// unfolding alike, such as a cluster's ornaments, one group), then its stem of
        /// strokes or revealed along its line.
        private func shapes(into writer: inout Writer) {
            if let bloom = vine.bloom, !vine.bloomOpening.isHidden {
                writer.scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
                writer.out += ","
            }
            let branches = Array(vine.branches.reversed())
            var next = 0
            while next < branches.count {
                let branch = branches[next]
                next += 1
                if let unfolding = branch.unfolding, !unfolding.scale.isHidden,
                    !Self.sharesLeaf(of: branch, leaves: writer.leaves)
                {
                    // The unfoldings painted just before it that grow as it does (a cluster's
                    // ornaments) join its group, their marks first.
                    var marks = unfolding.marks
                    while next < branches.count, let joining = Self.unfoldsAlike(branches[next], branch) {
                        marks = joining.marks + marks
                        next += 1
                    }
                    writer.openSway(branch.sway)
                    writer.openFall(branch.fall)
                    writer.scaled(
                        marks, at: unfolding.anchor, by: unfolding.scale,
                        as: unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil))
                    writer.closeFall(branch.fall)
                    writer.closeSway(branch.sway, about: branch.branch.start)
                    writer.out += ","
                }
                if writer.stalkAlongLine(of: branch) { writer.out += "," }
                guard branch.isTrimmed, !Self.drawsNothing(branch, in: writer) else { continue }
                writer.openSway(branch.sway)
                Self.branch(branch, into: &writer)
                writer.closeSway(branch.sway, about: branch.branch.start)
                writer.out += ","
            }
            if let stemLine = vine.stemLine {
                writer.role = (.stem, .stem)
                for fill in stemLine.fills.reversed() { writer.lineStem(fill, reveal: vine.stemReveal) }
                writer.role = (nil, nil)
                if writer.out.hasSuffix(",") { writer.out.removeLast() }
                return
            }
            stem(into: &writer)
        }

        /// The vine's stem of trimmed strokes, above a dot at its first sample.
        private func stem(into writer: inout Writer) {
            writer.role = (.stem, .stem)
            if vine.stemPieces?.isEmpty == true {
                writer.out += "{\"ty\":\"gr\",\"nm\":\"stem \(vine.vine.index)\",\"it\":[\(writer.identity)]}"
            }
            // A stem a bound cuts is a group per piece, each trimmed by its own reveal.
            let pieces: [GrowthAnimation.StemPiece?] = vine.stemPieces?.map { $0 } ?? [nil]
            for (index, piece) in pieces.enumerated() {
                if index > 0 { writer.out += "," }
                writer.strokedGroup(vine.stemInks, name: "stem \(vine.vine.index)") {
                    $0.trimmedPolyline(piece?.points ?? vine.stem, reveal: piece?.reveal ?? vine.stemReveal)
                }
            }
            // The stem's first sample as a dot for each stroke, as Cairo's round cap draws a
            // stem of one sample; once the stem grows, its own start cap covers the same disc
            // (none where a bound cuts the stem's start away).
            guard vine.stemPieces.map({ $0.first?.startsStem ?? false }) ?? true else {
                writer.role = (nil, nil)
                return
            }
            writer.out += ",{\"ty\":\"gr\",\"it\":["
            for (index, ink) in vine.stemInks.reversed().enumerated() {
                guard case .stroke(.solid(let colour), let width) = ink else { continue }
                if index > 0 { writer.out += "," }
                writer.disc(vine.stem[0], diameter: width, colour: colour)
            }
            writer.out += writer.closing
            writer.role = (nil, nil)
        }

        /// Whether the trimmed branch `animated` draws nothing in a sticker: no sweep, and no
        /// curve stroke written wider than 0 (``Writer/leavesOut(strokeWidth:)``).
        private static func drawsNothing(_ animated: GrowthAnimation.AnimatedBranch, in writer: Writer) -> Bool {
            animated.sweep == nil
                && animated.curveInks.allSatisfy {
                    guard case .stroke(.solid, let width) = $0 else { return true }
                    return writer.leavesOut(strokeWidth: width)
                }
        }

        /// The unfolding of `part` when it and `first` are parts of one branch with nothing
        /// but an unfolding, growing about one anchor with one scale: one group scales both.
        private static func unfoldsAlike(
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
        private static func branch(_ animated: GrowthAnimation.AnimatedBranch, into writer: inout Writer) {
            let branch = animated.branch
            let start = writer.sticker ? animated.line.first?.p0 : nil
            let centre = animated.sweep?.centre ?? start ?? Point(x: 0, y: 0)
            writer.origin = Point(x: writer.xy.rounded(centre.x), y: writer.xy.rounded(centre.y))
            writer.out += "{\"ty\":\"gr\",\"it\":["
            if let sweep = animated.sweep, animated.outlineInks == animated.curveInks, animated.fall == nil {
                writer.role = (nil, .stem)
                writer.strokedGroup(animated.curveInks) {
                    $0.line(animated.line)
                    $0.out += ","
                    $0.bezier(sweep.outline, thinned: false)
                    $0.trim(animated.outline, length: branch.length, sequence: true)
                }
            } else {
                if let sweep = animated.sweep, !animated.outlineInks.isEmpty {
                    writer.openFall(animated.fall)
                    writer.role = (nil, .leafOutline)
                    writer.strokedGroup(animated.outlineInks) {
                        $0.bezier(sweep.outline, thinned: false)
                        $0.trim(animated.leafSweep, length: sweep.outlineLength, sequence: false)
                    }
                    writer.closeFall(animated.fall)
                    writer.out += ","
                }
                writer.role = (nil, .stem)
                writer.strokedGroup(animated.curveInks) {
                    $0.line(animated.line)
                    $0.trim(animated.curve, length: animated.lineLength, sequence: false)
                }
            }
            if let sweep = animated.sweep, let fill = animated.sweepFill {
                // The sector path: centre, then the outline; its first `radius` of length is
                // the line from the centre, which fills nothing.
                let start = sweep.radius / (sweep.radius + sweep.outlineLength)
                writer.out += ","
                writer.openFall(animated.fall)
                writer.out += "{\"ty\":\"gr\",\"it\":["
                writer.bezier(sweep.sector, thinned: false)
                writer.trim(
                    animated.leafSweep.mapped { start + (1 - start) * $0 }, length: sweep.radius + sweep.outlineLength,
                    sequence: false)
                writer.out += ","
                writer.role = (.leafFill, nil)
                writer.paint(fill)
                writer.out += writer.closing
                writer.closeFall(animated.fall)
            }
            writer.role = (nil, nil)
            let origin = writer.origin
            writer.out +=
                ",{\"ty\":\"tr\",\"p\":{\"a\":0,\"k\":[\(writer.xy.text(origin.x)),\(writer.xy.text(origin.y))]}"
                + "\(writer.transformEnd)}]}"
            writer.origin = Point(x: 0, y: 0)
        }
    }
}

import VineCore
import VineGeometry
import VineLook

/// A vine's parts, each as its growth primitive says: its stem and branches trimmed, its
/// stem and stalks revealed along lines, its unfolding marks and its flower scaled.
extension AnimatedSVGDocument.Writer {
    /// A vine, each part as its growth primitive says, whatever the others' are: its stem
    /// trimmed or revealed along its line, its stalks revealed along theirs
    /// (``lineParts(_:_:id:)``), its
    /// branches' trimmed curves and outlines and swept fills, its unfolding marks and its
    /// flower; `id` numbers it among the animation's vines (its stem's `s` id, its mask's `m` id).
    mutating func vine(
        _ animated: GrowthAnimation.AnimatedVine, id: Int, sizes: [Double],
        gradients: [AnimatedSVGDocument.SweepGradient]
    ) {
        let vine = animated.vine
        openVine(animated)
        if let stemLine = animated.stemLine {
            out += ">\n"
            lineParts(animated, stemLine, id: id)
        } else {
            out += " \(paint("stroke", vine.color)) stroke-width=\"\(xy.text(vine.branchWidth))\">\n"
            trimmedStem(animated, id: id)
            if animated.branches.contains(where: { $0.stalk != nil }) { lineParts(animated, nil, id: id) }
        }
        for branch in animated.branches where branch.sweep != nil || !branch.curveInks.isEmpty {
            trimmedBranch(branch, of: vine, sizes: sizes, gradients: gradients)
        }
        for branch in animated.branches {
            guard let unfolding = branch.unfolding, !unfolding.scale.isHidden else { continue }
            let close = openSway(branch.sway, about: branch.branch.start)
            let closeFall = openFall(branch.fall.map { fallStyles($0) }, branch.fall)
            openScaled(at: unfolding.anchor, unfolding.scale)
            turning = branch.fall
            marks(unfolding.marks, from: unfolding.anchor)
            turning = nil
            out += unfolding.scale.isConstant ? "</g>\n" : "</g></g>\n"
            out += closeFall + close
        }
        bloom(of: animated)
        out += "</g>\n"
    }

    /// The stem of `animated` as trimmed strokes; `id` numbers it among the animation's
    /// vines (its stem's `s` id).
    private mutating func trimmedStem(_ animated: GrowthAnimation.AnimatedVine, id: Int) {
        let vine = animated.vine
        // The stem: a dot at its first sample for each stroke (the round cap of a stem of
        // one sample), then the strokes, each above the one before.
        let stemDecimals = animation.fractionDecimals(length: animated.stemLength)
        let stemAnimation = steps(animated.stemReveal, decimals: stemDecimals)
        let start = animated.stem[0]
        let strokes = animated.stemInks.compactMap(Self.solidStroke)
        for stroke in strokes where animated.stemPieces.map({ $0.first?.startsStem ?? false }) ?? true {
            out += "<circle cx=\"\(xy.text(start.x))\" cy=\"\(xy.text(start.y))\" "
            out += "r=\"\(xy.text(stroke.width / 2))\" \(paint("fill", stroke.colour)) stroke=\"none\"/>\n"
        }
        if let pieces = animated.stemPieces {
            // A stem a bound cuts: each piece trimmed by its own reveal, in each stroke.
            for piece in pieces {
                let reveal = steps(piece.reveal, decimals: animation.fractionDecimals(length: piece.length))
                for stroke in strokes {
                    out +=
                        "<path d=\"\(polyline(piece.points))\" pathLength=\"1\" \(paint("stroke", stroke.colour)) "
                    out += "stroke-width=\"\(xy.text(stroke.width))\" style=\"\(reveal)\"/>\n"
                }
            }
        } else if strokes.count > 1 {
            for stroke in strokes {
                out += "<use xlink:href=\"#s\(id)\" \(paint("stroke", stroke.colour)) "
                out += "stroke-width=\"\(xy.text(stroke.width))\" style=\"\(stemAnimation)\"/>\n"
            }
        } else if let stroke = strokes.first {
            // One stroke: in the group's colour unless the look gives another.
            let colour = stroke.colour == vine.color ? "" : "\(paint("stroke", stroke.colour)) "
            out += "<path d=\"\(polyline(animated.stem))\" pathLength=\"1\" \(colour)"
            out += "stroke-width=\"\(xy.text(stroke.width))\" style=\"\(stemAnimation)\"/>\n"
        }
    }

    /// The trimmed curve and outline and the swept fill of `branch` of `vine`, in its sway.
    private mutating func trimmedBranch(
        _ branch: GrowthAnimation.AnimatedBranch, of vine: Vine, sizes: [Double],
        gradients: [AnimatedSVGDocument.SweepGradient]
    ) {
        let close = openSway(branch.sway, about: branch.branch.start)
        turning = branch.fall
        defer {
            out += close
            turning = nil
        }
        let sweep = branch.sweep
        let size = sweep.flatMap { sizes.firstIndex(of: $0.radius) } ?? 0
        let place = sweep.map { "x=\"\(xy.text($0.centre.x))\" y=\"\(xy.text($0.centre.y))\"" } ?? ""
        let fall = branch.fall.map { fallStyles($0) }
        switch sweep.flatMap({ _ in branch.sweepFill }) {
        case .solid(let colour)?:
            let close = openFall(fall, branch.fall)
            let stroke = turnedStroke(colour)
            out += "<use xlink:href=\"#F\(size)\" \(place) \(stroke) \(grow(branch.leafSweep))/>\n"
            out += (turning == nil ? "" : "</g>\n") + close
        case .linear(let gradient)?:
            let close = openFall(fall, branch.fall)
            let box = sweepBox(gradient, of: sweep!)
            let shared = gradients.firstIndex(
                of: AnimatedSVGDocument.SweepGradient(stops: AnimatedSVGDocument.Stops(gradient), box: box))!
            let fillPaint =
                "stroke=\"url(#\(turnedGradient(gradient, box: box) ?? "G\(shared)"))\""
                + opacityAttribute("stroke", gradient.opacity)
            out += "<use xlink:href=\"#F\(size)\" \(place) \(fillPaint) \(grow(branch.leafSweep))/>\n"
            out += close
        case nil: break
        }
        let start = branch.line.first?.p0 ?? branch.branch.curve.p0
        let d =
            "M\(xy.text(start.x)) \(xy.text(start.y))"
            + branch.line.map { c in
                "C\(xy.text(c.p1.x)) \(xy.text(c.p1.y)) "
                    + "\(xy.text(c.p2.x)) \(xy.text(c.p2.y)) \(xy.text(c.p3.x)) \(xy.text(c.p3.y))"
            }.joined()
        let outlines = sweep == nil ? [] : branch.outlineInks.compactMap(Self.solidStroke)
        for (index, stroke) in branch.curveInks.compactMap(Self.solidStroke).enumerated() {
            out += "<path d=\"\(d)\" pathLength=\"1\"\(attributes(stroke, in: vine)) \(grow(branch.curve))/>\n"
            if index < outlines.count {
                let close = openFall(fall, branch.fall)
                let outline = outlines[index]
                let colour = turning == nil ? "" : " " + turnedStroke(outline.colour)
                let width =
                    turning == nil
                    ? attributes(outline, in: vine)
                    : outline.width == vine.branchWidth ? "" : " stroke-width=\"\(xy.text(outline.width))\""
                out += "<use xlink:href=\"#L\(size)\" \(place)\(colour)\(width) \(grow(branch.leafSweep))/>\n"
                out += (turning == nil ? "" : "</g>\n") + close
            }
        }
    }

    /// How a gradient's ends are spelled as fractions of a sweep's box.
    private static let fractionDecimals = Decimals(places: 3)

    /// The attributes placing `gradient`'s ends on the fill circle of `sweep` (a circle of
    /// half its radius, stroked as wide as the radius): as fractions of that circle's box
    /// (the gradient's default units), to a thousandth.
    func sweepBox(_ gradient: LinearPaint, of sweep: Sweep) -> String {
        let (low, side) = (
            (x: sweep.centre.x - sweep.radius / 2, y: sweep.centre.y - sweep.radius / 2), sweep.radius
        )
        func fraction(_ value: Double) -> String {
            let text = Self.fractionDecimals.text(side > 0 ? value / side : 0)
            if text.hasPrefix("0.") { return String(text.dropFirst()) }
            if text.hasPrefix("-0.") { return "-" + text.dropFirst(2) }
            return text
        }
        return "x1=\"\(fraction(gradient.start.x - low.x))\" y1=\"\(fraction(gradient.start.y - low.y))\" "
            + "x2=\"\(fraction(gradient.end.x - low.x))\" y2=\"\(fraction(gradient.end.y - low.y))\""
    }

    /// The colour and width of a solid stroke, nil for any other ink.
    private static func solidStroke(_ ink: Mark.Ink) -> (colour: RGBA, width: Double)? {
        guard case .stroke(.solid(let colour), let width) = ink else { return nil }
        return (colour, width)
    }

    /// The attributes of `stroke` that differ from the group's of `vine` (its colour,
    /// its branch width), each after a space.
    private func attributes(_ stroke: (colour: RGBA, width: Double), in vine: Vine) -> String {
        let sameColour = stroke.colour == vine.color && stroke.width == vine.branchWidth
        let colour = sameColour ? "" : " \(paint("stroke", stroke.colour))"
        let width = stroke.width == vine.branchWidth ? "" : " stroke-width=\"\(xy.text(stroke.width))\""
        return colour + width
    }

    /// Opens the group of `animated` that shows it from its first frame until its end frame.
    private mutating func openVine(_ animated: GrowthAnimation.AnimatedVine) {
        // Half a frame early, so rounding never shows a frame late.
        let first = max(Double(animated.firstFrame) - 0.5, 0) / fps
        let kept = animated.endFrame >= animation.clock.frameCount
        let end = kept ? duration : (Double(animated.endFrame) - 0.5) / fps
        out += "<g class=\"v\" style=\"animation-duration:\(seconds.text(end - first))s;"
        out += "animation-delay:\(seconds.text(first))s\(kept ? ";animation-fill-mode:forwards" : "")\""
    }

    /// The parts of `animated` revealed along lines: the mask of the reveal lines of its
    /// stem (`stemLine`, nil for a stem of trimmed strokes) and stalks, and their fills seen
    /// through it; `id` numbers it among the animation's vines (its mask's `m` id).
    private mutating func lineParts(
        _ animated: GrowthAnimation.AnimatedVine, _ stemLine: GrowthAnimation.StemLine?, id: Int
    ) {
        out += "<mask id=\"m\(id)\" stroke=\"#fff\">\n"
        if let stemLine {
            let stemDecimals = animation.fractionDecimals(length: animated.stemLength)
            out += "<path d=\"\(polyline(stemLine.line))\" pathLength=\"1\" "
            out += "stroke-width=\"\(xy.text(stemLine.maskWidth))\" "
            out += "style=\"\(steps(animated.stemReveal, decimals: stemDecimals))\"/>\n"
        }
        for branch in animated.branches {
            guard let stalk = branch.stalk, !stalk.reveal.isHidden else { continue }
            let close = openSway(branch.sway, about: branch.branch.start)
            defer { out += close }
            let c = stalk.line
            out += "<path d=\"M\(xy.text(c.p0.x)) \(xy.text(c.p0.y))C\(xy.text(c.p1.x)) \(xy.text(c.p1.y)) "
            out += "\(xy.text(c.p2.x)) \(xy.text(c.p2.y)) \(xy.text(c.p3.x)) \(xy.text(c.p3.y))\" pathLength=\"1\" "
            out += "stroke-width=\"\(xy.text(stalk.maskWidth))\" style=\""
            out += keyframed(
                stalk.reveal, decimals: animation.fractionDecimals(length: stalk.length), dash: true)
            out += "\"/>\n"
        }
        out += "</mask>\n<g mask=\"url(#m\(id))\" stroke=\"none\">\n"
        marks(
            (stemLine?.fills ?? []) + animated.branches.filter { $0.sway == nil }.compactMap { $0.stalk?.fill },
            from: Point(x: 0, y: 0), strokeless: true)
        for branch in animated.branches where branch.sway != nil {
            guard let stalk = branch.stalk?.fill else { continue }
            let close = openSway(branch.sway, about: branch.branch.start)
            marks([stalk], from: Point(x: 0, y: 0), strokeless: true)
            out += close
        }
        out += "</g>\n"
    }

    /// The flower of `animated`, if it opens in some frame: its marks scaled about its
    /// centre as it opens.
    private mutating func bloom(of animated: GrowthAnimation.AnimatedVine) {
        guard let bloom = animated.bloom, !animated.bloomOpening.isHidden else { return }
        openScaled(at: bloom.center, animated.bloomOpening)
        marks(animated.bloomMarks, from: bloom.center)
        out += animated.bloomOpening.isConstant ? "</g>\n" : "</g></g>\n"
    }
}

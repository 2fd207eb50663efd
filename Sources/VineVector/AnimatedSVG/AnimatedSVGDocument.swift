import VineCore
import VineGeometry
import VineLook

/// A ``GrowthAnimation`` as an SVG whose CSS animations grow the vines: it plays once
/// when a browser opens it (or as `--play` asks, ``PagePlay``), and a page can pause and
/// seek it through the Web Animations API (`document.getAnimations()`), as the HTML player
/// does. The file is well-formed XML: its script sits in a CDATA section.
///
/// - Every drawn part is a stroke revealed by `stroke-dashoffset` over `pathLength="1"`
///   (dashes `1 2`): a stem steps with its samples (`step-end` keyframes at the frames
///   where it gains some, as in Lottie), a branch's curve and then its leaf outline ramp
///   linearly as `strokeEnd` does. A part is hidden (`visibility`) until it starts, so no
///   round cap shows early.
/// - A sweep's fill (``/VineLook/Sweep``, a classic leaf's) is a circle of half the
///   hand's length stroked as wide as the hand with butt caps: its dash sweeps a sector
///   from the centre, following the outline exactly as the PNG frames' fill does; a
///   gradient's ends are given in that circle's box.
/// - Shared paths are defined once in `<defs>`: one circle per sweep radius for the
///   outlines and one for the fills, placed with `<use>`; a stem whose highlight stroke (the
///   gradient style's lighter core) shares its path is defined once and used twice.
/// - Parts revealed along lines (``GrowthAnimation/StemLine``, ``GrowthAnimation/AnimatedStalk``):
///   the stem's and stalks' filled outlines, as the last frame shows them, seen through a mask of reveal lines
///   along their centre lines, as wide as they are, whose dashes grow with the frames'
///   timing; unfolding marks (``GrowthAnimation/AnimatedUnfolding``) and the flower are scaled about their anchor and centre
///   (CSS `transform`) with the renderer's ease-out, exactly (`cubic-bezier`,
///   ``/VineLook/GrowthEasing/timing``); a mark's gradient runs where its paint says.
/// - Paints and widths come from the look definition's marks and inks (``/VineLook/VineLook``):
///   the writer knows no look.
/// - A vine's group shows (opacity) from its first frame until its removal's frame.
/// - A loop (``GrowthAnimation/loops``): a fade is a group around every vine whose opacity
///   animates; the standalone file's script (``SVGClock``) drives every animation from
///   one clock repeating over the loop's length and, for an ungrowing end, running the
///   growth backwards (a browser opening the file runs it; a picture in `<img>` does not,
///   and plays once). A withering end fades that group too,
///   and each leaf's elements sit in groups inside its branch's sway that fade, drop (by
///   its offset, easing as the square of time) and spin about its centre, their colours
///   turning by CSS animations of a group's `stroke`, an element's `fill` and `stroke`, or
///   a leaf's own gradient's `stop-color` (``GrowthAnimation/LeafFallTracks``).
/// - In the wind, a grown branch's elements (a natural branch's stalk, reveal line and
///   leaf, each where it lies) sit in a group turned about the branch's start by a CSS
///   `rotate` animation of its sway track (``GrowthAnimation/AnimatedBranch/sway``).
/// - Numbers carry what shows: coordinates to a tenth of an output pixel, dash offsets
///   to a tenth of a pixel along their path, times to a tenth of a millisecond.
enum AnimatedSVGDocument {
    /// The SVG text of `animation`; `standalone` adds the XML declaration and the script
    /// (``SVGClock``) that plays it as `play` asks (for a file).
    static func svg(_ animation: GrowthAnimation, standalone: Bool, play: PagePlay = .auto) -> String {
        var writer = Writer(animation: animation)
        writer.document(standalone: standalone, play: play)
        return writer.out
    }

    /// A gradient's two colours: what gradients defined once in `<defs>` are told apart by.
    private struct Stops: Equatable {
        let start: RGBA
        let end: RGBA

        init(_ paint: LinearPaint) {
            start = paint.startColor
            end = paint.endColor
        }
    }

    /// A swept fill's gradient: its stops and its ends in the fill circle's box (``Writer/sweepBox(_:of:)``).
    private struct SweepGradient: Equatable {
        let stops: Stops
        let box: String
    }

    private struct Writer {
        let animation: GrowthAnimation
        var out = ""
        private var keyframes = ""
        /// The name of each `@keyframes` rule written, by its body: elements animated alike
        /// (a branch's stalk, reveal line and leaf in its sway, say) share one rule.
        private var keyframeNames: [String: String] = [:]
        private var gradientCount = 0
        /// The stops of the scaled marks' gradients (`N` ids), in order.
        private var markGradients: [Stops] = []
        private let seconds = Decimals(places: 4)
        private let opacity = Decimals(places: 3)
        private let degrees = Decimals(places: 3)
        /// The withering leaf being written: its colours turn to autumn ones with its `turn`.
        private var turning: GrowthAnimation.LeafFallTracks?

        init(animation: GrowthAnimation) {
            self.animation = animation
            out.reserveCapacity(1 << 16)
        }

        private var xy: Decimals { animation.coordinates }
        private var fps: Double { animation.clock.fps }
        private var duration: Double { animation.clock.duration }

        mutating func document(standalone: Bool, play: PagePlay) {
            let w = animation.width
            let h = animation.height
            if standalone { out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
            out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            out += "width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
            var body = ""
            swap(&body, &out)
            content()
            swap(&body, &out)
            out += "<style>\n"
            out += "path,use{fill:none;stroke-linecap:round;stroke-linejoin:round;stroke-dasharray:1 2}\n"
            out += ".b{visibility:hidden;animation:grow linear forwards}\n"
            out += ".v{opacity:0;animation:show linear}\n"
            out +=
                "@keyframes grow{from{stroke-dashoffset:1;visibility:visible}to{stroke-dashoffset:0;visibility:visible}}\n"
            out += "@keyframes show{from,to{opacity:1}}\n"
            if animation.vines.contains(where: { $0.hasLineOrScaledParts || $0.bloom != nil }) {
                let ease = GrowthEasing.timing
                out += ".s{stroke-dasharray:none}\nmask path{stroke-linecap:butt}\n"
                out += ".u{animation:u cubic-bezier(\(seconds.text(ease.x1)),\(seconds.text(ease.y1)),"
                out += "\(seconds.text(ease.x2)),\(seconds.text(ease.y2))) both}\n"
                out += "@keyframes u{from{transform:scale(0)}to{transform:scale(1)}}\n"
            }
            out += keyframes
            out += "</style>\n"
            out += body
            // In CDATA: the script's `&&` and `<` keep the file well-formed XML.
            if standalone { out += "<script><![CDATA[\n\(SVGClock.script(animation, play: play))\n]]></script>\n" }
            out += "</svg>\n"
        }

        private mutating func content() {
            let style = animation.style
            out += "<defs>\n"
            // A sweep is a circle of its radius for the outline (`L`) and one of half of it
            // stroked as wide as the radius with butt caps for the fill (`F`), one each per radius.
            var sizes: [Double] = []
            for vine in animation.vines {
                for branch in vine.branches {
                    if let sweep = branch.sweep, !sizes.contains(sweep.radius) { sizes.append(sweep.radius) }
                }
            }
            for (index, radius) in sizes.enumerated() {
                out += "<circle id=\"L\(index)\" r=\"\(xy.text(radius))\" pathLength=\"1\"/>\n"
                out += "<circle id=\"F\(index)\" r=\"\(xy.text(radius / 2))\" stroke-width=\"\(xy.text(radius))\" "
                out += "pathLength=\"1\" style=\"stroke-linecap:butt\"/>\n"
            }
            // The stops of every gradient, once each: swept fills (`G`, their ends in the fill
            // circle's box, ``sweepBox(_:of:)``) and scaled marks (`N`, placed by each use).
            var gradients: [SweepGradient] = []
            var markGradients: [Stops] = []
            for vine in animation.vines {
                for branch in vine.branches {
                    if let sweep = branch.sweep, case .linear(let paint)? = branch.sweepFill {
                        let gradient = SweepGradient(stops: Stops(paint), box: sweepBox(paint, of: sweep))
                        if !gradients.contains(gradient) { gradients.append(gradient) }
                    }
                    for mark in branch.unfolding?.marks ?? [] {
                        if case .fill(.linear(let paint)) = mark.ink, !markGradients.contains(Stops(paint)) {
                            markGradients.append(Stops(paint))
                        }
                    }
                }
            }
            for (index, gradient) in gradients.enumerated() {
                out += "<linearGradient id=\"G\(index)\" \(gradient.box)>"
                out += "<stop offset=\"0\" \(stopColour(gradient.stops.start))/>"
                out += "<stop offset=\"1\" \(stopColour(gradient.stops.end))/></linearGradient>\n"
            }
            for (index, stops) in markGradients.enumerated() {
                out += "<linearGradient id=\"N\(index)\"><stop offset=\"0\" \(stopColour(stops.start))/>"
                out += "<stop offset=\"1\" \(stopColour(stops.end))/></linearGradient>\n"
            }
            self.markGradients = markGradients
            for (offset, vine) in animation.vines.enumerated() where vine.stemInks.count > 1 && vine.stemPieces == nil {
                out += "<path id=\"s\(offset)\" d=\"\(polyline(vine.stem))\" pathLength=\"1\"/>\n"
            }
            out += "</defs>\n"
            let area = Rect(x: 0, y: 0, width: animation.canvas.width, height: animation.canvas.height)
                .applying(animation.transform)
            out += "<rect x=\"\(xy.text(area.minX))\" y=\"\(xy.text(area.minY))\" width=\"\(xy.text(area.width))\" "
            out += "height=\"\(xy.text(area.height))\" \(paint("fill", style.background))/>\n"
            let t = animation.transform
            if let opacity = animation.vinesOpacity { out += "<g style=\"\(fade(opacity))\">\n" }
            out +=
                "<g transform=\"matrix(\(CanonicalNumber.text(t.a)) 0 0 \(CanonicalNumber.text(t.d)) "
            out += "\(CanonicalNumber.text(t.tx)) \(CanonicalNumber.text(t.ty)))\">\n"
            for (offset, vine) in animation.vines.enumerated() {
                self.vine(vine, id: offset, sizes: sizes, gradients: gradients)
            }
            out += animation.vinesOpacity == nil ? "</g>\n" : "</g></g>\n"
            for strip in animation.letterbox {
                out += "<rect x=\"\(xy.text(strip.minX))\" y=\"\(xy.text(strip.minY))\" "
                out += "width=\"\(xy.text(strip.width))\" height=\"\(xy.text(strip.height))\" "
                out += "\(paint("fill", animation.letterboxColor))/>\n"
            }
        }

        /// A vine, each part as its growth primitive says, whatever the others' are: its stem
        /// trimmed or revealed along its line, its stalks revealed along theirs
        /// (``lineParts(_:_:id:)``), its
        /// branches' trimmed curves and outlines and swept fills, its unfolding marks and its
        /// flower; `id` numbers it among the animation's vines (its stem's `s` id, its mask's `m` id).
        private mutating func vine(
            _ animated: GrowthAnimation.AnimatedVine, id: Int, sizes: [Double], gradients: [SweepGradient]
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
            _ branch: GrowthAnimation.AnimatedBranch, of vine: Vine, sizes: [Double], gradients: [SweepGradient]
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
                let shared = gradients.firstIndex(of: SweepGradient(stops: Stops(gradient), box: box))!
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
        private func sweepBox(_ gradient: LinearPaint, of sweep: Sweep) -> String {
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

        /// `marks` as paths written from `origin`, a fill and the stroke after it of the same
        /// outline as one path; a gradient fill gets a gradient of its own placed on the
        /// shared stops (`N`). With `strokeless` the group already says `stroke="none"`.
        private mutating func marks(_ marks: [Mark], from origin: Point, strokeless: Bool = false) {
            for element in MarkElement.merging(marks) {
                var attributes: [String] = []
                // A withering leaf's colours turn: one animation of the element's fill and stroke.
                var turns: (from: [String], to: [String]) = ([], [])
                if let turning {
                    if case .solid(let colour)? = element.fill {
                        turns.from.append("fill:\(hex(colour))")
                        turns.to.append("fill:\(hex(turning.wither.autumnColor(of: .fill(.solid(colour)))))")
                    }
                    if let stroke = element.stroke {
                        let ink = Mark.Ink.stroke(.solid(stroke.colour), width: stroke.width)
                        turns.from.append("stroke:\(hex(stroke.colour))")
                        turns.to.append("stroke:\(hex(turning.wither.autumnColor(of: ink)))")
                    }
                }
                let turn = turns.from.isEmpty ? "" : ";" + turningAnimation(turns.from, turns.to)
                switch element.fill {
                case .solid(let colour)?:
                    attributes.append("style=\"fill:\(hex(colour))\(turn)\"\(opacityAttribute("fill", colour))")
                case .linear(let gradient)?:
                    gradientCount += 1
                    let start = gradient.start - origin
                    let end = gradient.end - origin
                    out += "<linearGradient id=\"n\(gradientCount)\" gradientUnits=\"userSpaceOnUse\" "
                    if start != .zero { out += "x1=\"\(xy.text(start.x))\" y1=\"\(xy.text(start.y))\" " }
                    out += "x2=\"\(xy.text(end.x))\" y2=\"\(xy.text(end.y))\""
                    if turning != nil {
                        out += ">\(turningStops(gradient))</linearGradient>\n"
                    } else {
                        out += " xlink:href=\"#N\(markGradients.firstIndex(of: Stops(gradient))!)\"/>\n"
                    }
                    attributes.append(
                        "style=\"fill:url(#n\(gradientCount))\(turn)\"\(opacityAttribute("fill", gradient.opacity))")
                case nil:
                    if !turn.isEmpty { attributes.append("style=\"\(turn.dropFirst())\"") }
                }
                if let stroke = element.stroke {
                    attributes.append("\(paint("stroke", stroke.colour)) stroke-width=\"\(xy.text(stroke.width))\"")
                } else if !strokeless {
                    attributes.append("stroke=\"none\"")
                }
                out += "<path class=\"s\" d=\"\(pathData(element.path, from: origin))\" "
                out += attributes.joined(separator: " ") + "/>\n"
            }
        }

        /// Opens a group placed at `origin` (its shapes are written from there) and, unless
        /// `scale` is constant (1), a group inside it scaled about it by `scale` (0…1).
        private mutating func openScaled(at origin: Point, _ scale: Track) {
            out += "<g transform=\"translate(\(xy.text(origin.x)) \(xy.text(origin.y)))\">"
            if scale.isConstant {
                out += "\n"
                return
            }
            let a = scale.keys[0]
            let b = scale.keys[scale.keys.count - 1]
            if scale.keys.count == 2, a.easesOut, a.value == 0, b.value == 1 {
                out += "<g class=\"u\" style=\"animation-delay:\(seconds.text(a.frame / fps))s;"
                out += "animation-duration:\(seconds.text((b.frame - a.frame) / fps))s\">\n"
            } else {
                out += "<g style=\"\(keyframed(scale, decimals: opacity, dash: false))\">\n"
            }
        }

        /// The style animating `track` with keyframes of its own, linear between keys or
        /// easing out, from its first key's frame to its last: a revealed fraction
        /// (`stroke-dashoffset`, 1 − value) with `dash`, else a scale; values as `decimals` write them.
        private mutating func keyframed(_ track: Track, decimals: Decimals, dash: Bool) -> String {
            func declaration(_ value: Double) -> String {
                dash ? "stroke-dashoffset:\(decimals.text(1 - value))" : "transform:scale(\(decimals.text(value)))"
            }
            let a = track.keys[0]
            let b = track.keys[track.keys.count - 1]
            if track.isConstant { return declaration(a.value) }
            let span = b.frame - a.frame
            let ease = GrowthEasing.timing
            var body = ""
            for key in track.keys {
                body += "\(Decimals(places: 2).text(100 * (key.frame - a.frame) / span))%{"
                body += declaration(key.value)
                if key.easesOut {
                    body +=
                        ";animation-timing-function:cubic-bezier(\(seconds.text(ease.x1)),\(seconds.text(ease.y1)),"
                    body += "\(seconds.text(ease.x2)),\(seconds.text(ease.y2)))"
                }
                body += "}"
            }
            let name = named(body)
            return "animation:\(name) \(seconds.text(span / fps))s linear \(seconds.text(a.frame / fps))s both"
        }

        /// The style fading all vines together by `opacity` (a loop's fade, linear between
        /// its two keyframes), held before and after.
        private mutating func fade(_ opacity: Track) -> String {
            let a = opacity.keys[0]
            let b = opacity.keys[opacity.keys.count - 1]
            let name = named("from{opacity:\(self.opacity.text(a.value))}to{opacity:\(self.opacity.text(b.value))}")
            return
                "animation:\(name) \(seconds.text((b.frame - a.frame) / fps))s linear \(seconds.text(a.frame / fps))s both"
        }

        /// The name of the `@keyframes` rule of `body` (what goes between its braces): the one
        /// written before for the same body, else a new one written now (`k1`, `k2`, …).
        private mutating func named(_ body: String) -> String {
            if let name = keyframeNames[body] { return name }
            let name = "k\(keyframeNames.count + 1)"
            keyframeNames[body] = name
            keyframes += "@keyframes \(name){\(body)}\n"
            return name
        }

        /// The styles of a withering leaf's fall (``GrowthAnimation/LeafFallTracks``), keyframes
        /// written once: its drop (a translation easing in as the square of time), its spin
        /// (a rotation, linear) and its fade (opacity, linear).
        private mutating func fallStyles(_ fall: GrowthAnimation.LeafFallTracks) -> (
            drop: String, spin: String, fade: String
        ) {
            let offset = fall.wither.offset
            let squared = Track.CubicEasing.squared
            let drop = animated(
                fall.drop, "transform:translate(0px,0px)",
                "transform:translate(\(xy.text(offset.x))px,\(xy.text(offset.y))px)",
                timing: "cubic-bezier(\(seconds.text(1.0 / 3)),\(seconds.text(squared.y1)),"
                    + "\(seconds.text(2.0 / 3)),\(seconds.text(squared.y2)))")
            let spin = animated(
                fall.spin, "transform:rotate(0deg)", "transform:rotate(\(degrees.text(fall.spin.keys[1].value))deg)")
            let fade = animated(fall.opacity, "opacity:1", "opacity:0")
            return (drop, spin, fade)
        }

        /// The style animating from the declarations `from` to `to` over `track`'s two keys
        /// (linear, or with `timing`), held before and after.
        private mutating func animated(_ track: Track, _ from: String, _ to: String, timing: String = "linear")
            -> String
        {
            let (a, b) = (track.keys[0], track.keys[1])
            let name = named("from{\(from)}to{\(to)}")
            return
                "animation:\(name) \(seconds.text((b.frame - a.frame) / fps))s \(timing) \(seconds.text(a.frame / fps))s both"
        }

        /// Opens the groups a withering leaf falls in with `styles` (from ``fallStyles(_:)``)
        /// — fading, moved by its drop, spun about its centre — and returns what closes them;
        /// nothing without a fall.
        private mutating func openFall(
            _ styles: (drop: String, spin: String, fade: String)?, _ fall: GrowthAnimation.LeafFallTracks?
        ) -> String {
            guard let styles, let fall else { return "" }
            let centre = fall.wither.centre
            out += "<g style=\"\(styles.fade)\"><g transform=\"translate(\(xy.text(centre.x)) \(xy.text(centre.y)))\">"
            out += "<g style=\"\(styles.drop)\"><g style=\"\(styles.spin)\">"
            out += "<g transform=\"translate(\(xy.text(-centre.x)) \(xy.text(-centre.y)))\">\n"
            return "</g></g></g></g></g>\n"
        }

        /// `stroke="#rrggbb"` for `colour` (and its opacity), or while a withering leaf is
        /// written (``turning``) its opacity alone, after opening a group (closed by the
        /// caller) whose stroke turns from `colour` to its autumn colour: the element's own
        /// style animates its growth.
        private mutating func turnedStroke(_ colour: RGBA) -> String {
            guard let turning else { return paint("stroke", colour) }
            let autumn = turning.wither.autumnColor(of: .stroke(.solid(colour), width: 1))
            out += "<g style=\"\(turningAnimation(["stroke:\(hex(colour))"], ["stroke:\(hex(autumn))"]))\">"
            return String(opacityAttribute("stroke", colour).dropFirst())  // without its leading space
        }

        /// The id of a gradient like a swept fill's `G` ones for `gradient` (its ends `box`,
        /// ``sweepBox(_:of:)``) whose stops turn to the withering leaf's autumn colours
        /// (``turning``), written here; nil when no leaf withers.
        private mutating func turnedGradient(_ gradient: LinearPaint, box: String) -> String? {
            guard turning != nil else { return nil }
            gradientCount += 1
            out += "<linearGradient id=\"w\(gradientCount)\" \(box)>"
            out += turningStops(gradient) + "</linearGradient>\n"
            return "w\(gradientCount)"
        }

        /// The two stops of `gradient` turning to the withering leaf's autumn colours.
        private mutating func turningStops(_ gradient: LinearPaint) -> String {
            var stops = ""
            for (offset, colour) in [(0, gradient.startColor), (1, gradient.endColor)] {
                let autumn = turning.map { $0.wither.autumnColor(of: .fill(.solid(colour))) } ?? colour
                let style = turningAnimation(["stop-color:\(hex(colour))"], ["stop-color:\(hex(autumn))"])
                stops += "<stop offset=\"\(offset)\" \(stopColour(colour)) style=\"\(style)\"/>"
            }
            return stops
        }

        /// The animation turning the declarations `from` to `to` over the withering leaf's
        /// turn (``turning``), linear; nothing when no leaf withers.
        private mutating func turningAnimation(_ from: [String], _ to: [String]) -> String {
            guard let turning else { return "" }
            return animated(turning.turn, from.joined(separator: ";"), to.joined(separator: ";"))
        }

        /// Opens the groups that turn what follows by `sway` (degrees) about `pivot` and
        /// returns what closes them; nothing without a sway. The turn is a CSS animation
        /// of `rotate` with a keyframe for each of the track's, linear or along the wave's
        /// cubic (``Track/CubicEasing``), held before and after.
        private mutating func openSway(_ sway: Track?, about pivot: Point) -> String {
            guard let sway else { return "" }
            let a = sway.keys[0]
            let b = sway.keys[sway.keys.count - 1]
            let span = b.frame - a.frame
            let percent = Decimals(places: 4)
            var body = ""
            for key in sway.keys {
                body += "\(percent.text(span > 0 ? 100 * (key.frame - a.frame) / span : 0))%{"
                body += "transform:rotate(\(degrees.text(key.value))deg)"
                if let cubic = key.cubic {
                    body += ";animation-timing-function:cubic-bezier(\(seconds.text(1.0 / 3)),"
                    body += "\(seconds.text(cubic.y1)),\(seconds.text(2.0 / 3)),\(seconds.text(cubic.y2)))"
                }
                body += "}"
            }
            let name = named(body)
            out += "<g transform=\"translate(\(xy.text(pivot.x)) \(xy.text(pivot.y)))\"><g style=\"animation:\(name) "
            out += "\(seconds.text(span / fps))s linear \(seconds.text(a.frame / fps))s both\">"
            out += "<g transform=\"translate(\(xy.text(-pivot.x)) \(xy.text(-pivot.y)))\">\n"
            return "</g></g></g>\n"
        }

        /// `path` as path data from `origin`, each point relative to the rounded one before
        /// (quadratic curves raised to cubics).
        private func pathData(_ path: BezierPath, from origin: Point) -> String {
            var d = ""
            var current = (x: 0.0, y: 0.0)
            var start = current
            var command: Character = " "
            func number(_ value: Double, first: Bool) {
                let text = xy.text(value)
                if !first && !text.hasPrefix("-") { d += " " }
                d += text
            }
            func point(_ p: Point, _ letter: Character, moves: Bool) {
                let x = xy.rounded(p.x - origin.x)
                let y = xy.rounded(p.y - origin.y)
                if letter != command || letter == "m" {
                    d.append(letter)
                    command = letter
                    number(x - current.x, first: true)
                } else {
                    number(x - current.x, first: false)
                }
                number(y - current.y, first: false)
                if moves { current = (x, y) }
            }
            for element in path.elements {
                switch element {
                case .move(let p):
                    point(p, "m", moves: true)
                    start = current
                    command = "l"
                case .line(let p):
                    point(p, "l", moves: true)
                case .quad(let c, let p):
                    let p0 = Point(x: current.x + origin.x, y: current.y + origin.y)
                    point(p0 + (c - p0) * (2.0 / 3), "c", moves: false)
                    point(p + (c - p) * (2.0 / 3), "c", moves: false)
                    point(p, "c", moves: true)
                case .cubic(let c1, let c2, let p):
                    point(c1, "c", moves: false)
                    point(c2, "c", moves: false)
                    point(p, "c", moves: true)
                case .close:
                    d += "z"
                    command = "z"
                    current = start
                }
            }
            return d
        }

        /// The attributes animating a ramp `track` (0…1 of a part drawn): the shared `grow`
        /// keyframes with a delay and duration, or keyframes of its own when cut short.
        private mutating func grow(_ track: Track) -> String {
            if track.isConstant {
                let value = track.keys[0].value
                return value > 0 ? "style=\"stroke-dashoffset:\(opacity.text(1 - value))\"" : "visibility=\"hidden\""
            }
            let a = track.keys[0]
            let b = track.keys[track.keys.count - 1]
            let delay = seconds.text(a.frame / fps)
            let length = seconds.text((b.frame - a.frame) / fps)
            if a.value == 0 && b.value == 1 {
                return "class=\"b\" style=\"animation-delay:\(delay)s;animation-duration:\(length)s\""
            }
            let name = named(
                "from{stroke-dashoffset:\(opacity.text(1 - a.value));visibility:visible}"
                    + "to{stroke-dashoffset:\(opacity.text(1 - b.value));visibility:visible}")
            return
                "class=\"b\" style=\"animation-name:\(name);animation-delay:\(delay)s;animation-duration:\(length)s\""
        }

        /// The style animating a stem's stepped `track` over the whole duration.
        private mutating func steps(_ track: Track, decimals: Decimals) -> String {
            if track.isConstant { return "stroke-dashoffset:\(decimals.text(1 - track.keys[0].value))" }
            let total = Double(animation.clock.frameCount)
            var body = ""
            for key in track.keys {
                // Half a frame before the frame that first shows it, so rounding never shows it late.
                let offset = key.frame > 0 ? (key.frame - 0.5) / total : 0
                body += "\(Decimals(places: 4).text(100 * offset))%{stroke-dashoffset:"
                body += "\(decimals.text(1 - key.value))}"
            }
            body += "100%{stroke-dashoffset:\(decimals.text(1 - track.keys[track.keys.count - 1].value))}"
            let name = named(body)
            return "animation:\(name) \(seconds.text(duration))s step-end both"
        }

        /// A polyline as path data, each point after the first relative to the rounded one before.
        private func polyline(_ points: [Point]) -> String {
            let path = points.count == 1 ? [points[0], points[0]] : points
            var x = xy.rounded(path[0].x)
            var y = xy.rounded(path[0].y)
            var d = "M\(xy.text(x)) \(xy.text(y))l"
            for (index, point) in path.dropFirst().enumerated() {
                let nx = xy.rounded(point.x)
                let ny = xy.rounded(point.y)
                let dx = xy.text(nx - x)
                let dy = xy.text(ny - y)
                d += (index == 0 || dx.hasPrefix("-") ? "" : " ") + dx + (dy.hasPrefix("-") ? "" : " ") + dy
                x = nx
                y = ny
            }
            return d
        }

        /// `name="#rrggbb"` and, for a translucent colour, its opacity attribute.
        private func paint(_ name: String, _ colour: RGBA) -> String {
            "\(name)=\"\(hex(colour))\"\(opacityAttribute(name, colour))"
        }

        private func opacityAttribute(_ name: String, _ colour: RGBA) -> String {
            opacityAttribute(name, colour.clamped.a)
        }

        /// ` NAME-opacity="a"` for an opacity `a` under 1, else nothing.
        private func opacityAttribute(_ name: String, _ a: Double) -> String {
            a < 1 ? " \(name)-opacity=\"\(opacity.text(a))\"" : ""
        }

        /// An opaque stop: the element's stroke opacity carries the fill's.
        private func stopColour(_ colour: RGBA) -> String { "stop-color=\"\(hex(colour))\"" }

        /// `#rrggbb`, channels rounded as Cairo rounds them to 8 bits.
        private func hex(_ colour: RGBA) -> String {
            let c = colour.clamped
            let digits = Array("0123456789abcdef")
            var text = "#"
            for channel in [c.r, c.g, c.b] {
                let value = Int((channel * 255).rounded())
                text.append(digits[value / 16])
                text.append(digits[value % 16])
            }
            return text
        }
    }
}

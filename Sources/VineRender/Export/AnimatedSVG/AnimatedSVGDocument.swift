import VineCore
import VineGeometry

/// A ``GrowthAnimation`` as an SVG whose CSS animations grow the vines: it plays once
/// when a browser opens it, and a page can pause and seek it through the Web Animations
/// API (`document.getAnimations()`), as the HTML player does.
///
/// - Every drawn part is a stroke revealed by `stroke-dashoffset` over `pathLength="1"`
///   (dashes `1 2`): a stem steps with its samples (`step-end` keyframes at the frames
///   where it gains some, as in Lottie), a branch's curve and then its leaf outline ramp
///   linearly as `strokeEnd` does. A part is hidden (`visibility`) until it starts, so no
///   round cap shows early.
/// - A leaf fill is a circle of half the leaf's radius stroked as wide as the radius
///   with butt caps: its dash sweeps a sector from the centre, following the outline
///   exactly as the PNG frames' fill does.
/// - Shared paths are defined once in `<defs>`: one circle per leaf size for the outlines
///   and one for the fills, placed with `<use>`; a stem whose highlight stroke (the
///   gradient style's lighter core) shares its path is defined once and used twice.
/// - A natural vine (``GrowthAnimation/NaturalParts``): its stem's and stalks' filled
///   outlines, as the last frame shows them, seen through a mask of reveal lines along
///   their centre lines, as wide as they are, whose dashes grow with the frames' timing;
///   each leaf and the flower scale about their base and centre (CSS `transform`) with
///   the renderer's ease-out, exactly (`cubic-bezier`, ``/VineCore/NaturalGrowth/easeOutTiming``);
///   a leaf's gradient runs from its base to its tip as in the PNG frames.
/// - A vine's group shows (opacity) from its first frame until its removal's frame.
/// - Numbers carry what shows: coordinates to a tenth of an output pixel, dash offsets
///   to a tenth of a pixel along their path, times to a tenth of a millisecond.
enum AnimatedSVGDocument {
    /// The SVG text of `animation`; `standalone` adds the XML declaration (for a file).
    static func svg(_ animation: GrowthAnimation, standalone: Bool) -> String {
        var writer = Writer(animation: animation)
        writer.document(standalone: standalone)
        return writer.out
    }

    private struct Writer {
        let animation: GrowthAnimation
        var out = ""
        private var keyframes = ""
        private var customCount = 0
        private var gradientCount = 0
        private let seconds = Decimals(places: 4)
        private let opacity = Decimals(places: 3)

        init(animation: GrowthAnimation) {
            self.animation = animation
            out.reserveCapacity(1 << 16)
        }

        private var xy: Decimals { animation.coordinates }
        private var fps: Double { animation.clock.fps }
        private var duration: Double { animation.clock.duration }

        mutating func document(standalone: Bool) {
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
            if animation.vines.contains(where: { $0.natural != nil || $0.bloom != nil }) {
                let ease = NaturalGrowth.easeOutTiming
                out += ".s{stroke-dasharray:none}\nmask path{stroke-linecap:butt}\n"
                out += ".u{animation:u cubic-bezier(\(seconds.text(ease.x1)),\(seconds.text(ease.y1)),"
                out += "\(seconds.text(ease.x2)),\(seconds.text(ease.y2))) both}\n"
                out += "@keyframes u{from{transform:scale(0)}to{transform:scale(1)}}\n"
            }
            out += keyframes
            out += "</style>\n"
            out += body
            out += "</svg>\n"
        }

        private mutating func content() {
            let style = animation.style
            out += "<defs>\n"
            var sizes: [Double] = []
            for vine in animation.vines {
                for branch in vine.branches where !sizes.contains(branch.branch.leaf.width) {
                    sizes.append(branch.branch.leaf.width)
                }
            }
            for (index, size) in sizes.enumerated() {
                out += "<circle id=\"L\(index)\" r=\"\(xy.text(size / 2))\" pathLength=\"1\"/>\n"
                out += "<circle id=\"F\(index)\" r=\"\(xy.text(size / 4))\" stroke-width=\"\(xy.text(size / 2))\" "
                out += "pathLength=\"1\" style=\"stroke-linecap:butt\"/>\n"
            }
            var gradients: [RGBA] = []
            if style.gradient {
                for vine in animation.vines {
                    if let fill = style.leafFill.resolved(vineColor: vine.vine.color), !gradients.contains(fill) {
                        gradients.append(fill)
                    }
                }
                for (index, fill) in gradients.enumerated() {
                    // Across the leaf's square, which is twice the fill circle's box.
                    out += "<linearGradient id=\"G\(index)\" x1=\"-.5\" y1=\"-.5\" x2=\"1.5\" y2=\"1.5\">"
                    out += "<stop offset=\"0\" \(stopColour(fill.lightened(0.4)))/>"
                    out += "<stop offset=\"1\" \(stopColour(fill.darkened(0.2)))/></linearGradient>\n"
                }
            }
            var naturalFills: [RGBA] = []
            if style.gradient {
                for vine in animation.vines where vine.natural != nil {
                    if let fill = NaturalPaint.leafFill(style, vineColor: vine.vine.color), !naturalFills.contains(fill)
                    {
                        naturalFills.append(fill)
                    }
                }
                for (index, fill) in naturalFills.enumerated() {
                    let gradient = NaturalPaint.leafGradient(of: fill)
                    out += "<linearGradient id=\"N\(index)\"><stop offset=\"0\" \(stopColour(gradient.base))/>"
                    out += "<stop offset=\"1\" \(stopColour(gradient.tip))/></linearGradient>\n"
                }
            }
            for (offset, vine) in animation.vines.enumerated() where vine.stemHighlighted && vine.natural == nil {
                out += "<path id=\"s\(offset)\" d=\"\(polyline(vine.stem))\" pathLength=\"1\"/>\n"
            }
            out += "</defs>\n"
            let area = Rect(x: 0, y: 0, width: animation.canvas.width, height: animation.canvas.height)
                .applying(animation.transform)
            out += "<rect x=\"\(xy.text(area.minX))\" y=\"\(xy.text(area.minY))\" width=\"\(xy.text(area.width))\" "
            out += "height=\"\(xy.text(area.height))\" \(paint("fill", style.background))/>\n"
            let t = animation.transform
            out +=
                "<g transform=\"matrix(\(CanonicalNumber.text(t.a)) 0 0 \(CanonicalNumber.text(t.d)) "
            out += "\(CanonicalNumber.text(t.tx)) \(CanonicalNumber.text(t.ty)))\">\n"
            for (offset, vine) in animation.vines.enumerated() {
                if let natural = vine.natural {
                    self.naturalVine(vine, natural, id: offset, fills: naturalFills)
                } else {
                    self.vine(vine, id: offset, sizes: sizes, gradients: gradients)
                }
            }
            out += "</g>\n"
            for strip in animation.letterbox {
                out += "<rect x=\"\(xy.text(strip.minX))\" y=\"\(xy.text(strip.minY))\" "
                out += "width=\"\(xy.text(strip.width))\" height=\"\(xy.text(strip.height))\" "
                out += "\(paint("fill", animation.letterboxColor))/>\n"
            }
        }

        /// A classic vine; `id` numbers it among the animation's vines (its stem's `s` id).
        private mutating func vine(
            _ animated: GrowthAnimation.AnimatedVine, id: Int, sizes: [Double], gradients: [RGBA]
        ) {
            let vine = animated.vine
            openVine(animated)
            out += " \(paint("stroke", vine.color)) stroke-width=\"\(xy.text(vine.branchWidth))\">\n"
            // The stem: a dot at its first sample (the round cap of a stem of one sample),
            // then the stroke, then its highlight above it.
            let stemDecimals = animation.fractionDecimals(length: animated.stemLength)
            let stemAnimation = steps(animated.stemReveal, decimals: stemDecimals)
            let start = animated.stem[0]
            let highlight = TubeHighlight.color(of: vine.color)
            out += "<circle cx=\"\(xy.text(start.x))\" cy=\"\(xy.text(start.y))\" r=\"\(xy.text(vine.width / 2))\" "
            out += "\(paint("fill", vine.color)) stroke=\"none\"/>\n"
            if animated.stemHighlighted {
                out += "<circle cx=\"\(xy.text(start.x))\" cy=\"\(xy.text(start.y))\" "
                out += "r=\"\(xy.text(vine.width * 0.17))\" \(paint("fill", highlight)) stroke=\"none\"/>\n"
                for (colour, width) in [
                    (vine.color, vine.width), (highlight, vine.width * TubeHighlight.widthFraction),
                ] {
                    out += "<use xlink:href=\"#s\(id)\" \(paint("stroke", colour)) "
                    out += "stroke-width=\"\(xy.text(width))\" style=\"\(stemAnimation)\"/>\n"
                }
            } else {
                out +=
                    "<path d=\"\(polyline(animated.stem))\" pathLength=\"1\" stroke-width=\"\(xy.text(vine.width))\" "
                out += "style=\"\(stemAnimation)\"/>\n"
            }
            let highlighted = animation.branchesHighlighted(vine)
            let outline = animation.style.leafOutline.resolved(vineColor: vine.color)
            let leafFill = animation.style.leafFill.resolved(vineColor: vine.color)
            for branch in animated.branches {
                let leaf = branch.branch.leaf
                let size = sizes.firstIndex(of: leaf.width)!
                let place = "x=\"\(xy.text(leaf.midX))\" y=\"\(xy.text(leaf.midY))\""
                if let leafFill {
                    let fillPaint =
                        animation.style.gradient
                        ? "stroke=\"url(#G\(gradients.firstIndex(of: leafFill)!))\"\(opacityAttribute("stroke", leafFill))"
                        : paint("stroke", leafFill)
                    out += "<use xlink:href=\"#F\(size)\" \(place) \(fillPaint) \(grow(branch.leafSweep))/>\n"
                }
                let c = branch.branch.curve
                let d =
                    "M\(xy.text(c.p0.x)) \(xy.text(c.p0.y))C\(xy.text(c.p1.x)) \(xy.text(c.p1.y)) "
                    + "\(xy.text(c.p2.x)) \(xy.text(c.p2.y)) \(xy.text(c.p3.x)) \(xy.text(c.p3.y))"
                let strokes: [(colour: RGBA, width: Double)] =
                    highlighted
                    ? [
                        (vine.color, vine.branchWidth),
                        (TubeHighlight.color(of: vine.color), vine.branchWidth * TubeHighlight.widthFraction),
                    ]
                    : [(vine.color, vine.branchWidth)]
                for (index, stroke) in strokes.enumerated() {
                    let attributes =
                        index == 0 ? "" : " \(paint("stroke", stroke.colour)) stroke-width=\"\(xy.text(stroke.width))\""
                    out += "<path d=\"\(d)\" pathLength=\"1\"\(attributes) \(grow(branch.curve))/>\n"
                    if let outline {
                        let colour = index == 0 ? outline : TubeHighlight.color(of: outline)
                        let paintText = colour == vine.color && index == 0 ? "" : " \(paint("stroke", colour))"
                        let widthText = index == 0 ? "" : " stroke-width=\"\(xy.text(stroke.width))\""
                        out +=
                            "<use xlink:href=\"#L\(size)\" \(place)\(paintText)\(widthText) \(grow(branch.leafSweep))/>\n"
                    }
                }
            }
            bloom(of: animated)
            out += "</g>\n"
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

        /// A natural vine: the mask of its reveal lines, its outlines seen through it, its
        /// leaves and its flower; `id` numbers it among the animation's vines (its mask's
        /// `m` id); `fills` are the leaf fills with a gradient defined (`N`).
        private mutating func naturalVine(
            _ animated: GrowthAnimation.AnimatedVine, _ natural: GrowthAnimation.NaturalParts, id: Int, fills: [RGBA]
        ) {
            let vine = animated.vine
            let style = animation.style
            openVine(animated)
            out += ">\n<mask id=\"m\(id)\" stroke=\"#fff\">\n"
            let stemDecimals = animation.fractionDecimals(length: animated.stemLength)
            out += "<path d=\"\(polyline(natural.stemLine))\" pathLength=\"1\" "
            out += "stroke-width=\"\(xy.text(natural.stemMaskWidth))\" "
            out += "style=\"\(steps(animated.stemReveal, decimals: stemDecimals))\"/>\n"
            for branch in animated.branches {
                guard let parts = branch.natural, !parts.stalkReveal.isHidden else { continue }
                let c = parts.stalkLine
                out += "<path d=\"M\(xy.text(c.p0.x)) \(xy.text(c.p0.y))C\(xy.text(c.p1.x)) \(xy.text(c.p1.y)) "
                out += "\(xy.text(c.p2.x)) \(xy.text(c.p2.y)) \(xy.text(c.p3.x)) \(xy.text(c.p3.y))\" pathLength=\"1\" "
                out += "stroke-width=\"\(xy.text(parts.maskWidth))\" style=\""
                out += keyframed(
                    parts.stalkReveal, decimals: animation.fractionDecimals(length: parts.stalkLength), dash: true)
                out += "\"/>\n"
            }
            out += "</mask>\n<g mask=\"url(#m\(id))\" stroke=\"none\">\n"
            filled(natural.stemOutline, colour: vine.color)
            if let core = natural.stemCore { filled(core, colour: TubeHighlight.color(of: vine.color)) }
            for branch in animated.branches {
                if let parts = branch.natural { filled(parts.stalk, colour: vine.color) }
            }
            out += "</g>\n"
            let line = style.leafOutline.resolved(vineColor: vine.color)
            let fill = NaturalPaint.leafFill(style, vineColor: vine.color)
            for branch in animated.branches {
                guard let parts = branch.natural, let leaf = parts.leaf, !parts.unfold.isHidden else { continue }
                openScaled(at: leaf.base, parts.unfold)
                var paint = ""
                if let fill {
                    if style.gradient {
                        gradientCount += 1
                        let tip = leaf.tip - leaf.base
                        out += "<linearGradient id=\"n\(gradientCount)\" gradientUnits=\"userSpaceOnUse\" "
                        out += "x2=\"\(xy.text(tip.x))\" y2=\"\(xy.text(tip.y))\" "
                        out += "xlink:href=\"#N\(fills.firstIndex(of: fill)!)\"/>\n"
                        paint = "style=\"fill:url(#n\(gradientCount))\"\(opacityAttribute("fill", fill))"
                    } else {
                        paint = "style=\"fill:\(hex(fill))\"\(opacityAttribute("fill", fill))"
                    }
                }
                let width = NaturalPaint.leafLineWidth(of: branch.branch)
                let stroke =
                    line.map { "\(self.paint("stroke", $0)) stroke-width=\"\(xy.text(width))\"" } ?? "stroke=\"none\""
                out += "<path class=\"s\" d=\"\(pathData(leaf.outline(), from: leaf.base))\" \(paint) \(stroke)/>\n"
                if let line {
                    out += "<path class=\"s\" d=\"\(pathData(leaf.midrib(), from: leaf.base))\" "
                    out += "\(self.paint("stroke", NaturalPaint.midribColor(of: line))) "
                    out += "stroke-width=\"\(xy.text(NaturalPaint.midribWidthFraction * width))\"/>\n"
                }
                out += parts.unfold.isConstant ? "</g>\n" : "</g></g>\n"
            }
            bloom(of: animated)
            out += "</g>\n"
        }

        /// The flower of `animated`, if it opens in some frame: petals filled and outlined in
        /// the vine's colour, the heart above them, scaled about the centre as it opens.
        private mutating func bloom(of animated: GrowthAnimation.AnimatedVine) {
            guard let bloom = animated.bloom, !animated.bloomOpening.isHidden else { return }
            openScaled(at: bloom.center, animated.bloomOpening)
            var petals = BezierPath()
            for petal in bloom.petalPaths(scale: 1) { petals.elements += petal.elements }
            out += "<path class=\"s\" d=\"\(pathData(petals, from: bloom.center))\" "
            out += "style=\"fill:\(hex(NaturalPaint.petalColor))\" \(paint("stroke", animated.vine.color)) "
            out += "stroke-width=\"\(xy.text(NaturalPaint.petalLineWidth(of: bloom)))\"/>\n"
            out += "<path class=\"s\" d=\"\(pathData(bloom.heart(scale: 1), from: bloom.center))\" "
            out += "style=\"fill:\(hex(NaturalPaint.heartColor))\" stroke=\"none\"/>\n"
            out += animated.bloomOpening.isConstant ? "</g>\n" : "</g></g>\n"
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

        /// A filled path in `colour`.
        private mutating func filled(_ path: BezierPath, colour: RGBA) {
            out += "<path class=\"s\" d=\"\(pathData(path, from: Point(x: 0, y: 0)))\" "
            out += "style=\"fill:\(hex(colour))\"\(opacityAttribute("fill", colour))/>\n"
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
            customCount += 1
            let name = "k\(customCount)"
            let span = b.frame - a.frame
            let ease = NaturalGrowth.easeOutTiming
            keyframes += "@keyframes \(name){"
            for key in track.keys {
                keyframes += "\(Decimals(places: 2).text(100 * (key.frame - a.frame) / span))%{"
                keyframes += declaration(key.value)
                if key.easesOut {
                    keyframes +=
                        ";animation-timing-function:cubic-bezier(\(seconds.text(ease.x1)),\(seconds.text(ease.y1)),"
                    keyframes += "\(seconds.text(ease.x2)),\(seconds.text(ease.y2)))"
                }
                keyframes += "}"
            }
            keyframes += "}\n"
            return "animation:\(name) \(seconds.text(span / fps))s linear \(seconds.text(a.frame / fps))s both"
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
            customCount += 1
            let name = "k\(customCount)"
            keyframes += "@keyframes \(name){from{stroke-dashoffset:\(opacity.text(1 - a.value));visibility:visible}"
            keyframes += "to{stroke-dashoffset:\(opacity.text(1 - b.value));visibility:visible}}\n"
            return
                "class=\"b\" style=\"animation-name:\(name);animation-delay:\(delay)s;animation-duration:\(length)s\""
        }

        /// The style animating a stem's stepped `track` over the whole duration.
        private mutating func steps(_ track: Track, decimals: Decimals) -> String {
            if track.isConstant { return "stroke-dashoffset:\(decimals.text(1 - track.keys[0].value))" }
            customCount += 1
            let name = "k\(customCount)"
            let total = Double(animation.clock.frameCount)
            keyframes += "@keyframes \(name){"
            for key in track.keys {
                // Half a frame before the frame that first shows it, so rounding never shows it late.
                let offset = key.frame > 0 ? (key.frame - 0.5) / total : 0
                keyframes += "\(Decimals(places: 4).text(100 * offset))%{stroke-dashoffset:"
                keyframes += "\(decimals.text(1 - key.value))}"
            }
            keyframes += "100%{stroke-dashoffset:\(decimals.text(1 - track.keys[track.keys.count - 1].value))}}\n"
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
            let a = colour.clamped.a
            return a < 1 ? " \(name)-opacity=\"\(opacity.text(a))\"" : ""
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

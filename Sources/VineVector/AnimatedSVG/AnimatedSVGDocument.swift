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
    struct Stops: Equatable {
        /// The colour at the gradient's start.
        let start: RGBA
        /// The colour at its end.
        let end: RGBA

        /// The stops of `paint`.
        init(_ paint: LinearPaint) {
            start = paint.startColor
            end = paint.endColor
        }
    }

    /// A swept fill's gradient: its stops and its ends in the fill circle's box (``Writer/sweepBox(_:of:)``).
    struct SweepGradient: Equatable {
        /// Its colours.
        let stops: Stops
        /// The attributes placing its ends.
        let box: String
    }

    /// Builds the SVG text.
    struct Writer {
        /// The animation written.
        let animation: GrowthAnimation
        /// The SVG written so far.
        var out = ""
        /// The `@keyframes` rules written so far, which the style sheet holds.
        var keyframes = ""
        /// The name of each `@keyframes` rule written, by its body: elements animated alike
        /// (a branch's stalk, reveal line and leaf in its sway, say) share one rule.
        var keyframeNames: [String: String] = [:]
        /// The gradients of their own written so far (`n` and `w` ids).
        var gradientCount = 0
        /// The stops of the scaled marks' gradients (`N` ids), in order.
        var markGradients: [Stops] = []
        /// How times are written, in seconds: to a tenth of a millisecond.
        let seconds = Decimals(places: 4)
        /// How opacities, scales and dash offsets are written.
        let opacity = Decimals(places: 3)
        /// How turns are written, in degrees.
        let degrees = Decimals(places: 3)
        /// The withering leaf being written: its colours turn to autumn ones with its `turn`.
        var turning: GrowthAnimation.LeafFallTracks?

        /// A writer of `animation`.
        init(animation: GrowthAnimation) {
            self.animation = animation
            out.reserveCapacity(1 << 16)
        }

        /// How coordinates are written.
        var xy: Decimals { animation.coordinates }
        /// The frames per second.
        var fps: Double { animation.clock.fps }
        /// The animation's length in seconds.
        var duration: Double { animation.clock.duration }

        /// Writes the document: the SVG element, its style sheet (the `@keyframes` rules its
        /// content needs), its content (``content()``) and, when `standalone`, the XML
        /// declaration and the script (``SVGClock``) that plays it as `play` asks.
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

        /// The content: the shared definitions (sweeps' circles, gradients' stops, stems used
        /// twice), the background, the vines in the canvas → output transform (in a group that
        /// fades them for a loop's fade) and the letterbox.
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
    }
}

import VineCore
import VineGeometry
import VineLook

/// A recording as a vector animation, independent of the file format: every vine that
/// shows in the frames of a schedule, what it draws, and tracks saying how much of each
/// part is drawn at every output frame.
///
/// Built from the timeline's vine values (never from Cairo drawing), so Lottie, animated
/// SVG and the HTML player show what the PNG frames show: vines in index order, each stem
/// under its branches; a stem reveals its samples as they arrive; a vine shows, for each
/// stretch of time it is present (``/VineCore/Timeline/presenceSpans``: from its `down`, or the undo,
/// redo or reseed that brings it back), from the first frame at or after the stretch
/// begins until the first frame at or after it ends (undo, clear, erase, reseed). The soft shadow, a raster effect, is left out, as in vector stills.
///
/// Every shape and paint, and the growth primitive that draws it, comes from the look
/// definition (``/VineLook/VineLook``, ``/VineLook/AnimatedBranchMarks``): this type only
/// turns each primitive's timing into tracks over the frames, which the writers encode
/// without knowing the look:
///
/// - Trim along a path: a stem's strokes step with its samples; a branch's curve and
///   outline grow by `strokeEnd`.
/// - Sweep about a centre (``/VineLook/Sweep``): a fill shown as the sector a hand turning
///   behind its outline has passed.
/// - Reveal along a centre line (``StemLine``, ``AnimatedStalk``): filled outlines at their
///   last shown size seen through reveal lines along their centre lines, as wide as the
///   outlines, trimmed with the frames' timing (Lottie strokes the centre lines with the
///   outlines' widths instead, ``LottieDocument``).
/// - Scale about an anchor (``AnimatedUnfolding``, the flower): marks scaled from nothing
///   with the renderer's ease-out (``/VineLook/GrowthEasing/timing``).
///
/// In the wind, a grown branch turns about its start (``AnimatedBranch/sway``, the look
/// definition's sway as a track): its strokes, fill, stalk, reveal line and leaf alike.
struct GrowthAnimation: Sendable {
    /// The output frames.
    let clock: AnimationClock
    /// The logical canvas in points.
    let canvas: Size
    /// The output size in pixels.
    let width: Int
    /// The output size in pixels.
    let height: Int
    /// Canvas points → output pixels (aspect kept, centred).
    let transform: AffineTransform
    /// The scene's style (its background).
    let style: Style
    /// The vines that show in some frame, in index order, a vine once for each stretch of
    /// time it is present.
    let vines: [AnimatedVine]
    /// How canvas coordinates are written: to a tenth of an output pixel.
    let coordinates: Decimals
    /// The opacity of all vines together over the frames (a fading loop's end,
    /// ``/VineLook/LoopEnding/vinesOpacity(progress:)``), nil when they stay opaque.
    let vinesOpacity: Track?
    /// The frames of an ungrowing loop's end, whose content is the forward frames played
    /// back: frame `start + k` shows forward frame `start·(1 − k/(end − start))`, so the
    /// loop's closing frame `end` (not shown) would show frame 0; nil for none.
    let reversal: (start: Int, end: Int)?

    /// A drawn piece of a stem that a bound cuts.
    struct StemPiece: Sendable {
        /// Its points, from its start to its end.
        let points: [Point]
        /// Its arc length in points.
        let length: Double
        /// The drawn fraction of its length: what of it lies behind the stem's drawn tip.
        let reveal: Track
        /// Whether it begins at the stem's first sample (whose round cap shows from the start).
        let startsStem: Bool
    }

    /// A vine of the animation.
    struct AnimatedVine: Sendable {
        /// The vine as it shows in this stretch (all of it; only ``stem`` and ``branches`` show).
        let vine: Vine
        /// The first output frame that shows it.
        let firstFrame: Int
        /// The first output frame that no longer shows it (the frame count when none).
        let endFrame: Int
        /// The vine's look definition, as animations show it (lines get the tube's core).
        let look: VineLook
        /// The stem samples that show in some frame, at least one.
        let stem: [Point]
        /// The arc length of ``stem`` in points.
        let stemLength: Double
        /// The drawn fraction of ``stem``'s length (1 for a stem of length 0, a dot).
        let stemReveal: Track
        /// The stem's strokes, trimmed by ``stemReveal``: its colour and, when the tube
        /// shades it, its core (as in PNG frames); empty when its fills grow along ``stemLine`` instead.
        let stemInks: [Mark.Ink]
        /// The pieces a bound cuts a stem of strokes into (``/VineCore/StemGap``), each
        /// trimmed by its own reveal, drawn instead of ``stem``; nil for a whole stem.
        let stemPieces: [StemPiece]?
        /// The branches that sprout in some frame, in order.
        let branches: [AnimatedBranch]
        /// The flower of a tap (either look, version 2), if it opens in some frame.
        let bloom: Bloom?
        /// The flower's marks, fully open, from ``bloom``'s centre outwards.
        let bloomMarks: [Mark]
        /// The flower's opening (scale about its centre, ``/VineLook/GrowthEasing/easeOut(_:)``), 0…1.
        let bloomOpening: Track
        /// The stem's filled outlines revealed along its centre line, nil for trimmed strokes.
        let stemLine: StemLine?

        /// Whether it has parts that are trimmed or swept: a stem of strokes, a branch's curve or sweep.
        var hasTrimmedParts: Bool { stemLine == nil || branches.contains { $0.isTrimmed } }

        /// Whether it has parts revealed along a line or scaled: a stem or stalk along its
        /// centre line, unfolding marks.
        var hasLineOrScaledParts: Bool {
            stemLine != nil || branches.contains { $0.stalk != nil || $0.unfolding != nil }
        }
    }

    /// A stem's filled outlines at their last shown size, and the line that reveals them.
    struct StemLine: Sendable {
        /// The stem's fills as the last frame shows them: its outline and, when shaded, its core.
        let fills: [Mark]
        /// The centre line its reveal follows (``AnimatedVine/stemReveal`` of its length).
        let line: [Point]
        /// The reveal line's width: the stem's widest, and a pixel.
        let maskWidth: Double
    }

    /// The reveal primitive (``/VineLook/LineReveal``) over the output frames.
    struct AnimatedStalk: Sendable {
        /// The primitive: the fill, its centre line and the line's length.
        let primitive: LineReveal
        /// The reveal line's width: the fill's widest, and a pixel.
        let maskWidth: Double
        /// The drawn fraction of ``line``'s length, 0…1.
        let reveal: Track

        /// The fill, fully grown.
        var fill: Mark { primitive.fill }
        /// The centre line.
        var line: CubicBezier { primitive.line }
        /// The arc length of ``line``.
        var length: Double { primitive.length }
    }

    /// The scale primitive (``/VineLook/Unfolding``) over the output frames.
    struct AnimatedUnfolding: Sendable {
        /// The primitive: the marks, their anchor and frame, and whether they are a leaf.
        let primitive: Unfolding
        /// Their scale about ``anchor``, 0…1.
        let scale: Track

        /// Their frame (``/VineLook/Unfolding/frame``).
        var frame: Leaf { primitive.frame }
        /// The point they grow about.
        var anchor: Point { primitive.anchor }
        /// The marks, fully grown.
        var marks: [Mark] { primitive.marks }
        /// Whether they are a leaf, whose colours a theme's leaf roles set (``/VineLook/Unfolding/isLeaf``).
        var isLeaf: Bool { primitive.isLeaf }
    }

    /// A branch of an animated vine.
    struct AnimatedBranch: Sendable {
        /// The branch.
        let branch: Branch
        /// `strokeEnd` of the curve and the sweep's outline together, 0…1.
        let outline: Track
        /// The drawn fraction of the curve alone, 0…1.
        let curve: Track
        /// The drawn fraction of the sweep's outline alone, which its fill follows, 0…1.
        let leafSweep: Track
        /// The curve's strokes (colour, then the tube's core when shaded); none for no curve.
        let curveInks: [Mark.Ink]
        /// The line the strokes trim, its cubics end to end: the branch's own curve, or one
        /// of its parts' lines.
        let line: [CubicBezier]
        /// The arc length of ``line``, all of it.
        let lineLength: Double
        /// The sweep's outline's strokes (none without an outline).
        let outlineInks: [Mark.Ink]
        /// The sweep's fill paint, nil for none.
        let sweepFill: Paint?
        /// The outline and fill a hand turning about a centre draws, nil for none.
        let sweep: Sweep?
        /// A fill revealed along its centre line (a stalk), nil for none.
        let stalk: AnimatedStalk?
        /// Marks scaled about an anchor (a leaf unfolding), nil for none.
        let unfolding: AnimatedUnfolding?
        /// Its bend in degrees about its start in the vine's wind (``/VineCore/Sway``),
        /// nil when it never bends: every part of the branch turns by it.
        let sway: Track?
        /// How its leaf withers at a withering loop's end, nil when it does not.
        var fall: LeafFallTracks? = nil

        /// Whether it has a trimmed curve or a sweep.
        var isTrimmed: Bool { sweep != nil || !curveInks.isEmpty }
    }

    /// How a leaf withers at a withering loop's end (``/VineLook/LeafWither``), as tracks
    /// over the output frames: it turns to its autumn colour, then falls — spinning about
    /// its centre, dropping by its offset and fading — inside its branch's sway.
    struct LeafFallTracks: Sendable {
        /// The leaf's wither: its centre, offset, spin and autumn colours.
        let wither: LeafWither
        /// How far it has turned to its autumn colour, 0…1, linear.
        let turn: Track
        /// Its spin about its centre in degrees, linear.
        let spin: Track
        /// How far it has dropped, a fraction of its offset: the square of its fall's
        /// progress, exactly (``Track/CubicEasing/squared``).
        let drop: Track
        /// Its opacity, 0…1, linear.
        let opacity: Track

        /// The tracks of `wither` over an ending from output frame `start` to `end`.
        init(_ wither: LeafWither, start: Int, end: Int) {
            func frame(_ progress: Double) -> Double { Double(start) + progress * Double(end - start) }
            func ramp(_ from: Double, _ to: Double, _ a: Double, _ b: Double, easing: Track.CubicEasing? = nil) -> Track
            {
                Track(keys: [
                    Track.Key(frame: frame(from), value: a, holds: false, cubic: easing),
                    Track.Key(frame: frame(to), value: b, holds: true),
                ])
            }
            self.wither = wither
            turn = ramp(wither.turnStart, wither.turnEnd, 0, 1)
            spin = ramp(wither.fallStart, wither.fallEnd, 0, wither.spin)
            drop = ramp(wither.fallStart, wither.fallEnd, 0, 1, easing: .squared)
            opacity = ramp(wither.fadeStart, wither.fallEnd, 1, 0)
        }
    }

    /// The animation of `timeline`'s vines over `schedule`'s frames, `width` × `height` pixels,
    /// each vine's marks and growth primitives from the definition `looks` gives its look.
    init(_ timeline: Timeline, schedule: FrameSchedule, width: Int, height: Int, looks: LookCatalog) {
        let clock = AnimationClock(schedule: schedule)
        self.clock = clock
        canvas = timeline.canvas
        self.width = width
        self.height = height
        transform = AffineTransform.frame(canvas: canvas, pixelWidth: width, pixelHeight: height)
        style = timeline.header.style
        coordinates = Decimals(step: 0.1 / transform.scaleFactor)
        vinesOpacity = Self.vinesOpacity(schedule)
        reversal =
            schedule.loop?.ending.reversesTime == true
            ? (schedule.movingFrameCount - 1, schedule.closingFrame) : nil
        let scale = transform.scaleFactor
        let withering: (start: Int, end: Int)? =
            schedule.loop?.ending == .wither ? schedule.leavingStartFrame.map { ($0, schedule.closingFrame) } : nil
        vines = timeline.presenceSpans.compactMap { span in
            let vine = span.vine
            let firstFrame = clock.firstFrame(
                showing: schedule.loop == nil ? span.from : max(span.from, Self.firstDrawing(of: vine)))
            let endFrame = span.until.map { clock.firstFrame(showing: $0) } ?? clock.frameCount
            guard firstFrame < endFrame else { return nil }
            let shownUntil = min(clock.lastTime, span.until ?? clock.lastTime)
            let samples = vine.samples.prefix { $0.time <= shownUntil }
            // A stem its bound leaves undrawn so far, with nothing grown from it yet, shows nothing.
            if !vine.stemGaps.isEmpty, vine.stemPieces(from: 0, through: samples.count - 1).isEmpty,
                !vine.branches.contains(where: { $0.birth <= shownUntil }),
                vine.bloom.map({ $0.birth > shownUntil }) ?? true
            {
                return nil
            }
            let growDuration = vine.parameters.growDuration
            let look = VineLook(vine: vine, scale: scale, shadesLines: true, looks: looks)
            let stemGrowth = look.stemGrowth(count: samples.count)
            var stemLine: StemLine?
            if case .reveal(let line, let width) = stemGrowth {
                stemLine = StemLine(fills: [], line: line, maskWidth: width + 1 / scale)
            }
            let distances = look.stemLine(count: samples.count).distances
            let total = distances[distances.count - 1]
            let reveal = Track.steps(
                initial: total > 0 ? 0 : 1,
                total > 0 ? zip(samples.dropFirst(), distances.dropFirst()).map { ($0.time, $1 / total) } : [],
                clock: clock)
            let stemMarks = look.stem(0..<samples.count, tipDistance: total)
            let pieces =
                stemLine != nil || vine.stemGaps.isEmpty
                ? nil : Self.stemPieces(of: vine, count: samples.count, distances: distances, clock: clock)
            let withers = withering.flatMap { $0.start < endFrame ? $0 : nil }
            let branches = vine.branches.prefix { $0.birth <= shownUntil }.flatMap { branch -> [AnimatedBranch] in
                let marks = look.animatedMarks(of: branch, steps: Self.stalkOutlineSteps)
                let sway = Track.sway(of: branch, in: vine, clock: clock)
                let wither = withers.flatMap { withers in
                    look.leafWither(of: branch).map { LeafFallTracks($0, start: withers.start, end: withers.end) }
                }
                return ([marks] + marks.parts).map { marks in
                    var animated = AnimatedBranch(
                        branch: branch,
                        outline: Track.ramp(start: marks.curveTime.start, end: marks.sweepTime.end, clock: clock),
                        curve: Track.ramp(start: marks.curveTime.start, end: marks.curveTime.end, clock: clock),
                        leafSweep: Track.ramp(start: marks.sweepTime.start, end: marks.sweepTime.end, clock: clock),
                        curveInks: marks.curveInks, line: marks.line?.curves ?? [branch.curve],
                        lineLength: marks.line?.length ?? branch.curveLength, outlineInks: marks.outlineInks,
                        sweepFill: marks.sweepFill, sweep: marks.sweep,
                        stalk: marks.stalk.map { Self.stalk($0, pixel: 1 / scale, clock: clock) },
                        unfolding: marks.unfolding.map { unfolding in
                            AnimatedUnfolding(
                                primitive: unfolding,
                                scale: Track.easedRamp(
                                    start: unfolding.time.start, end: unfolding.time.end, clock: clock))
                        },
                        sway: sway)
                    animated.fall = wither
                    return animated
                }
            }
            let bloom = vine.bloom.flatMap { $0.birth <= shownUntil ? $0 : nil }
            if let line = stemLine {
                stemLine = StemLine(
                    fills: stemMarks.filter { $0.geometry != .path(BezierPath()) }, line: line.line,
                    maskWidth: line.maskWidth)
            }
            return AnimatedVine(
                vine: vine, firstFrame: firstFrame, endFrame: endFrame, look: look, stem: samples.map { $0.point },
                stemLength: total, stemReveal: reveal, stemInks: stemLine != nil ? [] : stemMarks.map { $0.ink },
                stemPieces: pieces,
                branches: Array(branches), bloom: bloom, bloomMarks: look.bloom(opening: 1),
                bloomOpening: bloom.map { Track.easedRamp(start: $0.birth, end: $0.birth + growDuration, clock: clock) }
                    ?? Track(keys: [Track.Key(frame: 0, value: 0, holds: true)]), stemLine: stemLine)
        }
    }

    /// When `vine` first draws something (``/VineCore/Scene/VisibleVine/hasDrawn``): its second
    /// sample, first branch or flower, whichever comes first; a loop shows it from then on.
    private static func firstDrawing(of vine: Vine) -> Double {
        let sample = vine.samples.count > 1 ? vine.samples[1].time : Double.infinity
        return min(sample, vine.branches.first?.birth ?? .infinity, vine.bloom?.birth ?? .infinity)
    }

    /// The drawn pieces of the stem of strokes through the first `count` samples of `vine`
    /// (`distances`: the arc length at each): each revealed, at each sample's time, as far as
    /// that sample's arc length passes into it.
    private static func stemPieces(of vine: Vine, count: Int, distances: [Double], clock: AnimationClock)
        -> [StemPiece]
    {
        func distance(_ position: StemGap.Position) -> Double {
            let start = distances[position.edge]
            return position.fraction == 0 ? start : start + (distances[position.edge + 1] - start) * position.fraction
        }
        return vine.stemPieces(from: 0, through: count - 1).map { piece in
            let start = distance(piece.start)
            let length = distance(piece.end) - start
            let steps = (0..<count).map { i in
                (time: vine.samples[i].time, value: length > 0 ? min(max((distances[i] - start) / length, 0), 1) : 1)
            }
            return StemPiece(
                points: vine.stemPolyline(piece), length: length,
                reveal: Track.steps(initial: steps[0].1, Array(steps.dropFirst()), clock: clock),
                startsStem: piece.start.edge == 0 && piece.start.fraction == 0)
        }
    }

    /// The vines' opacity over `schedule`'s frames when a loop fades them: linear in the
    /// frames from ``/VineLook/LoopEnding/fadeStart`` through the ending to its closing frame,
    /// as ``/VineLook/LoopEnding/vinesOpacity(progress:)`` is.
    private static func vinesOpacity(_ schedule: FrameSchedule) -> Track? {
        guard let loop = schedule.loop, let start = schedule.leavingStartFrame, !loop.ending.reversesTime,
            start < schedule.frameCount
        else { return nil }
        let last = schedule.closingFrame
        // The fade begins `fadeStart` through the ending (at its first frame for a fade).
        let fadeStart = Double(start) + loop.ending.fadeStart * Double(last - start)
        let keys = [(fadeStart, 0.0), (Double(last), 1.0)].map { frame, progress in
            Track.Key(frame: frame, value: loop.ending.vinesOpacity(progress: progress), holds: progress == 1)
        }
        return Track(keys: start < last ? keys : [keys[1]])
    }

    /// Whether the animation is a seamless loop (the frame after its last is its first).
    var loops: Bool { clock.schedule.loop != nil }

    /// How many pieces of its curve a stalk's outline follows (the frames use 8): a stalk is
    /// short, gently curved and its width changes linearly, so 4 keep its shape (the tests'
    /// frame matches) at a tenth less file size.
    static let stalkOutlineSteps = 4

    /// How many linear pieces a stalk's reveal is sampled in: the ease-out `1 − (1 − x)³`
    /// bends at most 6, so pieces of a sixth miss it by at most 6·(1/6)²/8 ≈ 2 % of the stalk.
    static let stalkRevealPieces = 6

    /// The reveal along its centre line of `stalk` (one output pixel is `pixel` points):
    /// its fraction sampled in ``stalkRevealPieces``, or one eased pair of keys when that
    /// is no less accurate (``easedReveal(of:like:clock:)``).
    private static func stalk(_ stalk: LineReveal, pixel: Double, clock: AnimationClock) -> AnimatedStalk {
        let (start, end) = stalk.time
        let times = (0...stalkRevealPieces).map { start + (end - start) * Double($0) / Double(stalkRevealPieces) }
        let sampled = Track.sampled(at: times, clock: clock, value: stalk.fraction)
        return AnimatedStalk(
            primitive: stalk, maskWidth: stalk.width + pixel,
            reveal: easedReveal(of: stalk, like: sampled, clock: clock) ?? sampled)
    }

    /// The reveal of `stalk` as one eased pair of keyframes from its
    /// ``/VineLook/LineReveal/easedStart``, when that is no less accurate than `sampled`
    /// (the reveal sampled in pieces): nil otherwise. The reveal is a fraction of arc length,
    /// which the ease follows only nearly: the pair is kept only when its largest miss, over
    /// every frame of the growth, is at most the sampled track's.
    private static func easedReveal(of stalk: LineReveal, like sampled: Track, clock: AnimationClock) -> Track? {
        guard let start = stalk.easedStart else { return nil }
        let eased = Track.easedRamp(start: start, end: stalk.time.end, clock: clock)
        guard eased.keys.count < sampled.keys.count else { return nil }
        let first = Int(clock.frame(at: stalk.time.start).rounded(.down))
        let last = Int(clock.frame(at: stalk.time.end).rounded(.up))
        var easedMiss = 0.0
        var sampledMiss = 0.0
        for frame in first...last {
            let exact = stalk.fraction(clock.schedule.time(ofFrame: frame))
            easedMiss = max(easedMiss, abs(eased.value(atFrame: Double(frame)) - exact))
            sampledMiss = max(sampledMiss, abs(sampled.value(atFrame: Double(frame)) - exact))
        }
        return easedMiss <= sampledMiss ? eased : nil
    }

    /// How a fraction of a path `length` points long is written: to a tenth of an output pixel.
    func fractionDecimals(length: Double) -> Decimals {
        Decimals(step: 0.1 / max(length * transform.scaleFactor, 1e-9))
    }

    /// The colour of the letterbox strips: the PNG frames' (``/VineLook/CanvasLook/letterbox(around:)``).
    var letterboxColor: RGBA { CanvasLook.letterbox(around: style.background) }

    /// The letterbox strips around the canvas in output pixels (none when the aspects agree).
    var letterbox: [Rect] {
        let area = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height).applying(transform)
        let full = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        var strips: [Rect] = []
        if area.minX > 0 { strips.append(Rect(x: 0, y: 0, width: area.minX, height: full.height)) }
        if area.maxX < full.maxX {
            strips.append(Rect(x: area.maxX, y: 0, width: full.maxX - area.maxX, height: full.height))
        }
        if area.minY > 0 { strips.append(Rect(x: 0, y: 0, width: full.width, height: area.minY)) }
        if area.maxY < full.maxY {
            strips.append(Rect(x: 0, y: area.maxY, width: full.width, height: full.maxY - area.maxY))
        }
        return strips
    }
}

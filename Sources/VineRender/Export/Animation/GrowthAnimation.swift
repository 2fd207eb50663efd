import VineCore
import VineGeometry

/// A recording as a vector animation, independent of the file format: every vine that
/// shows in the frames of a schedule, what it draws, and tracks saying how much of each
/// part is drawn at every output frame.
///
/// Built from the timeline's vine values (never from Cairo drawing), so Lottie, animated
/// SVG and the HTML player show what the PNG frames show: vines in index order, each stem
/// under its branches; a stem reveals its samples as they arrive; a branch grows by
/// `strokeEnd` (curve, then leaf outline) while its leaf fill sweeps from the centre
/// behind the outline (``BranchShape``); a vine shows from the first frame at or after
/// its `down` until the first frame at or after its removal (undo, clear). The soft
/// shadow, a raster effect, is left out, as in vector stills.
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
    /// The look.
    let style: Style
    /// The vines that show in some frame, in index order.
    let vines: [AnimatedVine]
    /// How canvas coordinates are written: to a tenth of an output pixel.
    let coordinates: Decimals

    /// A vine of the animation.
    struct AnimatedVine: Sendable {
        /// The vine (all of it; only ``stem`` and ``branches`` show).
        let vine: Vine
        /// The first output frame that shows it.
        let firstFrame: Int
        /// The first output frame that no longer shows it (the frame count when none).
        let endFrame: Int
        /// The stem samples that show in some frame, at least one.
        let stem: [Point]
        /// The arc length of ``stem`` in points.
        let stemLength: Double
        /// The drawn fraction of ``stem``'s length (1 for a stem of length 0, a dot).
        let stemReveal: Track
        /// Whether the stem gets the tube's highlight (as in PNG frames).
        let stemHighlighted: Bool
        /// The branches that sprout in some frame, in order.
        let branches: [AnimatedBranch]
    }

    /// A branch of an animated vine.
    struct AnimatedBranch: Sendable {
        /// The branch.
        let branch: Branch
        /// `strokeEnd` of the whole outline (curve, then leaf oval), 0…1.
        let outline: Track
        /// The drawn fraction of the curve alone, 0…1.
        let curve: Track
        /// The drawn fraction of the leaf's outline alone, which the fill's sweep follows, 0…1.
        let leafSweep: Track
    }

    /// The animation of `timeline`'s vines over `schedule`'s frames, `width` × `height` pixels.
    init(_ timeline: Timeline, schedule: FrameSchedule, width: Int, height: Int) {
        let clock = AnimationClock(schedule: schedule)
        self.clock = clock
        canvas = timeline.canvas
        self.width = width
        self.height = height
        transform = AffineTransform.fitting(
            Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
            into: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        style = timeline.header.style
        coordinates = Decimals(step: 0.1 / transform.scaleFactor)
        let growDuration = timeline.header.parameters.growDuration
        let scale = transform.scaleFactor
        let shaded = style.gradient
        vines = timeline.vines.compactMap { vine in
            let firstFrame = clock.firstFrame(showing: vine.down)
            let endFrame = vine.removed.map { clock.firstFrame(showing: $0) } ?? clock.frameCount
            guard firstFrame < endFrame else { return nil }
            let shownUntil = min(clock.lastTime, vine.removed ?? clock.lastTime)
            let samples = vine.samples.prefix { $0.time <= shownUntil }
            var lengths: [(time: Double, value: Double)] = []
            var length = 0.0
            var previous = vine.samples[0].point
            for sample in samples.dropFirst() {
                length += previous.distance(to: sample.point)
                previous = sample.point
                lengths.append((sample.time, length))
            }
            let total = length
            let reveal = Track.steps(
                initial: total > 0 ? 0 : 1, total > 0 ? lengths.map { ($0.time, $0.value / total) } : [],
                clock: clock)
            let branches = vine.branches.prefix { $0.birth <= shownUntil }.map { branch -> AnimatedBranch in
                let leafStart = branch.birth + growDuration * branch.curveLength / branch.length
                return AnimatedBranch(
                    branch: branch,
                    outline: Track.ramp(start: branch.birth, end: branch.birth + growDuration, clock: clock),
                    curve: Track.ramp(start: branch.birth, end: leafStart, clock: clock),
                    leafSweep: Track.ramp(start: leafStart, end: branch.birth + growDuration, clock: clock))
            }
            return AnimatedVine(
                vine: vine, firstFrame: firstFrame, endFrame: endFrame, stem: samples.map(\.point),
                stemLength: total, stemReveal: reveal,
                stemHighlighted: shaded && vine.width * scale >= VinePainter.minimumShadedWidth,
                branches: Array(branches))
        }
    }

    /// Whether the branches of `vine` get the tube's highlight (as in PNG frames).
    func branchesHighlighted(_ vine: Vine) -> Bool {
        style.gradient && vine.branchWidth * transform.scaleFactor >= VinePainter.minimumShadedWidth
    }

    /// How a fraction of a path `length` points long is written: to a tenth of an output pixel.
    func fractionDecimals(length: Double) -> Decimals {
        Decimals(step: 0.1 / max(length * transform.scaleFactor, 1e-9))
    }

    /// The colour of the letterbox strips: the PNG frames' (``CanvasPainter/letterbox``).
    var letterboxColor: RGBA {
        CanvasPainter(
            canvas: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), background: style.background
        )
        .letterbox
    }

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

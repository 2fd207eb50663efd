import VineGeometry

/// What to draw at one instant: plain values the renderer draws, in order, and nothing else.
///
/// A scene shares its vines' storage with the ``Timeline`` (no deep copies); drop it before
/// applying the next event to the timeline, or that vine's arrays get copied once.
public struct Scene: Sendable {
    /// The instant, in seconds since the recording began.
    public let time: Double
    /// The logical canvas in points.
    public let canvas: Size
    /// The parameters in force at ``time`` (each vine keeps its own: ``Vine/parameters``).
    public let parameters: Parameters
    /// The style in force at ``time``: its `background` is the canvas's; each vine is drawn
    /// with its own (``Vine/style``).
    public let style: Style
    /// The vines present at ``time``, in index order: draw each stem, then its branches.
    public let vines: [VisibleVine]

    /// The same instant with no vines: the canvas alone.
    public var withoutVines: Scene {
        Scene(time: time, canvas: canvas, parameters: parameters, style: style, vines: [])
    }

    /// The same instant without the vines that have drawn nothing yet (``VisibleVine/hasDrawn``):
    /// what a loop shows, so that a recording whose first stroke starts at its first frame
    /// (every `vine text` and `vine import` output) loops from an empty canvas.
    public var withoutUndrawnVines: Scene {
        Scene(time: time, canvas: canvas, parameters: parameters, style: style, vines: vines.filter { $0.hasDrawn })
    }

    /// A vine as it stands at a scene's time.
    public struct VisibleVine: Sendable {
        /// The whole vine, including samples and branches after the scene's time.
        public let vine: Vine
        /// How many of `vine.samples` are visible: those with time ≤ the scene's time (≥ 1).
        public let sampleCount: Int
        /// How many of `vine.branches` have sprouted: those born at or before the scene's time.
        public let branchCount: Int
        /// How many of the first branches are fully grown (strokeEnd 1); always ≤ ``branchCount``.
        /// Births never decrease, so the grown ones are a prefix and the rest are growing.
        public let grownBranchCount: Int
        /// True when nothing about the vine changes after the scene's time except its
        /// removal: its pointer is up, every branch is fully grown and none sways in the
        /// wind. Renderers may cache it.
        public let isSettled: Bool
        /// The scene's time, for ``strokeEnd(of:)`` and the sway of grown branches.
        public let time: Double
        /// The vine's grow duration, for ``strokeEnd(of:)``.
        let growDuration: Double

        /// How many of the first branches are grown and still: ``grownBranchCount``, or 0
        /// when the vine sways in the wind (``Vine/wind``), whose grown branches move.
        /// Renderers may cache these.
        public var stillBranchCount: Int { vine.wind == nil ? grownBranchCount : 0 }

        /// Whether the vine has drawn something: more than its `down` sample, a branch or its flower.
        public var hasDrawn: Bool { sampleCount > 1 || branchCount > 0 || vine.bloom.map { $0.birth <= time } == true }

        /// The visible stem samples, in order.
        public var samples: ArraySlice<Sample> { vine.samples[..<sampleCount] }
        /// The sprouted branches, in order.
        public var branches: ArraySlice<Branch> { vine.branches[..<branchCount] }
        /// The sprouted branches still growing (strokeEnd < 1).
        public var growingBranches: ArraySlice<Branch> { vine.branches[grownBranchCount..<branchCount] }

        /// How far the vine's flower (``Vine/bloom``) has opened, 0...1 with the natural
        /// ease-out, or nil when it has none or it has not started.
        public var bloomOpening: Double? {
            guard let bloom = vine.bloom, bloom.birth <= time else { return nil }
            return NaturalGrowth.easeOut(Self.strokeEnd(time: time, birth: bloom.birth, growDuration: growDuration))
        }

        /// The fraction of `branch` drawn: `clamp((time − birth) / growDuration, 0, 1)`.
        public func strokeEnd(of branch: Branch) -> Double {
            Self.strokeEnd(time: time, birth: branch.birth, growDuration: growDuration)
        }

        /// How far branch `index` has grown: its ``strokeEnd(of:)``, 1 once grown.
        public func strokeEnd(ofBranch index: Int) -> Double {
            index < grownBranchCount ? 1 : strokeEnd(of: vine.branches[index])
        }

        /// `clamp((time − birth) / growDuration, 0, 1)`.
        static func strokeEnd(time: Double, birth: Double, growDuration: Double) -> Double {
            min(max((time - birth) / growDuration, 0), 1)
        }
    }
}

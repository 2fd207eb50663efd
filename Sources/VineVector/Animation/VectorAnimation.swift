import VineCore
import VineLook

/// A recording as an animation that players draw from vectors: Lottie JSON, an
/// animated SVG, or a self-contained HTML player page.
///
/// All three follow the same frames as PNG export (``FrameSchedule``) and are built from
/// one ``GrowthAnimation``.
public enum VectorAnimation {
    /// The animated formats.
    public enum Format: String, CaseIterable, Sendable {
        /// Lottie JSON (Bodymovin), for apps and web pages with a Lottie player.
        case lottie
        /// An SVG whose CSS animations grow the vines; plays in a browser.
        case svg
        /// One HTML page with the animated SVG, play/pause, a scrubber and speed buttons.
        case html
    }

    /// The bytes of `timeline`'s vines over `schedule` as `format`, `width` × `height` pixels,
    /// each vine drawn as `looks` defines its look (an export plan's `ExportPlan.looks`);
    /// an animated SVG or a player page plays as `play` asks.
    package static func document(
        _ timeline: Timeline, schedule: FrameSchedule, width: Int, height: Int, format: Format,
        play: PagePlay = .auto, looks: LookCatalog
    ) -> [UInt8] {
        let animation = GrowthAnimation(timeline, schedule: schedule, width: width, height: height, looks: looks)
        let bytes: [UInt8] =
            switch format {
            case .lottie:
                LottieDocument.json(animation)
            case .svg: Array(AnimatedSVGDocument.svg(animation, standalone: true, play: play).utf8)
            case .html:
                Array(
                    PlayerPage.html(
                        svg: AnimatedSVGDocument.svg(animation, standalone: false), duration: animation.clock.duration,
                        width: width, title: timeline.header.title ?? "Vine", shown: SVGClock.mapping(animation),
                        loops: animation.loops, play: play,
                        lastFrame: Double(animation.clock.frameCount - 1) / animation.clock.fps
                    ).utf8)
            }
        return bytes
    }

    /// The Lottie JSON of `timeline`'s vines over `schedule`, `width` × `height` pixels, each
    /// vine drawn as `looks` defines its look, written for the players `compat` names; with `slots`, its colours name their palette
    /// roles (``LottieSlot``), as a dotLottie file's themes need; with `rlottieOnly` it is written
    /// for rlottie alone, as a `.tgs` is (``LottieDocument/json(_:compat:slots:rlottieOnly:)``).
    package static func lottie(
        _ timeline: Timeline, schedule: FrameSchedule, width: Int, height: Int, compat: LottieCompat, slots: Bool,
        rlottieOnly: Bool = false, looks: LookCatalog
    ) -> [UInt8] {
        let animation = GrowthAnimation(timeline, schedule: schedule, width: width, height: height, looks: looks)
        return LottieDocument.json(
            animation, compat: compat, slots: slots, rlottieOnly: rlottieOnly)
    }
}

import VineCore

/// Writes a recording as an animation that players draw from vectors: Lottie JSON, an
/// animated SVG, or a self-contained HTML player page.
///
/// All three follow the same frames as PNG export (``FrameSchedule``) and are built from
/// one ``GrowthAnimation``; files are written atomically.
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

    /// Writes `timeline`'s vines over `schedule` as `format`, `width` × `height` pixels,
    /// to `path`, and returns the number of bytes written.
    ///
    /// Throws ``RenderError/cannotCreate(path:reason:)`` when the file cannot be created,
    /// ``RenderError/io(path:reason:)`` when writing fails.
    @discardableResult
    public static func write(
        _ timeline: Timeline, schedule: FrameSchedule, width: Int, height: Int, format: Format, to path: String
    ) throws(RenderError) -> Int {
        let animation = GrowthAnimation(timeline, schedule: schedule, width: width, height: height)
        let bytes: [UInt8] =
            switch format {
            case .lottie: LottieDocument.json(animation)
            case .svg: Array(AnimatedSVGDocument.svg(animation, standalone: true).utf8)
            case .html:
                Array(
                    PlayerPage.html(
                        svg: AnimatedSVGDocument.svg(animation, standalone: false), duration: animation.clock.duration,
                        width: width, title: timeline.header.title ?? "Vine"
                    ).utf8)
            }
        try AtomicFile.write(bytes, to: path)
        return bytes.count
    }
}

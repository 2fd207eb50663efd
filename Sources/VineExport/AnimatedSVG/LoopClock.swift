/// The script that plays an animated SVG as a seamless loop: every CSS animation paused
/// and driven from one playhead, output time `t` showing animation time `shown(t)`.
///
/// `shown(t)` is `t`, except in an ungrowing loop's end (``GrowthAnimation/reversal``),
/// where it runs back from the end's start to 0 at the last frame, as the frames do. The
/// playhead wraps around at the animation's length. `#t=S` in the address holds it at `S`
/// output seconds (for checks and links). The HTML player (``PlayerPage``) uses
/// ``mapping(_:)`` for its own playhead.
enum LoopClock {
    /// The JavaScript function `shown(t)` (output seconds in, animation seconds out) of `animation`.
    static func mapping(_ animation: GrowthAnimation) -> String {
        let seconds = Decimals(places: 6)
        guard let reversal = animation.reversal, reversal.end > reversal.start else { return "t => t" }
        let turn = seconds.text(Double(reversal.start) / animation.clock.fps)
        let end = seconds.text(Double(reversal.end) / animation.clock.fps)
        return "t => t <= \(turn) ? t : Math.max(0, \(turn) * (1 - (t - \(turn)) / (\(end) - \(turn))))"
    }

    /// The standalone script for `animation`.
    static func script(_ animation: GrowthAnimation, player: Bool) -> String {
        let duration = Decimals(places: 4).text(animation.clock.duration)
        return """
            (() => {
            const shown = \(mapping(animation)), length = \(duration);
            const animations = document.getAnimations();
            for (const a of animations) a.pause();
            const held = /[#&]t=([0-9.]+)/.exec(location.hash);
            let start = null;
            function tick(now) {
            if (start === null) start = now;
            const t = held ? parseFloat(held[1]) : ((now - start) / 1000) % length;
            for (const a of animations) a.currentTime = shown(t) * 1000;
            if (!held) requestAnimationFrame(tick);
            }
            requestAnimationFrame(tick);
            })();
            """
    }
}

/// The script of a standalone animated SVG: it plays the file's CSS animations as `--play`
/// asks (``PagePlay``), repeats a loop seamlessly, and holds any time the address asks for.
///
/// - Its playhead is in output seconds; output time `t` shows animation time `shown(t)`,
///   which is `t` except in an ungrowing loop's end (``GrowthAnimation/reversal``), where it
///   runs back from the end's start to 0 at the loop's closing frame, as the frames do. A
///   loop's playhead wraps around at the animation's length.
/// - `#t=S` in the address (the file's, or the page's for an SVG inline in a page) holds
///   the drawing at `S` output seconds: every animation paused and set to that time. It is
///   the seek hook for checks and links, and works with any `--play`.
/// - A file that plays once as it opens (`--play auto`, no loop) is left to its CSS: the
///   script then only answers `#t=S`.
/// - In a frame (`<object>`, `<iframe>`), it tells the page holding it where its playhead
///   is: a `message` event whose data is `{vineTime: S}` (output seconds), at every change.
/// - The script drives only its own drawing's animations (`getAnimations({subtree: true})`
///   of its `<svg>`), so several drawings inline in one page keep their own clocks. A
///   picture shown with `<img>` runs no script: it plays once as it opens.
///
/// The HTML player (``PlayerPage``) uses ``mapping(_:)`` and ``PagePlay/follower(lastFrame:)`` for its own
/// playhead.
enum SVGClock {
    /// The JavaScript function `shown(t)` (output seconds in, animation seconds out) of `animation`.
    static func mapping(_ animation: GrowthAnimation) -> String {
        let seconds = Decimals(places: 6)
        guard let reversal = animation.reversal, reversal.end > reversal.start else { return "t => t" }
        let turn = seconds.text(Double(reversal.start) / animation.clock.fps)
        let end = seconds.text(Double(reversal.end) / animation.clock.fps)
        return "t => t <= \(turn) ? t : Math.max(0, \(turn) * (1 - (t - \(turn)) / (\(end) - \(turn))))"
    }

    /// The standalone script for `animation` played as `play` asks.
    static func script(_ animation: GrowthAnimation, play: PagePlay) -> String {
        let duration = Decimals(places: 4).text(animation.clock.duration)
        let lastFrame = Decimals(places: 4).text(Double(animation.clock.frameCount - 1) / animation.clock.fps)
        return """
            (() => {
            const script = document.currentScript;
            const svg = script && script.ownerSVGElement || document.documentElement;
            const shown = \(mapping(animation)), length = \(duration), loops = \(animation.loops);
            const held = /[#&]t=([0-9.]+)/.exec(location.hash);
            if (!held && !loops && "\(play.rawValue)" === "auto") return;
            \(play.follower(lastFrame: lastFrame))
            const animations = svg.getAnimations({subtree: true});
            function seek(t) { for (const a of animations) { a.pause(); a.currentTime = shown(t) * 1000; } }
            function tell(t) { if (window.parent !== window) window.parent.postMessage({vineTime: t}, "*"); }
            if (held) {
            const t = parseFloat(held[1]), hold = () => seek(t);
            hold();
            tell(t);
            addEventListener("load", hold);
            requestAnimationFrame(hold);
            return;
            }
            seek(0);
            tell(0);
            let last = null, t = 0, at = 0;
            function advance(dt) {
            t = step(dt, t);
            if (t !== at) { at = t; seek(t); tell(t); }
            }
            const step = follow(svg, length, loops, () => advance(0));
            function tick(now) {
            advance(last === null ? 0 : (now - last) / 1000);
            last = now;
            requestAnimationFrame(tick);
            }
            requestAnimationFrame(tick);
            })();
            """
    }
}

/// What drives the growth of an animated SVG or the HTML player in a page (`--play`): a
/// clock, the page's scrolling, or the pointer. Each is a few lines of the file's own
/// script; no library is loaded.
public enum PagePlay: String, CaseIterable, Sendable {
    /// Growth plays when the file opens (once, or round and round for a loop).
    case auto
    /// Growth starts when at least half of the drawing is on screen, then plays as with ``auto``.
    case view
    /// The frame follows the drawing's passage through the viewport: the first as its top
    /// enters at the bottom, the last as its bottom leaves at the top, backwards when
    /// scrolling up.
    case scroll
    /// Growth plays while the pointer is over the drawing and runs back when it leaves.
    case hover

    /// The JavaScript function `follow(target, duration, loops, poke)`: it watches `target`
    /// (the drawing's element) and returns `step(dt, t)`, the playhead (output seconds) after
    /// `dt` seconds more from `t` as the mode has it. Scrolling runs the playhead from 0 to
    /// `duration`, or for a loop to its last frame, `lastFrame` seconds (`duration` would
    /// show the first again). It calls `poke()` whenever what it
    /// watches changes (an intersection, a scroll, the pointer), so the playhead follows
    /// at once even where the browser draws a frame rarely (a frame scrolled out of view).
    ///
    /// `scroll` measures the drawing's place in the page's viewport exactly where the script
    /// can see it (the drawing inline, or in a frame of the same origin): `(H − top) / (H +
    /// height)` of a viewport `H` high. A frame of another origin (a file opened from disk
    /// is one in Chromium) sees only how much of the drawing shows and which edge is cut,
    /// by an `IntersectionObserver`: half of what shows while it enters at the bottom, one
    /// less half of it while it leaves at the top.
    func follower(lastFrame: String) -> String {
        """
        function follow(target, duration, loops, poke) {
        const mode = "\(rawValue)", clamp = t => Math.min(Math.max(t, 0), duration);
        let seen = false, over = false, shown = 0, below = true, entering = true;
        const steps = [];
        for (let i = 0; i <= 100; i++) steps.push(i / 100);
        new IntersectionObserver(entries => {
        for (const e of entries) {
        shown = e.isIntersecting ? e.intersectionRatio : 0;
        if (e.isIntersecting) {
        entering = e.intersectionRect.bottom < e.boundingClientRect.bottom - 0.5;
        below = entering;
        }
        }
        poke();
        }, {threshold: steps}).observe(target);
        target.addEventListener("pointerenter", () => { over = true; poke(); });
        target.addEventListener("pointerleave", () => { over = false; poke(); });
        try { (window.frameElement ? parent : window).addEventListener("scroll", poke, {passive: true}); } catch (e) {}
        function passage() {
        let box = null, height = 0;
        try {
        if (window.frameElement) { box = window.frameElement.getBoundingClientRect(); height = parent.innerHeight; }
        } catch (e) {}
        if (!box && window === window.top) { box = target.getBoundingClientRect(); height = innerHeight; }
        if (box) return Math.min(Math.max((height - box.top) / (height + box.height), 0), 1);
        if (shown === 0) return below ? 0 : 1;
        return entering ? shown / 2 : 1 - shown / 2;
        }
        return (dt, t) => {
        if (mode === "scroll") return passage() * (loops ? \(lastFrame) : duration);
        if (mode === "view" && !seen) { if (shown < 0.5) return 0; seen = true; }
        if (mode === "hover" && !over) return clamp(t - dt);
        return loops ? (t + dt) % duration : clamp(t + dt);
        };
        }
        """
    }
}

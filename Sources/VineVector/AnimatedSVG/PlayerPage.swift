/// One self-contained HTML page that plays an animated SVG (``AnimatedSVGDocument``): the
/// drawing, play/pause, a scrubber with the time, and speed buttons. No network: the SVG,
/// style and script are inline.
///
/// The script pauses every CSS animation of the drawing and drives them all from one
/// playhead (`currentTime`), so pausing, seeking and changing speed keep them in step. A
/// move of the playhead updates only the animations active somewhere between the old and
/// the new time: the others show the same before and after (not started, or held at their
/// end), so a frame costs what is growing, not what the drawing holds.
/// `page.html#t=12.5` opens paused at 12.5 s of output time. Keys: Space plays or pauses,
/// ← → seek a second, Home goes to the start. While it plays, the page drives the playhead
/// as `--play` asks (``PagePlay``): a clock, the drawing coming into view, the page's
/// scrolling (the player in an `<iframe>` follows the frame's passage through the page
/// holding it) or the pointer. In a frame, the page tells the page holding it where its
/// playhead is: a `message` event whose data is `{vineTime: S}` (output seconds).
enum PlayerPage {
    /// The page for `svg` (inline SVG markup) of `duration` output seconds, `width` pixels
    /// wide, titled `title`.
    ///
    /// `shown` maps the playhead (output seconds) to the animations' time (JavaScript, see
    /// ``SVGClock/mapping(_:)``); with `loops` the page plays round and round, its last frame
    /// at `lastFrame` seconds; `play` says what drives the playhead.
    static func html(
        svg: String, duration: Double, width: Int, title: String, shown: String = "t => t", loops: Bool = false,
        play: PagePlay = .auto, lastFrame: Double? = nil
    ) -> String {
        let seconds = Decimals(places: 4).text(duration)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escaped(title))</title>
            <style>
            body{margin:0;background:#2b2a27;color:#eee;font:14px/1.2 system-ui,sans-serif}
            main{max-width:\(width)px}
            main>svg{display:block;width:100%;height:auto}
            .bar{display:flex;gap:6px;align-items:center;padding:8px;box-sizing:border-box}
            .bar input{flex:1;min-width:60px;accent-color:#8dbf5a}
            .bar button{font:inherit;color:inherit;background:#45433e;border:1px solid #6b685f;border-radius:4px;padding:3px 9px;cursor:pointer}
            .bar button[aria-pressed=true]{background:#6f8f3f;border-color:#9fbf6f}
            #time{font-variant-numeric:tabular-nums;min-width:9em;text-align:right}
            </style>
            </head>
            <body>
            <main>
            \(svg)<div class="bar">
            <button id="play" title="Play or pause (Space)">Pause</button>
            <input id="scrub" type="range" min="0" max="\(seconds)" step="0.001" value="0" aria-label="Time">
            <span id="time"></span>
            <button data-speed="0.5" aria-pressed="false">0.5×</button>
            <button data-speed="1" aria-pressed="true">1×</button>
            <button data-speed="2" aria-pressed="false">2×</button>
            <button data-speed="4" aria-pressed="false">4×</button>
            </div>
            </main>
            <script>
            (() => {
              const duration = \(seconds);\(loops ? "\n  const mapTime = \(shown);" : "")
              const animations = document.getAnimations();
              const play = document.getElementById("play");
              const scrub = document.getElementById("scrub");
              const label = document.getElementById("time");
              const speeds = [...document.querySelectorAll("[data-speed]")];
              const spans = animations.map(a => {
                const timing = a.effect.getComputedTiming();
                return [timing.delay || 0, timing.endTime];
              });
              let time = 0, shown = null, speed = 1, playing = true, last = null;
              for (const a of animations) a.pause();
            \(play.follower(lastFrame: Decimals(places: 4).text(lastFrame ?? duration)))
              const step = follow(document.querySelector("main>svg"), duration, \(loops), () => {
                if (playing) { time = step(0, time); show(); }
              });
              function show() {
                const ms = \(loops ? "mapTime(time)" : "time") * 1000;
                const low = shown === null ? -Infinity : Math.min(shown, ms);
                const high = shown === null ? Infinity : Math.max(shown, ms);
                for (let i = 0; i < animations.length; i++) {
                  if (spans[i][1] >= low && spans[i][0] <= high) animations[i].currentTime = ms;
                }
                if (shown !== ms && window.parent !== window) window.parent.postMessage({vineTime: time}, "*");
                shown = ms;
                scrub.value = time;
                label.textContent = time.toFixed(2) + " / " + duration.toFixed(2) + " s";
                play.textContent = playing ? "Pause" : "Play";
              }
              function seek(t) { time = Math.min(Math.max(t, 0), duration); show(); }
              function toggle() {
                if (!playing && time >= duration) time = 0;
                playing = !playing;
                last = null;
                show();
              }
              function tick(now) {
                if (playing) {
                  time = step(last === null ? 0 : (now - last) / 1000 * speed, time);
                  last = now;
                  \(loops || play != .auto ? "" : "if (time >= duration) playing = false;")
                  show();
                }
                requestAnimationFrame(tick);
              }
              play.addEventListener("click", toggle);
              scrub.addEventListener("input", () => { playing = false; seek(parseFloat(scrub.value)); });
              for (const b of speeds) b.addEventListener("click", () => {
                speed = parseFloat(b.dataset.speed);
                for (const other of speeds) other.setAttribute("aria-pressed", String(other === b));
              });
              document.addEventListener("keydown", e => {
                if (e.key === " ") { e.preventDefault(); toggle(); }
                else if (e.key === "ArrowRight") seek(time + 1);
                else if (e.key === "ArrowLeft") seek(time - 1);
                else if (e.key === "Home") seek(0);
              });
              const start = /[#&]t=([0-9.]+)/.exec(location.hash);
              if (start) { playing = false; seek(parseFloat(start[1])); } else show();
              requestAnimationFrame(tick);
            })();
            </script>
            </body>
            </html>

            """
    }

    /// `text` with `&`, `<` and `>` escaped for HTML.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

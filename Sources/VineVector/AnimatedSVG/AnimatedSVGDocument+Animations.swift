import VineCore
import VineGeometry
import VineLook

/// CSS animations: `@keyframes` rules shared by name, a part's reveal, a stem's steps, a
/// scale's keyframes and a loop's fade.
extension AnimatedSVGDocument.Writer {
    /// The name of the `@keyframes` rule of `body` (what goes between its braces): the one
    /// written before for the same body, else a new one written now (`k1`, `k2`, …).
    mutating func named(_ body: String) -> String {
        if let name = keyframeNames[body] { return name }
        let name = "k\(keyframeNames.count + 1)"
        keyframeNames[body] = name
        keyframes += "@keyframes \(name){\(body)}\n"
        return name
    }

    /// The attributes animating a ramp `track` (0…1 of a part drawn): the shared `grow`
    /// keyframes with a delay and duration, or keyframes of its own when cut short.
    mutating func grow(_ track: Track) -> String {
        if track.isConstant {
            let value = track.keys[0].value
            return value > 0 ? "style=\"stroke-dashoffset:\(opacity.text(1 - value))\"" : "visibility=\"hidden\""
        }
        let a = track.keys[0]
        let b = track.keys[track.keys.count - 1]
        let delay = seconds.text(a.frame / fps)
        let length = seconds.text((b.frame - a.frame) / fps)
        if a.value == 0 && b.value == 1 {
            return "class=\"b\" style=\"animation-delay:\(delay)s;animation-duration:\(length)s\""
        }
        let name = named(
            "from{stroke-dashoffset:\(opacity.text(1 - a.value));visibility:visible}"
                + "to{stroke-dashoffset:\(opacity.text(1 - b.value));visibility:visible}")
        return
            "class=\"b\" style=\"animation-name:\(name);animation-delay:\(delay)s;animation-duration:\(length)s\""
    }

    /// The style animating a stem's stepped `track` over the whole duration.
    mutating func steps(_ track: Track, decimals: Decimals) -> String {
        if track.isConstant { return "stroke-dashoffset:\(decimals.text(1 - track.keys[0].value))" }
        let total = Double(animation.clock.frameCount)
        var body = ""
        for key in track.keys {
            // Half a frame before the frame that first shows it, so rounding never shows it late.
            let offset = key.frame > 0 ? (key.frame - 0.5) / total : 0
            body += "\(Decimals(places: 4).text(100 * offset))%{stroke-dashoffset:"
            body += "\(decimals.text(1 - key.value))}"
        }
        body += "100%{stroke-dashoffset:\(decimals.text(1 - track.keys[track.keys.count - 1].value))}"
        let name = named(body)
        return "animation:\(name) \(seconds.text(duration))s step-end both"
    }

    /// The style animating `track` with keyframes of its own, linear between keys or
    /// easing out, from its first key's frame to its last: a revealed fraction
    /// (`stroke-dashoffset`, 1 − value) with `dash`, else a scale; values as `decimals` write them.
    mutating func keyframed(_ track: Track, decimals: Decimals, dash: Bool) -> String {
        func declaration(_ value: Double) -> String {
            dash ? "stroke-dashoffset:\(decimals.text(1 - value))" : "transform:scale(\(decimals.text(value)))"
        }
        let a = track.keys[0]
        let b = track.keys[track.keys.count - 1]
        if track.isConstant { return declaration(a.value) }
        let span = b.frame - a.frame
        let ease = GrowthEasing.timing
        var body = ""
        for key in track.keys {
            body += "\(Decimals(places: 2).text(100 * (key.frame - a.frame) / span))%{"
            body += declaration(key.value)
            if key.easesOut {
                body +=
                    ";animation-timing-function:cubic-bezier(\(seconds.text(ease.x1)),\(seconds.text(ease.y1)),"
                body += "\(seconds.text(ease.x2)),\(seconds.text(ease.y2)))"
            }
            body += "}"
        }
        let name = named(body)
        return "animation:\(name) \(seconds.text(span / fps))s linear \(seconds.text(a.frame / fps))s both"
    }

    /// The style animating from the declarations `from` to `to` over `track`'s two keys
    /// (linear, or with `timing`), held before and after.
    mutating func animated(_ track: Track, _ from: String, _ to: String, timing: String = "linear")
        -> String
    {
        let (a, b) = (track.keys[0], track.keys[1])
        let name = named("from{\(from)}to{\(to)}")
        return
            "animation:\(name) \(seconds.text((b.frame - a.frame) / fps))s \(timing) \(seconds.text(a.frame / fps))s both"
    }

    /// The style fading all vines together by `opacity` (a loop's fade, linear between
    /// its two keyframes), held before and after.
    mutating func fade(_ opacity: Track) -> String {
        let a = opacity.keys[0]
        let b = opacity.keys[opacity.keys.count - 1]
        let name = named("from{opacity:\(self.opacity.text(a.value))}to{opacity:\(self.opacity.text(b.value))}")
        return
            "animation:\(name) \(seconds.text((b.frame - a.frame) / fps))s linear \(seconds.text(a.frame / fps))s both"
    }
}

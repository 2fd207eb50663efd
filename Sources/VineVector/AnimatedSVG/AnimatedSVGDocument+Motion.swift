import VineCore
import VineGeometry
import VineLook

/// Groups that move what they hold: a branch's sway and a withering leaf's fall, whose
/// colours turn to autumn ones.
extension AnimatedSVGDocument.Writer {
    /// Opens the groups that turn what follows by `sway` (degrees) about `pivot` and
    /// returns what closes them; nothing without a sway. The turn is a CSS animation
    /// of `rotate` with a keyframe for each of the track's, linear or along the wave's
    /// cubic (``Track/CubicEasing``), held before and after.
    mutating func openSway(_ sway: Track?, about pivot: Point) -> String {
        guard let sway else { return "" }
        let a = sway.keys[0]
        let b = sway.keys[sway.keys.count - 1]
        let span = b.frame - a.frame
        let percent = Decimals(places: 4)
        var body = ""
        for key in sway.keys {
            body += "\(percent.text(span > 0 ? 100 * (key.frame - a.frame) / span : 0))%{"
            body += "transform:rotate(\(degrees.text(key.value))deg)"
            if let cubic = key.cubic {
                body += ";animation-timing-function:cubic-bezier(\(seconds.text(1.0 / 3)),"
                body += "\(seconds.text(cubic.y1)),\(seconds.text(2.0 / 3)),\(seconds.text(cubic.y2)))"
            }
            body += "}"
        }
        let name = named(body)
        out += "<g transform=\"translate(\(xy.text(pivot.x)) \(xy.text(pivot.y)))\"><g style=\"animation:\(name) "
        out += "\(seconds.text(span / fps))s linear \(seconds.text(a.frame / fps))s both\">"
        out += "<g transform=\"translate(\(xy.text(-pivot.x)) \(xy.text(-pivot.y)))\">\n"
        return "</g></g></g>\n"
    }

    /// The styles of a withering leaf's fall (``GrowthAnimation/LeafFallTracks``), keyframes
    /// written once: its drop (a translation easing in as the square of time), its spin
    /// (a rotation, linear) and its fade (opacity, linear).
    mutating func fallStyles(_ fall: GrowthAnimation.LeafFallTracks) -> (
        drop: String, spin: String, fade: String
    ) {
        let offset = fall.wither.offset
        let squared = Track.CubicEasing.squared
        let drop = animated(
            fall.drop, "transform:translate(0px,0px)",
            "transform:translate(\(xy.text(offset.x))px,\(xy.text(offset.y))px)",
            timing: "cubic-bezier(\(seconds.text(1.0 / 3)),\(seconds.text(squared.y1)),"
                + "\(seconds.text(2.0 / 3)),\(seconds.text(squared.y2)))")
        let spin = animated(
            fall.spin, "transform:rotate(0deg)", "transform:rotate(\(degrees.text(fall.spin.keys[1].value))deg)")
        let fade = animated(fall.opacity, "opacity:1", "opacity:0")
        return (drop, spin, fade)
    }

    /// Opens the groups a withering leaf falls in with `styles` (from ``fallStyles(_:)``)
    /// — fading, moved by its drop, spun about its centre — and returns what closes them;
    /// nothing without a fall.
    mutating func openFall(
        _ styles: (drop: String, spin: String, fade: String)?, _ fall: GrowthAnimation.LeafFallTracks?
    ) -> String {
        guard let styles, let fall else { return "" }
        let centre = fall.wither.centre
        out += "<g style=\"\(styles.fade)\"><g transform=\"translate(\(xy.text(centre.x)) \(xy.text(centre.y)))\">"
        out += "<g style=\"\(styles.drop)\"><g style=\"\(styles.spin)\">"
        out += "<g transform=\"translate(\(xy.text(-centre.x)) \(xy.text(-centre.y)))\">\n"
        return "</g></g></g></g></g>\n"
    }

    /// `stroke="#rrggbb"` for `colour` (and its opacity), or while a withering leaf is
    /// written (``turning``) its opacity alone, after opening a group (closed by the
    /// caller) whose stroke turns from `colour` to its autumn colour: the element's own
    /// style animates its growth.
    mutating func turnedStroke(_ colour: RGBA) -> String {
        guard let turning else { return paint("stroke", colour) }
        let autumn = turning.wither.autumnColor(of: .stroke(.solid(colour), width: 1))
        out += "<g style=\"\(turningAnimation(["stroke:\(hex(colour))"], ["stroke:\(hex(autumn))"]))\">"
        return String(opacityAttribute("stroke", colour).dropFirst())  // without its leading space
    }

    /// The id of a gradient like a swept fill's `G` ones for `gradient` (its ends `box`,
    /// ``sweepBox(_:of:)``) whose stops turn to the withering leaf's autumn colours
    /// (``turning``), written here; nil when no leaf withers.
    mutating func turnedGradient(_ gradient: LinearPaint, box: String) -> String? {
        guard turning != nil else { return nil }
        gradientCount += 1
        out += "<linearGradient id=\"w\(gradientCount)\" \(box)>"
        out += turningStops(gradient) + "</linearGradient>\n"
        return "w\(gradientCount)"
    }

    /// The two stops of `gradient` turning to the withering leaf's autumn colours.
    mutating func turningStops(_ gradient: LinearPaint) -> String {
        var stops = ""
        for (offset, colour) in [(0, gradient.startColor), (1, gradient.endColor)] {
            let autumn = turning.map { $0.wither.autumnColor(of: .fill(.solid(colour))) } ?? colour
            let style = turningAnimation(["stop-color:\(hex(colour))"], ["stop-color:\(hex(autumn))"])
            stops += "<stop offset=\"\(offset)\" \(stopColour(colour)) style=\"\(style)\"/>"
        }
        return stops
    }

    /// The animation turning the declarations `from` to `to` over the withering leaf's
    /// turn (``turning``), linear; nothing when no leaf withers.
    mutating func turningAnimation(_ from: [String], _ to: [String]) -> String {
        guard let turning else { return "" }
        return animated(turning.turn, from.joined(separator: ";"), to.joined(separator: ";"))
    }
}

import VineCore
import VineGeometry
import VineLook

/// Groups that move what they hold: a branch's sway, a withering leaf's fall, a vine shown
/// from its first frame to its end frame.
extension LottieDocument.Writer {
    /// Opens the group that turns what follows by `sway`, when there is one (closed by
    /// ``closeSway(_:about:)``).
    mutating func openSway(_ sway: Track?) {
        if sway != nil { out += "{\"ty\":\"gr\",\"it\":[" }
    }

    /// Closes the group ``openSway(_:)`` opened with the transform that turns it by
    /// `sway` degrees about `pivot` (anchor and position both there).
    mutating func closeSway(_ sway: Track?, about pivot: Point) {
        guard let sway else { return }
        let place = "{\"a\":0,\"k\":[\(xy.text(pivot.x)),\(xy.text(pivot.y))]}"
        out += ",{\"ty\":\"tr\",\"a\":\(place),\"p\":\(place),\"r\":"
        property(sway, decimals: degrees)
        out += "\(transformEnd)}]}"
    }

    /// Opens the group a withering leaf falls in, when there is one (closed by
    /// ``closeFall(_:)``); its colours turn until then.
    mutating func openFall(_ fall: GrowthAnimation.LeafFallTracks?) {
        guard fall != nil else { return }
        out += "{\"ty\":\"gr\",\"it\":["
        turning = fall
    }

    /// Closes the group ``openFall(_:)`` opened with the transform of the leaf's fall:
    /// spinning about its centre (the anchor), moved by its offset times the drop, fading.
    mutating func closeFall(_ fall: GrowthAnimation.LeafFallTracks?) {
        guard let fall else { return }
        turning = nil
        let centre = fall.wither.centre
        let anchor = (x: xy.rounded(centre.x) - origin.x, y: xy.rounded(centre.y) - origin.y)
        let offset = fall.wither.offset
        func at(_ x: Double, _ y: Double) -> String { "[\(xy.text(x)),\(xy.text(y))]" }
        let (from, to) = (fall.drop.keys[0], fall.drop.keys[1])
        out += ",{\"ty\":\"tr\",\"a\":{\"a\":0,\"k\":\(at(anchor.x, anchor.y))},\"p\":{\"a\":1,\"k\":["
        let end = at(anchor.x + offset.x, anchor.y + offset.y)
        out += "{\"t\":\(times.text(from.frame)),\"s\":\(at(anchor.x, anchor.y)),"
        out += "\"o\":{\"x\":\(frames.text(1.0 / 3)),\"y\":\(frames.text(Track.CubicEasing.squared.y1))},"
        out += "\"i\":{\"x\":\(frames.text(2.0 / 3)),\"y\":\(frames.text(Track.CubicEasing.squared.y2))}},"
        out += "\(lastKeyframe(at: to.frame, value: end))]},\"r\":"
        property(fall.spin, decimals: degrees)
        out += ",\"o\":"
        property(fall.opacity.scaled(by: 100), decimals: percent)
        out += "\(closingScale)}]}"
    }

    /// Closes a vine's group with the transform that shows it from its first frame to its end frame.
    mutating func shownTransform(_ vine: GrowthAnimation.AnimatedVine) {
        var keys = [Track.Key(frame: 0, value: vine.firstFrame == 0 ? 100 : 0, holds: true)]
        if vine.firstFrame > 0 { keys.append(Track.Key(frame: Double(vine.firstFrame), value: 100, holds: true)) }
        if vine.endFrame < animation.clock.frameCount {
            keys.append(Track.Key(frame: Double(vine.endFrame), value: 0, holds: true))
        }
        out += "{\"ty\":\"tr\",\(unitScale)\"o\":"
        property(Track(keys: keys), decimals: percent)
        out += "}]}"
    }
}

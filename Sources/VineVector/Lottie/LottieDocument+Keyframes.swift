import VineCore
import VineGeometry
import VineLook

/// Properties: values and keyframes.
extension LottieDocument.Writer {
    /// A property: a value, or keyframes; the value times each of `factors` (a scale has two).
    /// Where only whole frames are shown (``wholeFrames``), keyframes held at them when
    /// that takes fewer (``Track/heldAtWholeFrames()``).
    mutating func property(
        _ track: Track, decimals: Decimals, factors: [Double] = [1]
    ) {
        let track = wholeFrames ? track.heldAtWholeFrames() ?? track : track
        func value(_ v: Double) -> String {
            factors.map { decimals.text(v * $0) }.joined(separator: ",")
        }
        if track.isConstant {
            out +=
                "{\"a\":0,\"k\":\(factors.count == 1 ? value(track.keys[0].value) : "[\(value(track.keys[0].value))]")}"
            return
        }
        let ease = GrowthEasing.timing
        out += "{\"a\":1,\"k\":["
        for (index, key) in track.keys.enumerated() {
            if index > 0 { out += "," }
            guard index < track.keys.count - 1 else {
                out += lastKeyframe(at: key.frame, value: "[\(value(key.value))]")
                break
            }
            out += "{\"t\":\(times.text(key.frame)),\"s\":[\(value(key.value))]"
            if key.holds {
                out += ",\"h\":1"
            } else if let cubic = key.cubic {
                out += ",\"o\":{\"x\":\(easing.text(1.0 / 3)),\"y\":\(easing.text(cubic.y1))},"
                out += "\"i\":{\"x\":\(easing.text(2.0 / 3)),\"y\":\(easing.text(cubic.y2))}"
            } else if key.easesOut {
                out += ",\"o\":{\"x\":\(easing.text(ease.x1)),\"y\":\(easing.text(ease.y1))},"
                out += "\"i\":{\"x\":\(easing.text(ease.x2)),\"y\":\(easing.text(ease.y2))}"
            } else {
                out += ",\"o\":{\"x\":0,\"y\":0},\"i\":{\"x\":1,\"y\":1}"
            }
            out += "}"
        }
        out += "]}"
    }

    /// A property's last keyframe, at `frame` with `value` (JSON).
    func lastKeyframe(at frame: Double, value: String) -> String {
        "{\"t\":\(times.text(frame)),\"s\":\(value)}"
    }
}

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
            if compat == .qt {
                // A hold ends where it starts: Qt's player reads no `"h"`.
                out += ",\"e\":[\(value(key.holds ? key.value : track.keys[index + 1].value))]"
            }
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

    /// A property's last keyframe, at `frame` with `value` (JSON); for Qt's player
    /// (``LottieCompat/qt``) its time alone, as the keyframe before it says where it
    /// ends (``ending(_:)``): Qt reads a last keyframe with a value as ending the
    /// property's animation at frame 0.
    func lastKeyframe(at frame: Double, value: String) -> String {
        compat == .qt ? "{\"t\":\(times.text(frame))}" : "{\"t\":\(times.text(frame)),\"s\":\(value)}"
    }

    /// A keyframe's end value `value` (JSON) and a comma, for Qt's player alone
    /// (``LottieCompat/qt``), which reads a keyframe without one as ending at 0.
    func ending(_ value: String) -> String { compat == .qt ? "\"e\":\(value)," : "" }
}

import VineGeometry

/// One point of a natural stem: its sample smoothed, with the width a pressure gives it: the
/// pen's, through ``pressureCurve(_:)``, when the sample has one; else one simulated from the speed.
///
/// Built from the samples in order, each from the one before and its own sample only
/// (``init(following:previousSample:sample:isLast:vineWidth:)``), so a point never
/// changes once its sample exists and replay equals the window.
public struct StemPoint: Hashable, Sendable {
    /// The smoothed position.
    public var point: Point
    /// Half the stem's width here: pressure and the start taper applied; the end taper is
    /// applied when drawing (``NaturalStem``), as it depends on where the stem ends.
    public var halfWidth: Double
    /// The arc length of the smoothed polyline from the first point to this one.
    public var distance: Double
    /// The pressure, 0...1: the pen's through ``pressureCurve(_:)``, or simulated (high when
    /// the pointer moves slowly, damped in time).
    public var pressure: Double

    /// The time constant of the streamline, seconds: each sample pulls the smoothed point
    /// `dt / (dt + smoothing)` of the way towards itself.
    public static let smoothing = 0.018
    /// The time constant of the pressure's damping, seconds.
    public static let pressureDamping = 0.07
    /// The speed (points per second) at which the pressure target is one half.
    public static let pressureSpeed = 450.0
    /// The pressure a stem starts with.
    public static let initialPressure = 0.55

    /// The first point of a stem of width `vineWidth`, at `sample`.
    public init(first sample: Sample, vineWidth: Double) {
        point = sample.point
        pressure = sample.pressure.map(Self.pressureCurve) ?? Self.initialPressure
        distance = 0
        halfWidth =
            vineWidth / 2 * Self.widthFactor(pressure: pressure, pen: sample.pressure != nil) * NaturalStem.taper(0)
    }

    /// The point after `previous` (made from `previousSample`) for `sample`.
    ///
    /// Streamline: `s = s₀ + (p − s₀)·dt/(dt + smoothing)`, except that the last sample of
    /// a stroke (its `up`, `isLast`) is reached exactly. Pressure: the pen's through
    /// ``pressureCurve(_:)`` when the sample has one; else the target
    /// `1 / (1 + speed/pressureSpeed)` with the raw speed `|p − p₀| / dt`, approached by
    /// `dt/(dt + pressureDamping)` of the way (kept when `dt` is 0). Width: `vineWidth/2 ×
    /// (0.75 + 0.75·pressure)`, a pen's `vineWidth/2 × (0.3 + 1.2·pressure)`, times the start
    /// taper over the first ``NaturalStem/taperLength(vineWidth:)``.
    public init(following previous: StemPoint, previousSample: Sample, sample: Sample, isLast: Bool, vineWidth: Double)
    {
        let dt = sample.time - previousSample.time
        let pull = isLast ? 1 : dt / (dt + Self.smoothing)
        point = previous.point + (sample.point - previous.point) * pull
        distance = previous.distance + point.distance(to: previous.point)
        if let pen = sample.pressure {
            pressure = Self.pressureCurve(pen)
        } else if dt > 0 {
            let speed = sample.point.distance(to: previousSample.point) / dt
            let target = 1 / (1 + speed / Self.pressureSpeed)
            pressure = previous.pressure + (target - previous.pressure) * (dt / (dt + Self.pressureDamping))
        } else {
            pressure = previous.pressure
        }
        let start = NaturalStem.taper(distance / (0.6 * NaturalStem.taperLength(vineWidth: vineWidth)))
        halfWidth = vineWidth / 2 * Self.widthFactor(pressure: pressure, pen: sample.pressure != nil) * start
    }

    /// The pressure a pen's `pressure` (0...1, clamped) gives the stem: `p·√p`, so light
    /// strokes draw thin (a tenth of the pen's range gives 0.03, half gives 0.35) and a
    /// firm press the full width (only `× √`, as the determinism rules ask).
    public static func pressureCurve(_ pressure: Double) -> Double {
        let p = min(max(pressure, 0), 1)
        return p * p.squareRoot()
    }

    /// The width factor of a pressure: simulated, from 0.75 (no pressure, fast) to 1.5
    /// (full, slow); a `pen`'s, from 0.3 (the lightest touch) to 1.5 (a firm press).
    static func widthFactor(pressure: Double, pen: Bool) -> Double {
        pen ? 0.3 + 1.2 * pressure : 0.75 + 0.75 * pressure
    }
}

import VineGeometry

/// One point of a natural stem: its sample smoothed, with the width a simulated pressure gives it.
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
    /// The simulated pressure, 0...1: high when the pointer moves slowly, damped in time.
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
        pressure = Self.initialPressure
        distance = 0
        halfWidth = vineWidth / 2 * Self.widthFactor(pressure: pressure) * NaturalStem.taper(0)
    }

    /// The point after `previous` (made from `previousSample`) for `sample`.
    ///
    /// Streamline: `s = s₀ + (p − s₀)·dt/(dt + smoothing)`, except that the last sample of
    /// a stroke (its `up`, `isLast`) is reached exactly. Pressure: the target
    /// `1 / (1 + speed/pressureSpeed)` with the raw speed `|p − p₀| / dt`, approached by
    /// `dt/(dt + pressureDamping)` of the way (kept when `dt` is 0). Width: `vineWidth/2 ×
    /// (0.75 + 0.75·pressure)`, times the start taper over the first ``NaturalStem/taperLength(vineWidth:)``.
    public init(following previous: StemPoint, previousSample: Sample, sample: Sample, isLast: Bool, vineWidth: Double)
    {
        let dt = sample.time - previousSample.time
        let pull = isLast ? 1 : dt / (dt + Self.smoothing)
        point = previous.point + (sample.point - previous.point) * pull
        distance = previous.distance + point.distance(to: previous.point)
        if dt > 0 {
            let speed = sample.point.distance(to: previousSample.point) / dt
            let target = 1 / (1 + speed / Self.pressureSpeed)
            pressure = previous.pressure + (target - previous.pressure) * (dt / (dt + Self.pressureDamping))
        } else {
            pressure = previous.pressure
        }
        let start = NaturalStem.taper(distance / (0.6 * NaturalStem.taperLength(vineWidth: vineWidth)))
        halfWidth = vineWidth / 2 * Self.widthFactor(pressure: pressure) * start
    }

    /// The width factor of a pressure: from 0.75 (no pressure, fast) to 1.5 (full, slow).
    static func widthFactor(pressure: Double) -> Double { 0.75 + 0.75 * pressure }
}

import VineCore
import VineGeometry

/// The pen model of generated recordings: how strokes in canvas points become timed pointer
/// events (see <doc:TextAndPen>).
///
/// - Along a stroke the pen moves at ``speed`` points per second, exactly: each sample's
///   time is the stroke's start plus the length drawn so far divided by ``speed``.
/// - Samples lie on the stroke's polyline at every vertex and in between at most
///   ``sampleSpacing`` apart (what a pointer reporting 60 times a second would give, but
///   never sparser than 4 points), so branches sprout along a stroke as along a drawn one.
/// - A stroke of one point, or of no length, is a tap: `down` and `up` at that point
///   ``tapDuration`` apart (a bud or flower, in either look).
/// - Between strokes the pen lifts: ``liftPause`` plus the distance to the next stroke's
///   start travelled at ``liftSpeedFactor`` times the writing speed, the travel part at
///   most ``maxLiftTravel`` seconds.
public struct PenTiming: Sendable {
    /// The writing speed along a stroke, in points per second.
    public var speed: Double
    /// The fixed part of every lift between strokes, in seconds: 0.1.
    public var liftPause = 0.1
    /// How much faster than ``speed`` the lifted pen travels: 3.
    public var liftSpeedFactor = 3.0
    /// The longest the travel part of a lift takes, in seconds: 0.5.
    public var maxLiftTravel = 0.5
    /// How long a tap holds the pen down, in seconds: 0.05.
    public var tapDuration = 0.05

    /// The default writing speed: 400 points per second.
    public static let defaultSpeed = 400.0
    /// The writing speeds allowed, in points per second.
    public static let speedRange = 1.0...100_000

    /// A pen writing at `speed` points per second.
    public init(speed: Double = PenTiming.defaultSpeed) {
        self.speed = speed
    }

    /// The largest distance between two samples of a stroke: `speed / 60`, at most 4 points.
    public var sampleSpacing: Double { min(speed / 60, 4) }

    /// The events that draw `strokes` one after another with `pointer`, the first `down` at
    /// `start` seconds.
    public func events(for strokes: [[Point]], pointer: Int = 0, start: Double = 0) -> [Event] {
        var events: [Event] = []
        var time = start
        var previousEnd: Point?
        for stroke in strokes {
            guard let first = stroke.first else { continue }
            if let previousEnd {
                time += liftPause + min(previousEnd.distance(to: first) / (liftSpeedFactor * speed), maxLiftTravel)
            }
            let samples = Self.samples(of: stroke, spacing: sampleSpacing)
            events.append(Event(time: time, action: .down(pointer: pointer, point: first)))
            if samples.count < 2 {
                time += tapDuration
                events.append(Event(time: time, action: .up(pointer: pointer, point: first)))
                previousEnd = first
                continue
            }
            let startTime = time
            var drawn = 0.0
            for i in 1..<samples.count {
                drawn += samples[i - 1].distance(to: samples[i])
                time = startTime + drawn / speed
                let point = samples[i]
                let action: Event.Action =
                    i == samples.count - 1 ? .up(pointer: pointer, point: point) : .move(pointer: pointer, point: point)
                events.append(Event(time: time, action: action))
            }
            previousEnd = samples[samples.count - 1]
        }
        return events
    }

    /// How many events ``events(for:pointer:start:)`` makes for `strokes`, counted without
    /// making them (as a `Double`, which cannot overflow): so a caller can refuse a drawing
    /// whose recording would be too long before building it.
    public func eventCount(for strokes: [[Point]]) -> Double {
        var count = 0.0
        for stroke in strokes where !stroke.isEmpty {
            var pieces = 0.0
            var previous = stroke[0]
            for point in stroke.dropFirst() where point != previous {
                pieces += max(1, (previous.distance(to: point) / sampleSpacing).rounded(.up))
                previous = point
            }
            count += 1 + max(1, pieces)
        }
        return count
    }

    /// `stroke`'s vertices (repeats dropped) with points added along each edge so that none
    /// is longer than `spacing`; one point when the stroke has no length.
    static func samples(of stroke: [Point], spacing: Double) -> [Point] {
        guard var previous = stroke.first else { return [] }
        var samples = [previous]
        for point in stroke.dropFirst() where point != previous {
            let length = previous.distance(to: point)
            let pieces = max(1, Int((length / spacing).rounded(.up)))
            let edge = point - previous
            for i in 1..<pieces {
                samples.append(previous + edge * (Double(i) / Double(pieces)))
            }
            samples.append(point)
            previous = point
        }
        return samples
    }
}

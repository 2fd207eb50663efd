import VineCore
import VineGeometry

/// A stroke whose every point has its own time: what `vine grow` makes, before it becomes
/// pointer events. Times never decrease along it.
public struct TimedStroke: Hashable, Sendable {
    /// The points in drawing order, each with the time the pen reaches it, in seconds.
    public var points: [(time: Double, point: Point)]

    /// A stroke of `points`.
    public init(points: [(time: Double, point: Point)]) {
        self.points = points
    }

    /// Whether both strokes have the same points at the same times.
    public static func == (lhs: TimedStroke, rhs: TimedStroke) -> Bool {
        lhs.points.count == rhs.points.count
            && zip(lhs.points, rhs.points).allSatisfy { $0.time == $1.time && $0.point == $1.point }
    }

    /// Hashes every time and point.
    public func hash(into hasher: inout Hasher) {
        for entry in points {
            hasher.combine(entry.time)
            hasher.combine(entry.point)
        }
    }

    /// The pointer events that draw `strokes`, several at once where they overlap in time:
    /// each stroke a `down`, `move`s and an `up` with one pointer id, the lowest not drawing
    /// when it starts (a pointer is free once its stroke's `up` came strictly earlier).
    /// Events are ordered by time, then by stroke, then along the stroke. Strokes of fewer
    /// than two points are left out.
    public static func events(for strokes: [TimedStroke]) -> [Event] {
        let drawn = strokes.filter { $0.points.count >= 2 }
        let order = drawn.indices.sorted { (drawn[$0].points[0].time, $0) < (drawn[$1].points[0].time, $1) }
        var busyUntil: [Double] = []
        var pointers = [Int](repeating: 0, count: drawn.count)
        for index in order {
            let start = drawn[index].points[0].time
            let end = drawn[index].points[drawn[index].points.count - 1].time
            if let free = busyUntil.firstIndex(where: { $0 < start }) {
                pointers[index] = free
                busyUntil[free] = end
            } else {
                pointers[index] = busyUntil.count
                busyUntil.append(end)
            }
        }
        var entries: [(time: Double, stroke: Int, step: Int, event: Event)] = []
        for (index, stroke) in drawn.enumerated() {
            let pointer = pointers[index]
            for (step, entry) in stroke.points.enumerated() {
                let action: Event.Action =
                    step == 0
                    ? .down(pointer: pointer, point: entry.point)
                    : step == stroke.points.count - 1
                        ? .up(pointer: pointer, point: entry.point) : .move(pointer: pointer, point: entry.point)
                entries.append((entry.time, index, step, Event(time: entry.time, action: action)))
            }
        }
        entries.sort { ($0.time, $0.stroke, $0.step) < ($1.time, $1.stroke, $1.step) }
        return entries.map(\.event)
    }
}

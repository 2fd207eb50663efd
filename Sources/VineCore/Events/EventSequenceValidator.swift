/// Checks that events form a valid sequence: finite, times non-decreasing, and each
/// pointer going `down` → `move`* → `up`. Memory is O(pointers currently down).
///
/// The reader and ``Timeline`` share it, so a file that reads without error replays
/// without error, and `vine check` needs no timeline.
struct EventSequenceValidator: Sendable {
    /// The time of the last accepted event, or 0 before any.
    private(set) var lastTime: Double = 0
    /// The pointers currently down.
    private(set) var pointersDown: Set<Int> = []

    /// Accepts `event` or throws without changing any state.
    mutating func accept(_ event: Event) throws(EventError) {
        guard event.time.isFinite else { throw .notFinite }
        guard event.time >= lastTime else { throw .timeWentBackwards(time: event.time, previous: lastTime) }
        switch event.action {
        case .down(let pointer, let point, _):
            guard point.x.isFinite, point.y.isFinite else { throw .notFinite }
            guard !pointersDown.contains(pointer) else { throw .pointerAlreadyDown(pointer: pointer) }
            pointersDown.insert(pointer)
        case .move(let pointer, let point, _):
            guard point.x.isFinite, point.y.isFinite else { throw .notFinite }
            guard pointersDown.contains(pointer) else { throw .pointerNotDown(pointer: pointer, action: "move") }
        case .up(let pointer, let point, _):
            guard point.x.isFinite, point.y.isFinite else { throw .notFinite }
            guard pointersDown.contains(pointer) else { throw .pointerNotDown(pointer: pointer, action: "up") }
            pointersDown.remove(pointer)
        case .undo, .clear:
            break
        }
        lastTime = event.time
    }
}

import VineGeometry

/// One input event of a recording: what happened, and when.
public struct Event: Hashable, Sendable {
    /// Seconds since the recording began; non-decreasing along a recording.
    public var time: Double
    /// What happened.
    public var action: Action

    /// The event `action` at `time` seconds.
    public init(time: Double, action: Action) {
        self.time = time
        self.action = action
    }

    /// What an ``Event`` does.
    ///
    /// `pointer` is an integer ≥ 0 (the mouse is 0, touch fingers others); `point` is in
    /// canvas points; `pressure`, when the device reports it, is in 0...1; `tilt`, a pen's
    /// when it reports one (and a pressure), is a ``Tilt``.
    public enum Action: Hashable, Sendable {
        /// A pointer touched down: a new vine starts at `point`.
        case down(pointer: Int, point: Point, pressure: Double? = nil, tilt: Tilt? = nil)
        /// A pointer that is down moved to `point`: its vine gets a sample.
        case move(pointer: Int, point: Point, pressure: Double? = nil, tilt: Tilt? = nil)
        /// A pointer lifted at `point`: its vine gets its last sample.
        case up(pointer: Int, point: Point, pressure: Double? = nil, tilt: Tilt? = nil)
        /// Removes the most recent vine still present.
        case undo
        /// Removes every vine present (version 2: undoably).
        case clear
        /// Re-applies the most recently undone action (version 2).
        case redo
        /// Removes vine `vine` (version 2).
        case erase(vine: Int)
        /// Redraws vine `vine`'s branches from the streams of reseed `number` (version 2).
        case reseed(vine: Int, number: Int)
        /// Changes a setting for the vines begun after it (version 2).
        case set(Setting)
        /// A named point in time (version 2).
        case marker(String)

        /// The event kind as written in a recording: `down`, `undo`, `set`, …
        public var kind: String {
            switch self {
            case .down: "down"
            case .move: "move"
            case .up: "up"
            case .undo: "undo"
            case .clear: "clear"
            case .redo: "redo"
            case .erase: "erase"
            case .reseed: "reseed"
            case .set: "set"
            case .marker: "marker"
            }
        }

        /// The first format version that has this kind of event.
        public var formatVersion: Int {
            switch self {
            case .down, .move, .up, .undo, .clear: 1
            case .redo, .erase, .reseed, .set, .marker: 2
            }
        }
    }
}

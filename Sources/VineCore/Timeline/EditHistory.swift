/// Version 2's edit history: the actions in effect and the ones undone, so that `undo`
/// reverts the most recent action in effect, `redo` re-applies the most recently undone
/// one, and a new action drops what could have been redone.
///
/// The history only keeps the order; ``Timeline`` makes each action take effect or
/// reverts it.
struct EditHistory: Sendable {
    /// An action that `undo` can revert and `redo` re-apply.
    enum Action: Sendable {
        /// Vines begun by one `down`.
        case vines(Range<Int>)
        /// A `clear`, with the vines it removed and their versions.
        case clear([PresenceLog.Entry])
        /// An `erase` of a vine present with this version, or of nothing.
        case erase(PresenceLog.Entry?)
        /// A `reseed` of a present vine from one version to another, or of nothing.
        case reseed(vine: Int, from: Int, to: Int)
        /// A `set`: the settings before and after.
        case set(before: Settings, after: Settings)
    }

    /// The actions in effect, oldest first.
    private var done: [Action] = []
    /// The undone actions, most recently undone last.
    private var undone: [Action] = []

    /// Records a new action in effect; what could have been redone is dropped.
    mutating func record(_ action: Action) {
        done.append(action)
        undone.removeAll()
    }

    /// The most recent action in effect, now undone (the caller reverts it); nil when
    /// there is none.
    mutating func undo() -> Action? {
        guard let action = done.popLast() else { return nil }
        undone.append(action)
        return action
    }

    /// The most recently undone action, now in effect again (the caller re-applies it);
    /// nil when there is none.
    mutating func redo() -> Action? {
        guard let action = undone.popLast() else { return nil }
        done.append(action)
        return action
    }
}

/// The editing rules that differ between recording versions, with the state version 1's
/// rules need; every version-1 recording replays exactly as it always did.
///
/// - Version 1: `undo` removes the highest-numbered vine present, even if its pointer is
///   still down, and does nothing on an empty canvas; `clear` removes every vine present;
///   neither can be undone, and a classic tap draws nothing more than its stem.
/// - Version 2: `down`, `clear`, `erase`, `reseed` and `set` are actions kept in an
///   ``EditHistory`` for `undo` and `redo`, and a classic tap flowers as a natural one does.
struct VersionRules: Sendable {
    /// Whether edits are actions in an ``EditHistory`` (version 2) rather than version 1's
    /// stack of vines.
    let keepsHistory: Bool
    /// Whether a classic vine that is a tap gets a flower (natural vines always do).
    let classicTapsBloom: Bool
    /// Version 1: the vines present, in index order, what `undo` and `clear` pop.
    private var stack: [Int] = []

    /// The rules of recording version `version`.
    init(version: Int) {
        keepsHistory = version >= 2
        classicTapsBloom = version >= 2
    }

    /// Notes that vine `index` appeared (version 1: it goes on the stack).
    mutating func vineAppeared(_ index: Int) {
        if !keepsHistory { stack.append(index) }
    }

    /// Version 1: the highest-numbered vine present, taken off the stack; nil on an empty canvas.
    mutating func popVine() -> Int? {
        stack.popLast()
    }
}

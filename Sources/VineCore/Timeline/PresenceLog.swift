/// Which vines are present at any time, and which version of its branches each shows.
///
/// Once `erase`, `redo` and undoing a `clear` exist, the present vines no longer change
/// like a stack, so the log keeps every change (a vine entering with a version, or
/// leaving) in time order, and a checkpoint of the whole present set, in index order,
/// whenever the changes since the last checkpoint exceed max(its size, 32). Checkpoints
/// therefore take no more memory than the changes (24 bytes each), and cost O(log P)
/// amortized per change.
///
/// ``present(at:)`` finds the last checkpoint at or before `t` by binary search and
/// brings its P vines up to date with the Δ changes after it: O(log H + (P + Δ) log(P + Δ))
/// with Δ ≤ max(P, 32) — independent of the length H of the history before it.
struct PresenceLog: Sendable {
    /// One vine present: its index and its version (0 as drawn, then each reseed's).
    struct Entry: Hashable, Sendable {
        /// The vine's index.
        var vine: Int
        /// Which version of its branches it shows.
        var version: Int
    }

    private struct Change: Sendable {
        var time: Double
        var vine: Int
        /// The version the vine enters with, or −1 when it leaves.
        var version: Int
    }

    private struct Checkpoint: Sendable {
        /// The time of the last change it includes (−∞ for the empty start).
        var time: Double
        /// How many changes it includes: `changes[..<changeCount]`.
        var changeCount: Int
        /// The vines present after those changes, in index order.
        var present: [Entry]
    }

    private var changes: [Change] = []
    private var checkpoints = [Checkpoint(time: -.infinity, changeCount: 0, present: [])]
    /// The vines present now, by index, with their versions.
    private(set) var current: [Int: Int] = [:]

    /// Vine `vine` is present from `time` on, showing `version` (also when it was present already).
    mutating func enter(_ vine: Int, version: Int, at time: Double) {
        current[vine] = version
        log(Change(time: time, vine: vine, version: version))
    }

    /// Vine `vine` is absent from `time` on; nothing if it is absent already.
    mutating func leave(_ vine: Int, at time: Double) {
        guard current.removeValue(forKey: vine) != nil else { return }
        log(Change(time: time, vine: vine, version: -1))
    }

    private mutating func log(_ change: Change) {
        changes.append(change)
        let last = checkpoints[checkpoints.count - 1]
        guard changes.count - last.changeCount > max(last.present.count, 32) else { return }
        let present = current.map { Entry(vine: $0.key, version: $0.value) }.sorted { $0.vine < $1.vine }
        checkpoints.append(Checkpoint(time: change.time, changeCount: changes.count, present: present))
    }

    /// The vines present at time `t`, in index order (the latest change at each time counts).
    func present(at t: Double) -> [Entry] {
        let checkpoint = checkpoints[Self.count(checkpoints) { $0.time <= t } - 1]
        let end = checkpoint.changeCount + Self.count(changes[checkpoint.changeCount...]) { $0.time <= t }
        guard end > checkpoint.changeCount else { return checkpoint.present }
        var changed: [Int: Int] = [:]
        for change in changes[checkpoint.changeCount..<end] { changed[change.vine] = change.version }
        var entries = checkpoint.present.filter { changed[$0.vine] == nil }
        for (vine, version) in changed where version >= 0 { entries.append(Entry(vine: vine, version: version)) }
        entries.sort { $0.vine < $1.vine }
        return entries
    }

    /// Every stretch of time a vine was present showing one version, in the order they
    /// began: `until` is when it left or changed version, nil if it is present now. O(changes).
    var spans: [(vine: Int, version: Int, from: Double, until: Double?)] {
        var spans: [(vine: Int, version: Int, from: Double, until: Double?)] = []
        var open: [Int: Int] = [:]
        for change in changes {
            if let index = open[change.vine] {
                if spans[index].version == change.version { continue }
                spans[index].until = change.time
                open[change.vine] = nil
            }
            guard change.version >= 0 else { continue }
            open[change.vine] = spans.count
            spans.append((change.vine, change.version, change.time, nil))
        }
        return spans
    }

    /// The length of the prefix of `elements` satisfying `isInPrefix`, by binary search;
    /// `isInPrefix` must hold for a prefix and fail for the rest.
    static func count<C: RandomAccessCollection>(_ elements: C, where isInPrefix: (C.Element) -> Bool) -> Int
    where C.Index == Int {
        var low = elements.startIndex
        var high = elements.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isInPrefix(elements[middle]) { low = middle + 1 } else { high = middle }
        }
        return low - elements.startIndex
    }
}

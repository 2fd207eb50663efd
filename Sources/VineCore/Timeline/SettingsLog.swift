/// The settings in force over a recording's time: the header's from the start, then
/// each `set` (and each undo or redo of one) from its time on.
struct SettingsLog: Sendable {
    /// The settings in force now: what the next `down` uses.
    private(set) var current: Settings
    /// The longest `growDuration` of any settings in force so far, its species' factor applied.
    private(set) var longestGrowth: Double
    /// The settings in force from each time on; the first entry is the header's, at −∞.
    private var entries: [(time: Double, settings: Settings)]

    /// A log starting with `first`, in force from −∞.
    init(_ first: Settings) {
        current = first
        longestGrowth = first.species.parameters(folding: first.parameters).growDuration
        entries = [(-.infinity, first)]
    }

    /// Puts `new` in force from `time` on (not before the last change).
    mutating func change(to new: Settings, at time: Double) {
        current = new
        entries.append((time, new))
        longestGrowth = max(longestGrowth, new.species.parameters(folding: new.parameters).growDuration)
    }

    /// The settings in force at time `t`.
    func settings(at t: Double) -> Settings {
        entries[PresenceLog.count(entries) { $0.time <= t } - 1].settings
    }
}

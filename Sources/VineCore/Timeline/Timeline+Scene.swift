extension Timeline {
    /// The scene at time `t` seconds (any value: before 0 nothing, after ``end`` the final state).
    ///
    /// Cost: the present vines from the ``PresenceLog`` (a binary search plus work in
    /// proportion to the vines present around `t`), then per present vine binary searches
    /// for its visible samples and sprouted and grown branches — independent of how many
    /// events, samples or branches precede `t` otherwise.
    public func scene(at t: Double) -> Scene {
        let visible = presence(at: t).map { entry -> Scene.VisibleVine in
            let vine = version(entry.version, of: entry.vine)
            let growDuration = vine.parameters.growDuration
            let samples = Self.count(vine.samples) { $0.time <= t }
            let branches = Self.count(vine.branches) { $0.birth <= t }
            let grown = Self.count(vine.branches[..<branches]) {
                Scene.VisibleVine.strokeEnd(time: t, birth: $0.birth, growDuration: growDuration) >= 1
            }
            let bloomed = vine.bloom.map { t >= $0.birth + growDuration } ?? true
            let settled =
                (vine.up.map { $0 <= t } ?? false) && grown == vine.branches.count && bloomed
                && (vine.wind == nil || vine.branches.isEmpty)
            return Scene.VisibleVine(
                vine: vine, sampleCount: samples, branchCount: branches, grownBranchCount: grown,
                isSettled: settled, time: t, growDuration: growDuration)
        }
        let settings = settings(at: t)
        return Scene(time: t, canvas: canvas, parameters: settings.parameters, style: settings.style, vines: visible)
    }

    /// The length of the prefix of `elements` satisfying `isInPrefix`, by binary search.
    private static func count<C: RandomAccessCollection>(_ elements: C, where isInPrefix: (C.Element) -> Bool) -> Int
    where C.Index == Int {
        PresenceLog.count(elements, where: isInPrefix)
    }
}

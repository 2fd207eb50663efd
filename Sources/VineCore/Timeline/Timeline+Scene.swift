extension Timeline {
    /// The scene at time `t` seconds (any value: before 0 nothing, after ``end`` the final state).
    ///
    /// Cost: O(log) binary searches for the present vines and, per present vine, for its
    /// visible samples and sprouted and grown branches — independent of how many events,
    /// samples or branches precede `t` otherwise.
    public func scene(at t: Double) -> Scene {
        let growDuration = header.parameters.growDuration
        let visible = presentVines(at: t).map { index -> Scene.VisibleVine in
            let vine = vines[index]
            let samples = Self.count(vine.samples) { $0.time <= t }
            let branches = Self.count(vine.branches) { $0.birth <= t }
            let grown = Self.count(vine.branches[..<branches]) {
                Scene.VisibleVine.strokeEnd(time: t, birth: $0.birth, growDuration: growDuration) >= 1
            }
            let bloomed = vine.bloom.map { t >= $0.birth + growDuration } ?? true
            let settled = (vine.up.map { $0 <= t } ?? false) && grown == vine.branches.count && bloomed
            return Scene.VisibleVine(
                vine: vine, sampleCount: samples, branchCount: branches, grownBranchCount: grown,
                isSettled: settled, time: t, growDuration: growDuration)
        }
        return Scene(time: t, canvas: canvas, parameters: header.parameters, style: header.style, vines: visible)
    }

    /// The length of the prefix of `elements` satisfying `isInPrefix`, by binary search;
    /// `isInPrefix` must hold for a prefix and fail for the rest.
    private static func count<C: RandomAccessCollection>(_ elements: C, where isInPrefix: (C.Element) -> Bool) -> Int
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

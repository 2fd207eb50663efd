extension Species {
    /// The most parts the species can add to one branch, with every count and depth at its
    /// upper end and every chance met: side shoots (`c + c² + … + c^depth` for at most `c`
    /// per parent), a leaf on each when shoots have leaves, the branch's own leaf when there
    /// are leaf shapes, one tendril, and for each ornament its cluster's upper count at each
    /// of its places (one for `tips` and `nodes`, one per shoot for `shoots`). The reader
    /// refuses a species whose figure exceeds ``SpeciesLimits/maxPartsPerBranch``.
    public var worstCaseParts: Int { partCounts.reduce(0) { $0 + $1.count } }

    /// Each source of parts and how many it adds at most, keyed by the dotted key that sets
    /// its size (for the reader's message).
    var partCounts: [(key: String, count: Int)] {
        var counts: [(key: String, count: Int)] = []
        var shootCount = 0
        if let shoots {
            var generation = 1
            for _ in 0..<shoots.depth {
                generation *= shoots.count.upperBound
                shootCount += generation
            }
            counts.append(("shoots.count", shootCount * (shoots.leaves ? 2 : 1)))
        }
        if !leaves.shapes.isEmpty { counts.append(("leaves.shapes", 1)) }
        if tendrils != nil { counts.append(("tendrils", 1)) }
        for (index, ornament) in ornaments.enumerated() {
            let places = ornament.place == .shoots ? shootCount : 1
            counts.append(("ornaments[\(index)].count", places * ornament.count.upperBound))
        }
        return counts
    }
}

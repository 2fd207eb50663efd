extension Xoshiro256StarStar {
    /// The stream for `domain` and `path` under the recording seed `seed`.
    ///
    /// Derivation: `h = mix(seed ^ domain)`, then `h = mix(h ^ p)` for each `p` in `path`,
    /// where `mix` is ``SplitMix64/mix(_:)``; the state is four outputs of `SplitMix64(seed: h)`.
    /// Each stream depends only on its own key, so adding, removing or editing one vine
    /// or branch never shifts the draws of another.
    public init(seed: UInt64, domain: RandomStreamDomain, path: [UInt64]) {
        var key = SplitMix64.mix(seed ^ domain.rawValue)
        for part in path {
            key = SplitMix64.mix(key ^ part)
        }
        var seeder = SplitMix64(seed: key)
        self.init(seeder: &seeder)
    }

    /// The stream branch `branch` of vine `vine` draws its shape from after reseed number
    /// `reseed`: path `[v, k]` for reseed 0 (the vine as drawn, so version-1 streams never
    /// change), `[v, k, n]` for reseed `n` > 0. Indices are ≥ 0.
    public static func branch(seed: UInt64, vine: Int, branch: Int, reseed: Int = 0) -> Xoshiro256StarStar {
        let path = [UInt64(vine), UInt64(branch)] + (reseed == 0 ? [] : [UInt64(reseed)])
        return Xoshiro256StarStar(seed: seed, domain: .branch, path: path)
    }

    /// The stream try `attempt` (≥ 1) at placing branch `branch` of vine `vine` inside its
    /// bounds draws from, in either look, after reseed number `reseed`: path `[v, k, n, a]`.
    public static func rebound(seed: UInt64, vine: Int, branch: Int, reseed: Int, attempt: Int) -> Xoshiro256StarStar {
        Xoshiro256StarStar(
            seed: seed, domain: .rebound, path: [UInt64(vine), UInt64(branch), UInt64(reseed), UInt64(attempt)])
    }

    /// The stream vine `vine` draws its palette colour from. The index is ≥ 0.
    public static func colour(seed: UInt64, vine: Int) -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: seed, domain: .colour, path: [UInt64(vine)])
    }

    /// The stream the natural look's branch `branch` of vine `vine` draws from after reseed
    /// number `reseed`: path `[v, k]` for reseed 0 (the vine as drawn), `[v, k, n]` for
    /// reseed `n` > 0. Indices are ≥ 0.
    public static func naturalBranch(seed: UInt64, vine: Int, branch: Int, reseed: Int = 0) -> Xoshiro256StarStar {
        let path = [UInt64(vine), UInt64(branch)] + (reseed == 0 ? [] : [UInt64(reseed)])
        return Xoshiro256StarStar(seed: seed, domain: .naturalBranch, path: path)
    }

    /// The stream the flower of a tap on vine `vine` draws from. The index is ≥ 0.
    public static func bloom(seed: UInt64, vine: Int) -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: seed, domain: .bloom, path: [UInt64(vine)])
    }

    /// The stream that draws what vine `vine`'s species adds to its branch `branch` after
    /// reseed number `reseed` (its leaf's variant and colour, side shoots, tendrils and
    /// ornaments): path `[v, k, n]`, `n` 0 for the vine as drawn. Indices are ≥ 0.
    public static func species(seed: UInt64, vine: Int, branch: Int, reseed: Int) -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: seed, domain: .species, path: [UInt64(vine), UInt64(branch), UInt64(reseed)])
    }

    /// The stream vine `vine` draws its species' stem colour from: path `[v]`. The index is ≥ 0.
    public static func species(seed: UInt64, vine: Int) -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: seed, domain: .species, path: [UInt64(vine)])
    }
}

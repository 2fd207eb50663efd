/// xoshiro256** 1.0 (Blackman & Vigna 2018): the generator every random draw comes from.
///
/// The 256-bit state is seeded with four outputs of ``SplitMix64``, as the authors
/// recommend, so it is never all zero. The output sequence is fixed by this code and
/// tested against known values: it never depends on the platform or the Swift version.
public struct Xoshiro256StarStar: Hashable, Sendable {
    private var s0, s1, s2, s3: UInt64

    /// A generator whose state is the next four outputs of `seeder`.
    public init(seeder: inout SplitMix64) {
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    /// A generator seeded from `SplitMix64(seed: seed)`.
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        self.init(seeder: &seeder)
    }

    /// A generator with exactly this state, for tests against reference vectors.
    ///
    /// An all-zero state is a fixed point: it yields zeros forever.
    public init(state: (UInt64, UInt64, UInt64, UInt64)) {
        (s0, s1, s2, s3) = state
    }

    /// The next 64 uniformly distributed bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    private func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}

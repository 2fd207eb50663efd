/// SplitMix64 (Steele, Lea & Flood 2014): a tiny 64-bit generator used to derive
/// independent streams and to seed ``Xoshiro256StarStar``.
///
/// Each call to ``next()`` adds the golden-ratio increment `0x9E3779B97F4A7C15`
/// (wrapping) to the state and returns ``mix(_:)`` of it. Any seed, including 0, is fine.
public struct SplitMix64: Hashable, Sendable {
    /// The current state: the last value passed to ``mix(_:)``, or the seed.
    public private(set) var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 uniformly distributed bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's finalizer: a bijective avalanche of the 64 bits of `z`.
    public static func mix(_ z: UInt64) -> UInt64 {
        var z = z
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

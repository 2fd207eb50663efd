/// What a derived random stream is for, so that streams of different purposes never coincide.
///
/// The raw value is the purpose's name in ASCII, big-endian; it is mixed into the seed
/// first by ``Xoshiro256StarStar/init(seed:domain:path:)``.
public enum RandomStreamDomain: UInt64, Sendable, CaseIterable {
    /// Branch `k` of vine `v`: path `[v, k]`. ASCII "branch".
    case branch = 0x6272_616E_6368
    /// The palette colour of vine `v`: path `[v]`. ASCII "colour".
    case colour = 0x636F_6C6F_7572
    /// The natural look's branch `k` of vine `v`: path `[v, k]`. ASCII "nbranch".
    case naturalBranch = 0x6E_6272_616E_6368
    /// The flower a tap makes on vine `v`: path `[v]`. ASCII "bloom".
    case bloom = 0x62_6C6F_6F6D
    /// The wind sway's phase of branch `k` of vine `v`: path `[v, k]`. ASCII "wind".
    case wind = 0x7769_6E64
    /// How the leaf of branch `k` of vine `v` withers and falls at a loop's end: path `[v, k]`. ASCII "wither".
    case wither = 0x7769_7468_6572
    /// Try `a` ≥ 1 at placing branch `k` of vine `v` (reseed `n`) inside its bounds, after
    /// try 0 (the branch's own stream) did not fit: path `[v, k, n, a]`. ASCII "rebound".
    case rebound = 0x72_6562_6F75_6E64
    /// `vine grow`'s placement of attraction points (path `[0]`) and the wobble of the
    /// vine climbing from start `i` (path `[1, i]`). ASCII "grow".
    case grow = 0x6772_6F77
    /// What a species adds to branch `k` of vine `v` (reseed `n`): its leaf's variant, size
    /// and colour, its side shoots, tendrils and ornaments: path `[v, k, n]`. The stem colour of
    /// vine `v`: path `[v]`. ASCII "species".
    case species = 0x73_7065_6369_6573
}

import VineGeometry

/// A plant as data: how its stem, branches, leaves, side shoots, tendrils, flowers, buds and
/// fruit look and grow, read from a species file (see the Species documentation).
///
/// A species stands on a ``base`` look, the generator and drawing of its stem and stalks
/// (``Look/classic`` or ``Look/natural``); everything else is what the file says. The
/// built-in species ``classic`` and ``natural`` add nothing to their base, so vines drawn in
/// them are drawn exactly as the looks draw them. Every random choice a species makes draws
/// from the part's own stream (``RandomStreamDomain/species``), so editing one vine never
/// shifts another.
public struct Species: Hashable, Sendable {
    /// The name: lower-case letters, digits and `-`, 1…32 characters.
    public var name: String
    /// One line saying what plant it is, for `vine species --list`.
    public var summary: String
    /// The look its stem and stalks are generated and drawn in.
    public var base: Look
    /// The stem's colour, width and taper.
    public var stem: Stem
    /// Where branches sprout and how they are shaped.
    public var branches: Branches
    /// The leaves' shapes, sizes and colours.
    public var leaves: Leaves
    /// Side shoots that branch again; nil for none.
    public var shoots: Shoots?
    /// Curling tendrils; nil for none.
    public var tendrils: Tendrils?
    /// Flowers, buds and fruit, in painting order.
    public var ornaments: [Ornament]
    /// How fast parts grow.
    public var growth: Growth
    /// How it responds to wind and to withering.
    public var response: Response
    /// The definition as a recording embeds it: canonical, one-line JSON.
    public var definition: String

    /// A closed range of numbers a part's value is drawn from, uniformly.
    public typealias Range = ClosedRange<Double>

    /// A range of colours a part's colour is drawn from: `from` and `to` mixed by a uniform draw.
    public struct ColourRange: Hashable, Sendable {
        /// One end.
        public var from: RGBA
        /// The other end.
        public var to: RGBA
        /// A range between `from` and `to`.
        public init(from: RGBA, to: RGBA) {
            self.from = from
            self.to = to
        }
        /// The colour a fraction `t` (0…1) of the way from `from` to `to`.
        public func colour(at t: Double) -> RGBA {
            RGBA(
                r: from.r + (to.r - from.r) * t, g: from.g + (to.g - from.g) * t, b: from.b + (to.b - from.b) * t,
                a: from.a + (to.a - from.a) * t)
        }
    }

    /// The stem.
    public struct Stem: Hashable, Sendable {
        /// Its colour per vine; nil for the style's vine colour.
        public var colour: ColourRange?
        /// The stem width relative to the recording's `vineWidth` (0.25…4).
        public var width: Double
        /// How much the natural stem narrows toward its tip relative to the natural look's (0…2).
        public var taper: Double
    }

    /// How branches are arranged on the stem.
    public enum Arrangement: Hashable, Sendable {
        /// One leaf per node, sides alternating.
        case alternate
        /// Two leaves per node, facing each other.
        case opposite
        /// Several leaves (3…6) per node, spread around it.
        case whorled(Int)
    }

    /// Branches: where they sprout and how they are shaped.
    public struct Branches: Hashable, Sendable {
        /// How leaves stand at each node.
        public var arrangement: Arrangement
        /// The distance between branches relative to `minBranchSeparation` (0.25…4).
        public var spacing: Double
        /// The stalk's length as a fraction of `maxBranchLength` (natural base; the natural
        /// look's is 0.3…0.6).
        public var length: Range
        /// The stalk's bend (natural base; the natural look's is −0.2…0.45).
        public var curvature: Range
        /// How far the stalk leans out of the stem (natural base; the natural look's is 0.55…1).
        public var angle: Range
    }

    /// One leaf outline: SVG path data in the leaf's unit frame, where the leaf's base is
    /// (0, 0) and its tip (1, 0); y runs across the leaf, in the same unit.
    public struct Shape: Hashable, Sendable {
        /// The path data as written.
        public var data: String
        /// The outline in the unit frame.
        public var path: BezierPath
        /// How often this variant is chosen relative to the others (> 0).
        public var weight: Double
    }

    /// The leaves.
    public struct Leaves: Hashable, Sendable {
        /// The outlines, one chosen per leaf by weight; empty: the base look's leaf.
        public var shapes: [Shape]
        /// The leaf's length relative to `leafSize`.
        public var size: Range
        /// The leaves' colour per leaf; nil for the style's leaf paint.
        public var colour: ColourRange?
        /// The chance that a branch ends in a leaf (0…1).
        public var chance: Double
    }

    /// Side shoots: thin branches off a branch's stalk that may branch again.
    public struct Shoots: Hashable, Sendable {
        /// How many generations (1…3).
        public var depth: Int
        /// The chance each branch (or shoot) has shoots (0…1).
        public var chance: Double
        /// How many shoots a branch (or shoot) has (1…12), drawn uniformly.
        public var count: ClosedRange<Int>
        /// A shoot's length relative to its parent's.
        public var length: Range
        /// The angle a shoot leaves its parent at, in degrees (either side).
        public var angle: Range
        /// Whether a shoot ends in a leaf.
        public var leaves: Bool
    }

    /// Where tendrils grow from.
    public enum TendrilOrigin: String, CaseIterable, Hashable, Sendable {
        /// From the stem, at a node.
        case stem
        /// From a branch's tip.
        case tips
    }

    /// Tendrils: thin spirals that keep their sense of curl.
    public struct Tendrils: Hashable, Sendable {
        /// Where they grow from.
        public var origin: TendrilOrigin
        /// The chance each node has one (0…1).
        public var chance: Double
        /// How many turns the spiral makes (0.5…5).
        public var turns: Range
        /// Its length relative to `leafSize`.
        public var length: Range
        /// Its colour; nil for the stem's.
        public var colour: ColourRange?
    }

    /// What an ornament is.
    public enum OrnamentKind: String, CaseIterable, Hashable, Sendable {
        /// An open flower.
        case flower
        /// A closed bud.
        case bud
        /// A fruit or berry.
        case fruit
    }

    /// Where ornaments grow.
    public enum OrnamentPlace: String, CaseIterable, Hashable, Sendable {
        /// At a branch's tip, beside its leaf.
        case tips
        /// At the node, where the branch leaves the stem.
        case nodes
        /// At the tips of side shoots.
        case shoots
    }

    /// Flowers, buds or fruit: a shape repeated about its centre, alone or in a cluster.
    public struct Ornament: Hashable, Sendable {
        /// Flower, bud or fruit.
        public var kind: OrnamentKind
        /// The outline of one petal (or the whole shape) in a unit frame centred on (0, 0),
        /// pointing along +x.
        public var shape: Shape
        /// How many copies turn about the centre (1…12): five for a five-petalled flower.
        public var repeats: Int
        /// The centre's colour, drawn over the petals; nil for none.
        public var heart: RGBA?
        /// Where it grows.
        public var place: OrnamentPlace
        /// The chance each place has one (0…1).
        public var chance: Double
        /// How many in a cluster (1…24).
        public var count: ClosedRange<Int>
        /// How much a cluster hangs down (0: outward, 1: straight down).
        public var hang: Double
        /// Its size relative to `leafSize`.
        public var size: Range
        /// Its colour per ornament.
        public var colour: ColourRange
        /// When it starts opening, as a fraction of its branch's growth window (0…0.9).
        public var delay: Double
    }

    /// Growth timing.
    public struct Growth: Hashable, Sendable {
        /// A branch's growth time relative to `growDuration` (0.25…4).
        public var duration: Double
    }

    /// How the plant responds to wind and withering.
    public struct Response: Hashable, Sendable {
        /// How strongly its branches sway relative to the wind's bend (0…3).
        public var sway: Double
        /// The colour withering leaves turn; nil for the look's.
        public var wither: RGBA?
    }
}

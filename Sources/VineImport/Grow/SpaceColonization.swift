import VineCore
import VineGeometry

/// `vine grow --within`: a branching network grown through a region by space colonization
/// (Runions, Lane and Prusinkiewicz, "Modeling Trees with a Space Colonization Algorithm",
/// 2005), whose stems become strokes over time (see <doc:GrowingVines>).
///
/// Attraction points lie on a grid of spacing ``spacing`` over the region's bounds, each
/// moved by `u(−s/2, s/2)` in x and y (stream ``/VineCore/RandomStreamDomain/grow``, path
/// `[0]`), kept where ``allows`` does. Growth starts from the given points (else from the
/// attraction point lowest on the canvas, nearest the middle on a tie). Each step, every
/// attraction point picks the nearest node within ``influence``; each node so picked grows
/// a new node ``step`` points along the normalized sum of the unit vectors to its points,
/// where ``allows`` permits it and its midpoint, unless the node has ``maxChildren``
/// already or the new node would be within half a step of another; then every attraction point within
/// ``kill`` of a node is removed. A step that grows nothing while attraction points remain
/// starts a new network at the first remaining one. Step `i` of `n` happens at time
/// `S·(i/n)` for a duration `S`, so the last is at `S` exactly.
public struct SpaceColonization: Sendable {
    /// The distance between neighbouring attraction points, in points.
    public var spacing: Double
    /// How far a node grows each step, in points: 6.
    public var step = 6.0
    /// How far an attraction point reaches for a node: 4 spacings.
    public var influence: Double { 4 * spacing }
    /// How near a node removes an attraction point: one spacing.
    public var kill: Double { spacing }
    /// The most nodes that grow from one node: 2 (the stem going on and one side shoot).
    public static let maxChildren = 2
    /// The most steps: 4,000.
    public static let maxSteps = 4_000
    /// Where nodes may be.
    public var allows: @Sendable (Point) -> Bool

    /// A network with attraction points `spacing` apart, its nodes where `allows` permits.
    public init(spacing: Double, allows: @escaping @Sendable (Point) -> Bool) {
        self.spacing = spacing
        self.allows = allows
    }

    /// One node: where it is, the node it grew from, and the step it appeared at.
    struct Node {
        var point: Point
        var parent: Int?
        var step: Int
    }

    /// The strokes of the network grown in `bounds` from `starts` (empty: the default
    /// start), lasting `seconds`, with attraction points placed from `seed`.
    public func strokes(in bounds: Rect, starts: [Point], seconds: Double, seed: UInt64) -> [TimedStroke] {
        var attractors = attractionPoints(in: bounds, seed: seed)
        guard !attractors.isEmpty || !starts.isEmpty else { return [] }
        var nodes: [Node] = []
        var childCounts: [Int] = []
        var points: [Point] = []
        var grid = PointGrid(cell: influence)
        func add(_ node: Node) {
            grid.insert(node.point, index: nodes.count)
            nodes.append(node)
            childCounts.append(0)
            if let parent = node.parent { childCounts[parent] += 1 }
            points.append(node.point)
        }
        let firstStarts =
            starts.isEmpty
            ? [attractors.min { ($0.y, -abs($0.x - bounds.midX)) > ($1.y, -abs($1.x - bounds.midX)) }!]
            : starts
        for start in firstStarts { add(Node(point: start, parent: nil, step: 0)) }
        var stepIndex = 0
        while !attractors.isEmpty, stepIndex < Self.maxSteps {
            stepIndex += 1
            var pulls: [Int: Vector] = [:]
            for attractor in attractors {
                guard let nearest = grid.nearest(to: attractor, within: influence, in: points) else {
                    continue
                }
                pulls[nearest, default: .zero] =
                    pulls[nearest, default: .zero] + (attractor - nodes[nearest].point).normalized
            }
            var grew = false
            for index in pulls.keys.sorted() {
                let direction = pulls[index]!.normalized
                guard direction != .zero, childCounts[index] < Self.maxChildren else { continue }
                let from = nodes[index].point
                let point = from + direction * step
                guard allows(point), allows(from + direction * (step / 2)),
                    grid.nearest(to: point, within: step / 2, in: points) == nil
                else { continue }
                add(Node(point: point, parent: index, step: stepIndex))
                grew = true
            }
            attractors.removeAll { grid.nearest(to: $0, within: kill, in: points) != nil }
            if !grew, let first = attractors.first {
                add(Node(point: first, parent: nil, step: stepIndex))
                attractors.removeFirst()
            }
        }
        return Self.strokes(of: nodes, lastStep: max(stepIndex, 1), seconds: seconds)
    }

    /// The attraction points: the jittered grid, kept where ``allows`` permits.
    func attractionPoints(in bounds: Rect, seed: UInt64) -> [Point] {
        var random = Xoshiro256StarStar(seed: seed, domain: .grow, path: [0])
        var points: [Point] = []
        let columns = Int((bounds.width / spacing).rounded(.up)) + 1
        let rows = Int((bounds.height / spacing).rounded(.up)) + 1
        for row in 0..<rows {
            for column in 0..<columns {
                let dx = random.uniform(-spacing / 2, spacing / 2)
                let dy = random.uniform(-spacing / 2, spacing / 2)
                let point = Point(
                    x: bounds.minX + Double(column) * spacing + dx, y: bounds.minY + Double(row) * spacing + dy)
                if allows(point) { points.append(point) }
            }
        }
        return points
    }

    /// The network as strokes: from each root, and from each node for every child but its
    /// first, a stroke follows first children to a tip. A stroke that starts at a node
    /// already drawn puts its pen down there one step before its next node appears.
    static func strokes(of nodes: [Node], lastStep: Int, seconds: Double) -> [TimedStroke] {
        var children = [[Int]](repeating: [], count: nodes.count)
        for (index, node) in nodes.enumerated() {
            if let parent = node.parent { children[parent].append(index) }
        }
        func time(_ step: Int) -> Double { seconds * (Double(step) / Double(lastStep)) }
        var strokes: [TimedStroke] = []
        var pending: [(from: Int?, node: Int)] = nodes.indices.filter { nodes[$0].parent == nil }.map { (nil, $0) }
        var next = 0
        while next < pending.count {
            let (from, first) = pending[next]
            next += 1
            var points: [(time: Double, point: Point)] = []
            if let from {
                points.append((time(nodes[first].step - 1), nodes[from].point))
            }
            var current = first
            while true {
                points.append((time(nodes[current].step), nodes[current].point))
                let kids = children[current]
                for kid in kids.dropFirst() { pending.append((current, kid)) }
                guard let continuation = kids.first else { break }
                current = continuation
            }
            strokes.append(TimedStroke(points: points))
        }
        return strokes
    }
}

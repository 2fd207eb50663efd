import VineGeometry

/// A uniform grid of points for nearest-neighbour queries within a radius no larger than its cell.
struct PointGrid {
    /// The side of a cell.
    let cell: Double
    /// The indices of the points in each cell.
    private var cells: [Key: [Int]] = [:]

    /// A cell's column and row.
    struct Key: Hashable {
        var x: Int
        var y: Int
    }

    /// An empty grid of cells `cell` wide.
    init(cell: Double) {
        self.cell = cell
    }

    /// The cell `point` lies in.
    private func key(_ point: Point) -> Key {
        Key(x: Int((point.x / cell).rounded(.down)), y: Int((point.y / cell).rounded(.down)))
    }

    /// Files `point` under `index`.
    mutating func insert(_ point: Point, index: Int) {
        cells[key(point), default: []].append(index)
    }

    /// The index of the point of `points` nearest `point` (lowest index on a tie) no farther than `radius` (≤ cell).
    func nearest(to point: Point, within radius: Double, in points: [Point]) -> Int? {
        let center = key(point)
        var best: (distance: Double, index: Int)?
        for dy in -1...1 {
            for dx in -1...1 {
                for index in cells[Key(x: center.x + dx, y: center.y + dy)] ?? [] {
                    let distance = (points[index] - point).lengthSquared
                    guard distance <= radius * radius else { continue }
                    if best == nil || (distance, index) < (best!.distance, best!.index) { best = (distance, index) }
                }
            }
        }
        return best?.index
    }
}

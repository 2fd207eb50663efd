/// Covers filed by where they lie, so that a segment is tested only against the covers
/// whose boxes are near it: a grid of square cells, each listing the covers whose boxes
/// meet it.
public struct CoverIndex: Sendable {
    /// The side of a cell.
    public let cellSize: Double
    /// The covers, in the order they were added.
    public private(set) var covers: [Cover] = []
    /// For each cell (by ``key(_:_:)``), the indices of the covers whose boxes meet it.
    private var cells: [Int64: [Int]] = [:]

    /// An empty index with cells `cellSize` on a side (more than 0).
    public init(cellSize: Double) {
        self.cellSize = cellSize
    }

    /// The cell holding coordinate `value`.
    private func cell(_ value: Double) -> Int64 { Int64((value / cellSize).rounded(.down)) }

    /// The key of the cell in column `x` and row `y`.
    private static func key(_ x: Int64, _ y: Int64) -> Int64 { x &* 4_194_304 &+ y }

    /// The cells a box meets, as ranges of columns and rows.
    private func cells(of box: Rect) -> (ClosedRange<Int64>, ClosedRange<Int64>) {
        (cell(box.minX)...cell(box.maxX), cell(box.minY)...cell(box.maxY))
    }

    /// Adds `cover`.
    public mutating func insert(_ cover: Cover) {
        let index = covers.count
        covers.append(cover)
        let (columns, rows) = cells(of: cover.bounds)
        for x in columns {
            for y in rows { cells[Self.key(x, y), default: []].append(index) }
        }
    }

    /// The covers whose boxes may meet the segment from `a` to `b` (those filed in the
    /// cells its box meets), each once, in the order they were added.
    public func covers(near a: Point, _ b: Point) -> [Cover] {
        let (columns, rows) = cells(of: Rect(from: a, to: b))
        var found: [Int] = []
        for x in columns {
            for y in rows { found += cells[Self.key(x, y)] ?? [] }
        }
        guard !found.isEmpty else { return [] }
        found.sort()
        var result: [Cover] = []
        var last = -1
        for index in found where index != last {
            result.append(covers[index])
            last = index
        }
        return result
    }
}

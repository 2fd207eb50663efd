import VineGeometry

/// The leaves built so far, by spacing ellipse in a grid of cells, so a new leaf can ask
/// in O(nearby leaves) whether it would overlap one.
struct LeafField: Sendable {
    /// One leaf: its vine, the vine's version it belongs to, and its spacing ellipse.
    struct Entry: Sendable {
        var vine: Int
        var version: Int
        var ellipse: LeafEllipse
    }

    /// The side of a grid cell, in points.
    let cellSize: Double
    private var cells: [Int64: [Entry]] = [:]

    /// An empty field with cells of `cellSize` points (at least 1).
    init(cellSize: Double) {
        self.cellSize = max(cellSize, 1)
    }

    /// Adds a leaf of `version` of `vine`.
    mutating func insert(_ ellipse: LeafEllipse, vine: Int, version: Int) {
        for key in keys(covering: ellipse.bounds) {
            cells[key, default: []].append(Entry(vine: vine, version: version, ellipse: ellipse))
        }
    }

    /// Whether `ellipse` overlaps a leaf for which `isPresent` holds.
    func overlaps(_ ellipse: LeafEllipse, isPresent: (Entry) -> Bool) -> Bool {
        keys(covering: ellipse.bounds).contains { key in
            cells[key]?.contains { isPresent($0) && $0.ellipse.overlaps(ellipse) } ?? false
        }
    }

    /// The cells `rect` touches (coordinates clamped so the keys stay small).
    private func keys(covering rect: Rect) -> [Int64] {
        func cell(_ value: Double) -> Int64 { Int64(min(max(value / cellSize, -1e6), 1e6).rounded(.down)) }
        var keys: [Int64] = []
        for x in cell(rect.minX)...cell(rect.maxX) {
            for y in cell(rect.minY)...cell(rect.maxY) { keys.append(x * 4_000_003 + y) }
        }
        return keys
    }
}

import VineLook

/// The tiles of a frame-size layer that drawing may have touched, so that clearing and
/// compositing the layer cost what was painted, not the bounding box of a vine that
/// wanders across the frame.
///
/// Pixels outside the tiles are untouched (transparent, or no coverage): compositing
/// them over anything, or clearing them, changes nothing, so working on the tiles only
/// gives the same pixels as working on the whole layer.
struct PaintedTiles {
    /// The side of a tile in pixels.
    static let side = 32

    /// The layer's size in pixels.
    private let size: (width: Int, height: Int)
    /// Tiles per row of tiles.
    private let columns: Int
    /// One flag per tile, row by row of tiles.
    private var painted: [Bool]
    /// The rows of tiles that hold a painted tile.
    private var rows = 0..<0

    /// No tile painted, for a layer of `width` × `height` pixels.
    init(width: Int, height: Int) {
        size = (width, height)
        columns = (width + Self.side - 1) / Self.side
        painted = [Bool](repeating: false, count: columns * ((height + Self.side - 1) / Self.side))
    }

    /// True when no tile is painted.
    var isEmpty: Bool { rows.isEmpty }

    /// Marks the tiles that `rect` (pixels, clamped to the layer) touches.
    mutating func insert(_ rect: PixelRect) {
        let area = rect.clamped(width: size.width, height: size.height)
        guard !area.isEmpty else { return }
        let tileRows = area.minY / Self.side..<(area.maxY - 1) / Self.side + 1
        for row in tileRows {
            for column in area.minX / Self.side...(area.maxX - 1) / Self.side { painted[row * columns + column] = true }
        }
        rows =
            rows.isEmpty
            ? tileRows : min(rows.lowerBound, tileRows.lowerBound)..<max(rows.upperBound, tileRows.upperBound)
    }

    /// The painted tiles as rectangles (pixels, inside the layer): runs of neighbouring
    /// tiles in a row of tiles, joined with the same run in the rows below.
    var rectangles: [PixelRect] {
        var done: [PixelRect] = []
        var open: [PixelRect] = []
        for row in rows {
            var runs: [PixelRect] = []
            var column = 0
            while column < columns {
                guard painted[row * columns + column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < columns, painted[row * columns + column] { column += 1 }
                runs.append(
                    PixelRect(
                        minX: start * Self.side, minY: row * Self.side, maxX: min(column * Self.side, size.width),
                        maxY: min((row + 1) * Self.side, size.height)))
            }
            var next: [PixelRect] = []
            for run in runs {
                if let index = open.firstIndex(where: { $0.minX == run.minX && $0.maxX == run.maxX }) {
                    next.append(PixelRect(minX: run.minX, minY: open[index].minY, maxX: run.maxX, maxY: run.maxY))
                    open.remove(at: index)
                } else {
                    next.append(run)
                }
            }
            done += open
            open = next
        }
        return done + open
    }

    /// Unmarks every tile.
    mutating func removeAll() {
        for index in rows.lowerBound * columns..<rows.upperBound * columns { painted[index] = false }
        rows = 0..<0
    }
}

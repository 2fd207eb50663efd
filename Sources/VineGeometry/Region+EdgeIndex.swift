extension Region {
    /// The region's edges bucketed on a grid, so that a point's winding and its nearness to
    /// the outline look only at the edges near it. Built once with the region; it changes
    /// no answer, only how many edges each query visits.
    struct EdgeIndex: Sendable {
        /// One edge, from `a` to `b`, and the index of its shape.
        struct Edge: Sendable {
            var a: Point
            var b: Point
            var shape: Int
        }

        /// The side of a cell, in the region's units.
        let cell: Double
        /// The corner the grid starts at.
        let origin: Point
        /// Columns and rows of the grid.
        let columns: Int
        let rows: Int
        let edges: [Edge]
        /// For each row, the edges whose y-range meets it (for winding numbers).
        let rowEdges: [[Int]]
        /// For each cell (row-major), the edges whose bounding box meets it (for nearness).
        let cellEdges: [[Int]]

        /// The grid over `bounds` for the rings of `shapes`: at most 64 cells a side.
        init(shapes: [Shape], bounds: Rect) {
            var edges: [Edge] = []
            for (index, shape) in shapes.enumerated() {
                for ring in shape.rings {
                    var previous = ring[ring.count - 1]
                    for current in ring {
                        edges.append(Edge(a: previous, b: current, shape: index))
                        previous = current
                    }
                }
            }
            let side = max(bounds.width, bounds.height)
            cell = side > 0 ? side / 64 : 1
            origin = Point(x: bounds.minX, y: bounds.minY)
            columns = max(1, Int((bounds.width / cell).rounded(.up)))
            rows = max(1, Int((bounds.height / cell).rounded(.up)))
            var rowEdges = [[Int]](repeating: [], count: rows)
            var cellEdges = [[Int]](repeating: [], count: rows * columns)
            for (index, edge) in edges.enumerated() {
                let (x0, x1) = (min(edge.a.x, edge.b.x), max(edge.a.x, edge.b.x))
                let (y0, y1) = (min(edge.a.y, edge.b.y), max(edge.a.y, edge.b.y))
                let c0 = Self.clamp(Int(((x0 - origin.x) / cell).rounded(.down)), columns)
                let c1 = Self.clamp(Int(((x1 - origin.x) / cell).rounded(.down)), columns)
                let r0 = Self.clamp(Int(((y0 - origin.y) / cell).rounded(.down)), rows)
                let r1 = Self.clamp(Int(((y1 - origin.y) / cell).rounded(.down)), rows)
                for row in r0...r1 {
                    rowEdges[row].append(index)
                    for column in c0...c1 { cellEdges[row * columns + column].append(index) }
                }
            }
            self.edges = edges
            self.rowEdges = rowEdges
            self.cellEdges = cellEdges
        }

        /// `value` within `0..<count`.
        private static func clamp(_ value: Int, _ count: Int) -> Int { min(max(value, 0), count - 1) }

        /// The row of `y`, clamped to the grid.
        private func row(_ y: Double) -> Int {
            let value = ((y - origin.y) / cell).rounded(.down)
            return Int(min(max(value, 0), Double(rows - 1)))
        }

        /// The column of `x`, clamped to the grid.
        private func column(_ x: Double) -> Int {
            let value = ((x - origin.x) / cell).rounded(.down)
            return Int(min(max(value, 0), Double(columns - 1)))
        }

        /// Whether `point` (inside the grid's bounds) is inside some shape of `shapes` by its rule.
        func contains(_ point: Point, shapes: [Shape]) -> Bool {
            // One shape (the usual case) counts in two integers, with no array to allocate
            // for each point.
            if shapes.count == 1 {
                var winding = 0
                var crossings = 0
                for index in rowEdges[row(point.y)] {
                    let step = crossing(edges[index], point)
                    winding += step
                    crossings += step == 0 ? 0 : 1
                }
                return shapes[0].rule == .nonzero ? winding != 0 : crossings % 2 == 1
            }
            var winding = [Int](repeating: 0, count: shapes.count)
            var crossings = [Int](repeating: 0, count: shapes.count)
            for index in rowEdges[row(point.y)] {
                let edge = edges[index]
                let step = crossing(edge, point)
                winding[edge.shape] += step
                crossings[edge.shape] += step == 0 ? 0 : 1
            }
            return shapes.indices.contains { index in
                shapes[index].rule == .nonzero ? winding[index] != 0 : crossings[index] % 2 == 1
            }
        }

        /// How `edge` crosses the ray from `point` to the right: 1 upward with the point on
        /// its left, -1 downward with the point on its right, 0 otherwise.
        private func crossing(_ edge: Edge, _ point: Point) -> Int {
            let upward = edge.a.y <= point.y && edge.b.y > point.y
            let downward = edge.b.y <= point.y && edge.a.y > point.y
            guard upward || downward else { return 0 }
            let side = (edge.b - edge.a).cross(point - edge.a)
            if upward && side > 0 { return 1 }
            if downward && side < 0 { return -1 }
            return 0
        }

        /// Whether some edge comes nearer than `margin` to `point`.
        func hasEdge(nearerThan margin: Double, to point: Point) -> Bool {
            let c0 = column(point.x - margin)
            let c1 = column(point.x + margin)
            let r0 = row(point.y - margin)
            let r1 = row(point.y + margin)
            let limit = margin * margin
            for row in r0...r1 {
                for column in c0...c1 {
                    for index in cellEdges[row * columns + column] {
                        let edge = edges[index]
                        if Region.squaredDistance(point, edge.a, edge.b) < limit { return true }
                    }
                }
            }
            return false
        }
    }
}

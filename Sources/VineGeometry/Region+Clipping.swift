extension Region {
    /// The parts of `polyline` whose points pass `keeps`: the polyline is resampled with
    /// points at most `spacing` apart along each edge (its own vertices kept), and each
    /// maximal run of kept points becomes one piece. Pieces of a single point are dropped.
    public static func pieces(of polyline: [Point], spacing: Double, keeps: (Point) -> Bool) -> [[Point]] {
        var pieces: [[Point]] = []
        var current: [Point] = []
        func visit(_ point: Point) {
            if keeps(point) {
                current.append(point)
            } else {
                if current.count > 1 { pieces.append(current) }
                current = []
            }
        }
        guard var previous = polyline.first else { return [] }
        visit(previous)
        for point in polyline.dropFirst() {
            let edge = point - previous
            let count = max(1, Int(min((edge.length / spacing).rounded(.up), 100_000)))
            for i in 1...count { visit(previous + edge * (Double(i) / Double(count))) }
            previous = point
        }
        if current.count > 1 { pieces.append(current) }
        return pieces
    }
}

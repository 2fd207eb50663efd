extension Region {
    /// The parts of `polyline` whose points pass `keeps`: the polyline is probed at points at
    /// most `spacing` apart along each edge, each maximal run of passing probes becomes one
    /// piece, made of the run's first probe, the polyline's own vertices in it, and its last
    /// probe (so a piece is cut within `spacing` of where the polyline leaves). Pieces of a
    /// single point are dropped.
    public static func pieces(of polyline: [Point], spacing: Double, keeps: (Point) -> Bool) -> [[Point]] {
        var pieces: [[Point]] = []
        var current: [Point] = []
        var pending: Point?
        func endRun() {
            if let pending { current.append(pending) }
            pending = nil
            if current.count > 1 { pieces.append(current) }
            current = []
        }
        func visit(_ point: Point, isVertex: Bool) {
            guard keeps(point) else {
                endRun()
                return
            }
            if current.isEmpty || isVertex {
                current.append(point)
                pending = nil
            } else {
                pending = point
            }
        }
        guard var previous = polyline.first else { return [] }
        visit(previous, isVertex: true)
        for point in polyline.dropFirst() {
            let edge = point - previous
            let count = max(1, Int(min((edge.length / spacing).rounded(.up), 100_000)))
            for i in 1..<count { visit(previous + edge * (Double(i) / Double(count)), isVertex: false) }
            visit(point, isVertex: true)
            previous = point
        }
        endRun()
        return pieces
    }
}

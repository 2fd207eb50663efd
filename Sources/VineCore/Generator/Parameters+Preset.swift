extension Parameters {
    /// A named set of sizes for drawing at one scale: `--preset` applies it before any
    /// other override. Each sets `minBranchSeparation`, `maxBranchLength`, `leafSize` and
    /// `vineWidth` (in points) and leaves `growDuration` alone.
    public enum Preset: String, CaseIterable, Sendable {
        /// Words written about 100 points high: separation 12, branch length 16, leaf 7, width 2.4.
        case handwriting
        /// A quick drawing at the defaults' scale, a little finer: 16, 36, 10, 3.
        case sketch
        /// Big gestures across the canvas: 26, 72, 18, 5.
        case garden

        /// The values this preset sets, in ``Key`` order.
        public var values: [(Key, Double)] {
            switch self {
            case .handwriting: [(.minBranchSeparation, 12), (.maxBranchLength, 16), (.leafSize, 7), (.vineWidth, 2.4)]
            case .sketch: [(.minBranchSeparation, 16), (.maxBranchLength, 36), (.leafSize, 10), (.vineWidth, 3)]
            case .garden: [(.minBranchSeparation, 26), (.maxBranchLength, 72), (.leafSize, 18), (.vineWidth, 5)]
            }
        }
    }

    /// These parameters with `preset`'s values set.
    public func applying(_ preset: Preset) -> Parameters {
        var parameters = self
        for (key, value) in preset.values { parameters[key] = value }
        return parameters
    }
}

import VineGeometry

/// A sheet of paper a still is printed or plotted on: its size and the blank margin
/// around the drawing, in millimetres.
public struct Paper: Sendable, Equatable {
    /// The sheet's width and height, in millimetres.
    public var size: Size
    /// The blank margin on every side, in millimetres.
    public var margin: Double

    /// A sheet `size` millimetres with `margin` millimetres blank on every side.
    public init(size: Size, margin: Double) {
        self.size = size
        self.margin = margin
    }
}

import VineCore
import VineGeometry

/// The picked-vine overlay: the stem of the vine under the pointer (Alt held while
/// drawing) outlined in a bright colour, so the user sees which vine Alt+click erases
/// and Alt+R reseeds. Window only; never in exports.
public struct PickOverlay: Sendable {
    /// The vine to outline, as it stands in the scene shown.
    public var vine: Scene.VisibleVine

    /// An overlay outlining `vine`.
    public init(vine: Scene.VisibleVine) {
        self.vine = vine
    }

    /// Draws the outline over `target`; `transform` maps canvas points to target pixels
    /// and `density` scales the line (2 on high-density displays).
    public func draw(transform: AffineTransform, density: Double, on target: OverlayTarget) {
        target.drawing { context in
            context.newPath()
            context.appendPolyline(vine.samples.lazy.map { transform.apply($0.point) })
            context.setRoundLines()
            context.setLineWidth(vine.vine.width * transform.scaleFactor + 6 * density)
            context.setSource(RGBA(r: 1, g: 0.55, b: 0.1, a: 0.55))
            context.stroke()
        }
    }
}

import VineGeometry
import VineRender

/// A background job's progress over the canvas: a line of text above a bar filled to the
/// fraction done, on a translucent panel across the top of the window, below a warning's
/// band. Window only; never in exports.
struct ProgressOverlay: Sendable {
    /// What is being done, for example `exporting vine-20261126.mp4, vine-20261126.gif`.
    var text: String
    /// How much is done, 0…1 (clamped).
    var fraction: Double

    /// Draws the panel across the top of `target`, `26 × density` pixels below its top edge
    /// (clear of a warning), its text `13 × density` pixels tall.
    func draw(density: Double, on target: OverlayTarget) {
        target.drawing { context in
            let size = 13 * density
            let top = 26 * density
            let margin = size
            let width = Double(target.width)
            let barHeight = (size * 0.6).rounded()
            let height = (size * 2.6 + barHeight).rounded()
            context.setSource(red: 0.08, green: 0.09, blue: 0.07, alpha: 0.72)
            context.appendRectangle(Rect(x: 0, y: top, width: width, height: height))
            context.fill()
            context.setFont(.monospace, size: size)
            context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 1)
            context.showText(text, at: Point(x: margin, y: (top + size * 1.3).rounded()))
            let barTop = (top + size * 1.9).rounded()
            let barWidth = max(0, width - 2 * margin)
            context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 0.25)
            context.appendRectangle(Rect(x: margin, y: barTop, width: barWidth, height: barHeight))
            context.fill()
            context.setSource(red: 0.55, green: 0.75, blue: 0.35, alpha: 1)
            context.appendRectangle(
                Rect(x: margin, y: barTop, width: barWidth * min(max(fraction, 0), 1), height: barHeight))
            context.fill()
        }
    }
}

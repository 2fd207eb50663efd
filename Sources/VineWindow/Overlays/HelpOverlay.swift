import VineGeometry
import VineRender

/// The key help: lines of text on a translucent panel in the middle of the window,
/// drawn with Cairo over a frame. Window only; never in exports.
struct HelpOverlay: Sendable {
    /// The lines shown, top to bottom.
    var lines: [String]

    /// Draws the panel centred on `target`, its text `14 × density` pixels tall.
    func draw(density: Double, on target: OverlayTarget) {
        target.drawing { context in
            let size = 14 * density
            context.setFont(.monospace, size: size)
            let widest = lines.map { context.advance(of: $0) }.reduce(0.0, max)
            let lineHeight = size * 1.5
            let width = widest + 2 * size
            let height = Double(lines.count) * lineHeight + size
            let left = ((Double(target.width) - width) / 2).rounded()
            let top = ((Double(target.height) - height) / 2).rounded()
            context.setSource(red: 0.08, green: 0.09, blue: 0.07, alpha: 0.82)
            context.appendRectangle(Rect(x: left, y: top, width: width, height: height))
            context.fill()
            context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 1)
            for (row, line) in lines.enumerated() {
                context.showText(
                    line, at: Point(x: left + size, y: (top + size * 0.5 + lineHeight * (Double(row) + 0.75)).rounded())
                )
            }
        }
    }
}

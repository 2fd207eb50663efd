import VineGeometry
import VineRender

/// The window's status line: one line of text on a translucent band along the
/// bottom edge, drawn with Cairo over a frame; or, as a warning, on an amber band
/// along the top edge.
struct StatusLine: Sendable {
    /// What the line is for, which sets where and how it is drawn.
    enum Kind: Sendable {
        /// Information: light text on a dark translucent band along the bottom.
        case status
        /// Something the person must know (the recording cannot be written): dark text on
        /// an amber band along the top, clear of the status line.
        case warning
    }

    /// The text shown, for example `12.3 s · 4 vines · 180 branches · 60 fps · garden.vine`.
    var text: String
    /// The band's height in pixels (the text is about half of it).
    var height: Double
    /// Status or warning.
    var kind: Kind

    /// A line of `kind` showing `text`, `height` pixels tall (26 by default; scale it
    /// with the display density).
    init(text: String, height: Double = 26, kind: Kind = .status) {
        self.text = text
        self.height = height
        self.kind = kind
    }

    /// Loads the font the line is drawn in: the first text Cairo draws looks up and opens
    /// fonts, which takes milliseconds, so a window does it while it opens rather than in
    /// its first frame.
    static func loadFont() {
        let (width, height) = (64, 26)
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        pixels.withUnsafeMutableBytes { bytes in
            let target = OverlayTarget(base: bytes.baseAddress!, width: width, height: height, stride: 4 * width)
            StatusLine(text: "0.0 s", height: Double(height)).draw(on: target)
        }
    }

    /// Draws the band and the text along the bottom (a warning: the top) of `target`.
    func draw(on target: OverlayTarget) {
        target.drawing { context in
            let top = kind == .status ? Double(target.height) - height : 0
            switch kind {
            case .status: context.setSource(red: 0.08, green: 0.09, blue: 0.07, alpha: 0.72)
            case .warning: context.setSource(red: 0.98, green: 0.72, blue: 0.18, alpha: 0.94)
            }
            context.appendRectangle(Rect(x: 0, y: top, width: Double(target.width), height: height))
            context.fill()
            context.setFont(.monospace, size: height * 0.5)
            let font = context.fontExtents
            let baseline = top + (height + font.ascent - font.descent) / 2
            switch kind {
            case .status: context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 1)
            case .warning: context.setSource(red: 0.12, green: 0.08, blue: 0.02, alpha: 1)
            }
            context.showText(text, at: Point(x: height * 0.4, y: baseline.rounded()))
        }
    }
}

import VineCore
import VineGeometry

/// A contact sheet: several scenes of one recording (with different seeds or looks),
/// each rendered whole into a cell of a grid with its label below, in one picture, so a
/// person can pick a variant.
public enum VariantSheet {
    /// One cell: what to show and how to name it.
    public struct Cell: Sendable {
        /// The label under the picture (`seed 42`, `natural`, …).
        public var label: String
        /// The scene to render.
        public var scene: Scene

        /// A cell showing `scene`, labelled `label`.
        public init(label: String, scene: Scene) {
            self.label = label
            self.scene = scene
        }
    }

    /// The height of the label band under each picture, in pixels.
    public static let labelHeight = 28

    /// The picture of `cells` (row by row, `columns` to a row): each scene
    /// rendered from scratch at `cellWidth` × `cellHeight` pixels (its canvas `canvas`
    /// fitted and centred as in frames), with its label centred in a band below, on a
    /// white sheet with 8-pixel gutters.
    ///
    /// Throws ``RenderError/cairo(_:)`` when the sheet is too large or memory runs out.
    public static func picture(
        _ cells: [Cell], canvas: Size, columns: Int, cellWidth: Int, cellHeight: Int
    ) throws(RenderError) -> Frame {
        let gutter = 8
        let rows = (cells.count + columns - 1) / columns
        let width = columns * (cellWidth + gutter) + gutter
        let height = rows * (cellHeight + labelHeight + gutter) + gutter
        let sheet = try ImageSurface(width: width, height: height)
        let context = CairoContext(sheet)
        context.setSource(red: 1, green: 1, blue: 1, alpha: 1)
        context.paint()
        for (i, cell) in cells.enumerated() {
            // A renderer per cell: a renderer's layers belong to one recording's vines.
            let renderer = try SceneRenderer(
                canvas: canvas, pixelWidth: cellWidth, pixelHeight: cellHeight, caching: false)
            let x = gutter + (i % columns) * (cellWidth + gutter)
            let y = gutter + (i / columns) * (cellHeight + labelHeight + gutter)
            let frame = renderer.render(cell.scene)
            context.saving {
                context.setSource(frame.surface, x: Double(x), y: Double(y))
                context.paint()
            }
            context.setSource(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            context.showText(
                cell.label,
                at: Point(x: Double(x) + Double(cellWidth) / 2, y: Double(y + cellHeight + labelHeight - 9)),
                size: 15, centred: true)
        }
        if let error = context.error { throw error }
        sheet.flush()
        return Frame(surface: sheet)
    }
}

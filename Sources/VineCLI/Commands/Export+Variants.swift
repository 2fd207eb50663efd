import Foundation
import VineCore
import VineExport
import VineGeometry
import VineRender

extension Export {
    /// `--variants CxR`: the recording's still (at ``stillTime(of:end:)``, as for any still)
    /// with C·R consecutive seeds, from the recording's (after overrides) on, in a labelled
    /// grid, as a PNG at `path`.
    func writeVariants(_ grid: PixelSize, to path: String) throws(Failure) {
        var input = try RecordingInput(path: file)
        let header = try overrides.header(overriding: input.reader.header)
        var events: [Event] = []
        while let event = try input.next() { events.append(event) }
        var cells: [VariantSheet.Cell] = []
        for i in 0..<(grid.width * grid.height) {
            var variant = header
            variant.seed = header.seed &+ UInt64(i)
            let timeline: Timeline
            do {
                timeline = try Timeline(header: variant, events: events)
            } catch {
                throw Failure(code: .dataError, message: "\(input.name): \(error.description)")
            }
            let time = try stillTime(of: timeline, end: askedEnd.flatMap(timeline.time(of:)))
            cells.append(VariantSheet.Cell(label: "seed \(variant.seed)", scene: timeline.scene(at: time)))
        }
        let canvas = Size(width: header.width, height: header.height)
        let cell =
            frames.size
            ?? PixelSize(width: 400, height: max(1, Int((400 * header.height / header.width).rounded())))
        try Failure.mapping { () throws(RenderError) in
            let sheet = try VariantSheet.picture(
                cells, canvas: canvas, columns: grid.width, cellWidth: cell.width, cellHeight: cell.height)
            try Still.write(sheet, to: path)
        }
        if !output.quiet {
            FileHandle.standardError.write(
                Data("vine: wrote \(path) (\(grid) variants of \(cell), seeds \(header.seed)…)\n".utf8))
        }
    }
}

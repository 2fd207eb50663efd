import Foundation
import VineCore
import VineExport
import VineGeometry
import VineRender
import VineVector

extension Export {
    /// `--plot`: the drawing at ``stillTime(of:end:)`` as a pen plotter's SVG
    /// (``/VineVector/PlotDocument``) at `--out`, its figures on stderr.
    func writePlot() throws {
        guard let out = output.out else {
            throw Failure(code: .usage, message: "--plot writes an SVG: give --out FILE.svg (or - for standard output)")
        }
        guard out == "-" || out.lowercased().hasSuffix(".svg"), output.format == nil || output.format == .svg else {
            throw Failure(
                code: .usage, message: "--plot writes an SVG: --out must end in .svg (or be -), got \(out)")
        }
        var input = try RecordingInput(path: file)
        let header = try overrides.header(overriding: input.reader.header)
        let page = try plot.page(for: header.canvas)
        let (timeline, time, wither) = try plotMoment(of: &input, header: header)
        if frames.from != nil || fromMarker != nil {
            StandardError.print("vine: warning: --from is ignored: --plot draws one still (at --at, else the end)")
        }
        if let at = frames.at, at.time(in: timeline) > timeline.end {
            StandardError.print(
                "vine: warning: --at \(at.text) is after the end of growth (\(ShownNumber.seconds(timeline.end))): the plot shows the end"
            )
        }
        let drawing = PlotDrawing(
            scene: timeline.scene(at: time), canvas: header.canvas, page: page.size, margin: page.margin,
            penWidth: plot.penWidth ?? PlotOptions.defaultPenWidth, leaves: plot.leaves ?? .outline,
            witherProgress: wither)
        let document = PlotDocument(drawing, pens: plot.pens ?? .parts, order: plot.order ?? .growth)
        try Failure.mapping { () throws(RenderError) in
            try AtomicFile.write(document.svg, toFileOrStandardOutput: out)
        }
        guard !output.quiet else { return }
        let figures = document.figures
        let size = "\(PlotDocument.number(page.size.width))x\(PlotDocument.number(page.size.height)) mm"
        let minutes = Int((figures.seconds / 60).rounded(.up))
        StandardError.print(
            "vine: wrote \(out == "-" ? "the plot to standard output" : out) (\(size), t = \(ShownNumber.seconds(time)), \(document.layers.count) \(document.layers.count == 1 ? "layer" : "layers"))"
        )
        StandardError.print(
            "vine: plot: pen down \(PlotDocument.number(figures.penDown)) mm, pen up \(PlotDocument.number(figures.penUp)) mm, \(figures.lifts) pen lifts, about \(minutes) min (at \(ShownNumber.text(PlotDocument.Figures.drawingSpeed)) mm/s drawing, \(ShownNumber.text(PlotDocument.Figures.travelSpeed)) mm/s travelling, \(ShownNumber.seconds(PlotDocument.Figures.liftTime)) a lift)"
        )
    }

    /// The timeline of the recording in `input` (read under `header`), the recording time
    /// the plot shows and how far through a withering end it is (nil outside one): the
    /// still's time (``stillTime(of:end:)``), or with `--loop --loop-end wither` the loop's
    /// first frame at or after `--at` (time goes on through the hold and the withering).
    private func plotMoment(of input: inout RecordingInput, header: RecordingHeader) throws -> (
        timeline: Timeline, time: Double, wither: Double?
    ) {
        let withering = loop.loop ? frames.at : nil
        let read = try input.timelines(
            under: header, idleLimit: frames.idleLimit, end: askedEnd, keepingCut: withering != nil)
        guard let withering else { return (read.whole, try stillTime(of: read.whole, end: read.end), nil) }
        let at = withering.time(in: read.whole)
        let plan = try plan(.discard, header: header)
        let schedule = try schedule(of: read.whole, end: read.end, for: plan)
        let (timeline, _) = schedule.fittingWind(of: read.cut ?? read.whole)
        let frame = (0..<schedule.frameCount).first { schedule.time(ofFrame: $0) >= at } ?? schedule.frameCount - 1
        return (timeline, schedule.time(ofFrame: frame), schedule.leavingProgress(ofFrame: frame))
    }
}

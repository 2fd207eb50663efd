import ArgumentParser
import Foundation
import VineCore
import VineExport
import VineRender
import VineWindow

/// `vine demo`: show the built-in demo, in a window or exported headlessly.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the built-in demo, in a window or exported headlessly.",
        discussion: """
            The demo is drawn in the natural look. With a display, plays the demo in a window, looping (the keys of 'vine play' work; Esc or Q \
            quits). Without a display, exports the demo to ./vine-demo/: PNG frames (640x400, 30 fps) in \
            ./vine-demo/frames/, a still of the finished drawing in ./vine-demo/demo.png and, when \
            ffmpeg is installed, ./vine-demo/demo.mp4 (1280x800, 30 fps).
            """)

    @Flag(name: .long, help: "Print no progress.")
    var quiet = false

    func run() throws {
        try reportingFailures {
            do {
                let session = try PlaySession(
                    timeline: DemoRecording.timeline(look: .natural), fileName: "demo", snapshotStem: "vine-demo",
                    showsStatus: true, speed: 1, looping: true, exportRates: WindowOptions.exportRates
                ) { $0.print() }
                _ = try Failure.mappingWindow(file: "demo") { try session.run(exitAtEnd: false) }
            } catch WindowError.noDisplay {
                try exportHeadless(into: "vine-demo")
            } catch {
                throw Failure(windowError: error, file: "demo")
            }
        }
    }

    /// What `vine demo` does without a display: exports the demo into `folder` and says where.
    func exportHeadless(into folder: String) throws(Failure) {
        let timeline = DemoRecording.timeline(look: .natural)
        let schedule = FrameSchedule(from: timeline.start, to: timeline.end, fps: 30)
        let frames = folder + "/frames"
        let still = folder + "/demo.png"
        let video = folder + "/demo.mp4"
        var written: [String] = []
        /// The demo as `output`, `width` × `height` pixels.
        func export(_ output: ExportPlan.Output, width: Int, height: Int) throws(RenderError) {
            var plan = ExportPlan(output: output, header: timeline.header, width: width, height: height)
            plan.showsProgress = !quiet
            _ = try Exporter(plan).run(timeline, schedule: schedule)
        }
        try Failure.mapping { () throws(RenderError) in
            try AtomicFile.prepareFolder(folder)
            try export(.frames(folder: frames, jobs: OutputOptions.defaultJobs, resume: false), width: 640, height: 400)
            written.append("frames/ (\(schedule.frameCount) PNG frames)")
            try Still.write(
                timeline.scene(at: timeline.end), canvas: timeline.canvas, width: 1280, height: 800,
                format: .png, to: still)
            written.append("demo.png (the finished drawing)")
        }
        do throws(RenderError) {
            try export(.video(path: video, format: .mp4), width: 1280, height: 800)
            written.append("demo.mp4")
        } catch .unavailable(let reason) {
            written.append("no demo.mp4: \(reason)")
        } catch {
            throw Failure(error)
        }
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        print("Exported the Vine demo to \(absolute)/:\n" + written.map { "  " + $0 }.joined(separator: "\n"))
    }
}

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
            The demo is drawn in the natural look (or --species' species). With a display, plays the demo in a window, looping (the keys of 'vine play' work; Esc or Q \
            quits). Without a display, exports the demo to ./vine-demo/: PNG frames (640x400, 30 fps) in \
            ./vine-demo/frames/, a still of the finished drawing in ./vine-demo/demo.png and, when \
            ffmpeg is installed, ./vine-demo/demo.mp4 (1280x800, 30 fps).
            """)

    @Flag(name: .long, help: "Print no progress.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "The plant the demo grows as: a built-in species (\(Species.builtInNames)) or a species file (.json) (default: natural).",
            valueName: "name|file"))
    var species: String?

    /// The demo's timeline: in the natural look, or in `--species`' species (a bad file: 65, missing: 66).
    private func timeline() throws(Failure) -> Timeline {
        guard let species else { return DemoRecording.timeline(look: .natural) }
        return DemoRecording.timeline(species: try SpeciesFile.species(species))
    }

    func run() throws {
        try reportingFailures {
            let timeline = try timeline()
            do {
                let session = try PlaySession(
                    timeline: timeline, fileName: "demo", snapshotStem: "vine-demo",
                    showsStatus: true, speed: 1, looping: true
                ) { $0.print() }
                _ = try Failure.mappingWindow(file: "demo") { try session.run(exitAtEnd: false) }
            } catch WindowError.noDisplay {
                try exportHeadless(timeline, into: "vine-demo")
            } catch {
                throw Failure(windowError: error, file: "demo")
            }
        }
    }

    /// What `vine demo` does without a display: exports the demo's `timeline` into `folder` and says where.
    func exportHeadless(_ timeline: Timeline, into folder: String) throws(Failure) {
        let frames = folder + "/frames"
        let still = folder + "/demo.png"
        let video = folder + "/demo.mp4"
        var written: [String] = []
        /// The demo planned as `output`, `width` × `height` pixels at 30 fps.
        func plan(_ output: ExportPlan.Output, width: Int, height: Int) throws(Failure) -> ExportPlan {
            var request = ExportRequest(output: output)
            request.size = (width, height)
            request.fps = 30
            request.showsProgress = !quiet
            do {
                return try request.plan(for: timeline.header)
            } catch {
                throw Failure(code: .software, message: "the demo: \(error.message)")
            }
        }
        /// Writes the demo as `plan` says, from its start to the end of its growth; its frame count.
        func export(_ plan: ExportPlan) throws(ExportError) -> Int {
            let schedule = plan.schedule(from: timeline.start, to: timeline.end)
            _ = try Exporter(plan).run(timeline, schedule: schedule)
            return schedule.frameCount
        }
        let framesPlan = try plan(
            .frames(folder: frames, jobs: OutputOptions.defaultJobs, resume: false), width: 640, height: 400)
        let videoPlan = try plan(.video(path: video, format: .mp4), width: 1280, height: 800)
        try Failure.mapping { () throws(RenderError) in try AtomicFile.prepareFolder(folder) }
        let frameCount = try Failure.exporting { () throws(ExportError) in try export(framesPlan) }
        written.append("frames/ (\(frameCount) PNG frames)")
        _ = try Failure.mapping { () throws(RenderError) in
            try Still.write(
                timeline.scene(at: timeline.end), canvas: timeline.canvas, width: 1280, height: 800,
                format: .png, to: still)
        }
        written.append("demo.png (the finished drawing)")
        do throws(ExportError) {
            _ = try export(videoPlan)
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

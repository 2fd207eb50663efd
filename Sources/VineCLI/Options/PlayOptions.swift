import ArgumentParser
import VineExport
import VineVector

/// `--play`: what drives the growth of an animated SVG or the HTML player in a page.
struct PlayOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "What plays an animated SVG or the HTML player in a page: auto (a clock, as it opens), view (growth starts once half the drawing is on screen), scroll (the frame follows the drawing's passage through the viewport: the first as it enters, the last as it leaves, backwards scrolling up) or hover (grows under the pointer, ungrows when it leaves). FILE#t=S holds either at S seconds. (default: auto)",
            valueName: "mode"))
    var play: PagePlay?

    /// Checks that `--play` goes with an output it can drive.
    func check(_ output: ExportPlan.Output) throws {
        guard let play else { return }
        switch output {
        case .animation(_, .svg), .animation(_, .html): return
        default:
            throw ValidationError(
                "--play \(play.rawValue) drives an animated SVG or the HTML player: use a .svg (without --at) or .html --out."
            )
        }
    }
}

extension PagePlay: ExpressibleByArgument {}

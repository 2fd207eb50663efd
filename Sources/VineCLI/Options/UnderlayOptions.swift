import ArgumentParser
import VineRender

/// `--underlay`, which `vine draw` shows under the canvas to trace and `vine export`
/// multiplies onto every frame, and its one way of loading the picture.
struct UnderlayOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A PNG under the drawing: 'vine draw' shows it in the window to trace (never recorded); 'vine export' multiplies it onto every frame (pixels only).",
            valueName: "picture.png"))
    var underlay: String?

    /// The picture of `--underlay`, or nil without it; exits 66 when it cannot be read.
    func picture() throws(Failure) -> Underlay? {
        guard let path = underlay else { return nil }
        do {
            return try Underlay(png: path)
        } catch {
            guard case .io(_, let reason) = error else { throw Failure(error) }
            throw Failure(code: .noInput, message: "\(path): \(reason)")
        }
    }
}

import Foundation
import VineCore
import VineRender

/// Loading a recording for export: overrides applied and, with an idle limit, long
/// pauses shortened before the timeline is built.
enum ExportTimeline {
    /// The timeline of the recording at `path` (`-` for standard input), streamed, with
    /// `overrides` applied and every pause longer than `idleLimit` seconds cut to it.
    static func load(path: String, overrides: OverrideOptions, idleLimit: Double?) throws(Failure) -> Timeline {
        guard let idleLimit else { return try RecordingLoader.timeline(path: path, overrides: overrides) }
        var input = try RecordingInput(path: path)
        let header: RecordingHeader
        do {
            header = try overrides.applied(to: input.reader.header)
        } catch {
            throw Failure(code: .usage, message: error.description)
        }
        var timeline = Timeline(header: header)
        var limit = IdleLimit(limit: idleLimit)
        while var event = try input.next() {
            event.time = limit.map(event.time)
            do {
                try timeline.apply(event)
            } catch {
                throw Failure(
                    code: .software,
                    message: "\(input.name): shortening pauses broke the event order: \(error.description)")
            }
        }
        return timeline
    }
}

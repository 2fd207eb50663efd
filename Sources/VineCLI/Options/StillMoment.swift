import ArgumentParser
import VineCore

/// What `--at` names: a recording time in seconds, `end` (the drawing's end, the end of
/// growth) or a percentage of the time to it (`50%`).
enum StillMoment: Equatable, Sendable {
    /// A recording time, in seconds.
    case seconds(Double)
    /// The drawing's end.
    case end
    /// This many hundredths (0…100) of the drawing's end.
    case percent(Double)

    /// The moment `text` names; an error saying what `--at` takes for anything else.
    init(parsing text: String) throws {
        if text == "end" {
            self = .end
        } else if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite,
            (0...100).contains(percent)
        {
            self = .percent(percent)
        } else if let seconds = Double(text), seconds.isFinite, seconds >= 0 {
            self = .seconds(seconds)
        } else {
            throw ValidationError(
                "expected a recording time in seconds (≥ 0), end (the drawing's end) or a percentage of the drawing (0%…100%)"
            )
        }
    }

    /// The recording time this moment names in `timeline`.
    func time(in timeline: Timeline) -> Double {
        switch self {
        case .seconds(let seconds): seconds
        case .end: timeline.end
        case .percent(let percent): timeline.end * percent / 100
        }
    }

    /// The moment as messages name it: `12.5`, `end`, `50%`.
    var text: String {
        switch self {
        case .seconds(let seconds): ShownNumber.text(seconds)
        case .end: "end"
        case .percent(let percent): ShownNumber.text(percent) + "%"
        }
    }
}

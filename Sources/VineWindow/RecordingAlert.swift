import VineCore
import VineSystem

/// What the drawing window says about its recording's file, worked out each frame from
/// the writer's ``/VineSystem/RecordingWriter/Health``: the warning along the top of the window and
/// the messages for the terminal.
///
/// While the file cannot be written the warning stays: `cannot write to NAME: REASON —
/// drawing kept in memory`. When writing works again, or the file was deleted or moved
/// and written again at its path, a notice says so for ``noticeSeconds``. Each change is
/// told to the terminal once.
struct RecordingAlert {
    /// How long a notice (writing works again, file written again) stays up.
    static let noticeSeconds = 6.0

    private let name: String
    private let path: String
    private var last = RecordingWriter.Health()
    private var notice: (text: String, until: Double)?

    /// An alert for the recording at `path`, called `name` in the window.
    init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    /// Takes the writer's `health` at clock time `time`; returns the warning to show (nil
    /// for none) and the messages to tell, in order.
    mutating func update(_ health: RecordingWriter.Health, at time: Double) -> (
        warning: String?, messages: [SessionMessage]
    ) {
        var messages: [SessionMessage] = []
        if health.recreations > last.recreations {
            messages.append(.recordingRecreated(path: path))
            notice = (
                "\(name) was deleted or moved — written again at its path, nothing lost", time + Self.noticeSeconds
            )
        }
        if let failure = health.failure, failure != last.failure {
            messages.append(.recordingFailing(path: path, reason: failure))
        } else if health.failure == nil, last.failure != nil {
            messages.append(.recordingRecovered(path: path))
            notice = ("\(name) can be written again — it holds every event", time + Self.noticeSeconds)
        }
        last = health
        if let failure = health.failure {
            return ("cannot write to \(name): \(failure) — drawing kept in memory", messages)
        }
        if let current = notice, time < current.until { return (current.text, messages) }
        notice = nil
        return (nil, messages)
    }
}

import Foundation
import VineCore
import VineRender
import VineSystem

/// Export progress on stderr: a redrawn bar on a terminal, plain lines otherwise.
///
/// On a terminal the line shows frames done of total, a bar, frames per second and
/// the estimated time left, redrawn at most ten times a second. When stderr is a
/// file or a pipe, one plain line is printed every five seconds instead, so logs
/// stay readable. A quiet progress prints nothing.
final class Progress {
    /// How progress is shown.
    enum Style: Sendable {
        /// Nothing at all.
        case quiet
        /// A bar redrawn in place.
        case terminal
        /// A plain line now and then.
        case lines
    }

    private let total: Int
    private let label: String
    private let style: Style
    private let clock = MonotonicClock()
    private var lastShown: Double?
    private var shownBar = false

    /// Progress over `total` frames, named `label` (for example the output path).
    ///
    /// With no `style`, it is ``Style/terminal`` when stderr is a terminal and ``Style/lines`` otherwise.
    init(total: Int, label: String, style: Style? = nil) {
        self.total = total
        self.label = label
        self.style = style ?? (isatty(STDERR_FILENO) == 1 ? .terminal : .lines)
    }

    /// Seconds since the progress began.
    var elapsed: Double { clock.now }

    /// Notes that `done` frames are finished; shows it if it is time to.
    func update(done: Int) {
        let now = clock.now
        let interval: Double
        switch style {
        case .quiet: return
        case .terminal: interval = 0.1
        case .lines: interval = 5
        }
        if let lastShown, now - lastShown < interval { return }
        if lastShown == nil && style == .lines {
            lastShown = now
            return
        }
        lastShown = now
        show(done: done, final: false)
    }

    /// Shows the final count and ends the terminal line.
    func finish(done: Int) {
        guard style != .quiet else { return }
        show(done: done, final: true)
    }

    private func show(done: Int, final: Bool) {
        let seconds = max(elapsed, 1e-6)
        let fps = Double(done) / seconds
        let percent = total > 0 ? 100 * done / total : 100
        var text: String
        if final {
            text = "\(label): \(done) frames in \(Self.clock(seconds)) (\(Self.decimal(fps)) fps)"
        } else {
            let left = fps > 0 ? Double(total - done) / fps : 0
            text = "\(label): \(done)/\(total) frames \(percent)%  \(Self.decimal(fps)) fps  ETA \(Self.clock(left))"
        }
        if style == .terminal {
            let width = 24
            let filled = total > 0 ? width * done / total : width
            let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            text = "\r\u{1B}[K" + (final ? "" : bar) + text + (final ? "\n" : "")
        } else {
            text += "\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `seconds` as `m:ss` (or `h:mm:ss` from an hour).
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// `value` with one decimal.
    static func decimal(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

import Foundation

/// A documented test hook that makes what a window has done observable: with `VINE_TEST_TRACE`
/// set in its environment, the window writes one line to stderr, each starting `vine-test: `,
///
/// - `focus` when it has taken the keyboard focus (SDL has then read which keys are held);
/// - `input N WHAT` for each input it takes, numbered from 1 (`key shift+right`, `down`,
///   `move`, `up`, `hover`, `drop`, …), before carrying it out;
/// - `frame time=T inputs=N idle=B` after a turn that put something on screen, or took
///   input, or went idle: the recording time `T` of the picture on screen, the inputs carried
///   out by then, and whether the picture is final (``SessionLoop/isIdle(_:rendering:settled:)``:
///   nothing renders, so the screen shows every input up to `N`).
///
/// Window tests wait for these lines instead of sleeping. Without the variable nothing is
/// written and the window behaves the same.
struct TestTrace {
    /// The environment variable that turns the trace on.
    static let variable = "VINE_TEST_TRACE"

    /// Whether the trace is on for this process.
    static let isOn = ProcessInfo.processInfo.environment[variable] != nil

    /// The inputs taken so far.
    private var inputs = 0
    /// What the last frame line said, but for the time.
    private var last: (inputs: Int, idle: Bool)?

    /// Writes `line` with the trace's prefix, in one write, when the trace is on.
    static func write(_ line: String) {
        guard isOn else { return }
        FileHandle.standardError.write(Data("vine-test: \(line)\n".utf8))
    }

    /// Notes that the window took the keyboard focus.
    static func focused() {
        write("focus")
    }

    /// Notes that the loop takes `input`.
    mutating func took(_ input: InputEvent) {
        guard Self.isOn else { return }
        inputs += 1
        Self.write("input \(inputs) \(Self.describe(input))")
    }

    /// Notes a turn's end: the picture of recording time `time` is on screen (`presented`
    /// anew or not), and the window is `idle` or not.
    mutating func turned(time: Double, presented: Bool, idle: Bool) {
        guard Self.isOn, presented || last.map({ $0 != (inputs, idle) }) ?? true else { return }
        last = (inputs, idle)
        Self.write("frame time=\(time) inputs=\(inputs) idle=\(idle)")
    }

    /// `input` in a word or two: the key with its modifiers, or the kind of event.
    private static func describe(_ input: InputEvent) -> String {
        switch input {
        case .pointerDown: return "down"
        case .pointerMove: return "move"
        case .pointerUp: return "up"
        case .hover: return "hover"
        case .altClick: return "alt-click"
        case .text: return "text"
        case .drop: return "drop"
        case .resized: return "resized"
        case .exposed: return "exposed"
        case .quit: return "quit"
        case .key(let key, let modifiers):
            var name = ""
            if modifiers.contains(.command) { name += "ctrl+" }
            if modifiers.contains(.alt) { name += "alt+" }
            if modifiers.contains(.shift) { name += "shift+" }
            if case .letter(let letter) = key { return "key " + name + String(letter) }
            return "key " + name + "\(key)"
        }
    }
}

import VineCore

/// The label field M opens over the canvas while drawing: the marker's time is the moment
/// M was pressed; typed text becomes its label, Backspace deletes the last character,
/// Enter confirms (the default label if nothing was typed), Esc keeps the default label.
///
/// The marker is recorded when the field closes — by Enter or Esc, by any input that
/// records an event (a pointer going down, an edit), or by quitting, a quit signal
/// included — and nothing else is recorded while it is open, so the marker's time is
/// never before the recording's last event and the file stays valid. Only a process
/// killed outright (SIGKILL, power loss) while the field is open loses that one marker.
struct MarkerLabelField: Equatable {
    /// The longest label the field takes, in characters.
    static let maximumLength = 60

    /// The recording time at which M was pressed: the marker's time.
    let time: Double
    /// The label used when nothing is typed, or when the field is dismissed with Esc.
    let defaultLabel: String
    /// What has been typed so far.
    private(set) var text = ""

    /// A field opened at recording time `time` whose default label is `marker N`, N one
    /// more than the `existing` markers.
    init(time: Double, existing: Int) {
        self.time = time
        defaultLabel = "marker \(existing + 1)"
    }

    /// What the field does with an input.
    enum Outcome: Equatable {
        /// The field stays open.
        case editing
        /// The field closes; record the marker with this label.
        case done(label: String)
    }

    /// Adds typed `input` (control characters dropped) up to ``maximumLength``.
    mutating func type(_ input: String) {
        let printable = input.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        text = String((text + printable).prefix(Self.maximumLength))
    }

    /// What `key` does: Backspace deletes, Enter confirms the label, Esc the default one;
    /// other keys do nothing (their text arrives through ``type(_:)``).
    mutating func press(_ key: Key) -> Outcome {
        switch key {
        case .backspace:
            if !text.isEmpty { text.removeLast() }
            return .editing
        case .enter: return .done(label: label)
        case .escape: return .done(label: defaultLabel)
        default: return .editing
        }
    }

    /// The label recorded when the field closes other than by Esc: the typed text, or the
    /// default label when nothing (or only spaces) was typed.
    var label: String {
        text.allSatisfy(\.isWhitespace) ? defaultLabel : text
    }

    /// The field as the window shows it in the status line's place.
    var prompt: String {
        "marker label: \(text)▏  (Enter confirms · Esc: \(defaultLabel))"
    }
}

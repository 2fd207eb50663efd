/// What a key press asks of a window session; the bindings are documented in
/// ``KeyBindings``.
public enum WindowCommand: Equatable, Sendable {
    /// Undo the most recent vine still present (drawing; recorded).
    case undo
    /// Remove every vine (drawing; recorded).
    case clear
    /// Show or hide the handle overlay.
    case toggleHandles
    /// Show or hide the status line.
    case toggleStatus
    /// Save the current frame, without overlays, as a PNG.
    case snapshot
    /// Close the window (drawing: flush and close the recording).
    case quit
    /// Pause or resume playback.
    case togglePause
    /// Move the playback position by this many seconds (negative: back).
    case seek(Double)
    /// Multiply the playback speed by this factor.
    case scaleSpeed(Double)
    /// Turn looping at the end on or off.
    case toggleLoop
    /// Go back to time 0.
    case restart
}

/// The key bindings of `vine draw` and `vine play`.
///
/// Both: H handles, Tab status line, S snapshot, Esc or Q quit.
/// Drawing: Ctrl+Z (or Cmd+Z) undo, Delete or Backspace clear.
/// Playback: Space pause, ← → seek 1 s (with Shift 5 s), + − speed ×2 ÷2,
/// L loop, Home restart.
public enum KeyBindings {
    /// The command `key` with `modifiers` asks of a drawing session, if any.
    public static func drawing(_ key: Key, _ modifiers: KeyModifiers) -> WindowCommand? {
        switch key {
        case .letter("z") where modifiers.contains(.command): return .undo
        case .delete, .backspace: return .clear
        default: return common(key, modifiers)
        }
    }

    /// The command `key` with `modifiers` asks of a playback session, if any.
    public static func playback(_ key: Key, _ modifiers: KeyModifiers) -> WindowCommand? {
        let step = modifiers.contains(.shift) ? 5.0 : 1.0
        switch key {
        case .space: return .togglePause
        case .left: return .seek(-step)
        case .right: return .seek(step)
        case .plus: return .scaleSpeed(2)
        case .minus: return .scaleSpeed(0.5)
        case .letter("l") where modifiers.isDisjoint(with: [.command, .alt]): return .toggleLoop
        case .home: return .restart
        default: return common(key, modifiers)
        }
    }

    /// The bindings both sessions share; letters only without Ctrl/Cmd or Alt.
    private static func common(_ key: Key, _ modifiers: KeyModifiers) -> WindowCommand? {
        let plain = modifiers.isDisjoint(with: [.command, .alt])
        switch key {
        case .escape: return .quit
        case .tab: return .toggleStatus
        case .letter("q") where plain: return .quit
        case .letter("h") where plain: return .toggleHandles
        case .letter("s") where plain: return .snapshot
        default: return nil
        }
    }
}

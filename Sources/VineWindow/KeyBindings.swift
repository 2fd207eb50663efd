import VineCore

/// What a key press asks of a window, grouped by who carries it out: the shared
/// ``SessionLoop`` (``view(_:)`` and ``quit``) or the session (``session(_:)``: a
/// ``DrawCommand`` while drawing, a ``PlayCommand`` while playing). A new key is its
/// binding in ``KeyBindings`` plus a case in the one handler of its group.
public enum WindowCommand<SessionCommand: Equatable & Sendable>: Equatable, Sendable {
    /// A command about what the window shows, the same in both sessions.
    case view(ViewCommand)
    /// A command only this session understands.
    case session(SessionCommand)
    /// Close the window (drawing: flush and close the recording).
    case quit
}

/// The commands both sessions share, carried out by the ``SessionLoop``.
public enum ViewCommand: Equatable, Sendable {
    /// Show or hide the key help.
    case toggleHelp
    /// Show or hide the handle overlay.
    case toggleHandles
    /// Show or hide the status line.
    case toggleStatus
    /// Save the current frame, without overlays, as a PNG.
    case snapshot
    /// Export what the window shows (the recording as it is now) to an MP4 and a GIF, in
    /// the background.
    case export
}

/// The commands of `vine draw`, carried out by its session; every one is recorded.
public enum DrawCommand: Equatable, Sendable {
    /// Undo the most recent action.
    case undo
    /// Redo the most recently undone action.
    case redo
    /// Remove every vine, undoably.
    case clear
    /// Redraw the branches of the vine under the pointer.
    case reseed
    /// Change a parameter by this many steps of ``KeyBindings/step(of:)``.
    case adjust(Parameters.Key, steps: Int)
    /// Switch to the next vine colour: the palette, then a few fixed colours.
    case nextColor
    /// Switch to the next symmetry: none, mirror, radial 3, 4, 6, 8.
    case nextSymmetry
    /// Switch the look of the next vines between classic and natural.
    case toggleLook
    /// Switch the species of the next vines to the next of ``KeyBindings/species(after:plants:)``.
    case nextSpecies
    /// Switch to the next wind for the next vines: none, a breeze, a gust.
    case nextWind
    /// Drop a marker.
    case marker
}

/// The commands of `vine play`, carried out by its session.
public enum PlayCommand: Equatable, Sendable {
    /// Pause or resume playback.
    case togglePause
    /// Move the playback position by this many seconds (negative: back).
    case seek(Double)
    /// Jump to the previous (−1) or next (+1) marker.
    case jumpMarker(Int)
    /// Multiply the playback speed by this factor.
    case scaleSpeed(Double)
    /// Turn looping at the end on or off.
    case toggleLoop
    /// Go back to time 0.
    case restart
}

/// The key bindings of `vine draw` and `vine play`.
///
/// Both: H handles, Tab status line, S snapshot, Ctrl+E export (MP4 and GIF, see
/// ``BackgroundExport``), F1 or ? help, Esc or Q quit.
/// Drawing: Ctrl+Z (or Cmd+Z) undo, Ctrl+Shift+Z or Ctrl+Y redo, Delete or Backspace
/// clear, Alt+click erase the vine under the pointer, Alt+R reseed it; L / Shift+L leaf
/// size up / down, B / Shift+B branch length, E / Shift+E separation, W / Shift+W
/// width, C next colour, Y next symmetry, K classic / natural look, P next species, G next
/// wind, M marker (its label is typed next, see ``MarkerLabelField``).
/// Playback: Space pause, ← → seek 1 s (with Shift 5 s), [ ] previous / next marker,
/// + − speed ×2 ÷2, L loop, Home restart.
public enum KeyBindings {
    /// The command `key` with `modifiers` asks of a drawing session, if any.
    public static func drawing(_ key: Key, _ modifiers: KeyModifiers) -> WindowCommand<DrawCommand>? {
        let plain = modifiers.isDisjoint(with: [.command, .alt])
        let steps = modifiers.contains(.shift) ? -1 : 1
        switch key {
        case .letter("z") where modifiers.contains(.command):
            return .session(modifiers.contains(.shift) ? .redo : .undo)
        case .letter("y") where modifiers.contains(.command): return .session(.redo)
        case .letter("r") where modifiers == [.alt]: return .session(.reseed)
        case .delete, .backspace: return .session(.clear)
        case .letter("l") where plain: return .session(.adjust(.leafSize, steps: steps))
        case .letter("b") where plain: return .session(.adjust(.maxBranchLength, steps: steps))
        case .letter("e") where plain: return .session(.adjust(.minBranchSeparation, steps: steps))
        case .letter("w") where plain: return .session(.adjust(.vineWidth, steps: steps))
        case .letter("c") where plain: return .session(.nextColor)
        case .letter("y") where plain: return .session(.nextSymmetry)
        case .letter("k") where plain: return .session(.toggleLook)
        case .letter("p") where plain: return .session(.nextSpecies)
        case .letter("g") where plain: return .session(.nextWind)
        case .letter("m") where plain: return .session(.marker)
        default: return common(key, modifiers)
        }
    }

    /// The command `key` with `modifiers` asks of a playback session, if any.
    public static func playback(_ key: Key, _ modifiers: KeyModifiers) -> WindowCommand<PlayCommand>? {
        let step = modifiers.contains(.shift) ? 5.0 : 1.0
        switch key {
        case .space: return .session(.togglePause)
        case .left: return .session(.seek(-step))
        case .right: return .session(.seek(step))
        case .leftBracket: return .session(.jumpMarker(-1))
        case .rightBracket: return .session(.jumpMarker(1))
        case .plus: return .session(.scaleSpeed(2))
        case .minus: return .session(.scaleSpeed(0.5))
        case .letter("l") where modifiers.isDisjoint(with: [.command, .alt]): return .session(.toggleLoop)
        case .home: return .session(.restart)
        default: return common(key, modifiers)
        }
    }

    /// How much one step of `key` changes it: 2 points of leaf size or separation, 6 of
    /// branch length, 0.5 of width.
    public static func step(of key: Parameters.Key) -> Double {
        switch key {
        case .leafSize, .minBranchSeparation: 2
        case .maxBranchLength: 6
        case .vineWidth: 0.5
        case .growDuration: 0.25
        }
    }

    /// The vine colours C cycles through, after the palette.
    public static let colors = ["#2E5E2A", "#7A4A1F", "#3B5B8C", "#8C2F4B"]

    /// The winds G cycles through (nil: none): a breeze of 6° every 3 s, a gust of 12° every 1.5 s.
    public static let winds: [Wind?] = [nil, Wind(strength: 6, period: 3), Wind(strength: 12, period: 1.5)]

    /// The species P switches to after `current`: the next of the built-in species, then
    /// `plants` (the recording's file species, as `--species FILE` embeds one), round again.
    public static func species(after current: Species, plants: [Species]) -> Species {
        let choices = Species.builtIns + plants
        let index = choices.firstIndex { $0.name == current.name } ?? -1
        return choices[(index + 1) % choices.count]
    }

    /// The symmetries Y cycles through.
    public static let symmetries: [Symmetry] = [.none, .mirror, .radial(3), .radial(4), .radial(6), .radial(8)]

    /// The help text: one line per group of keys.
    public static let help = [
        "Drag: draw a vine",
        "Ctrl+Z undo · Ctrl+Shift+Z / Ctrl+Y redo · Delete clear",
        "Alt+hover pick · Alt+click erase · Alt+R reseed",
        "L leaf size · B branch length · E separation · W width (Shift: smaller)",
        "C colour · Y symmetry · K look · P species · G wind · M marker (type a label, Enter)",
        "H handles · Tab status · S snapshot · Ctrl+E export MP4 + GIF · F1 / ? help · Esc quit",
    ]

    /// The help text of playback.
    public static let playbackHelp = [
        "Space pause · ← → seek 1 s (Shift 5 s) · [ ] previous / next marker",
        "+ − speed · L loop · Home restart",
        "H handles · Tab status · S snapshot · Ctrl+E export MP4 + GIF · F1 / ? help · Esc quit",
    ]

    /// The bindings both sessions share; letters only without Ctrl/Cmd or Alt.
    private static func common<Command>(_ key: Key, _ modifiers: KeyModifiers) -> WindowCommand<Command>? {
        let plain = modifiers.isDisjoint(with: [.command, .alt])
        switch key {
        case .escape: return .quit
        case .tab: return .view(.toggleStatus)
        case .f1: return .view(.toggleHelp)
        case .slash where modifiers.contains(.shift): return .view(.toggleHelp)
        case .letter("q") where plain: return .quit
        case .letter("h") where plain: return .view(.toggleHandles)
        case .letter("s") where plain: return .view(.snapshot)
        case .letter("e") where modifiers.contains(.command): return .view(.export)
        default: return nil
        }
    }
}

import CSDL2
import VineGeometry

/// What happened in the window, in the front end's own terms.
///
/// Positions are in the window's drawable pixels (the frames' pixels), origin
/// top-left, whatever the display density.
public enum InputEvent: Equatable, Sendable {
    /// Pointer `pointer` touched down at a position: the mouse's left button (pointer 0)
    /// or a finger (pointers 1, 2, …). Fingers report a pressure in 0…1, the mouse nil.
    case pointerDown(pointer: Int, at: Point, pressure: Double?)
    /// Pointer `pointer`, which is down, moved to a position.
    case pointerMove(pointer: Int, to: Point, pressure: Double?)
    /// Pointer `pointer` lifted at a position.
    case pointerUp(pointer: Int, at: Point, pressure: Double?)
    /// The mouse moved with no button down; `alt` tells whether Alt is held (to pick a vine).
    case hover(at: Point, alt: Bool)
    /// The mouse's left button went down with Alt held: pick, not draw.
    case altClick(at: Point)
    /// A key was pressed (key repeat included).
    case key(Key, KeyModifiers)
    /// Text was typed, in UTF-8 as the keyboard layout makes it (only while
    /// ``SDLWindow/acceptsText(_:)`` is on).
    case text(String)
    /// A file was dropped on the window (its path).
    case drop(String)
    /// The window's size changed.
    case resized
    /// The window was uncovered or otherwise needs its picture presented again.
    case exposed
    /// The user asked to close the window (close button, SIGINT, SIGTERM, SIGHUP).
    case quit
}

/// The keys the front end reacts to; every other key is ``other``.
public enum Key: Equatable, Sendable {
    /// A letter key, lowercase `a`…`z`.
    case letter(Character)
    /// Escape.
    case escape
    /// Delete (forward delete).
    case delete
    /// Backspace (labelled Delete on Mac keyboards).
    case backspace
    /// Return or keypad Enter.
    case enter
    /// Tab.
    case tab
    /// The space bar.
    case space
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// Plus: `+`, the `=`/`+` key, or keypad plus.
    case plus
    /// Minus: `-` or keypad minus.
    case minus
    /// F1.
    case f1
    /// `/` (with Shift: `?`).
    case slash
    /// `[`.
    case leftBracket
    /// `]`.
    case rightBracket
    /// Any other key.
    case other
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Either Control key, or the Command/Super key.
    public static let command = KeyModifiers(rawValue: 2)
    /// Either Alt/Option key.
    public static let alt = KeyModifiers(rawValue: 4)
}

/// Drains SDL's event queue into ``InputEvent``s.
///
/// The mouse is pointer 0 (left button only); fingers get ids 1, 2, … from
/// ``FingerPointers``. SDL's mouse events synthesized from touches are ignored so
/// a finger is one pointer.
public struct EventPump {
    /// SDL's finger ids → our pointer ids, for fingers that are down.
    private var fingers = FingerPointers<SDL_FingerID>()
    /// Whether the mouse's left button is down in a drag we reported.
    private var mouseDown = false
    /// Where the mouse last was, in drawable pixels.
    private var mouse = Point(x: 0, y: 0)

    /// A pump with no pointers down.
    public init() {}

    /// Every event waiting in SDL's queue, translated, in order, then ``InputEvent/quit``
    /// if a quit signal arrived (see ``QuitSignals``); events the front end does not use
    /// are dropped. `window` converts positions to pixels.
    public mutating func poll(_ window: SDLWindow) -> [InputEvent] {
        TestDrop.pushIfRequested()
        var events: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = translate(event, window) { events.append(translated) }
        }
        if QuitSignals.pending != nil { events.append(.quit) }
        return events
    }

    /// Sleeps until an event arrives or `timeout` seconds pass, then returns like ``poll(_:)``
    /// (a quit signal is noticed within `timeout`): what an idle window does instead of
    /// polling every frame.
    public mutating func wait(_ window: SDLWindow, timeout: Double) -> [InputEvent] {
        var event = SDL_Event()
        guard QuitSignals.pending == nil, SDL_WaitEventTimeout(&event, Int32((timeout * 1000).rounded(.up))) != 0
        else { return poll(window) }
        return (translate(event, window).map { [$0] } ?? []) + poll(window)
    }

    private mutating func translate(_ event: SDL_Event, _ window: SDLWindow) -> InputEvent? {
        let touchMouse = UInt32.max
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            let id = SDL_WindowEventID(UInt32(event.window.event))
            switch id {
            case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized
            case SDL_WINDOWEVENT_EXPOSED: return .exposed
            case SDL_WINDOWEVENT_FOCUS_GAINED:
                TestTrace.focused()
                return nil
            default: return nil
            }
        case SDL_MOUSEBUTTONDOWN
        where event.button.which != touchMouse && event.button.button == UInt8(SDL_BUTTON_LEFT)
            && Self.modifiers(UInt16(SDL_GetModState().rawValue)).contains(.alt):
            return .altClick(at: mousePixel(event.button.x, event.button.y, window))
        case SDL_MOUSEBUTTONDOWN
        where event.button.which != touchMouse && event.button.button == UInt8(SDL_BUTTON_LEFT):
            mouseDown = true
            return .pointerDown(pointer: 0, at: mousePixel(event.button.x, event.button.y, window), pressure: nil)
        case SDL_MOUSEMOTION where event.motion.which != touchMouse && mouseDown:
            return .pointerMove(pointer: 0, to: mousePixel(event.motion.x, event.motion.y, window), pressure: nil)
        case SDL_MOUSEMOTION where event.motion.which != touchMouse:
            let alt = Self.modifiers(UInt16(SDL_GetModState().rawValue)).contains(.alt)
            mouse = mousePixel(event.motion.x, event.motion.y, window)
            return .hover(at: mouse, alt: alt)
        case SDL_KEYUP where [SDLK_LALT, SDLK_RALT].contains(SDL_KeyCode(UInt32(event.key.keysym.sym))):
            return .hover(at: mouse, alt: false)
        case SDL_MOUSEBUTTONUP
        where event.button.which != touchMouse && event.button.button == UInt8(SDL_BUTTON_LEFT) && mouseDown:
            mouseDown = false
            return .pointerUp(pointer: 0, at: mousePixel(event.button.x, event.button.y, window), pressure: nil)
        case SDL_FINGERDOWN:
            let pointer = fingers.down(event.tfinger.fingerId)
            return .pointerDown(
                pointer: pointer, at: fingerPixel(event.tfinger, window), pressure: pressure(event.tfinger))
        case SDL_FINGERMOTION:
            guard let pointer = fingers.id(of: event.tfinger.fingerId) else { return nil }
            return .pointerMove(
                pointer: pointer, to: fingerPixel(event.tfinger, window), pressure: pressure(event.tfinger))
        case SDL_FINGERUP:
            guard let pointer = fingers.up(event.tfinger.fingerId) else { return nil }
            return .pointerUp(
                pointer: pointer, at: fingerPixel(event.tfinger, window), pressure: pressure(event.tfinger))
        case SDL_KEYDOWN:
            return .key(Self.key(event.key.keysym.sym), Self.modifiers(event.key.keysym.mod))
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            return .drop(String(cString: file))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        default:
            return nil
        }
    }

    /// A mouse position in window units → drawable pixels (the pixel's centre).
    private func mousePixel(_ x: Int32, _ y: Int32, _ window: SDLWindow) -> Point {
        let units = window.size
        let pixels = window.pixelSize
        let sx = Double(pixels.width) / Double(max(1, units.width))
        let sy = Double(pixels.height) / Double(max(1, units.height))
        return Point(x: (Double(x) + 0.5) * sx, y: (Double(y) + 0.5) * sy)
    }

    /// A finger's position, normalized to 0…1 across the window → drawable pixels.
    private func fingerPixel(_ finger: SDL_TouchFingerEvent, _ window: SDLWindow) -> Point {
        let pixels = window.pixelSize
        return Point(x: Double(finger.x) * Double(pixels.width), y: Double(finger.y) * Double(pixels.height))
    }

    /// A finger's pressure, clamped to 0…1.
    private func pressure(_ finger: SDL_TouchFingerEvent) -> Double {
        min(max(Double(finger.pressure), 0), 1)
    }

    private static func key(_ code: SDL_Keycode) -> Key {
        switch Int(code) {
        case Int(SDLK_a.rawValue)...Int(SDLK_z.rawValue):
            return .letter(Character(Unicode.Scalar(UInt8(code))))
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_DELETE.rawValue): return .delete
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_TAB.rawValue): return .tab
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue): return .plus
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): return .minus
        case Int(SDLK_F1.rawValue): return .f1
        case Int(SDLK_SLASH.rawValue), Int(SDLK_QUESTION.rawValue): return .slash
        case Int(SDLK_LEFTBRACKET.rawValue): return .leftBracket
        case Int(SDLK_RIGHTBRACKET.rawValue): return .rightBracket
        default: return .other
        }
    }

    private static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var result: KeyModifiers = []
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
        if mod & UInt16(KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0 { result.insert(.command) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
        return result
    }
}

import CSDL2
import Foundation
import VineRender

/// A resizable SDL window with an accelerated renderer and one streaming texture
/// that shows frames drawn elsewhere.
///
/// Frames are VineRender's premultiplied ARGB32, whose memory layout is
/// `SDL_PIXELFORMAT_ARGB8888`: the texture takes them row by row, as they are.
/// Everything here must run on the main thread, like SDL itself.
public final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureWidth = 0
    private var textureHeight = 0
    private var textInput = false

    /// Opens a window of `width` × `height` window units (shrunk to fit the
    /// display's usable area, aspect kept), centred, titled `title`.
    ///
    /// Throws ``WindowError/noDisplay(_:)`` when there is no display to open it on,
    /// and ``WindowError/sdl(_:)`` when SDL fails otherwise.
    public init(title: String, width: Int, height: Int) throws {
        // Pixels copied as they are (no filtering); a finger is a finger, not also a mouse;
        // the first click into an unfocused window draws; a windowed app keeps the
        // desktop's compositor on; quit signals are ours (QuitSignals), not SDL's.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        QuitSignals.watch()
        TestDrop.watch()
        try SDLWindow.initializeVideo()
        let size = SDLWindow.fittedToDisplay(width: width, height: height)
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        // Hidden until its renderer exists: an OpenGL renderer replaces a window made
        // without OpenGL by a new one, and the first would flash up and vanish (a test that
        // found it by its title then held an id that no longer existed).
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(size.width), Int32(size.height), flags)
        else {
            let message = SDLWindow.lastError()
            SDL_Quit()
            throw WindowError.noDisplay(message)
        }
        let rendererFlags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard
            let renderer = SDL_CreateRenderer(window, -1, rendererFlags)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            let message = SDLWindow.lastError()
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw WindowError.sdl(message)
        }
        self.window = window
        self.renderer = renderer
        SDL_ShowWindow(window)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        try presentBlank()
        // SDL starts text input with the video subsystem; keys are commands until a text field opens.
        SDL_StopTextInput()
    }

    /// Sets the title shown in the window's frame.
    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// Turns SDL's text input (``InputEvent/text(_:)`` events, an input method's window) on
    /// while a text field is open, off otherwise.
    public func acceptsText(_ on: Bool) {
        guard on != textInput else { return }
        textInput = on
        if on { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// The window's drawable area in pixels (larger than its size in window
    /// units on high-density displays). Frames should have this size.
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// The window's size in window units, the unit of mouse coordinates.
    public var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Puts `frame` in the window's texture and lets `overlay` draw on the texture's
    /// copy, then queues the texture for the next ``show()``. The frame is shown at
    /// its size, top-left aligned: a frame of the window's ``pixelSize`` fills the
    /// window exactly, pixel for pixel.
    ///
    /// With `rows`, only those rows of the texture are replaced — by the same rows of
    /// `frame`, which must have the size of the frame uploaded last — and `overlay` draws
    /// on a target of just those rows (its row 0 is the first of them); the other rows keep
    /// what the last upload put there.
    public func upload(_ frame: FramePixels, rows: Range<Int>? = nil, overlay: (OverlayTarget) -> Void) throws {
        let rows = rows.map { max(0, $0.lowerBound)..<min(frame.height, $0.upperBound) } ?? 0..<frame.height
        guard !rows.isEmpty else { return }
        try queue(width: frame.width, height: frame.height, rows: rows) { base, pitch in
            frame.bytes.withUnsafeBytes { bytes in
                let pixels = bytes.baseAddress! + rows.lowerBound * frame.stride
                if pitch == frame.stride {
                    base.copyMemory(from: pixels, byteCount: frame.stride * rows.count)
                } else {
                    for row in 0..<rows.count {
                        (base + row * pitch).copyMemory(from: pixels + row * frame.stride, byteCount: frame.width * 4)
                    }
                }
            }
            overlay(OverlayTarget(base: base, width: frame.width, height: rows.count, stride: pitch))
        }
    }

    /// Presents what ``upload(_:rows:overlay:)`` queued; with vsync, waits for the display.
    public func show() {
        SDL_RenderPresent(renderer)
    }

    /// Shows the window black through the streaming texture of its pixel size, so that what
    /// the first upload would pay for once — the texture, its memory, the renderer's first
    /// draw — is paid while the window opens, not by the first frame.
    private func presentBlank() throws {
        let size = pixelSize
        let height = max(1, size.height)
        try queue(width: max(1, size.width), height: height, rows: 0..<height) { base, pitch in
            base.initializeMemory(as: UInt8.self, repeating: 0, count: pitch * height)
        }
        show()
    }

    /// Lets `write` fill rows `rows` of the streaming texture of `width` × `height` pixels
    /// (given the first byte of those rows and the bytes from one row to the next), then
    /// queues the texture, top-left aligned at its size, for the next ``show()``.
    private func queue(
        width: Int, height: Int, rows: Range<Int>, _ write: (UnsafeMutableRawPointer, Int) -> Void
    ) throws {
        let texture = try streamingTexture(width: width, height: height)
        var base: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        var locked = SDL_Rect(x: 0, y: Int32(rows.lowerBound), w: Int32(width), h: Int32(rows.count))
        guard SDL_LockTexture(texture, &locked, &base, &pitch) == 0, let base else {
            throw WindowError.sdl(SDLWindow.lastError())
        }
        write(base, Int(pitch))
        SDL_UnlockTexture(texture)
        SDL_RenderClear(renderer)
        var target = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        SDL_RenderCopy(renderer, texture, nil, &target)
    }

    /// The streaming texture for frames of this size, recreated when the size changes.
    private func streamingTexture(width: Int, height: Int) throws -> OpaquePointer {
        if let texture, textureWidth == width, textureHeight == height { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        guard
            let created = SDL_CreateTexture(
                renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue),
                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(width), Int32(height))
        else {
            texture = nil
            throw WindowError.sdl(SDLWindow.lastError())
        }
        SDL_SetTextureBlendMode(created, SDL_BLENDMODE_NONE)
        texture = created
        textureWidth = width
        textureHeight = height
        return created
    }

    /// Starts SDL's video subsystem on a real display.
    ///
    /// Unless `SDL_VIDEODRIVER` names a driver, a session with neither `DISPLAY`
    /// nor `WAYLAND_DISPLAY` has no display, and SDL's invisible fallbacks
    /// (`offscreen`, `dummy`) do not count as one.
    private static func initializeVideo() throws {
        let environment = ProcessInfo.processInfo.environment
        let chosenDriver = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        if !chosenDriver, (environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw WindowError.noDisplay("DISPLAY and WAYLAND_DISPLAY are not set")
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw WindowError.noDisplay(lastError())
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if !chosenDriver, ["offscreen", "dummy", "evdev"].contains(driver) {
            SDL_Quit()
            throw WindowError.noDisplay("only SDL's '\(driver)' video driver is available")
        }
    }

    /// `width` × `height`, scaled down (aspect kept) to fit the first display's
    /// usable area when it is larger; unchanged when that area is unknown.
    private static func fittedToDisplay(width: Int, height: Int) -> (width: Int, height: Int) {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else {
            return (width, height)
        }
        let scale = min(1, Double(bounds.w) / Double(width), Double(bounds.h) / Double(height))
        return (
            max(1, Int((Double(width) * scale).rounded(.down))),
            max(1, Int((Double(height) * scale).rounded(.down)))
        )
    }

    /// SDL's description of its most recent error.
    static func lastError() -> String { String(cString: SDL_GetError()) }
}

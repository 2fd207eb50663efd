/// Why a window could not be opened or kept working.
public enum WindowError: Error, Sendable, Equatable {
    /// There is no display to open a window on (SDL's message says why).
    case noDisplay(String)
    /// SDL failed after the window was open (SDL's message).
    case sdl(String)
}

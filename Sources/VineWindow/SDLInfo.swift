import CSDL2

/// Facts about the SDL library VineWindow runs on.
public enum SDLInfo {
    /// SDL's linked version, for example `2.26.5`.
    public static var version: String {
        var v = SDL_version()
        SDL_GetVersion(&v)
        return "\(v.major).\(v.minor).\(v.patch)"
    }
}

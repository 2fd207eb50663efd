import ArgumentParser

/// What `vine draw` and `vine play` share: the window itself, the renderer's cache and
/// threads, and the overrides of the recording's header.
struct SessionOptions: ParsableArguments {
    @OptionGroup(title: "Window")
    var window: WindowOptions

    @OptionGroup
    var cache: CacheOptions

    @OptionGroup
    var threads: ThreadOptions

    @OptionGroup(title: "Overrides")
    var overrides: OverrideOptions
}

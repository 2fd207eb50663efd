import ArgumentParser

/// What `vine draw` and `vine play` share about the window itself.
struct WindowOptions: ParsableArguments {
    @Flag(
        name: .customLong("no-status"),
        help: "Start with the status line hidden (Tab shows it); frames then match 'vine export' pixel for pixel.")
    var noStatus = false
}

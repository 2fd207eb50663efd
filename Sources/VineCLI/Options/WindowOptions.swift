import ArgumentParser

/// What `vine draw` and `vine play` share about the window itself.
struct WindowOptions: ParsableArguments {
    @Flag(
        name: .customLong("no-status"),
        help: "Start with the status line hidden (Tab shows it); frames then match 'vine export' pixel for pixel.")
    var noStatus = false

    @Flag(
        help:
            "On exit, print frame times in ms: frames=N, frame_ms (wall) and frame_cpu_ms p50/p99/max, interval_ms p50/p99, frames over 16.7 and 33 ms; first_frame_ms and exact_frame_ms from the window opening (a long drawing is sketched first); painting_threads and render_threads."
    )
    var stats = false
}

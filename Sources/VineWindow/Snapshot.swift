import Foundation

/// Where snapshots go: `STEM-TIME.png`, TIME the recording time in seconds with
/// three decimals and an `s` (`vine-20261121-101500-12.345s.png`).
enum Snapshot {
    /// The snapshot path for recording time `time`.
    static func path(stem: String, time: Double) -> String {
        "\(stem)-\(String(format: "%.3f", time))s.png"
    }
}

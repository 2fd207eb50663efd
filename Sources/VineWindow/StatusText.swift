import Foundation
import VineCore

/// The status line's text for drawing and for playback.
enum StatusText {
    /// While drawing: `● REC 12.3 s · 4 vines · 180 branches · ivy · 60 fps · FILE`, where
    /// `ivy` is the species the next vines take.
    static func drawing(scene: Scene, fps: Double, species: String, file: String) -> String {
        "● REC \(seconds(scene.time)) s · \(counts(scene)) · \(species) · \(Int(fps.rounded())) fps · \(file)"
    }

    /// While playing: `▶ 12.3 / 109.9 s ×1 loop · 46 vines · 2444 branches · 60 fps · FILE`
    /// (`❚❚` when paused).
    static func playing(scene: Scene, clock: PlaybackClock, fps: Double, file: String) -> String {
        let state = clock.isPaused ? "❚❚" : "▶"
        let speed =
            clock.speed >= 1 ? "×\(CanonicalNumber.text(clock.speed))" : "×1/\(CanonicalNumber.text(1 / clock.speed))"
        return
            "\(state) \(seconds(scene.time)) / \(seconds(clock.duration)) s \(speed)\(clock.isLooping ? " loop" : "")"
            + " · \(counts(scene)) · \(Int(fps.rounded())) fps · \(file)"
    }

    /// `N vines · M branches`: the vines present and their sprouted branches.
    private static func counts(_ scene: Scene) -> String {
        let branches = scene.vines.reduce(0) { $0 + $1.branchCount }
        return
            "\(scene.vines.count) vine\(scene.vines.count == 1 ? "" : "s") · \(branches) branch\(branches == 1 ? "" : "es")"
    }

    /// `t` with one decimal.
    private static func seconds(_ t: Double) -> String { String(format: "%.1f", t) }
}

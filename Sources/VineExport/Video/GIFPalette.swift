import Foundation
import VineCore
import VineRender
import VineVector

/// The one 256-colour palette every frame of a GIF is mapped to, made by ffmpeg's
/// `palettegen` from a bounded sample of the export's frames.
///
/// Vines only accumulate, so up to ``sampleCount`` frames spread evenly over the schedule
/// (the last one always among them; a loop's ending rendered as its frames are) see every
/// colour the animation uses; the palette pass
/// renders just those and keeps no frame, so a GIF's memory does not grow with its length.
/// The palette is a small PNG in the system's temporary folder until ``remove()``.
struct GIFPalette {
    /// The most frames the palette is made from.
    static let sampleCount = 32

    /// The palette image.
    let path: String

    /// The frame indices sampled from `frameCount` frames: evenly spread, first and last included.
    static func sampleIndices(frameCount: Int) -> [Int] {
        guard frameCount > sampleCount else { return Array(0..<frameCount) }
        return (0..<sampleCount).map { $0 * (frameCount - 1) / (sampleCount - 1) }
    }

    /// Renders the sampled frames of `schedule` from `timeline` as `plan` says (size,
    /// caching) and makes their palette.
    ///
    /// Throws ``ExportError/unavailable(_:)`` without ffmpeg, ``ExportError/encoderStopped(path:framesTaken:reason:)``
    /// when it fails, and rendering errors.
    init(_ timeline: Timeline, plan: ExportPlan, schedule: FrameSchedule) throws(ExportError) {
        let (width, height) = (plan.width, plan.height)
        let ffmpeg = try VideoEncoder.ffmpeg(for: "gif")
        path = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("vine-palette-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).png")
        let renderer = try ExportError.rendering { () throws(RenderError) in
            try SceneRenderer(
                canvas: plan.canvas, pixelWidth: width, pixelHeight: height, caching: plan.caching,
                cacheMemory: plan.cacheMemory, looks: plan.looks)
        }
        let encoder = try VideoEncoder(
            ffmpeg: ffmpeg, path: path, file: nil, output: path,
            arguments: ["-vf", "palettegen=stats_mode=full", "-frames:v", "1", "-f", "image2", "-c:v", "png"],
            width: width, height: height, fps: 1, straightAlpha: false)
        do throws(ExportError) {
            for (number, index) in Self.sampleIndices(frameCount: schedule.frameCount).enumerated() {
                try encoder.write(
                    Exporter.render(index, of: timeline, schedule: schedule, with: renderer), index: number)
            }
            try encoder.finish()
        } catch {
            encoder.cancel()
            throw error
        }
    }

    /// Deletes the palette image.
    func remove() {
        unlink(path)
    }
}

import VineCore
import VineGeometry
import VineLook
import VineVector

// The page's vector exports: the Lottie and animated SVG files `vine export` writes of a
// recording when given no options but the output's name.

/// The bytes `vine export RECORDING --out FILE` writes for a `.json` (Lottie) or `.svg`
/// (animated SVG) `FILE` of the recording `bytes`: every frame from the recording's start
/// to the end of its growth at ``FrameSchedule/defaultFPS``, its canvas's size rounded up to
/// whole pixels, the built-in looks; an SVG carries the recording. Throws when the recording
/// does not read.
func exportedAnimation(ofRecording bytes: [UInt8], as format: VectorAnimation.Format) throws(RecordingError)
    -> [UInt8]
{
    let read = try timeline(ofRecording: bytes)
    let schedule = FrameSchedule(
        from: read.start, to: max(read.start, read.end), fps: FrameSchedule.defaultFPS)
    let timeline = schedule.fittingWind(of: read).timeline
    let width = Int(timeline.canvas.width.rounded(.up))
    let height = Int(timeline.canvas.height.rounded(.up))
    switch format {
    case .lottie:
        return VectorAnimation.lottie(
            timeline, schedule: schedule, width: width, height: height, compat: .standard, slots: false,
            looks: .builtIn)
    case .svg, .html:
        let document = VectorAnimation.document(
            timeline, schedule: schedule, width: width, height: height, format: format, looks: .builtIn)
        return format == .svg ? SVGRecording.embed(bytes, in: document) : document
    }
}

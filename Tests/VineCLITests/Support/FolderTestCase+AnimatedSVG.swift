import Foundation

extension FolderTestCase {
    /// The animated SVG at `svg`, its markup in a bare page whose script pauses its CSS
    /// animations and seeks them to `time` (Chromium's virtual clock is not exact on a busy
    /// machine), screenshot at `width` × `height`.
    func screenshot(svg: String, at time: Double, width: Int, height: Int) throws -> RGBImage {
        let markup = try String(contentsOfFile: svg, encoding: .utf8)
            .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
        let page = path("seek-\((svg as NSString).lastPathComponent)-\(time).html")
        // Seeks at once, and again at load and before the next frame: on a loaded machine
        // a screenshot once showed a few leaves of a grown vine unfolded to nothing, as if
        // their animations had not been seeked.
        let script =
            "<script>function seek() { for (const a of document.getAnimations()) { a.pause(); a.currentTime = \(time * 1000); } }"
            + " seek(); addEventListener('load', seek); requestAnimationFrame(seek);</script>"
        try ("<!DOCTYPE html><html><body style=\"margin:0\">" + markup + script + "</body></html>")
            .write(toFile: page, atomically: true, encoding: .utf8)
        return try HeadlessChromium.screenshot(
            "file://\(page)", width: width, height: height, windowHeight: height, folder: folder)
    }
}

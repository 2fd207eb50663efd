import VineCore
import VineLook
import VineRender
import VineVector

/// A Lottie document packed for chats and the web (``PackageFormat``): a Telegram animated
/// sticker or a dotLottie file.
///
/// A dotLottie file may carry the `.vine` recording it was exported from (see
/// ``EmbeddedRecording``) as the zip entry `recording.vine` beside the manifest; players
/// read only the entries the manifest names, so the package stays valid.
enum LottiePackage {
    /// The id of the one animation in a dotLottie file (`a/vine.json`).
    static let animationID = "vine"
    /// The name of the recording's zip entry.
    static let recordingName = EmbeddedRecording.fileName

    /// The bytes of `lottie` (Lottie JSON, an object) as `format`, played as `playback` says;
    /// a dotLottie file carries `themes` (version 2; a theme's leaf fill is a gradient
    /// from the colours `leafGradient` makes of it, when there is one) or is written as
    /// `dotLottieVersion` 1, and carries `recording` when given (a `.tgs` never does).
    static func bytes(
        _ lottie: [UInt8], as format: PackageFormat, playback: ExportPlan.Playback, themes: [LottieTheme] = [],
        initialTheme: String? = nil, leafGradient: ((RGBA) -> (start: RGBA, end: RGBA))? = nil,
        dotLottieVersion: Int = 2, recording: [UInt8]? = nil
    ) -> [UInt8] {
        switch format {
        case .tgs: return Deflate.gzip(telegramJSON(lottie))
        case .dotLottie:
            var zip = ZipArchive()
            if dotLottieVersion == 2 {
                zip.add("manifest.json", Array(manifest(playback, themes: themes, initialTheme: initialTheme).utf8))
                zip.add("a/\(animationID).json", lottie)
                for theme in themes {
                    zip.add("t/\(theme.id).json", Array(theme.json(leafGradient: leafGradient).utf8))
                }
            } else {
                zip.add("manifest.json", Array(manifest(playback).utf8))
                zip.add("animations/\(animationID).json", lottie)
            }
            if let recording { zip.add(recordingName, recording) }
            return zip.bytes
        }
    }

    /// The recording in `package` (a dotLottie file); nil when it has none. Throws when it
    /// is not a zip or the entry cannot be unpacked.
    static func recording(in package: [UInt8]) throws(EmbeddedRecording.Missing) -> [UInt8]? {
        guard package.starts(with: [0x50, 0x4B, 0x03, 0x04]) else {
            throw EmbeddedRecording.Missing(message: "not a dotLottie file (it does not start as a zip does, PK)")
        }
        do {
            return try ZipArchive.entry(named: recordingName, in: package, limit: EmbeddedRecording.maxSize)
        } catch {
            throw .damaged(error.reason)
        }
    }

    /// `lottie` with the key Telegram's sticker JSON carries first (`"tgs":1`).
    static func telegramJSON(_ lottie: [UInt8]) -> [UInt8] {
        precondition(lottie.first == UInt8(ascii: "{"), "a Lottie document is a JSON object")
        return Array("{\"tgs\":1,".utf8) + lottie.dropFirst()
    }

    /// The dotLottie manifest of format version 1: who made it and how its one animation plays.
    static func manifest(_ playback: ExportPlan.Playback) -> String {
        "{\"version\":\"1\",\"generator\":\"Vine\",\"author\":\"\",\"revision\":1,\"activeAnimationId\":\"\(animationID)\","
            + "\"animations\":[{\"id\":\"\(animationID)\",\(playing(playback))}]}"
    }

    /// The dotLottie manifest of format version 2: its one animation, the `themes` it can be
    /// shown in (`initialTheme` first, when one is), and how it plays (version 1's keys,
    /// for players that read them).
    static func manifest(_ playback: ExportPlan.Playback, themes: [LottieTheme], initialTheme: String?) -> String {
        let ids = themes.map { JSONText.quoted($0.id) }.joined(separator: ",")
        var animation = "{\"id\":\"\(animationID)\""
        if !themes.isEmpty { animation += ",\"themes\":[\(ids)]" }
        if let initialTheme { animation += ",\"initialTheme\":\(JSONText.quoted(initialTheme))" }
        animation += ",\(playing(playback))}"
        let entries = themes.map { "{\"id\":\(JSONText.quoted($0.id))}" }.joined(separator: ",")
        return "{\"version\":\"2\",\"generator\":\"Vine\",\"initial\":{\"animation\":\"\(animationID)\"},"
            + "\"animations\":[\(animation)],\"themes\":[\(entries)]}"
    }

    /// How the animation plays, as manifest keys.
    private static func playing(_ playback: ExportPlan.Playback) -> String {
        "\"autoplay\":true,\"loop\":\(playback.loops),\"speed\":\(CanonicalNumber.text(playback.speed)),"
            + "\"direction\":1,\"playMode\":\"normal\""
    }
}

import VineCore
import VineRender

/// A Lottie document packed for chats and the web (``PackageFormat``): a Telegram animated
/// sticker or a dotLottie file.
enum LottiePackage {
    /// The id of the one animation in a dotLottie file (`animations/vine.json`).
    static let animationID = "vine"

    /// The bytes of `lottie` (Lottie JSON, an object) as `format`, played as `playback` says.
    static func bytes(_ lottie: [UInt8], as format: PackageFormat, playback: ExportPlan.Playback) -> [UInt8] {
        switch format {
        case .tgs: return Deflate.gzip(telegramJSON(lottie))
        case .dotLottie:
            var zip = ZipArchive()
            zip.add("manifest.json", Array(manifest(playback).utf8))
            zip.add("animations/\(animationID).json", lottie)
            return zip.bytes
        }
    }

    /// `lottie` with the key Telegram's sticker JSON carries first (`"tgs":1`).
    static func telegramJSON(_ lottie: [UInt8]) -> [UInt8] {
        precondition(lottie.first == UInt8(ascii: "{"), "a Lottie document is a JSON object")
        return Array("{\"tgs\":1,".utf8) + lottie.dropFirst()
    }

    /// The dotLottie manifest (format version 1): who made it and how its one animation plays.
    static func manifest(_ playback: ExportPlan.Playback) -> String {
        "{\"version\":\"1\",\"generator\":\"Vine\",\"author\":\"\",\"revision\":1,\"activeAnimationId\":\"\(animationID)\","
            + "\"animations\":[{\"id\":\"\(animationID)\",\"autoplay\":true,\"loop\":\(playback.loops),"
            + "\"speed\":\(CanonicalNumber.text(playback.speed)),\"direction\":1,\"playMode\":\"normal\"}]}"
    }
}

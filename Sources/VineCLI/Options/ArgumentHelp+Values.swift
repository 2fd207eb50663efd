import ArgumentParser

extension ArgumentHelp {
    /// The help of an option that takes a file's path (`file` in the usage line).
    static func file(_ text: String) -> ArgumentHelp {
        ArgumentHelp(text, valueName: "file")
    }

    /// The help of `--size` where it sizes a new recording's canvas (`vine draw`, `vine text`, `vine import`).
    static let canvasSize = ArgumentHelp(
        "The canvas size in points, each side 1…\(PixelSize.maximumSide). (default: 1280x800)", valueName: "WxH")
}

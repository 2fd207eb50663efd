import ArgumentParser

/// An output size in pixels, written `WxH` on the command line (for example `1920x1080`).
struct PixelSize: ExpressibleByArgument, Equatable, Sendable, CustomStringConvertible {
    /// Width in pixels, 1…16384.
    var width: Int
    /// Height in pixels, 1…16384.
    var height: Int

    /// The largest side accepted, in pixels.
    static let maximumSide = 16384

    /// A size of `width` × `height` pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (an `x` or `X` between two whole numbers in 1…16384); nil otherwise.
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    var description: String { "\(width)x\(height)" }

    static var defaultValueDescription: String { "the recording's canvas size" }
}

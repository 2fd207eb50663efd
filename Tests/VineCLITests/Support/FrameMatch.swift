import Foundation
import TestPixels
import XCTest

/// How closely a frame drawn by an independent renderer (rlottie, Chromium) must match
/// the PNG still `vine export --at` renders at the same time, and the checks.
///
/// - The mean absolute difference per channel (0–255) is at most ``maxMeanDifference``:
///   vector animations leave out the soft shadow and anti-alias differently.
/// - Ink (pixels whose colour is more than ``inkThreshold`` from the background in some
///   channel; the shadow stays below it) agrees: at most ``maxUnmatchedInk`` of either
///   frame's ink lies farther than 2 pixels from the other's.
/// - Every leaf of a vine present at that time that has finished growing shows: ink covers
///   at least ``minLeafInk`` of its disc; every leaf of a removed vine whose disc is empty in
///   the PNG is empty in the frame too (under ``minLeafInk``), so removed vines are gone.
struct FrameMatch {
    static let maxMeanDifference = 3.0
    static let inkThreshold = 60
    static let maxUnmatchedInk = 0.03
    static let minLeafInk = 0.25

    /// The PNG still: the reference.
    let expected: RGBImage
    /// The frame to check.
    let actual: RGBImage

    /// The mean absolute difference per channel, 0–255.
    var meanDifference: Double {
        Double(Pixels.change(expected.bytes, actual.bytes)) / Double(expected.bytes.count)
    }

    /// Asserts every check; `label` names the frame in failures.
    func assertMatches(leaves: [SceneLeaf], label: String, file: StaticString = #filePath, line: UInt = #line) {
        guard expected.width == actual.width, expected.height == actual.height else {
            XCTFail("\(label): \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)")
            return
        }
        let difference = meanDifference
        XCTAssertLessThanOrEqual(
            difference, Self.maxMeanDifference, "\(label): mean difference per channel", file: file, line: line)
        let background = Array(expected.bytes[0..<3])
        let inkExpected = ink(expected, background: background)
        let inkActual = ink(actual, background: background)
        let missing = unmatched(inkExpected, in: inkActual)
        let extra = unmatched(inkActual, in: inkExpected)
        XCTAssertLessThanOrEqual(missing, Self.maxUnmatchedInk, "\(label): ink missing", file: file, line: line)
        XCTAssertLessThanOrEqual(extra, Self.maxUnmatchedInk, "\(label): ink extra", file: file, line: line)
        var shown = 0
        for leaf in leaves {
            let inFrame = coverage(inkActual, leaf)
            if leaf.present {
                shown += 1
                XCTAssertGreaterThanOrEqual(
                    inFrame, Self.minLeafInk, "\(label): leaf \(leaf.vine).\(leaf.branch) missing", file: file,
                    line: line)
            } else if coverage(inkExpected, leaf) == 0 {
                XCTAssertLessThan(
                    inFrame, Self.minLeafInk, "\(label): leaf \(leaf.vine).\(leaf.branch) of a removed vine shows",
                    file: file, line: line)
            }
        }
        print(
            "\(label): mean difference \(String(format: "%.2f", difference)), ink missing "
                + "\(String(format: "%.4f", missing)), extra \(String(format: "%.4f", extra)), \(shown) leaves shown")
    }

    private func ink(_ image: RGBImage, background: [UInt8]) -> [Bool] {
        Pixels.ink(image.bytes, channels: 3, background: background, threshold: Self.inkThreshold)
    }

    /// The fraction of `ink`'s pixels with no pixel of `other` within 2 pixels.
    private func unmatched(_ ink: [Bool], in other: [Bool]) -> Double {
        Pixels.unmatched(ink, in: other, width: expected.width, height: expected.height, radius: 2)
    }

    /// The fraction of `leaf`'s disc covered by `ink`.
    private func coverage(_ ink: [Bool], _ leaf: SceneLeaf) -> Double {
        let width = expected.width
        let height = expected.height
        var inside = 0
        var covered = 0
        let r = leaf.radius
        for y in Int((leaf.y - r).rounded(.down))...Int((leaf.y + r).rounded(.up)) where y >= 0 && y < height {
            for x in Int((leaf.x - r).rounded(.down))...Int((leaf.x + r).rounded(.up)) where x >= 0 && x < width {
                let dx = Double(x) + 0.5 - leaf.x
                let dy = Double(y) + 0.5 - leaf.y
                guard dx * dx + dy * dy <= r * r else { continue }
                inside += 1
                if ink[y * width + x] { covered += 1 }
            }
        }
        return inside == 0 ? 0 : Double(covered) / Double(inside)
    }
}

extension RGBImage {
    /// An image from raw premultiplied BGRA pixels (rlottie's output), composited over black.
    init(bgra: Data, width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = Pixels.rgb(fromBGRA: [UInt8](bgra.prefix(width * height * 4)))
    }
}

/// A fully grown leaf of a recording at some time, in output pixels, from `vine info --json`:
/// a classic leaf's oval, or the disc as wide as a natural leaf around its centre.
struct SceneLeaf {
    var vine: Int
    var branch: Int
    var x: Double
    var y: Double
    var radius: Double
    /// Whether its vine is on the canvas at that time (not undone or cleared).
    var present: Bool

    /// The leaves of `recording` fully grown by time `t`, scaled by `scale` (the canvas
    /// fills the output: same aspect).
    static func leaves(of recording: String, at t: Double, scale: Double) throws -> [SceneLeaf] {
        let result = try runVine(["info", recording, "--json"])
        guard result.status == 0,
            let info = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
            let header = info["header"] as? [String: Any], let params = header["params"] as? [String: Any],
            let grow = params["growDuration"] as? Double, let vines = info["vines"] as? [[String: Any]]
        else { throw VirtualDisplay.Failed(message: "vine info --json \(recording): \(result.stderr)") }
        var leaves: [SceneLeaf] = []
        for vine in vines {
            guard let index = vine["index"] as? Int, let down = vine["down"] as? Double, down <= t,
                let branches = vine["branches"] as? [[String: Any]]
            else { continue }
            let removed = vine["removed"] as? Double
            for branch in branches {
                guard let k = branch["index"] as? Int, let birth = branch["birth"] as? Double, birth + grow <= t,
                    removed.map({ birth < $0 }) ?? true,
                    let leaf = branch["leaf"] as? [String: Any], let centre = leaf["center"] as? [Double],
                    let width = leaf["width"] as? Double
                else { continue }
                let radius = width / 2
                leaves.append(
                    SceneLeaf(
                        vine: index, branch: k, x: centre[0] * scale, y: centre[1] * scale, radius: radius * scale,
                        present: removed.map { $0 > t } ?? true))
            }
        }
        return leaves
    }
}

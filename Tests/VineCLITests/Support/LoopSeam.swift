import TestPixels
import XCTest

/// The loop frame rule, measured on the frames a loop shows: a loop of N frames shows
/// frames 0 … N − 1 and frame N would be frame 0, so
/// - the step from the last frame to the first is no larger than the largest step between
///   neighbouring frames inside the loop, and
/// - the last and the first frame are not the same picture (a frame shown twice at the
///   seam, a stall) unless the loop stands still there anyway (the step into the last frame
///   or out of the first is none too: a lead-in of empty canvas, say).
///
/// A step is the sum of absolute byte differences between two frames.
enum LoopSeam {
    /// Asserts the rule over the steps between neighbouring frames of a loop, `steps[i]`
    /// from frame `i` to `i + 1`, and `seam`, from the last frame to the first.
    static func assertSeamless(
        steps: [Int], seam: Int, label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard steps.count > 1, let largest = steps.max() else {
            return XCTFail("\(label): \(steps.count + 1) frames", file: file, line: line)
        }
        XCTAssertGreaterThan(largest, 0, "\(label): the loop moves", file: file, line: line)
        XCTAssertLessThanOrEqual(seam, largest, "\(label): the seam's step", file: file, line: line)
        if seam == 0 {
            XCTAssertTrue(
                steps[0] == 0 || steps[steps.count - 1] == 0,
                "\(label): the last frame is the first (shown twice) while the frames around them move",
                file: file, line: line)
        }
    }

    /// Asserts the rule over `frames`, the loop's frames in order.
    static func assertSeamless(
        _ frames: [[UInt8]], label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let first = frames.first, let last = frames.last else {
            return XCTFail("\(label): no frames", file: file, line: line)
        }
        let steps = zip(frames, frames.dropFirst()).map { Pixels.change($0, $1) }
        assertSeamless(steps: steps, seam: Pixels.change(last, first), label: label, file: file, line: line)
    }
}

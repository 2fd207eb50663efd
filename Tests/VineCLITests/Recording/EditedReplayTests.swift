import Foundation
import XCTest

/// Replaying an edited drawing: deterministic, and erase and reseed change only the vine
/// they name — every other vine keeps its exact branches (checked from `info --json`).
final class EditedReplayTests: XCTestCase {
    /// Four strokes of pointer 0, each a down, 12 moves 9 points apart and an up.
    private let strokes: [String] = (0..<4).flatMap { stroke -> [String] in
        let t = Double(stroke)
        let y = 80 + 90 * stroke
        return ["[\(t),\"down\",0,40,\(y)]"]
            + (1...12).map { "[\(t + 0.05 * Double($0)),\"move\",0,\(40 + 9 * $0),\(y + ($0 % 3) * 4)]" }
            + ["[\(t + 0.7),\"up\",0,150,\(y)]"]
    }

    /// One stroke of pointer 0 from time `t` at height `y`: a down, 12 moves and an up.
    private func stroke(at t: Double, y: Int) -> [String] {
        ["[\(t),\"down\",0,40,\(y)]"]
            + (1...12).map { "[\(t + 0.05 * Double($0)),\"move\",0,\(40 + 9 * $0),\(y + ($0 % 3) * 4)]" }
            + ["[\(t + 0.7),\"up\",0,150,\(y)]"]
    }

    private func info(_ lines: [String], look: String? = nil) throws -> (text: String, vines: [[String: Any]]) {
        let header = "{\"vine\":2,\"width\":640,\"height\":480,\"seed\":5\(look.map { ",\"look\":\"\($0)\"" } ?? "")}"
        let text = ([header] + lines).joined(separator: "\n") + "\n"
        let result = try runVine(["info", "--json", "-"], stdin: Data(text.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (result.stdout, try XCTUnwrap(json["vines"] as? [[String: Any]]))
    }

    private func branches(_ vine: [String: Any]) -> [NSDictionary] {
        (vine["branches"] as? [[String: Any]] ?? []).map { NSDictionary(dictionary: $0) }
    }

    func testEraseAndReseedChangeOnlyTheirVineAndReplayIsDeterministic() throws {
        let plain = try info(strokes)
        let edits = [
            "[5,\"erase\",1]", "[5.5,\"reseed\",2,1]", "[6,\"reseed\",2,2]", "[6.5,\"undo\"]", "[7,\"marker\",\"end\"]",
        ]
        let edited = try info(strokes + edits)
        let again = try info(strokes + edits)
        XCTAssertEqual(edited.text, again.text, "replaying the same edited drawing is byte-identical")

        XCTAssertEqual(plain.vines.count, 4)
        XCTAssertEqual(edited.vines.count, 4)
        for index in [0, 1, 3] {
            XCTAssertEqual(branches(edited.vines[index]), branches(plain.vines[index]), "vine \(index) changed")
        }
        XCTAssertEqual(edited.vines[1]["removed"] as? Double, 5, "vine 1 is erased")
        XCTAssertEqual(edited.vines[2]["reseed"] as? Int, 1, "the second reseed is undone")
        let reseeded = branches(edited.vines[2])
        let original = branches(plain.vines[2])
        XCTAssertEqual(reseeded.count, original.count)
        XCTAssertFalse(reseeded.isEmpty)
        for (new, old) in zip(reseeded, original) {
            XCTAssertEqual(
                new["start"] as? [Double], old["start"] as? [Double], "reseeding keeps where branches sprout")
            XCTAssertNotEqual(new["end"] as? [Double], old["end"] as? [Double], "reseeding redraws the branches")
        }
    }

    /// Natural leaves avoid the leaves present at their vine's birth, so vines drawn close
    /// together depend on each other; still, erasing, reseeding and setting the look after
    /// they are drawn leave every other vine's branches and leaves exactly as they were, and
    /// replaying the edited drawing is byte-identical.
    func testNaturalLookEditsKeepOtherVinesAndReplayIsDeterministic() throws {
        let drawn =
            stroke(at: 0, y: 80) + stroke(at: 1, y: 110) + ["[1.9,\"set\",\"look\",\"classic\"]"]
            + stroke(at: 2, y: 140) + ["[2.9,\"set\",\"look\",\"natural\"]"] + stroke(at: 3, y: 170)
        let edits = [
            "[5,\"erase\",1]", "[5.5,\"reseed\",0,1]", "[6,\"reseed\",3,1]", "[6.5,\"set\",\"look\",\"classic\"]",
            "[7,\"undo\"]",
        ]
        let plain = try info(drawn, look: "natural")
        let edited = try info(drawn + edits + stroke(at: 8, y: 200), look: "natural")
        let again = try info(drawn + edits + stroke(at: 8, y: 200), look: "natural")
        XCTAssertEqual(edited.text, again.text, "replaying the same edited drawing is byte-identical")

        XCTAssertEqual(
            edited.vines.map { $0["look"] as? String }, ["natural", "natural", "classic", "natural", "natural"],
            "set look applies to the vines begun after it; its undo to the next one")
        XCTAssertFalse(branches(plain.vines[1]).isEmpty)
        let apart = try info(
            ["[0,\"down\",0,600,400]", "[0.1,\"up\",0,600,400]"] + stroke(at: 1, y: 110), look: "natural")
        XCTAssertNotEqual(
            branches(apart.vines[1]), branches(plain.vines[1]), "vine 1's leaves depend on vine 0's (the premise)")
        for index in [1, 2] {
            XCTAssertEqual(branches(edited.vines[index]), branches(plain.vines[index]), "vine \(index) changed")
        }
        XCTAssertEqual(edited.vines[1]["removed"] as? Double, 5, "vine 1 is erased")
        for index in [0, 3] {
            let reseeded = branches(edited.vines[index])
            let original = branches(plain.vines[index])
            XCTAssertEqual(reseeded.count, original.count)
            XCTAssertEqual(
                reseeded.map { $0["start"] as? [Double] }, original.map { $0["start"] as? [Double] },
                "reseeding vine \(index) keeps where its branches sprout")
            XCTAssertNotEqual(reseeded.map { $0["end"] as? [Double] }, original.map { $0["end"] as? [Double] })
        }
    }
}

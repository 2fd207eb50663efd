import ArgumentParser
import Foundation
import VineCore
import VineExport
import VineSystem
import VineVector

/// `--lottie-compat`, `--theme`, `--dotlottie-version`: how a Lottie (`.json`, `.tgs`,
/// `.lottie`) and a dotLottie file are written.
struct LottieOptions: ParsableArguments {
    @Option(
        name: .customLong("lottie-compat"),
        help: ArgumentHelp(
            "Lottie (.json, .tgs, .lottie) players to write for: standard (the specification's JSON: lottie-web, ThorVG and the dotLottie players, rlottie and Telegram) or qt (Qt 6's Lottie player too: keyframes in Bodymovin's older form, which the specification's schema does not allow; Qt shows the classic look, a fade or wither loop fading each vine apart; the natural look and --loop-end ungrow are refused). (default: standard)",
            valueName: "players"))
    var compat: LottieCompat?

    @Option(
        help: .file(
            "A dotLottie theme file ({\"rules\":[{\"id\":\"stem\",\"type\":\"Color\",\"value\":[r,g,b,a]},…]}, slots background, stem, leaf-fill, leaf-outline, flower; values 0...1; leaf-fill may be a Gradient rule of two stops, as in the themes a .lottie carries) packed into the .lottie --out with the built-in day, night, autumn and mono themes and shown first; its id is the file's name without .json."
        ))
    var theme: String?

    @Option(
        name: .customLong("dotlottie-version"),
        help: ArgumentHelp(
            "The dotLottie format of a .lottie --out: 2 (manifest version 2, the animation under a/, themes under t/) or 1 (animations/, no themes, for players that read only version 1). (default: 2)",
            valueName: "version"))
    var dotLottieVersion: Int?

    func validate() throws {
        if let dotLottieVersion, dotLottieVersion != 1, dotLottieVersion != 2 {
            throw ValidationError("--dotlottie-version is 1 or 2, got \(dotLottieVersion).")
        }
        if theme != nil, dotLottieVersion == 1 {
            throw ValidationError(
                "--theme packs a theme into a dotLottie file of version 2: drop --dotlottie-version 1.")
        }
    }

    /// How `output` is written as these options ask; a usage error when one of them does
    /// not apply to it, exit 66 for a theme file that cannot be read, 65 for a bad one.
    func writing(for output: ExportPlan.Output) throws(Failure) -> LottieWriting {
        var writing = LottieWriting()
        let isLottie: Bool
        let isDotLottie: Bool
        switch output {
        case .animation(_, .lottie): (isLottie, isDotLottie) = (true, false)
        case .package(_, .tgs): (isLottie, isDotLottie) = (true, false)
        case .package(_, .dotLottie): (isLottie, isDotLottie) = (true, true)
        default: (isLottie, isDotLottie) = (false, false)
        }
        if let compat {
            guard isLottie else {
                throw Failure(
                    code: .usage, message: "--lottie-compat writes a Lottie: the --out is a .json, .tgs or .lottie")
            }
            writing.compat = compat
        }
        if theme != nil || dotLottieVersion != nil, !isDotLottie {
            let option = theme != nil ? "--theme" : "--dotlottie-version"
            throw Failure(code: .usage, message: "\(option) writes a dotLottie file: the --out is a .lottie")
        }
        writing.dotLottieVersion = dotLottieVersion ?? 2
        if let theme { writing.theme = try Self.theme(at: theme) }
        return writing
    }

    /// Refuses (a usage error) what Qt 6's Lottie player cannot show at all: the natural
    /// look and species standing on it (its leaves are precompositions) and an ungrowing
    /// loop (time remapping).
    static func checkQt(species: Species, loop: FrameSchedule.Loop?) throws(Failure) {
        if species.base == .natural {
            let which = species.isLook ? "" : " (species \(species.name) stands on it)"
            throw Failure(
                code: .usage,
                message:
                    "--lottie-compat qt: Qt 6's Lottie player shows no precompositions, which draw the natural look's leaves\(which): export the classic look (--look classic) for it"
            )
        }
        if loop?.ending == .ungrow {
            throw Failure(
                code: .usage,
                message:
                    "--lottie-compat qt: Qt 6's Lottie player cannot remap time, which --loop-end ungrow needs: use fade or wither"
            )
        }
    }

    /// The dotLottie theme file at `path`: its `Color` and `Gradient` rules (those Vine
    /// writes) for Vine's slots, id its file's name.
    static func theme(at path: String) throws(Failure) -> LottieTheme {
        let url = URL(fileURLWithPath: path)
        var id = url.lastPathComponent
        if id.hasSuffix(".json") { id.removeLast(5) }
        guard !id.isEmpty, id.utf8.allSatisfy({ Self.idBytes.contains($0) }) else {
            throw Failure(
                code: .usage,
                message:
                    "\(path): a theme's id is its file's name without .json: letters, digits, - and _ only, got '\(id)'"
            )
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Failure(
                code: .noInput, message: "\(path): cannot read the theme file: \(ErrorWording.reason(of: error))")
        }
        func bad(_ what: String) -> Failure {
            Failure(
                code: .dataError,
                message:
                    "\(path): \(what) (expected a dotLottie theme: {\"rules\":[{\"id\":\"stem\",\"type\":\"Color\",\"value\":[r,g,b,a]},…]}, as in the themes a .lottie carries)"
            )
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) else { throw bad("not JSON") }
        guard let root = object as? [String: Any], let rules = root["rules"] as? [Any] else {
            throw bad("no \"rules\" array")
        }
        let slots = LottieSlot.allCases.map(\.rawValue).joined(separator: ", ")
        var values: [(slot: LottieSlot, value: LottieTheme.Value)] = []
        for (index, item) in rules.enumerated() {
            let at = "rule \(index + 1)"
            guard let rule = item as? [String: Any], let ruleID = rule["id"] as? String else {
                throw bad("\(at) has no \"id\" string")
            }
            guard let slot = LottieSlot(rawValue: ruleID) else {
                throw bad("\(at): no slot '\(ruleID)' in Vine's animations (its slots: \(slots))")
            }
            let value: LottieTheme.Value
            switch rule["type"] as? String {
            case "Color":
                guard let colour = Self.colour(rule["value"]) else {
                    throw bad("\(at) ('\(ruleID)'): its \"value\" is not [r,g,b] or [r,g,b,a], each 0...1")
                }
                value = .colour(colour)
            case "Gradient":
                guard slot == .leafFill else {
                    throw bad(
                        "\(at) ('\(ruleID)'): a \"Gradient\" rule sets only 'leaf-fill' (Vine's gradients fill leaves)")
                }
                guard let stops = rule["value"] as? [Any], stops.count == 2,
                    let start = Self.stop(stops[0], offset: 0), let end = Self.stop(stops[1], offset: 1)
                else {
                    throw bad(
                        "\(at) ('\(ruleID)'): its \"value\" is not two stops [{\"offset\":0,\"color\":[r,g,b]},{\"offset\":1,\"color\":[r,g,b]}], each channel 0...1"
                    )
                }
                value = .gradient(start: start, end: end)
            default:
                throw bad("\(at) ('\(ruleID)'): its \"type\" is not \"Color\" or \"Gradient\"")
            }
            guard !values.contains(where: { $0.slot == slot }) else {
                throw bad("\(at): a second rule for '\(ruleID)'")
            }
            values.append((slot, value))
        }
        guard !values.isEmpty else { throw bad("no rules") }
        return LottieTheme(id: id, values: values)
    }

    /// The colour a theme rule's `value` spells, `[r,g,b]` or `[r,g,b,a]`, each 0…1; nil for anything else.
    private static func colour(_ value: Any?) -> RGBA? {
        guard let value = value as? [Any], value.count == 3 || value.count == 4,
            let channels = value.map({ ($0 as? NSNumber)?.doubleValue }) as? [Double],
            channels.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 })
        else { return nil }
        return RGBA(r: channels[0], g: channels[1], b: channels[2], a: channels.count == 4 ? channels[3] : 1)
    }

    /// The colour of a gradient stop `{"offset":offset,"color":[r,g,b]}` (or `[r,g,b,a]`); nil for anything else.
    private static func stop(_ item: Any, offset: Double) -> RGBA? {
        guard let stop = item as? [String: Any], (stop["offset"] as? NSNumber)?.doubleValue == offset else {
            return nil
        }
        return colour(stop["color"])
    }

    /// The bytes of a theme id: ASCII letters, digits, `-` and `_` (it names a file in the package).
    private static let idBytes = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_".utf8))
}

extension LottieCompat: ExpressibleByArgument {}

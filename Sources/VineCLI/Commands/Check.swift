import ArgumentParser
import Foundation
import VineCore

/// `vine check`: validate a recording with the streaming reader alone, in bounded memory.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate a recording.",
        discussion:
            "Prints 'FILE: ok, N events, M vines' and exits 0, or prints the first problem as 'vine: FILE:LINE: message' and exits 65 (66 if the file is missing or unreadable)."
    )

    @Argument(help: "The .vine recording, or - for standard input.")
    var file: String

    func run() throws {
        try reportingFailures {
            var input = try RecordingInput(path: file)
            while try input.next() != nil {}
            print("\(file): ok, \(input.reader.eventCount) events, \(input.reader.vineCount) vines")
        }
    }
}

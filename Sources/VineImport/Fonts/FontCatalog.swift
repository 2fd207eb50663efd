import Foundation
import VineCore
import VineSystem

/// The Hershey fonts `vine text` writes with: the Latin text fonts of Debian's
/// `hershey-fonts-data`, read from their `.jhf` files in ``directory``.
///
/// Only fonts whose glyphs follow ASCII order (space to `~`) are listed; the package's
/// symbol, Greek, Cyrillic and Japanese files are not text fonts for Latin input.
public struct FontCatalog: Sendable {
    /// A font `vine text` offers.
    public struct Entry: Hashable, Sendable {
        /// The name `--font` takes: the file's name without `.jhf`.
        public var name: String
        /// What the font looks like, in a few words.
        public var summary: String
    }

    /// Where Debian's `hershey-fonts-data` installs the fonts.
    public static let defaultDirectory = "/usr/share/hershey-fonts"
    /// The font `vine text` uses unless told otherwise: Roman simplex, one clean stroke per line.
    public static let defaultFont = "rowmans"

    /// Every font the catalog knows, in the order `--list-fonts` shows them.
    public static let entries: [Entry] = [
        Entry(name: "rowmans", summary: "Roman simplex: plain single-stroke capitals and lowercase (the default)"),
        Entry(name: "rowmand", summary: "Roman duplex: Roman with doubled main strokes"),
        Entry(name: "rowmant", summary: "Roman triplex: Roman with serifs and tripled main strokes"),
        Entry(name: "futural", summary: "Futura light: single-stroke sans-serif"),
        Entry(name: "futuram", summary: "Futura medium: sans-serif with doubled strokes"),
        Entry(name: "timesr", summary: "Times roman: serif"),
        Entry(name: "timesrb", summary: "Times roman bold"),
        Entry(name: "timesi", summary: "Times italic"),
        Entry(name: "timesib", summary: "Times italic bold"),
        Entry(name: "scripts", summary: "Script simplex: joined single-stroke handwriting"),
        Entry(name: "scriptc", summary: "Script complex: joined handwriting with doubled strokes"),
        Entry(name: "cursive", summary: "Cursive: joined single-stroke handwriting, rounder"),
        Entry(name: "gothiceng", summary: "Gothic English: blackletter"),
        Entry(name: "gothicger", summary: "Gothic German: Fraktur-like blackletter"),
        Entry(name: "gothicita", summary: "Gothic Italian: rotunda blackletter"),
        Entry(name: "gothgbt", summary: "Gothic English triplex"),
        Entry(name: "gothgrt", summary: "Gothic German triplex"),
        Entry(name: "gothitt", summary: "Gothic Italian triplex"),
    ]

    /// The folder the `.jhf` files are in.
    public let directory: String

    /// The catalog of the fonts in `directory`.
    public init(directory: String = FontCatalog.defaultDirectory) {
        self.directory = directory
    }

    /// The path of font `name`'s file.
    public func path(of name: String) -> String {
        (directory as NSString).appendingPathComponent(name + ".jhf")
    }

    /// The fonts whose files are installed, in ``entries`` order.
    public func available() -> [Entry] {
        Self.entries.filter { FileManager.default.isReadableFile(atPath: path(of: $0.name)) }
    }

    /// Reads font `name`.
    ///
    /// Throws ``FontError/unknown(name:available:)`` for a name the catalog does not list
    /// or whose file is missing, ``FontError/unreadable(path:reason:)`` when the file
    /// cannot be read, ``FontError/malformed(path:error:)`` when it is not a valid font.
    public func font(named name: String) throws(FontError) -> HersheyFont {
        let installed = available().map(\.name)
        guard installed.contains(name) else { throw FontError.unknown(name: name, available: installed) }
        let path = path(of: name)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FontError.unreadable(path: path, reason: "cannot open it")
        }
        defer { try? handle.close() }
        let data: Data?
        do {
            data = try handle.read(upToCount: HersheyFont.maxBytes + 1)
        } catch {
            throw FontError.unreadable(path: path, reason: ErrorWording.reason(of: error))
        }
        do {
            return try HersheyFont(bytes: Array(data ?? Data()))
        } catch {
            throw FontError.malformed(path: path, error: error)
        }
    }
}

import Foundation
import HexBoard
import HexJSON
import HexTestSupport
import HexText
import Testing

/// Bidirectional controls, line and paragraph separators and the other format characters
/// in a map's text are escaped wherever a command prints it, as control characters are:
/// an id holding U+202E must not print the rest of its line backwards, nor U+2028 break it.
@Suite("hexboard: bidirectional and separator characters", .serialized)
struct CLIBidiTextTests {
  /// One character of each class the terminal rule escapes, and its class.
  static let unsafe: [(scalar: Unicode.Scalar, what: String)] = [
    ("\u{202A}", "left-to-right embedding"), ("\u{202B}", "right-to-left embedding"),
    ("\u{202C}", "pop directional formatting"), ("\u{202D}", "left-to-right override"),
    ("\u{202E}", "right-to-left override"), ("\u{2066}", "left-to-right isolate"),
    ("\u{2067}", "right-to-left isolate"), ("\u{2068}", "first strong isolate"),
    ("\u{2069}", "pop directional isolate"), ("\u{200E}", "left-to-right mark"),
    ("\u{200F}", "right-to-left mark"), ("\u{061C}", "Arabic letter mark"),
    ("\u{2028}", "line separator"), ("\u{2029}", "paragraph separator"),
    ("\u{200B}", "zero width space (format)"), ("\u{FEFF}", "byte order mark (format)"),
    ("\u{2060}", "word joiner (format)"), ("\u{00AD}", "soft hyphen (format)"),
    ("\u{E0001}", "language tag (format, above U+FFFF)"),
  ]

  // MARK: - The rule itself

  @Test func theTerminalRuleEscapesEachClass() {
    for (scalar, what) in Self.unsafe {
      #expect(TerminalText.isUnsafe(scalar), "\(what)")
      let text = "a" + String(Character(scalar)) + "b"
      #expect(TerminalText.escaped(text) == "a\\u\(TerminalText.hex4(scalar.value))b", "\(what)")
    }
    // The controls, NEL (U+0085) among them, as before.
    for value in [0x00, 0x09, 0x1B, 0x7F, 0x85, 0x9B] as [UInt32] {
      let scalar = Unicode.Scalar(value)!
      #expect(TerminalText.isUnsafe(scalar))
      #expect(
        TerminalText.escaped(String(Character(scalar)))
          == "\\u00\(TerminalText.hex4(value).suffix(2))")
    }
    // Kept: letters of right-to-left scripts (their order is the terminal's business), the
    // joiners emoji and scripts need, tag characters of subdivision flags, spaces.
    for text in ["שלום", "مرحبا", "👨‍👩‍👧", "می‌خواهم", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "a\u{00A0}b", "é", "字"] {
      #expect(TerminalText.escaped(text) == text, "\(text)")
    }
  }

  @Test func jsonOutputEscapesEachClass() {
    for (scalar, what) in Self.unsafe {
      var writer = JSONWriter()
      writer.escapesAllControls = true
      writer.string("a" + String(Character(scalar)) + "\"b")
      let out = String(decoding: writer.bytes, as: UTF8.self)
      #expect(!out.unicodeScalars.contains(where: TerminalText.isUnsafe), "\(what)")
      let value = scalar.value
      let escape =
        value > 0xFFFF
        ? "\\ud\(String(0xD800 + ((value - 0x10000) >> 10), radix: 16).dropFirst())"
          + "\\u\(String(0xDC00 + ((value - 0x10000) & 0x3FF), radix: 16))"
        : "\\u" + String(repeating: "0", count: 4 - String(value, radix: 16).count)
          + String(value, radix: 16)
      #expect(out == "\"a\(escape)\\\"b\"", "\(what)")
      // The save formats keep the character as it is.
      var plain = JSONWriter()
      plain.string(String(Character(scalar)))
      #expect(plain.bytes == Array("\"\(Character(scalar))\"".utf8), "\(what)")
    }
  }

  // MARK: - Every command that prints a map's text

  static let commands: [[String]] = [
    ["info", "M"], ["info", "M", "--json"], ["show", "M", "--color", "always"],
    ["terrain", "list", "M"], ["object", "list", "M"], ["object", "list", "M", "--json"],
    ["cell", "M", "1,0"], ["cell", "M", "2,1", "--json"], ["render", "M", "-o", "-"],
    ["diff", "M", "good.json", "--summary"],
  ]

  /// The skirmish map with `c` in its name, a terrain id and symbol, an object id, kind,
  /// property key and value, and a board property value.
  static func hostileMap(_ c: Character) -> String {
    SampleFiles.skirmish
      .replacing(#""name": "Skirmish""#, with: "\"name\": \"Sk\(c)irmish\"")
      .replacing(
        #""id": "forest", "symbol": "f""#, with: "\"id\": \"for\(c)est\", \"symbol\": \"\(c)\""
      )
      .replacing("\"..f^\"", with: "\"..\(c)^\"")
      .replacing(#""id": "u1", "kind": "unit""#, with: "\"id\": \"u\(c)1\", \"kind\": \"un\(c)it\"")
      .replacing(#"{"owner": "red"}"#, with: "{\"own\(c)er\": \"r\(c)ed\"}")
      .replacing(#""author": "me""#, with: "\"author\": \"m\(c)e\"")
  }

  /// Whether `text` holds a character the rule escapes, other than the line feeds and tabs
  /// the commands write themselves.
  static func hasRaw(_ text: String) -> Bool {
    text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" && $0 != "\t" }
  }

  @Test func noCommandPrintsThemRaw() throws {
    let folder = try HexboardProcess.temporaryDirectory()
    try Data(SampleFiles.skirmish.utf8).write(to: folder.appendingPathComponent("good.json"))
    for (scalar, what) in Self.unsafe {
      let c = Character(scalar)
      let map = Self.hostileMap(c)
      #expect(map.unicodeScalars.filter { $0 == scalar }.count == 9, "\(what)")
      try Data(map.utf8).write(to: folder.appendingPathComponent("bidi.json"))
      let escape = "\\u\(TerminalText.hex4(scalar.value))"
      for command in Self.commands {
        let result = try HexboardProcess.run(
          command.map { $0 == "M" ? "bidi.json" : $0 }, in: folder)
        let label = "\(command.joined(separator: " ")) with \(what)"
        #expect(result.status == 0, "\(label): \(result.errors)")
        // `show` writes its own colour escapes; everything else is the map's text.
        let output = result.output.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(!Self.hasRaw(output), "\(label)")
        #expect(!Self.hasRaw(result.errors), "\(label)")
        switch command {
        case ["info", "M"]:
          #expect(result.output.hasPrefix("name:       Sk\(escape)irmish\n"), "\(label)")
          #expect(result.output.contains("  \(escape) for\(escape)est"), "\(label)")
        case ["show", "M", "--color", "always"]:
          #expect(output.contains("?"), "\(label): the symbol is shown as '?'")
        case ["render", "M", "-o", "-"]:
          let reference = "&#x\(String(scalar.value, radix: 16, uppercase: true));"
          #expect(result.output.contains("<title>Sk\(reference)irmish</title>"), "\(label)")
        default: break
        }
      }
    }
  }
}

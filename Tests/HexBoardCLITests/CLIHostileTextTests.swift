import Foundation
import HexBoard
import HexTestSupport
import HexText
import Testing

/// Text from files never reaches the terminal raw: every command of the `hexboard` binary
/// run on maps with a clear-screen sequence and an OSC title (and C1 controls) in every
/// string field, on a map whose file name holds them, and with them on the command line.
@Suite("hexboard: hostile text", .serialized)
struct CLIHostileTextTests {
  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
    let good = SampleFiles.skirmish
    try write(good, "good.json")
    let target = good.replacing("\"u1\"", with: "\"u2\"")
    try write(target, "target.json")
    let diff = try run(["diff", "good.json", "target.json", "-o", "good.patch.json"])
    #expect(diff.status == 0, "\(diff.errors)")
  }

  func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }

  func run(_ arguments: [String], input: Data = Data()) throws -> HexboardProcess.Result {
    try HexboardProcess.run(arguments, input: input, in: folder)
  }

  /// ESC[2J (clear the screen) followed by an OSC title (ESC ] 0 ; … BEL), as JSON escapes.
  static let escapes = #"\u001b[2J\u001b]0;pwned\u0007"#
  /// The C1 forms: CSI (U+009B) and OSC (U+009D) … ST (U+009C), as raw UTF-8 in the file.
  static let c1 = "\u{9B}2J\u{9D}0;pwned\u{9C}"

  /// Every command that reads a map; `M` stands for the map.
  static let commands: [[String]] = [
    ["info", "M"], ["info", "M", "--json"], ["show", "M", "--color", "always"],
    ["render", "M", "-o", "-"], ["render", "M", "-o", "out.svg"],
    ["paint", "M", "forest", "--at", "1,1", "-o", "out.json"],
    ["elevation", "M", "5", "--at", "1,1", "-o", "out.json"],
    ["object", "add", "M", "--id", "z", "--kind", "unit", "--at", "1,1", "-o", "out.json"],
    ["object", "move", "M", "u1", "--to", "1,1", "-o", "out.json"],
    ["object", "remove", "M", "u1", "-o", "out.json"], ["object", "list", "M"],
    ["object", "list", "M", "--json"],
    ["resize", "M", "--columns", "5", "--rows", "3", "-o", "out.json"],
    ["crop", "M", "--from", "0,0", "--to", "1,1", "-o", "out.json"],
    ["path", "M", "0,0", "1,1"], ["range", "M", "0,0", "--budget", "2"],
    ["fov", "M", "0,0", "--radius", "2"], ["validate", "M"], ["convert", "M", "out.tmj"],
    ["diff", "M", "good.json"], ["diff", "good.json", "M", "--summary"],
    ["patch", "M", "good.patch.json", "-o", "out.json"],
  ]

  /// Whether `bytes`, decoded as UTF-8, hold a control character (C0, DEL, C1) other than
  /// the line feeds and tabs the commands themselves write, once `show`'s own colour
  /// sequences (ESC [ digits m) are taken out. An ESC or BEL from a file would remain.
  static func hasRawControl(_ bytes: Data) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
      .replacing(/\u{1B}\[[0-9;]*m/, with: "")
    return text.unicodeScalars.contains {
      TerminalText.isControl($0) && $0 != "\n" && $0 != "\t"
    }
  }

  func expectNothingRaw(_ result: HexboardProcess.Result, _ what: String) {
    #expect(!Self.hasRawControl(result.outputBytes), "stdout of \(what)")
    #expect(!Self.hasRawControl(Data(result.errors.utf8)), "stderr of \(what)")
    #expect(!result.errors.contains("\t"), "stderr of \(what)")
  }

  func removeOutputs() {
    for name in ["out.json", "out.svg", "out.tmj", "out.tiles.png"] {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  // MARK: - Every command, every string field

  @Test(arguments: commands)
  func everyFieldIsRefusedAndNothingRawIsPrinted(command: [String]) throws {
    let fields = SampleFiles.textFields
    for (i, field) in fields.enumerated() {
      for (value, code) in [(Self.escapes, "U+001B"), (Self.c1, "U+009B")] {
        let name = "hostile-\(i).json"
        #expect(SampleFiles.skirmish.contains(field.old))
        try write(
          SampleFiles.skirmish.replacing(
            field.old, with: field.new.replacing("X", with: value)), name)
        let result = try run(command.map { $0 == "M" ? name : $0 })
        removeOutputs()
        let what = "\(command.joined(separator: " ")) on \(field.path)"
        expectNothingRaw(result, what)
        #expect(result.status == 1, "\(what)")
        #expect(result.output.isEmpty, "\(what)")
        #expect(
          result.errors
            == "error: \(name): \(field.path): control character \(code) in \(field.noun)\n",
          "\(what)")
      }
    }
    // The same map on standard input.
    let hostile = SampleFiles.skirmish.replacing(
      #""name": "Skirmish""#, with: "\"name\": \"\(Self.escapes)\"")
    if !command.contains("good.json") {
      let piped = try run(command.map { $0 == "M" ? "-" : $0 }, input: Data(hostile.utf8))
      removeOutputs()
      expectNothingRaw(piped, "\(command) on standard input")
      #expect(piped.errors == "error: <stdin>: name: control character U+001B in a name\n")
    }
  }

  @Test(arguments: commands)
  func fileNamesAreEscaped(command: [String]) throws {
    // A valid map whose file name holds ESC, BEL and a C1 control: messages and output that
    // name the file escape it.
    let name = "evil\u{1B}[2J\u{1B}]0;t\u{7}\u{9B}.json"
    try write(SampleFiles.skirmish, name)
    let result = try run(command.map { $0 == "M" ? name : $0 })
    removeOutputs()
    expectNothingRaw(result, command.joined(separator: " "))
    #expect(result.status == 0, "\(command): \(result.errors)")
    if command == ["validate", "M"] {
      #expect(
        result.output
          == "evil\\u001B[2J\\u001B]0;t\\u0007\\u009B.json: valid (8 cells, 1 objects)\n")
    }
    let missing = try run(command.map { $0 == "M" ? "gone\u{1B}[2J.json" : $0 })
    expectNothingRaw(missing, "\(command) on a missing file")
    #expect(missing.status == 1)
    #expect(missing.errors.contains("gone\\u001B[2J.json"), "\(missing.errors)")
  }

  // MARK: - Tabs are allowed, and printed escaped

  @Test func tabsArePrintedEscaped() throws {
    let text = SampleFiles.skirmish
      .replacing(#""name": "Skirmish""#, with: #""name": "Sk\tirmish""#)
      .replacing(#"{"owner": "red"}"#, with: #"{"owner": "r\ted"}"#)
    try write(text, "tabs.json")
    let info = try run(["info", "tabs.json"])
    #expect(info.status == 0)
    #expect(info.output.hasPrefix("name:       Sk\\u0009irmish\n"))
    let list = try run(["object", "list", "tabs.json"])
    #expect(list.output == "u1\tunit\t1,0  owner=r\\u0009ed\n")
    let json = try run(["object", "list", "tabs.json", "--json"])
    #expect(json.output.contains(#""owner":"r\ted""#))
    let summary = try run(["diff", "good.json", "tabs.json", "--summary"])
    #expect(summary.output.contains("\nname: Sk\\u0009irmish\n"))
    for result in [info, list, json, summary] { expectNothingRaw(result, "tabs") }
  }

  // MARK: - Edits never write what the loader refuses

  @Test func objectAddWithAnEmptyIDFailsAndLeavesTheFile() throws {
    try write(SampleFiles.skirmish, "e.json")
    let before = try Data(contentsOf: folder.appendingPathComponent("e.json"))
    let cases: [([String], String)] = [
      (["--id", "", "--kind", "unit"], "objects[1].id: the id is empty"),
      (
        ["--id", "a\u{1B}[2J", "--kind", "unit"], "objects[1].id: control character U+001B in an id"
      ),
      (["--id", "a", "--kind", "\u{9B}2J"], "objects[1].kind: control character U+009B in a kind"),
      (
        ["--id", "a", "--kind", "unit", "-p", "k\u{1B}=v"],
        "objects[1].properties: control character U+001B in a property key"
      ),
      (
        ["--id", "a", "--kind", "unit", "-p", "k=two\nlines"],
        "objects[1].properties.k: control character U+000A in a property value"
      ),
    ]
    for (options, message) in cases {
      let result = try run(["object", "add", "e.json", "--at", "1,1"] + options)
      expectNothingRaw(result, "\(options)")
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(result.errors == "error: e.json: \(message)\n")
      #expect(try Data(contentsOf: folder.appendingPathComponent("e.json")) == before)
    }
    // The issue's own command, on an empty map: objects[0].
    #expect(try run(["new", "--columns", "4", "--rows", "4", "-o", "empty.json"]).status == 0)
    let empty = try run([
      "object", "add", "empty.json", "--id", "", "--kind", "unit", "--at", "1,1",
    ])
    #expect(empty.status == 1)
    #expect(empty.errors == "error: empty.json: objects[0].id: the id is empty\n")
    #expect(try run(["validate", "empty.json"]).status == 0)
  }

  @Test func namesFromTheCommandLineAreChecked() throws {
    let new = try run([
      "new", "--columns", "2", "--rows", "2", "--name", "\u{1B}]0;t\u{7}", "-o", "n.json",
    ])
    #expect(new.status == 1)
    #expect(new.errors == "error: name: control character U+001B in a name\n")
    let generated = try run([
      "generate", "islands", "--columns", "8", "--rows", "8", "--name", "a\nb", "-o", "g.json",
    ])
    #expect(generated.status == 1)
    #expect(generated.errors.hasSuffix("name: control character U+000A in a name\n"))
    for result in [new, generated] { expectNothingRaw(result, "names") }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("n.json").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g.json").path))
  }
}

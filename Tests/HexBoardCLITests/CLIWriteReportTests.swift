import Foundation
import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// One rule for every command that writes a map: after the map is written, one line on
/// standard error says what was done (`painted 7 cells with forest`, `created the map …`),
/// nothing goes to standard output but the map itself, and `--quiet` (`-q`) says nothing.
/// The editing commands are checked one by one in `CLICommandsEndToEndTests`; here the
/// commands that make or replace a whole map (new, generate, patch, convert), and the rule
/// itself over the command table.
@Suite("hexboard: every command that writes a map says so the same way")
struct CLIWriteReportTests {
  /// The commands that write a map (HexBoard JSON or a Tiled export) and so take --quiet.
  static let mapWriters: Set<String> = [
    "new", "paint", "elevation", "terrain add", "terrain set", "terrain remove", "map set",
    "object add", "object set", "object move", "object remove", "feature set",
    "feature clear", "resize", "crop", "generate", "convert", "patch", "class set",
    "class remove", "layer add", "layer remove", "layer set", "layer clear",
  ]

  /// Every map writer takes --quiet with EditReport's meaning; of the rest, only `diff`
  /// has a --quiet (git's: the answer is the exit status), and none says what it wrote.
  @Test func everyMapWriterTakesQuiet() {
    for command in HexBoardCommand.commands {
      let name = command.spec.name
      let quiet = command.spec.options.first { $0.names.first == "quiet" }
      if Self.mapWriters.contains(name) {
        #expect(quiet?.help == EditReport.quiet.help, "\(name) lacks --quiet")
        #expect(quiet?.names == ["quiet", "q"], "\(name)")
      } else {
        #expect(quiet == nil || name == "diff", "\(name) is not a map writer")
      }
    }
  }

  /// In-process: `new` to standard output says one line on standard error, the map alone
  /// on standard output.
  @Test func newToStandardOutputSaysOnStandardError() throws {
    let context = CommandContext.capturing()
    let status = HexBoardCommand.run(
      arguments: ["new", "--columns", "4", "--rows", "3", "--name", "Tiny"], context: context)
    #expect(status == 0)
    #expect(context.capturedErrors == "created the map 'Tiny' with 12 cells\n")
    #expect(try MapFile.decode(context.capturedOutput).grid.cellCount == 12)
    let quiet = CommandContext.capturing()
    #expect(
      HexBoardCommand.run(
        arguments: ["new", "--columns", "4", "--rows", "3", "-q"], context: quiet)
        == 0)
    #expect(quiet.capturedErrors.isEmpty)
  }

  /// End to end: each whole-map writer's one line, and silence with --quiet (the same file).
  @Test func wholeMapWritersSayOneLineAndNothingWithQuiet() throws {
    let box = try CLISandbox()
    try box.succeed("new", "--columns", "8", "--rows", "6", "--name", "M", "-o", "map.json", "-q")
    try box.succeed("paint", "map.json", "forest", "--at", "2,2", "-o", "painted.json", "-q")
    try box.succeed("diff", "map.json", "painted.json", "-o", "change.json")
    let cases: [([String], String)] = [
      (
        ["new", "--columns", "8", "--rows", "6", "--name", "M", "-o", "new.json"],
        "created the map 'M' with 48 cells"
      ),
      (
        ["generate", "islands", "--seed", "3", "--columns", "8", "--rows", "6", "-o", "g.json"],
        "generated islands, seed 3, 48 cells"
      ),
      (["patch", "map.json", "change.json", "-o", "patched.json"], "applied the patch"),
      (["convert", "map.json", "map.tmj"], "exported 48 cells to Tiled (tileset image "),
      (["convert", "map.tmj", "back.json"], "imported 48 cells from Tiled"),
    ]
    for (arguments, message) in cases {
      let said = try box.succeed(arguments)
      #expect(said.errors.hasPrefix(message), "\(arguments): \(said.errors)")
      #expect(said.errors.filter { $0 == "\n" }.count == 1, "\(arguments): \(said.errors)")
      #expect(said.output.isEmpty, "\(arguments)")
      let quiet = try box.succeed(arguments + ["--force", "--quiet"])
      #expect(quiet.errors.isEmpty && quiet.output.isEmpty, "\(arguments): \(quiet.errors)")
    }
    #expect(
      try MapFileTestIO.read(box.path("patched.json"))
        == MapFileTestIO.read(box.path("painted.json")))
  }
}

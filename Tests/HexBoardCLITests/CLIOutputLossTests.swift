import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// A write to standard output that fails (a full disk, `> /dev/full`) is exit 1 with one
/// message, for every command that writes there: nothing is lost silently, and no editing
/// command says what it did.
@Suite("standard output lost", .serialized)
struct CLIOutputLossTests {
  static let message = "error: cannot write to standard output: No space left on device\n"

  /// Every command that writes to standard output, with arguments that make it write
  /// there, run in a folder holding ``makeFiles(in:)``. `edit` alone is missing: it draws
  /// on a terminal and refuses anything else.
  static let invocations: [[String]] = [
    ["--help"], ["--version"], ["help", "object"],
    ["new", "--columns", "4", "--rows", "3"],
    ["info", "map.json"], ["info", "map.json", "--json"],
    ["cell", "map.json", "1,1"],
    ["show", "map.json"],
    ["render", "map.json"], ["render", "map.json", "--format", "png", "-o", "-"],
    ["render", "map.json", "-o", "picture.svg", "--checks", "-"],
    ["paint", "map.json", "forest", "--at", "1,1", "-o", "-"],
    ["elevation", "map.json", "3", "--at", "1,1", "-o", "-"],
    ["terrain", "list", "map.json"],
    ["terrain", "add", "map.json", "swamp", "--symbol", "s", "--cost", "4", "-o", "-"],
    ["terrain", "set", "map.json", "forest", "--cost", "3", "-o", "-"],
    ["terrain", "remove", "map.json", "snow", "-o", "-"],
    ["map", "set", "map.json", "--name", "Other", "-o", "-"],
    ["object", "add", "map.json", "--id", "u2", "--kind", "unit", "--at", "2,2", "-o", "-"],
    ["object", "set", "map.json", "u1", "--kind", "scout", "-o", "-"],
    ["object", "move", "map.json", "u1", "--to", "3,3", "-o", "-"],
    ["object", "remove", "map.json", "u1", "-o", "-"],
    ["object", "list", "map.json"],
    ["class", "set", "map.json", "horse", "--cost", "forest=2", "-o", "-"],
    ["class", "list", "map.json"], ["class", "list", "map.json", "--json"],
    ["class", "remove", "map.json", "cavalry", "-o", "-"],
    ["path", "map.json", "0,0", "5,4", "--class", "cavalry"],
    ["feature", "set", "map.json", "wall", "--at", "1,1", "--side", "n", "-o", "-"],
    ["feature", "clear", "map.json", "--at", "1,1", "--side", "n", "-o", "-"],
    ["feature", "set", "map.json", "town", "--at", "1,1", "--corner", "e", "-o", "-"],
    ["feature", "clear", "map.json", "--at", "1,1", "--corner", "e", "-o", "-"],
    ["layer", "add", "map.json", "overlay", "--values", "forest", "-o", "-"],
    ["layer", "remove", "map.json", "owner", "-o", "-"],
    ["layer", "set", "map.json", "owner", "3", "--at", "1,1", "-o", "-"],
    ["layer", "clear", "map.json", "owner", "--at", "1,1", "-o", "-"],
    ["layer", "list", "map.json"],
    ["resize", "map.json", "--columns", "9", "--rows", "7", "-o", "-"],
    ["crop", "map.json", "--from", "0,0", "--to", "3,3", "-o", "-"],
    ["path", "map.json", "0,0", "5,4"], ["path", "map.json", "0,0", "5,4", "--json"],
    ["range", "map.json", "2,2", "--budget", "3"],
    ["range", "map.json", "2,2", "--budget", "3", "--json"],
    ["fov", "map.json", "2,2", "--radius", "3"],
    ["validate", "map.json"],
    ["generate", "islands", "--columns", "12", "--rows", "10", "--seed", "1"],
    [
      // With the map in a file, --report is what goes to standard output.
      "generate", "islands", "--columns", "12", "--rows", "10", "--seed", "1", "-o", "gen.json",
      "--force", "--report",
    ],
    ["convert", "map.tmj", "-"],
    ["diff", "map.json", "other.json"], ["diff", "map.json", "other.json", "--summary"],
    ["diff", "map.json", "other.json", "--exit-code"],
    ["patch", "map.json", "change.patch.json", "-o", "-"],
    ["completions", "bash"], ["completions", "zsh"], ["completions", "fish"],
    ["manual"],
  ]

  /// An 8×6 map with a forest and an object, another differing from it, the patch between
  /// them and the first as a Tiled map.
  static func makeFiles(in folder: URL) throws {
    func run(_ arguments: String...) throws {
      let result = try HexboardProcess.run(arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.errors)")
    }
    try run("new", "--columns", "8", "--rows", "6", "-o", "map.json")
    try run("paint", "map.json", "forest", "--at", "4,4", "-q")
    try run("object", "add", "map.json", "--id", "u1", "--kind", "unit", "--at", "1,1", "-q")
    try run("class", "set", "map.json", "cavalry", "--cost", "forest=3", "-q")
    try run("layer", "add", "map.json", "owner", "--numeric", "-q")
    try run("paint", "map.json", "forest", "--at", "2,2", "-o", "other.json", "-q")
    try run("diff", "map.json", "other.json", "-o", "change.patch.json")
    try run("convert", "map.json", "map.tmj")
  }

  @Test(arguments: invocations)
  func everyCommandFailsWhenItsOutputIsLost(arguments: [String]) throws {
    let folder = try HexboardProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.makeFiles(in: folder)
    // The invocation is right: on a pipe it succeeds (diff --exit-code: the maps differ)
    // and writes something.
    let piped = try HexboardProcess.run(arguments, in: folder)
    #expect(piped.status == (arguments.contains("--exit-code") ? 1 : 0), "\(piped.errors)")
    #expect(!piped.outputBytes.isEmpty)
    let mapBefore = try Data(contentsOf: folder.appendingPathComponent("map.json"))
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let lost = try HexboardProcess.run(arguments, in: folder, standardOutput: full)
    #expect(lost.status == 1)
    // One message: the lost output, and no report of an edit ("painted 1 cell").
    #expect(lost.errors == Self.message)
    #expect(try Data(contentsOf: folder.appendingPathComponent("map.json")) == mapBefore)
  }

  /// A command added later must be added to ``invocations`` too.
  @Test func everyCommandIsCovered() {
    let covered = Set(
      Self.invocations.map { words in
        HexBoardCommand.find(words).map { $0.type.spec.name } ?? words[0]
      })
    let missing = HexBoardCommand.commandNames.filter { !covered.contains($0) && $0 != "edit" }
    #expect(missing.isEmpty, "commands with no lost-output case: \(missing)")
  }

  // MARK: - In process, through a context whose output fills up

  static func board() throws -> [UInt8] {
    try MapFile.encode(
      Board(name: "t", grid: MapGrid(shape: .rectangle(columns: 8, rows: 6)), fill: "grass"))
  }

  @Test func aFullOutputIsExitOneWithOneMessageAndNothingAfterIt() throws {
    let map = try Self.board()
    // Room for part of the picture: the first writes get through, the rest is lost.
    let context = CommandContext.capturing(input: map, outputRoom: 300)
    let status = HexBoardCommand.run(arguments: ["render", "-"], context: context)
    #expect(status == 1)
    #expect(context.capturedErrors == Self.message)
    #expect(context.capturedOutput.count <= 300)
    // With room for everything, the same command succeeds.
    let roomy = CommandContext.capturing(input: map, outputRoom: 1 << 20)
    #expect(HexBoardCommand.run(arguments: ["render", "-"], context: roomy) == 0)
    #expect(roomy.capturedErrors.isEmpty)
  }

  @Test func anEditToALostOutputSaysNothingWasDone() throws {
    let context = CommandContext.capturing(input: try Self.board(), outputRoom: 0)
    let status = HexBoardCommand.run(
      arguments: ["paint", "-", "forest", "--at", "1,1"], context: context)
    #expect(status == 1)
    #expect(context.capturedErrors == Self.message, "no 'painted 1 cell'")
  }

  @Test func anAnswerGivenAsTheStatusStillNeedsItsOutput() throws {
    // diff --exit-code answers "identical" with 0: its patch must still get out.
    let map = try Self.board()
    let folder = try HexboardProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.json").path
    try FileIO.writeAtomically(map, to: path)
    let context = CommandContext.capturing(outputRoom: 0)
    let status = HexBoardCommand.run(
      arguments: ["diff", path, path, "--exit-code"], context: context)
    #expect(status == 1)
    #expect(context.capturedErrors == Self.message)
  }
}

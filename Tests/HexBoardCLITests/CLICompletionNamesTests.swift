import Foundation
import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// Completing feature ids (`feature set MAP <feature>`, `feature clear MAP <feature>`) and the
/// compass names of `--side` and `--corner` from the map on the line, in every shell
/// script, with the names kept as data (a hostile feature id runs nothing in bash).
@Suite("hexboard completions: feature ids, side and corner names")
struct CLICompletionNamesTests {
  typealias Shells = CLICompletionsTests

  @Test func theModelKnowsWhichValuesAreMapNames() {
    let model = CompletionModel(HexBoardCommand.commands)
    func entry(_ name: String) -> CompletionModel.Entry? {
      model.entries.first { $0.name == name }
    }
    func option(_ command: String, _ flag: String) -> CompletionModel.Value? {
      entry(command)?.options.first { $0.flags.first == flag }?.value
    }
    #expect(entry("feature set")?.arguments.map(\.value) == [.file, .names(.feature)])
    #expect(entry("feature clear")?.arguments.map(\.value) == [.file, .names(.feature)])
    for command in ["feature set", "feature clear"] {
      #expect(option(command, "--side") == .names(.side))
      #expect(option(command, "--corner") == .names(.corner))
    }
    #expect(CompletionNames.side.defaults == ["se", "ne", "n", "nw", "sw", "s", "e", "w"])
  }

  /// `completions --feature-ids`, `--side-names`, …: the map's names, one a line.
  @Test func theCompletionsCommandListsAMapsNames() throws {
    let box = try CLISandbox()
    try box.succeed(
      "new", "--columns", "3", "--rows", "3", "--orientation", "pointy", "-o", "p.json")
    let expected: [(String, [String])] = [
      ("--feature-ids", ["wall", "river", "road", "town", "tower"]),
      ("--side-names", HexOrientation.pointy.sideNames),
      ("--corner-names", HexOrientation.pointy.cornerNames),
    ]
    for (option, names) in expected {
      let context = CommandContext.capturing()
      #expect(
        HexBoardCommand.run(
          arguments: ["completions", option, box.path("p.json")], context: context)
          == 0)
      #expect(context.outputText == names.map { $0 + "\n" }.joined(), "\(option)")
    }
    let two = CommandContext.capturing()
    #expect(
      HexBoardCommand.run(
        arguments: ["completions", "--side-names", "p.json", "--terrain-ids", "p.json"],
        context: two) == 2)
    #expect(two.capturedErrors == "error: give one of --terrain-ids, --side-names\n")
  }

  @Test func bashCompletesFeaturesSidesAndCorners() throws {
    guard Shells.shell("bash") != nil, HexboardProcess.binary != nil else {
      print("skipped: bash or the hexboard binary is missing")
      return
    }
    let (box, script) = try Shells().writeScript(.bash)
    try box.succeed("new", "--columns", "4", "--rows", "4", "-o", "flat.json", "-q")
    try box.succeed(
      "new", "--columns", "4", "--rows", "4", "--orientation", "pointy", "-o", "pointy.json", "-q")
    func complete(_ words: String...) throws -> [String] {
      try Shells().complete(words, in: box, script: script)
    }
    // Both palettes: the kind is chosen by --side or --corner, after the feature.
    #expect(
      try complete("feature", "set", "flat.json", "") == ["river", "road", "tower", "town", "wall"])
    #expect(try complete("feature", "set", "flat.json", "r") == ["river", "road"])
    #expect(try complete("feature", "clear", "flat.json", "w") == ["wall"])
    #expect(try complete("feature", "set", "flat.json", "t") == ["tower", "town"])
    #expect(
      try complete("feature", "set", "flat.json", "wall", "--at", "1,1", "--side", "")
        == HexOrientation.flat.sideNames.sorted())
    #expect(
      try complete("feature", "set", "pointy.json", "wall", "--at", "1,1", "--side", "")
        == HexOrientation.pointy.sideNames.sorted())
    #expect(try complete("feature", "set", "pointy.json", "wall", "--side", "n") == ["ne", "nw"])
    #expect(
      try complete("feature", "set", "pointy.json", "town", "--at", "1,1", "--corner", "")
        == HexOrientation.pointy.cornerNames.sorted())
    // No map on the line (standard input): both orientations' names.
    #expect(
      try complete("feature", "set", "-", "wall", "--side", "") == [
        "e", "n", "ne", "nw", "s", "se", "sw", "w",
      ])
  }

  /// A map is untrusted: an edge feature id that is shell code is offered quoted and runs
  /// nothing.
  @Test func bashOffersAHostileFeatureIdAsData() throws {
    guard Shells.shell("bash") != nil, HexboardProcess.binary != nil else {
      print("skipped: bash or the hexboard binary is missing")
      return
    }
    let (box, script) = try Shells().writeScript(.bash)
    var board = try Board(
      name: "Evil", grid: MapGrid(columns: 2, rows: 2), orientation: .flat, fill: "grass")
    let evil = "$(touch ran)"
    try board.addPaletteFeature(EdgeFeature(id: evil, color: RGBColor(red: 1, green: 2, blue: 3)))
    try MapFile.save(board, to: box.path("evil.json"))
    let offered = try Shells().complete(
      ["feature", "set", "evil.json", "$"], in: box, script: script)
    #expect(offered == ["\\$\\(touch\\ ran\\)"])
    #expect(!FileManager.default.fileExists(atPath: box.path("ran")))
  }

  /// zsh and fish: the same names, from their own functions.
  @Test func zshAndFishScriptsAskForTheNames() {
    let zsh = CompletionsCommand.script(for: .zsh)
    #expect(
      zsh.contains(
        "(--side) _hexboard_names \"$program\" --side-names \"$positional[1]\" se ne n nw sw s e w; return ;;"
      ))
    #expect(
      zsh.contains(
        "_hexboard_names \"$program\" --feature-ids \"$positional[1]\" wall river road town tower"))
    let fish = CompletionsCommand.script(for: .fish)
    #expect(
      fish.contains(
        "complete -c hexboard -n '__hexboard_is feature set' -l side -x -a '(__hexboard_names --side-names se ne n nw sw s e w)'"
      ))
    #expect(
      fish.contains(
        "complete -c hexboard -n '__hexboard_is feature set' -a '(__hexboard_names --feature-ids "
      ))
  }
}

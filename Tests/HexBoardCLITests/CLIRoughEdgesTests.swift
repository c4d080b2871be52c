import Foundation
import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// Issue 21's rough edges in the parser and the outputs: groups list their commands in
/// every form, typos get the nearest name, single-dash long options are refused,
/// `diff --exit-code`/`--quiet`, `-` as standard output for pictures, and pictures and
/// exports replacing their own earlier output.
@Suite("hexboard parser and output rough edges")
struct CLIRoughEdgesTests {
  func run(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
    let context = CommandContext.capturing()
    let status = HexBoardCommand.run(arguments: arguments, context: context)
    return (status, context.outputText, context.capturedErrors)
  }

  // MARK: - Groups

  /// Every group derived from the command names, in every form, lists exactly its commands.
  @Test func everyGroupListsItsCommandsInEveryForm() {
    let groups = HexBoardCommand.groupNames
    for known in ["object", "feature", "terrain"] { #expect(groups.contains(known)) }
    #expect(!groups.contains("paint"))
    for group in groups {
      let members = HexBoardCommand.commandNames.filter { $0.hasPrefix(group + " ") }
      #expect(!members.isEmpty)
      for form in [
        [group], [group, "--help"], [group, "-h"], ["help", group], ["--help", group],
      ] {
        let context = CommandContext.capturing()
        #expect(HexBoardCommand.run(arguments: form, context: context) == 0, "\(form)")
        #expect(context.outputText.hasPrefix("USAGE: hexboard \(group) <command>"), "\(form)")
        for member in members {
          #expect(context.outputText.contains("\n  \(member) "), "\(form) lists \(member)")
        }
        #expect(context.capturedErrors.isEmpty)
      }
      // `help object add` is the command's own help.
      for member in members {
        let words = member.split(separator: " ").map(String.init)
        let context = CommandContext.capturing()
        #expect(HexBoardCommand.run(arguments: ["help"] + words, context: context) == 0)
        #expect(context.outputText.contains("USAGE: hexboard \(member) "))
      }
    }
  }

  @Test func aGroupBeforeAnOptionNeedsACommand() {
    let result = run("object", "--at", "1,1")
    #expect(result.status == 2)
    #expect(result.errors == "error: 'object' needs a command; see 'hexboard object --help'\n")
  }

  // MARK: - Did you mean

  @Test(arguments: [
    (["object", "ad", "map.json"], "unknown command 'object ad'; did you mean 'object add'?"),
    (["objet", "add"], "unknown command 'objet'; did you mean 'object add'?"),
    (["objet"], "unknown command 'objet'; did you mean 'object'?"),
    (["pant", "map.json"], "unknown command 'pant'; did you mean 'paint'?"),
    (["help", "rendr"], "unknown command 'rendr'; did you mean 'render'?"),
    (["frobnicate"], "unknown command 'frobnicate'; see 'hexboard --help'"),
    (["feature", "add"], "unknown command 'feature add'; see 'hexboard feature --help'"),
    (["feature", "st"], "unknown command 'feature st'; did you mean 'feature set'?"),
    (
      ["show", "m.json", "--colour", "never"],
      "unknown option '--colour' for 'show'; did you mean '--color'?"
    ),
    (
      ["paint", "m.json", "forest", "--att", "2,3"],
      "unknown option '--att' for 'paint'; did you mean '--at'?"
    ),
    (["paint", "m.json", "forest", "--bogus"], "unknown option '--bogus' for 'paint'"),
    (
      ["paint", "m.json", "forest", "-at", "2,3"],
      "unknown option '-at' for 'paint' (long options take two dashes); did you mean '--at'?"
    ),
    (
      ["render", "m.json", "-output=x.svg"],
      "unknown option '-output' for 'render' (long options take two dashes); did you mean '--output'?"
    ),
    (
      ["render", "m.json", "--o", "x.svg"],
      "unknown option '--o' for 'render' (short options take one dash); did you mean '-o'?"
    ),
    (["render", "m.json", "--q", "x.svg"], "unknown option '--q' for 'render'"),
    (
      ["completions", "bsh"],
      "<shell>: expected one of bash, zsh, fish, got 'bsh'; did you mean 'bash'?"
    ),
    (
      ["generate", "cave"],
      "<generator>: expected one of islands, continents, caves, got 'cave'; did you mean 'caves'?"
    ),
  ])
  func typosAreRefusedWithTheNearestName(arguments: [String], message: String) {
    let context = CommandContext.capturing()
    #expect(HexBoardCommand.run(arguments: arguments, context: context) == 2)
    #expect(context.capturedErrors == "error: \(message)\n")
    #expect(context.capturedOutput.isEmpty)
  }

  /// The bug of the issue: `-at 2,3` edited a shipped map. Now nothing is written.
  @Test func singleDashLongOptionLeavesTheMapAlone() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    try box.expectRefusal(
      ["paint", "map.json", "forest", "-at", "2,3"], status: 2,
      "unknown option '-at' for 'paint' (long options take two dashes); did you mean '--at'?")
    // Short options still work; `-o` is one.
    try box.succeed("paint", "map.json", "forest", "--at", "2,3", "-o", "out.json")
  }

  @Test func suggestionsAreNearestFirstAndCutOff() {
    #expect(Suggestion.distance("colour", "color") == 1)
    #expect(Suggestion.distance("ojbect", "object") == 1)  // a swap counts one
    #expect(Suggestion.distance("", "abc") == 3)
    #expect(Suggestion.distance("kitten", "sitting") == 3)
    #expect(Suggestion.nearest("ad", in: ["add", "move"]) == "add")
    #expect(Suggestion.nearest("xyz", in: ["add", "move"]) == nil)
    // Ties go to the first candidate: deterministic.
    #expect(Suggestion.nearest("at", in: ["as", "an"]) == "as")
    #expect(Suggestion.nearest("at", in: ["an", "as"]) == "an")
  }

  /// The distance against a brute-force recursion on random short words.
  @Test func distanceMatchesARecursiveReference() {
    func reference(_ a: [Character], _ b: [Character]) -> Int {
      if a.isEmpty { return b.count }
      if b.isEmpty { return a.count }
      var best = min(
        reference(Array(a.dropFirst()), b) + 1, reference(a, Array(b.dropFirst())) + 1,
        reference(Array(a.dropFirst()), Array(b.dropFirst())) + (a[0] == b[0] ? 0 : 1))
      if a.count > 1, b.count > 1, a[0] == b[1], a[1] == b[0] {
        best = min(best, reference(Array(a.dropFirst(2)), Array(b.dropFirst(2))) + 1)
      }
      return best
    }
    var random = TestRandom(seed: 21)
    let letters: [Character] = ["a", "b", "c"]
    for _ in 0..<300 {
      let a = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        letters[Int.random(in: 0...2, using: &random)]
      }
      let b = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        letters[Int.random(in: 0...2, using: &random)]
      }
      #expect(Suggestion.distance(String(a), String(b)) == reference(a, b), "\(a) \(b)")
    }
  }

  // MARK: - diff --exit-code, --quiet

  @Test func diffExitCodeAndQuietAsGitDoes() throws {
    let box = try CLISandbox()
    try box.makeMap("a.json")
    try box.succeed("paint", "a.json", "forest", "--at", "1,1", "-o", "b.json")
    #expect(try box.succeed("diff", "a.json", "a.json", "--exit-code").output.contains("\"base\""))
    let differ = try box.run(["diff", "a.json", "b.json", "--exit-code"]).result
    #expect(differ.status == 1)
    #expect(differ.errors.isEmpty)
    #expect(differ.output.contains("\"cells\""))
    let summary = try box.run(["diff", "a.json", "b.json", "--exit-code", "--summary"]).result
    #expect(summary.status == 1)
    #expect(summary.output.contains("terrain: 1 cell"))
    let quiet = try box.run(["diff", "a.json", "b.json", "--quiet"]).result
    #expect(quiet.status == 1)
    #expect(quiet.output.isEmpty && quiet.errors.isEmpty)
    let same = try box.run(["diff", "a.json", "a.json", "--quiet"]).result
    #expect(same.status == 0)
    #expect(same.output.isEmpty && same.errors.isEmpty)
    // Without the options the exit status stays 0 when the maps differ.
    #expect(try box.run(["diff", "a.json", "b.json"]).result.status == 0)
    try box.expectRefusal(
      ["diff", "a.json", "b.json", "--quiet", "--summary"], status: 2,
      "--quiet prints nothing; it cannot be used with --summary or --output")
    // A failure says so even with --quiet.
    let missing = try box.run(["diff", "a.json", "gone.json", "--quiet"]).result
    #expect(missing.status == 1)
    #expect(missing.errors.contains("gone.json"))
  }

  // MARK: - '-' is standard output

  @Test func svgDashIsStandardOutput() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    for arguments in [
      ["path", "map.json", "0,0", "3,3", "--svg", "-"],
      ["range", "map.json", "1,1", "--budget", "2", "--svg", "-"],
      ["fov", "map.json", "1,1", "--radius", "2", "--svg", "-"],
    ] {
      let result = try box.run(arguments).result
      #expect(result.status == 0, "\(arguments): \(result.errors)")
      #expect(result.output.hasPrefix("<svg xmlns="), "\(arguments)")
      #expect(result.output.hasSuffix("</svg>\n"), "\(arguments): the SVG alone")
    }
    #expect(FileKinds.list(box.folder) == ["map.json"])
    let checks = try box.succeed("render", "map.json", "-o", "map.svg", "--checks", "-")
    #expect(checks.output.hasPrefix("{\"checks\":["))
    let export = try box.succeed("convert", "map.json", "map.tmj", "--checks", "-")
    #expect(export.output.hasPrefix("{\"checks\":["))
    try box.expectRefusal(
      ["render", "map.json", "--checks", "-"], status: 2,
      "the SVG (no -o) and --checks both write to standard output; give one a file")
  }

  // MARK: - Pictures and exports replace their own output

  @Test func picturesAndExportsReplaceTheirOwnOutput() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    try box.succeed("render", "map.json", "-o", "map.svg", "--checks", "checks.json")
    try box.succeed("paint", "map.json", "forest", "--at", "1,1")
    try box.succeed("render", "map.json", "-o", "map.svg", "--checks", "checks.json")
    #expect(try String(contentsOfFile: box.path("map.svg"), encoding: .utf8).contains("forest"))
    try box.succeed("path", "map.json", "0,0", "3,3", "--svg", "map.svg")
    try box.succeed("range", "map.json", "1,1", "--budget", "2", "--svg", "map.svg")
    try box.succeed("convert", "map.json", "map.tmj")
    try box.succeed("convert", "map.json", "map.tmj", "--checks", "checks.json")
    // Someone else's files keep the guard: an SVG from another program, a tmj saved by
    // Tiled, a tileset image beside a map that is not our export, a map file.
    try box.write(
      "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "drawn.svg")
    try box.expectRefusal(
      ["render", "map.json", "-o", "drawn.svg"],
      "refusing to overwrite existing file 'drawn.svg' (use --force)")
    try box.write("{ \"compressionlevel\":-1 }", to: "tiled.tmj")
    try box.expectRefusal(
      ["convert", "map.json", "tiled.tmj"],
      "refusing to overwrite existing file 'tiled.tmj' (use --force)")
    let png = try MapFileTestIO.read(box.path("map.tiles.png"))
    try MapFileTestIO.write(png, to: box.path("new.tiles.png"))
    try box.expectRefusal(
      ["convert", "map.json", "new.tmj"],
      "refusing to overwrite existing file 'new.tiles.png' (use --force)")
    try box.expectRefusal(
      ["render", "map.json", "--checks", "map.svg", "-o", "out.svg"],
      "refusing to overwrite existing file 'map.svg' (use --force)")
    try box.makeMap("other.json")
    try box.expectRefusal(
      ["paint", "map.json", "forest", "--at", "1,1", "-o", "other.json"],
      "refusing to overwrite existing file 'other.json' (use --force)")
    // An input is never replaced, even when it is one of our pictures.
    try box.expectRefusal(
      ["render", "map.json", "-o", "map.json"],
      "map.json: is an input of this command; -o cannot overwrite it")
  }
}

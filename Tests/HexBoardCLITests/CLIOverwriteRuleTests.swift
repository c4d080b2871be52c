import Foundation
import HexBoard
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one overwrite rule, end to end: outputs are compared with inputs and with each
/// other as files, all before anything is written; edits through symbolic links edit the
/// file the link leads to and keep the link.
@Suite("hexboard overwrite rule and links end to end", .serialized)
struct CLIOverwriteRuleTests {
  func terrain(_ board: Board, at col: Int, _ row: Int) -> String? {
    board.terrain(at: OffsetCoordinate(col: col, row: row).hex(in: board.grid.convention))?.id
  }

  @Test func editingInPlaceThroughALinkEditsTheTargetAndKeepsTheLink() throws {
    let box = try CLISandbox()
    try FileIOTestSupport.makeFolder(box.path("maps"))
    try box.makeMap("maps/real.json")
    chmod(box.path("maps/real.json"), 0o640)
    try box.link("link.json", to: "maps/real.json")
    try box.succeed("paint", "link.json", "forest", "--at", "1,1")
    #expect(FileKinds.linkText(box.path("link.json")) == "maps/real.json")
    #expect(terrain(try box.load("maps/real.json"), at: 1, 1) == "forest")
    #expect(MapFileTestIO.mode(box.path("maps/real.json")) == 0o640)
    #expect(FileKinds.list(box.folder) == ["link.json", "maps"])
    #expect(FileKinds.list(box.path("maps")) == ["real.json"])
  }

  @Test func anOutputThroughALinkFollowsTheOverwriteRule() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    try box.makeMap("other.json")
    try box.link("out.json", to: "other.json")
    try box.expectRefusal(
      ["paint", "map.json", "forest", "--at", "1,1", "-o", "out.json"],
      "refusing to overwrite existing file 'out.json' (use --force)")
    try box.succeed("paint", "map.json", "forest", "--at", "1,1", "-o", "out.json", "--force")
    #expect(FileKinds.linkText(box.path("out.json")) == "other.json")
    #expect(terrain(try box.load("other.json"), at: 1, 1) == "forest")
    #expect(terrain(try box.load("map.json"), at: 1, 1) == "grass")
  }

  @Test func exportingThroughALinkPutsTheTilesetNextToTheTarget() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    try FileIOTestSupport.makeFolder(box.path("tiled"))
    try box.write("old", to: "tiled/level.tmj")
    try box.link("level.tmj", to: "tiled/level.tmj")
    try box.succeed("convert", "map.json", "level.tmj", "--force")
    #expect(FileKinds.linkText(box.path("level.tmj")) == "tiled/level.tmj")
    #expect(FileKinds.list(box.path("tiled")) == ["level.tiles.png", "level.tmj"])
    try box.succeed("convert", "tiled/level.tmj", "back.json")
    #expect(try box.load("back.json").grid == box.load("map.json").grid)
  }

  @Test func aLinkThatLeadsNowhereIsRefused() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    try box.link("dangling.json", to: "gone.json")
    let message = "dangling.json: is a symbolic link to 'gone.json', which does not exist"
    try box.expectRefusal(["paint", "dangling.json", "forest", "--at", "1,1"], message)
    try box.expectRefusal(
      ["paint", "map.json", "forest", "--at", "1,1", "-o", "dangling.json", "--force"], message)
    try box.expectRefusal(
      ["new", "--columns", "2", "--rows", "2", "-o", "dangling.json", "--force"], message)
    try box.expectRefusal(["info", "dangling.json"], message)
  }

  @Test func theInputIsComparedAsAFileNotAsText() throws {
    let box = try CLISandbox()
    try box.makeMap("a.json")
    try box.link("to-a.json", to: "a.json")
    // Both are the map being edited: an edit in place, no --force needed.
    try box.succeed("paint", "a.json", "forest", "--at", "1,1", "-o", "./a.json")
    try box.succeed("paint", "a.json", "hills", "--at", "2,2", "-o", "to-a.json")
    try box.succeed("paint", "./a.json", "ocean", "--at", "3,3", "-o", box.path("a.json"))
    let board = try box.load("a.json")
    #expect(
      [terrain(board, at: 1, 1), terrain(board, at: 2, 2), terrain(board, at: 3, 3)] == [
        "forest", "hills", "ocean",
      ])
    #expect(FileKinds.type(box.path("to-a.json")) == S_IFLNK)
  }

  @Test(arguments: [
    (
      ["render", "map.json", "--checks", "map.json"],
      "map.json: is an input of this command; --checks cannot overwrite it"
    ),
    (
      ["render", "map.json", "--checks", "./map.json", "--force"],
      "./map.json: is an input of this command (map.json); --checks cannot overwrite it"
    ),
    (
      ["render", "map.json", "-o", "map.json", "--force"],
      "map.json: is an input of this command; -o cannot overwrite it"
    ),
    (
      ["path", "map.json", "0,0", "1,1", "--svg", "map.json", "--force"],
      "map.json: is an input of this command; --svg cannot overwrite it"
    ),
    (
      ["range", "map.json", "1,1", "--budget", "2", "--svg", "to-map.json", "--force"],
      "to-map.json: is an input of this command (map.json); --svg cannot overwrite it"
    ),
    (
      ["fov", "map.json", "1,1", "--radius", "2", "--svg", "map.json"],
      "map.json: is an input of this command; --svg cannot overwrite it"
    ),
    (
      ["diff", "map.json", "other.json", "-o", "other.json", "--force"],
      "other.json: is an input of this command; -o cannot overwrite it"
    ),
    (
      ["patch", "map.json", "p.json", "-o", "p.json", "--force"],
      "p.json: is an input of this command; -o cannot overwrite it"
    ),
    (
      ["convert", "map.json", "to-map.tmj", "--force"],
      "to-map.tmj: is an input of this command (map.json); <output> cannot overwrite it"
    ),
    (
      ["convert", "map.json", "x.tmj", "--checks", "map.json", "--force"],
      "map.json: is an input of this command; --checks cannot overwrite it"
    ),
  ])
  func anOutputThatIsAnotherInputIsRefused(arguments: [String], message: String) throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    try box.makeMap("other.json")
    try box.succeed("diff", "map.json", "map.json", "-o", "p.json")
    try box.link("to-map.json", to: "map.json")
    try box.link("to-map.tmj", to: "map.json")
    try box.expectRefusal(arguments, message)
  }

  @Test func allOutputsAreCheckedBeforeAnythingIsWritten() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    try box.write("keep me", to: "existing.svg")
    try box.expectRefusal(
      ["render", "map.json", "--checks", "notes.txt", "-o", "existing.svg"],
      "refusing to overwrite existing file 'existing.svg' (use --force)")
    try box.write("keep me", to: "x.tiles.png")
    try box.expectRefusal(
      ["convert", "map.json", "x.tmj", "--checks", "notes.txt"],
      "refusing to overwrite existing file 'x.tiles.png' (use --force)")
    // `--checks -` and `--svg -` are standard output, like `-o -`: one output at a time.
    try box.write("keep me", to: "-")
    try box.expectRefusal(
      ["render", "map.json", "--checks", "-", "-o", "-", "--force"], status: 2,
      "-o and --checks both write to standard output; give one a file")
    try box.expectRefusal(
      ["render", "map.json", "--checks", "notes.txt", "-o", "no/such/folder.svg"],
      "no/such/folder.svg: cannot use the folder 'no/such': No such file or directory")
  }

  @Test(arguments: [
    (
      ["render", "map.json", "-o", "out.svg", "--checks", "./out.svg"],
      "./out.svg: named by both -o and --checks; give each output its own file"
    ),
    (
      ["render", "map.json", "-o", "old.svg", "--checks", "old.svg", "--force"],
      "old.svg: named by both -o and --checks; give each output its own file"
    ),
    (
      ["convert", "map.json", "x.tmj", "--checks", "x.tiles.png"],
      "x.tiles.png: named by both the tileset image and --checks; give each output its own file"
    ),
    (
      ["convert", "map.json", "x.tmj", "--checks", "x.tmj"],
      "x.tmj: named by both <output> and --checks; give each output its own file"
    ),
  ])
  func twoOutputsThatAreOneFileAreRefused(arguments: [String], message: String) throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    try box.write("old", to: "old.svg")
    try box.expectRefusal(arguments, message)
  }

  @Test func characterDevicesAreWrittenThroughWithoutForce() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    let null = FileKinds.device("null", in: box.folder)
    let number = FileKinds.deviceNumber(null)
    for arguments in [
      ["render", "map.json", "-o", null, "--checks", null],
      ["new", "--columns", "3", "--rows", "3", "-o", null],
      ["paint", "map.json", "forest", "--at", "1,1", "-o", null],
      ["diff", "map.json", "map.json", "-o", null],
      ["convert", "map.json", "x.tmj", "--checks", null],
    ] {
      let result = try box.succeed(arguments)
      #expect(result.output.isEmpty)
    }
    #expect(FileKinds.isCharacterDevice(null))
    #expect(FileKinds.deviceNumber(null) == number)
    #expect(terrain(try box.load("map.json"), at: 1, 1) == "grass")
  }
}

extension CLISandbox {
  @discardableResult
  func succeed(_ arguments: [String]) throws -> HexboardProcess.Result {
    let (result, _) = try run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.errors)")
    return result
  }
}

import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// `hexboard patch` refuses a player's view patch and checks sequence numbers; library
/// errors name cells as the command line does; a cell off the map is one kind of error.
@Suite struct CLIPatchRulesTests {
  static func grass() throws -> Board {
    try Board(name: "t", grid: MapGrid(shape: .rectangle(columns: 6, rows: 4)), fill: "grass")
  }

  /// `map.json` (grass) and the numbered patch that paints 2,1 forest, saved in `sandbox`.
  static func files(_ sandbox: CLISandbox, sequence: UInt64? = 5) throws -> (Board, BoardPatch) {
    let base = try Self.grass()
    var target = base
    try target.setTerrain("forest", at: base.grid.hex(atOffset: OffsetCoordinate(col: 2, row: 1)))
    var patch = try BoardPatch(from: base, to: target)
    patch.sequence = sequence
    try MapFile.save(base, to: sandbox.path("map.json"))
    try patch.save(to: sandbox.path("turn.patch.json"))
    return (target, patch)
  }

  @Test func aViewPatchIsRefused() throws {
    let sandbox = try CLISandbox()
    let base = try Self.grass()
    var target = base
    let cell = base.grid.hex(atOffset: OffsetCoordinate(col: 2, row: 1))
    try target.setTerrain("forest", at: cell)
    // The player sees every cell: its view hashes are those of the whole board's view.
    var all = CellSet(grid: base.grid)
    for index in 0..<base.grid.indexCount where base.grid.isCell(index) {
      _ = all.insert(index: index)
    }
    let view = try BoardPatch(
      viewOf: base, to: target, before: all, after: all,
      changedCells: [try #require(base.grid.index(of: cell))], changedObjects: [], sequence: 1)
    try MapFile.save(base, to: sandbox.path("map.json"))
    try view.save(to: sandbox.path("view.patch.json"))
    try sandbox.expectRefusal(
      ["patch", "map.json", "view.patch.json"],
      "view.patch.json: is one player's view patch (applied by a PlayerView), not a patch of the whole map; hexboard patch applies patches from hexboard diff or a BoardRecorder"
    )
  }

  @Test func sequenceNumbersAreCheckedAsAReplicaChecksThem() throws {
    let sandbox = try CLISandbox()
    let (target, patch) = try Self.files(sandbox)
    try sandbox.expectRefusal(
      ["patch", "map.json", "turn.patch.json", "--sequence", "5"],
      "cannot apply the patch to 'map.json': patch 5 is already applied")
    try sandbox.expectRefusal(
      ["patch", "map.json", "turn.patch.json", "--sequence", "3"],
      "cannot apply the patch to 'map.json': missed patch 4: received patch 5")
    try sandbox.expectRefusal(
      ["patch", "map.json", "turn.patch.json", "--sequence", "-1"], status: 2,
      "--sequence: expected a whole number from 0 to \(Int64.max), got '-1'")
    try sandbox.succeed("patch", "map.json", "turn.patch.json", "--sequence", "4")
    #expect(try MapFile.load(from: sandbox.path("map.json")) == target)
    // Again: the map is now the patch's target, and the message says so.
    let base = BoardPatch.hashText(patch.base)
    let now = BoardPatch.hashText(patch.target)
    try sandbox.expectRefusal(
      ["patch", "map.json", "turn.patch.json"],
      "cannot apply the patch to 'map.json': patch is for board \(base), this board is \(now): the map already is the board patch 5 makes (patch 5 is already applied)"
    )
  }

  @Test func anUnnumberedPatchGoesByItsHashes() throws {
    let sandbox = try CLISandbox()
    let (target, _) = try Self.files(sandbox, sequence: nil)
    try sandbox.succeed("patch", "map.json", "turn.patch.json", "--sequence", "9")
    #expect(try MapFile.load(from: sandbox.path("map.json")) == target)
  }

  // MARK: - Cells in messages

  @Test func libraryErrorsNameCellsAsTheCommandLineDoes() throws {
    // Odd-q: axial (2, -1) is col 2, row 0.
    let board = try Self.grass()
    let parser = CellParser(grid: board.grid, axial: false)
    let hex = Hex(q: 2, r: -1)
    let cases: [(any Error, String)] = [
      (BoardError.offBoard(hex), "2,0 is not on the map"),
      (
        BoardError.offBoardEdge(HexEdge(hex, .north)),
        "the n side of 2,0 is not a side of a cell of the map"
      ),
      (BoardError.invalidTerrainIndex(hex, 9), "cell 2,0 has terrain index 9, not in the palette"),
      (NavigationError.offMap(hex), "2,0 is not a cell of the map"),
      (
        NavigationError.invalidCost(hex, 0),
        "invalid movement cost 0 at 2,0: costs are whole numbers from 1 to 65535"
      ),
    ]
    for (error, expected) in cases {
      let message = CellNames.message(error, parser: parser, orientation: board.orientation)
      #expect(message == expected)
      #expect(!message.contains("Hex("))
    }
    #expect(
      CellNames.message(
        BoardError.offBoard(hex), parser: CellParser(grid: board.grid, axial: true),
        orientation: board.orientation) == "2,-1 is not on the map")
    // An error no command caught is described in the last map a command loaded.
    let context = CommandContext.capturing(input: try MapFile.encode(board))
    _ = try MapIO.load("-", context: context)
    #expect(context.describe(BoardError.offBoard(hex), axial: false) == "2,0 is not on the map")
  }

  // MARK: - A cell off the map is a usage error, wherever it is written

  @Test(arguments: [
    (["cell", "map.json", "9,9"], "<cell> 9,9"),
    (["path", "map.json", "9,9", "0,0"], "<from> 9,9"),
    (["path", "map.json", "0,0", "0,9"], "<to> 0,9"),
    (["range", "map.json", "9,9", "--budget", "2"], "<from> 9,9"),
    (["fov", "map.json", "-1,0", "--radius", "2"], "<from> -1,0"),
    (["object", "add", "map.json", "--id", "a", "--kind", "u", "--at", "9,9"], "--at 9,9"),
    (["render", "map.json", "--highlight", "9,9"], "--highlight 9,9"),
    (["render", "map.json", "--path", "0,0:9,9"], "--path 9,9"),
    (["paint", "map.json", "forest", "--at", "9,9"], "--at 9,9"),
  ])
  func offMapCellsAreUsageErrors(arguments: [String], named: String) throws {
    let sandbox = try CLISandbox()
    try MapFile.save(try Self.grass(), to: sandbox.path("map.json"))
    try sandbox.expectRefusal(arguments, status: 2, "\(named) is not on the map")
  }

  @Test func anObjectMovedOffTheMapIsAUsageError() throws {
    let sandbox = try CLISandbox()
    try MapFile.save(try Self.grass(), to: sandbox.path("map.json"))
    try sandbox.succeed("object", "add", "map.json", "--id", "a", "--kind", "u", "--at", "1,1")
    try sandbox.expectRefusal(
      ["object", "move", "map.json", "a", "--to", "9,9"], status: 2, "--to 9,9 is not on the map")
    try sandbox.expectRefusal(
      ["crop", "map.json", "--from", "0,0", "--to", "9,9"], status: 2,
      "the rectangle must lie inside the map (0,0 to 5,3)")
  }
}

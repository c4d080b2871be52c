import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardSync

/// `BoardPatch(viewOf:to:before:after:turn:)`: a player's patch read off the turn's
/// whole-board patch is the one made from the turn's changed cells and objects, and the
/// player's view (which checks its view hash on every patch) follows the server.
@Suite("Views: patches from a turn's patch")
struct ViewOfTurnTests {
  /// A disc of `radius` around a random cell, as a cell set.
  static func disc(_ grid: MapGrid, radius: Int, using rng: inout TestRandom) -> CellSet {
    var set = CellSet(grid: grid)
    let center = grid.hexes.randomElement(using: &rng)!
    for hex in center.spiral(radius: radius) {
      if let index = grid.index(of: hex) { set.insert(index: index) }
    }
    return set
  }

  @Test(arguments: 0..<10)
  func followsTheServer(seed: UInt64) throws {
    var rng = TestRandom(seed: 0x7EA1 &+ seed)
    let start = try randomBoard(using: &rng)
    let grid = start.grid
    var visible = Self.disc(grid, radius: 3, using: &rng)
    var player = try PlayerView(of: start, visible: visible, sequence: 0)
    var turnStart = start
    for _ in 0..<6 {
      let target = try randomFeatureEdit(of: randomEdit(of: turnStart, using: &rng), using: &rng)
      let diff = try BoardPatch(from: turnStart, to: target)
      var turn = diff
      turn.sequence = player.sequence.map { $0 + 1 }
      let after = Self.disc(grid, radius: 3, using: &rng)
      let fromTurn = try BoardPatch(
        viewOf: turnStart, to: target, before: visible, after: after, turn: turn)
      var changedCells: [Int] = []
      for index in grid.indices
      where turnStart.terrain[index: index] != target.terrain[index: index]
        || turnStart.elevation?[index: index] != target.elevation?[index: index]
      {
        changedCells.append(index)
      }
      for change in diff.edges { changedCells.append(grid.index(ofOffset: change.cell)!) }
      for change in diff.vertices {
        changedCells.append(grid.index(ofOffset: change.cell)!)
      }
      let ids = Set(turnStart.objects.map(\.id) + target.objects.map(\.id)).sorted()
      let explicit = try BoardPatch(
        viewOf: turnStart, to: target, before: visible, after: after, changedCells: changedCells,
        changedObjects: ids, sequence: turn.sequence)
      #expect(fromTurn == explicit)
      try player.apply(fromTurn)
      #expect(player.visible == after)
      visible = after
      turnStart = target
    }
  }
}

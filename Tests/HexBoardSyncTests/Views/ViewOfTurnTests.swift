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

  /// The turn's changes resolved once (`BoardPatch.TurnChanges`): a patch made from the lists
  /// of cells entering and leaving the view is the one made from the two sets, and the
  /// view-hash sums brought through the turn's changes and then the view's change equal the
  /// sums from scratch.
  @Test(arguments: 0..<24)
  func listsAndRunningSumsMatchTheSets(seed: UInt64) throws {
    var rng = TestRandom(seed: 0x11575 &+ seed)
    let start = try randomBoard(using: &rng)
    let grid = start.grid
    var visible = Self.disc(grid, radius: 3, using: &rng)
    var sums = start.viewHashSums(of: visible)
    var turnStart = start
    for round in 0..<6 {
      let target = try randomFeatureEdit(of: randomEdit(of: turnStart, using: &rng), using: &rng)
      let diff = try BoardPatch(from: turnStart, to: target)
      let after = Self.disc(grid, radius: Int.random(in: 1...4, using: &rng), using: &rng)
      let turn = try BoardPatch.TurnChanges(from: turnStart, to: target, turn: diff)
      let baseHash = turnStart.viewHash(sums: sums)
      #expect(baseHash == turnStart.viewHash(of: visible))
      if !turn.reshapesViewHash { turn.updateViewHash(&sums, visible: visible) }
      var view = visible
      var revealed: [Int] = []
      var hidden: [Int] = []
      for index in grid.indices {
        if after.contains(index: index) && !visible.contains(index: index) {
          revealed.append(index)
        } else if !after.contains(index: index) && visible.contains(index: index) {
          hidden.append(index)
        }
      }
      // Hidden and revealed cells interleaved, as a server's fog meets them.
      for index in (revealed + hidden).shuffled(using: &rng) {
        if after.contains(index: index) {
          #expect(target.reveal(index, in: &view, sums: &sums))
        } else {
          #expect(target.hide(index, in: &view, sums: &sums))
        }
      }
      #expect(view == after)
      if turn.reshapesViewHash { sums = target.viewHashSums(of: after) }
      #expect(sums == target.viewHashSums(of: after), "round \(round)")
      let fromSets = try BoardPatch(
        viewOf: turnStart, to: target, before: visible, after: after, turn: diff)
      let fromLists = try BoardPatch(
        viewOf: turn, visible: after, revealed: revealed, hidden: hidden, baseHash: baseHash,
        targetHash: target.viewHash(sums: sums))
      let hashed = try BoardPatch(viewOf: turn, visible: after, revealed: revealed, hidden: hidden)
      #expect(fromLists == fromSets)
      #expect(hashed == fromSets)
      #expect(fromSets.target == referenceViewHash(target, after))
      // Lists that disagree with the view are refused.
      if let first = revealed.first {
        #expect(throws: BoardPatchError.self) {
          try BoardPatch(viewOf: turn, visible: after, revealed: [first, first], hidden: [])
        }
        #expect(throws: BoardPatchError.self) {
          try BoardPatch(viewOf: turn, visible: after, revealed: [], hidden: [first])
        }
      }
      visible = after
      turnStart = target
    }
  }
}

// Per-player patches that must be refused, leaving the view as it was: tampered ones,
// another player's, out of sequence.

import HexBoard
import HexTestSupport
import Testing

@Suite struct PlayerViewRefusalTests {
  /// A game after one turn: the server's two boards, two players' visible sets before and
  /// after, and the first player's view before the turn.
  func game(seed: UInt64) throws -> (
    base: Board, target: Board, mine: (CellSet, CellSet), theirs: (CellSet, CellSet),
    view: PlayerView
  ) {
    var rng = TestRandom(seed: 0xBAD0_0019 &+ seed)
    let grid = try MapGrid(columns: 12, rows: 10, wrap: seed % 2 == 0 ? .none : .cylinder)
    var base = try randomBoard(on: grid, using: &rng)
    try addRandomFeatures(to: &base, density: 0.3, using: &rng)
    var target = try randomEdit(of: base, using: &rng)
    try target.setTerrain("mountain", at: grid.hex(at: 14))
    try target.addObject(BoardObject(id: "scout", kind: "unit", position: grid.hex(at: 15)))
    // A sentry that stays on cell 12, which leaves the first player's view.
    let sentry = BoardObject(id: "sentry", kind: "unit", position: grid.hex(at: 12))
    try base.addObject(sentry)
    try target.addObject(sentry)
    func view(_ centres: [Int]) -> CellSet {
      var set = CellSet(grid: grid)
      for centre in centres { disc(around: centre, radius: 2, on: grid, into: &set) }
      return set
    }
    let mine = (view([14, 40]), view([15, 41]))
    let theirs = (view([90, 100]), view([91, 101]))
    return (base, target, mine, theirs, try PlayerView(of: base, visible: mine.0, sequence: 4))
  }

  func patch(
    _ g: (
      base: Board, target: Board, mine: (CellSet, CellSet), theirs: (CellSet, CellSet),
      view: PlayerView
    ),
    _ sets: (CellSet, CellSet), sequence: UInt64?
  ) throws -> BoardPatch {
    let changes = turnChanges(from: g.base, to: g.target)
    return try BoardPatch(
      viewOf: g.base, to: g.target, before: sets.0, after: sets.1, changedCells: changes.cells,
      changedObjects: changes.objects, sequence: sequence)
  }

  @Test(arguments: 0..<6)
  func tamperedPatchesAreRefused(seed: UInt64) throws {
    let g = try game(seed: seed)
    let good = try patch(g, g.mine, sequence: 5)
    var tampered: [BoardPatch] = []
    var symbol = good
    if let first = symbol.cells.first {
      symbol.cells[0].symbol = first.symbol == "^" ? "." : "^"
      tampered.append(symbol)
    }
    var object = good
    object.addedObjects = object.addedObjects.map { change in
      var change = change
      change.kind = "dragon"
      return change
    }
    if object != good { tampered.append(object) }
    var dropped = good
    dropped.view?.revealed.removeLast()
    tampered.append(dropped)
    var target = good
    target.target &+= 1
    tampered.append(target)
    // A wall put on (or taken off) a side of a visible cell the turn did not touch.
    var side = good
    let grid = g.target.grid
    let edge = grid.edges(of: grid.hex(at: 14))[0]
    let wall = g.target.edgePalette[0].id
    side.edges.append(
      BoardPatch.FeatureChange(
        cell: grid.offset(at: 14), name: g.target.orientation.sideNames[0],
        features: g.target.hasFeature(wall, at: .side(edge)) ? [] : [wall]))
    tampered.append(side)
    // The sentry kept although its cell left the view: only the view check sees it (the
    // hash does not cover objects outside the view).
    var kept = good
    kept.removedObjects.removeAll { $0 == "sentry" }
    #expect(kept != good)
    tampered.append(kept)
    for (i, bad) in tampered.enumerated() {
      var view = g.view
      #expect(throws: BoardPatchError.self, "tampered patch \(i)") { try view.apply(bad) }
      #expect(view == g.view ? true : false, "tampered patch \(i) changed the view")
    }
    var view = g.view
    try view.apply(good)
    #expect(view.board.terrain(at: g.target.grid.hex(at: 14))?.id == "mountain")
  }

  @Test(arguments: 0..<6)
  func anotherPlayersPatchIsRefused(seed: UInt64) throws {
    let g = try game(seed: seed)
    var view = g.view
    let theirs = try patch(g, g.theirs, sequence: 5)
    #expect(throws: BoardPatchError.wrongBase(expected: theirs.base, actual: view.viewHash)) {
      try view.apply(theirs)
    }
    #expect(view == g.view ? true : false)
  }

  @Test func sequenceNumbersAreChecked() throws {
    let g = try game(seed: 1)
    var view = g.view
    #expect(throws: BoardPatchError.missedPatch(expected: 5, received: 6)) {
      try view.apply(try patch(g, g.mine, sequence: 6))
    }
    #expect(throws: BoardPatchError.alreadyApplied(4)) {
      try view.apply(try patch(g, g.mine, sequence: 4))
    }
    #expect(view == g.view ? true : false)
    let good = try patch(g, g.mine, sequence: 5)
    try view.apply(good)
    #expect(view.sequence == 5)
    let applied = view
    #expect(throws: BoardPatchError.alreadyApplied(5)) { try view.apply(good) }
    #expect(view == applied ? true : false)
    #expect(
      BoardPatchError.missedPatch(expected: 5, received: 6).description
        == "missed patch 5: received patch 6")
    #expect(BoardPatchError.alreadyApplied(5).description == "patch 5 is already applied")
  }
}

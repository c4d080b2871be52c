// The game rules of one query (SearchRules: units, stop cells, turns), resolved once into
// masks and raw pointers, and the one function every search with them shares: the route
// cost after a step, as Battle for Wesnoth counts it (the points left unused at a turn's
// end count towards the cost).

import HexBoardMaps

/// A query's units, stop cells and turns, resolved (valid inside the `withUnsafe…` scope
/// that made it).
struct GameStep {
  /// The unit map's words (see ``UnitMap``), or `nil` without units.
  let units: UnsafePointer<UInt32>?
  /// The mover's foes, one bit per side (bit `s` for side `s`).
  let foes: UInt32
  /// The sides whose zones stop the mover: its foes, or none for a skirmisher.
  let zones: UInt32
  /// Cells that end a move on entry.
  let stops: CellSet?
  /// Points per turn; 0 for one move (no turns).
  let perTurn: Int
  /// Points already spent this turn (`perTurn - movesLeft`): the clock at the start.
  let offset: Int
  /// The start cell: never a stop for its own mover.
  let start: Int

  /// What entering cell `n` means: ``blocked`` (a foe stands there), or a combination of
  /// ``endsMove`` (a foe's zone or a stop cell) and ``friend`` (a friend stands there).
  @inline(__always)
  func entry(_ n: Int) -> UInt8 {
    var kind: UInt8 = 0
    if let units {
      let word = units[n]
      if word != 0 {
        let occupant = (word &>> 16) & 0x1F
        if occupant != 0 {
          if foes & (1 &<< (occupant &- 1)) != 0 { return GameStep.blocked }
          kind = GameStep.friend
        }
        if word & zones != 0 { kind |= GameStep.endsMove }
      }
    }
    if let stops, stops.contains(index: n) { kind |= GameStep.endsMove }
    return kind
  }

  static let endsMove: UInt8 = 1
  static let friend: UInt8 = 2
  static let blocked: UInt8 = 0xFF

  /// Whether a search may step on from cell `p`: always with turns (a stop ends a turn,
  /// not the route) and from the start; otherwise not from a cell that ended the move.
  @inline(__always)
  func canLeave(_ p: Int) -> Bool {
    perTurn != 0 || p == start || entry(p) & GameStep.endsMove == 0
  }

  /// The points left this turn at a cell reached at route cost `g` (`perTurn` at a turn's
  /// end: the next step starts the next turn, wasting nothing), or 0 without turns. One
  /// division, once per expanded cell.
  @inline(__always)
  func pointsLeft(at g: UInt32) -> UInt32 {
    guard perTurn != 0 else { return 0 }
    let m = UInt64(perTurn)
    return UInt32(truncatingIfNeeded: m &- (UInt64(g) &+ UInt64(offset)) % m)
  }

  /// The route cost after a step costing `step` from a cell reached at cost `g` with
  /// `left` points left this turn (``pointsLeft(at:)``) into a cell whose ``entry(_:)``
  /// is `kind`, or `nil` when the step cannot be taken (it costs more than a whole turn's
  /// points).
  ///
  /// With turns, a step that does not fit in the points left waits for the next turn (the
  /// rest is wasted, and counted), and a cell that ends the move wastes what is left after
  /// the step. The result never decreases as `g` grows, so the cheapest cost at each cell
  /// is the only one a search needs (one label per cell, as in Wesnoth's pathfinder).
  @inline(__always)
  func arrive(from g: UInt32, left: UInt32, step: UInt32, kind: UInt8) -> UInt64? {
    guard perTurn != 0 else { return UInt64(g) &+ UInt64(step) }
    guard step <= UInt32(truncatingIfNeeded: perTurn) else { return nil }
    var cost = UInt64(g)
    var rest = left
    if step > rest {
      cost &+= UInt64(rest)
      rest = UInt32(truncatingIfNeeded: perTurn)
    }
    cost &+= UInt64(step)
    rest &-= step
    if kind & GameStep.endsMove != 0 { cost &+= UInt64(rest) }
    return cost
  }

  /// The most a single step can raise the route cost (for the open list's span), or `nil`
  /// when unbounded.
  func maximumRise(modelMaximum: UInt32?) -> UInt32? {
    guard perTurn != 0 else { return modelMaximum }
    return UInt32(truncatingIfNeeded: Swift.min(3 &* perTurn, Int(UInt32.max / 4)))
  }
}

extension NavigationGraph {
  /// Runs `body` with the game rules of `rules` resolved for a search from cell `s`, or
  /// returns `nil` when the unit map or the stop cells are on a grid of another size.
  func withGameStep<R>(_ rules: SearchRules, start s: Int, _ body: (GameStep) -> R) -> R? {
    let count = grid.indexCount
    if let stops = rules.stopCells, stops.indexCount != count { return nil }
    let turns = rules.turns
    let perTurn = turns.map { Swift.max(1, $0.movesPerTurn) } ?? 0
    let left = turns.map { Swift.min(Swift.max(0, $0.movesLeft), perTurn) } ?? 0
    func make(_ units: UnsafePointer<UInt32>?, _ foes: UInt32) -> GameStep {
      GameStep(
        units: units, foes: foes,
        zones: rules.mover.ignoresZonesOfControl ? 0 : foes, stops: rules.stopCells,
        perTurn: perTurn, offset: perTurn - left, start: s)
    }
    guard let units = rules.units else { return body(make(nil, 0)) }
    guard units.fits(indexCount: count) else { return nil }
    let foes = units.foeMask(of: rules.mover.side)
    return units.cells.withUnsafeBufferPointer { words in
      body(make(words.baseAddress, foes))
    }
  }

  /// The cost cap of a query with turns: `maxCost`, and within ``Turns/limit`` turns.
  static func gameCap(_ rules: SearchRules) -> UInt32 {
    let cap = costCap(rules.maxCost)
    guard let turns = rules.turns, let limit = turns.limit else { return cap }
    let perTurn = Swift.max(1, turns.movesPerTurn)
    let left = Swift.min(Swift.max(0, turns.movesLeft), perTurn)
    let within = Swift.max(0, Swift.min(limit, Int(UInt32.max) / perTurn - 1)) * perTurn
    let turnCap = UInt32(Swift.max(0, within - (perTurn - left)))
    return Swift.min(cap, turnCap)
  }
}

// Game rules (SearchRules: units with friends, foes and zones of control, stop cells,
// movement points per turn) against a plain reference written from the rules' statement:
// a Dijkstra over the state graph of cell × turn × points left, with explicit waits, on
// random boards with random units, sides, alliances, zones, stop cells and turns.

import HexBoard
import HexTestSupport
import Testing

/// One random game situation: units, alliances, who moves, stop cells and turns.
struct GameSituation {
  var units: [(cell: Int, side: Int, radius: Int)] = []
  var allied: Set<[Int]> = []
  var mover = Mover(side: 0)
  var stops = Set<Int>()
  var turns: Turns?

  func isFriend(_ side: Int) -> Bool {
    side == mover.side || allied.contains([min(side, mover.side), max(side, mover.side)])
  }

  /// The unit map and stop set the library reads.
  func unitMap(_ grid: MapGrid) -> UnitMap {
    var map = UnitMap(grid: grid)
    for unit in units {
      let placed = map.place(side: unit.side, at: grid.hex(at: unit.cell), zoneRadius: unit.radius)
      #expect(placed)
    }
    for pair in allied { map.setAllied(pair[0], pair[1]) }
    return map
  }

  func stopSet(_ grid: MapGrid) -> CellSet {
    var set = CellSet(grid: grid)
    for cell in stops { set.insert(index: cell) }
    return set
  }
}

/// The reference: what the rules say about each cell, from the situation's lists alone,
/// searched by the shared state search (`ReferenceMoveSearch`, HexTestSupport).
struct GameReference {
  let board: Board
  let situation: GameSituation
  let start: Int
  let search: ReferenceMoveSearch

  init(
    board: Board, situation: GameSituation, start: Int, cap: Int?,
    step: @escaping (Int, Int) -> Int?
  ) {
    self.board = board
    self.situation = situation
    self.start = start
    let grid = board.grid
    var occupant = [Int](repeating: 0, count: grid.indexCount)
    for unit in situation.units { occupant[unit.cell] = situation.isFriend(unit.side) ? 1 : 2 }
    // A foe's zone of control (none for a skirmisher) and the stop cells end a move.
    var endsMove = (0..<grid.indexCount).map { situation.stops.contains($0) }
    if !situation.mover.ignoresZonesOfControl {
      for unit in situation.units where !situation.isFriend(unit.side) && unit.radius > 0 {
        for cell in grid.indices
        where grid.distance(from: grid.hex(at: cell), to: grid.hex(at: unit.cell)) <= unit.radius {
          endsMove[cell] = true
        }
      }
    }
    search = ReferenceMoveSearch(
      grid: grid, occupant: occupant, endsMove: endsMove, turns: situation.turns, cap: cap,
      step: step)
  }

  /// Per cell: 0 free, 1 friend, 2 foe.
  var occupant: [Int] { search.occupant }

  func endsMove(_ cell: Int) -> Bool { search.endsMove[cell] }

  /// The cheapest cost of each cell and the turn it is reached in.
  func solve() -> [Int: (cost: Int, turn: Int)] { search.solve(from: start) }

  /// Checks that `path` is a walk the rules allow from the start to `goal`, with the step
  /// costs (waits included) and turns the rules give.
  func expectValid(_ path: Path, to goal: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let grid = board.grid
    let step = search.step
    let cells = path.hexes.map { grid.index(of: $0)! }
    #expect(cells.first == start && cells.last == goal, sourceLocation: sourceLocation)
    #expect(
      occupant[goal] != 1 || goal == start, "ends on a friend", sourceLocation: sourceLocation)
    let turns = situation.turns
    let perTurn = turns?.movesPerTurn ?? 0
    var left = turns?.movesLeft ?? 0
    var turn = 1
    var stopped = false
    var total = 0
    for (i, (a, b)) in zip(cells, cells.dropFirst()).enumerated() {
      guard occupant[b] != 2, let s = step(a, b) else {
        Issue.record("forbidden step \(a) → \(b)", sourceLocation: sourceLocation)
        return
      }
      var paid = s
      if turns != nil {
        #expect(s <= perTurn, sourceLocation: sourceLocation)
        if s > left {
          paid += left
          turn += 1
          left = perTurn
        }
        left -= s
        if endsMove(b) {
          paid += left
          left = 0
        }
        if path.turns.count == cells.count {
          #expect(path.turns[i + 1] == turn, "turn of step \(i)", sourceLocation: sourceLocation)
        }
      } else {
        #expect(!stopped, "moves on after a stop", sourceLocation: sourceLocation)
        stopped = endsMove(b)
      }
      #expect(path.stepCosts[i] == paid, "cost of step \(i)", sourceLocation: sourceLocation)
      total += paid
    }
    #expect(total == path.cost, sourceLocation: sourceLocation)
    #expect(path.turns.count == (turns == nil ? 0 : cells.count), sourceLocation: sourceLocation)
  }
}

/// A random situation on `grid`: a few sides, some allied, units with zones of radius 0
/// to 2, stop cells, and movement points per turn (or none).
func randomSituation(_ grid: MapGrid, using rng: inout TestRandom) -> GameSituation {
  var situation = GameSituation()
  let sides = Int.random(in: 1...4, using: &rng)
  let cells = grid.indices.shuffled(using: &rng)
  let unitCount = Int.random(in: 0...max(0, cells.count / 4), using: &rng)
  for cell in cells.prefix(unitCount) {
    let radius = [0, 1, 1, 1, 2].randomElement(using: &rng)!
    situation.units.append((cell, Int.random(in: 0..<sides, using: &rng), radius))
  }
  for a in 0..<sides {
    for b in (a + 1)..<max(a + 1, sides) where Int.random(in: 0..<3, using: &rng) == 0 {
      situation.allied.insert([a, b])
    }
  }
  situation.mover = Mover(
    side: Int.random(in: 0..<sides, using: &rng),
    ignoresZonesOfControl: Int.random(in: 0..<4, using: &rng) == 0)
  for cell in grid.indices where Int.random(in: 0..<8, using: &rng) == 0 {
    situation.stops.insert(cell)
  }
  if Int.random(in: 0..<4, using: &rng) != 0 {
    let perTurn = Int.random(in: 1...9, using: &rng)
    situation.turns = Turns(
      movesPerTurn: perTurn, movesLeft: Int.random(in: 0...perTurn, using: &rng),
      limit: Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 0...4, using: &rng) : nil)
  }
  return situation
}

@Suite("Game rules against a reference state search")
struct GameRulesReferenceTests {
  @Test(arguments: TestPaths.sweep(10))
  func pathsAndRangesMatchTheReference(_ batch: Int) throws {
    let context = SearchContext()
    for round in 0..<10 {
      let seed = UInt64(37_000 + batch * 10 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      var rng = TestRandom(seed: seed &* 13)
      let grid = board.grid
      let plain = try board.navigationGraph()
      let graph = Bool.random(using: &rng) ? plain.preparingLandmarks(count: 4) : plain
      let situation = randomSituation(grid, using: &rng)
      let units = situation.unitMap(grid)
      let overlay =
        Int.random(in: 0..<4, using: &rng) == 0
        ? randomOccupancy(grid, percent: 8, using: &rng) : nil
      let function = Int.random(in: 0..<4, using: &rng) == 0 ? randomStepFunction(salt: seed) : nil
      let cells = grid.indices
      for _ in 0..<6 {
        let s = cells.randomElement(using: &rng)!
        let t = cells.randomElement(using: &rng)!
        let limit =
          Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 0...30, using: &rng) : nil
        let rules = SearchRules(
          maxCost: limit, occupied: overlay,
          units: situation.units.isEmpty && Bool.random(using: &rng) ? nil : units,
          mover: situation.mover, stopCells: situation.stopSet(grid), turns: situation.turns,
          stepCost: function)
        let label = "seed \(seed) \(s) → \(t)"
        // The path's reference: the goal exempt from the overlay.
        let pathReference = GameReference(
          board: board, situation: situation, start: s, cap: limit
        ) { a, b in
          referenceStep(board, from: a, to: b, occupied: overlay, exempt: [t], function: function)
        }
        let solved = graph.isPassable(grid.hex(at: s)) ? pathReference.solve() : [:]
        let expected = t != s && pathReference.occupant[t] == 1 ? nil : solved[t]
        let path = graph.path(
          from: grid.hex(at: s), to: grid.hex(at: t), rules: rules, context: context)
        #expect(path?.cost == expected?.cost, "\(label)")
        if let path, let expected {
          pathReference.expectValid(path, to: t)
          if situation.turns != nil { #expect(path.turnCount == expected.turn, "\(label)") }
        }
        // The range's reference: nothing exempt; friends' cells are not listed.
        let rangeReference = GameReference(
          board: board, situation: situation, start: s, cap: limit
        ) { a, b in referenceStep(board, from: a, to: b, occupied: overlay, function: function) }
        var wanted: [Int: Int] = [:]
        if graph.isPassable(grid.hex(at: s)) {
          for (cell, value) in rangeReference.solve()
          where cell == s || rangeReference.occupant[cell] != 1 {
            wanted[cell] = value.cost
          }
        }
        let range = graph.movementRange(from: grid.hex(at: s), rules: rules, context: context)
        #expect(rangeCosts(range) == wanted, "\(label) range")
        if let turns = situation.turns {
          for (hex, cost) in range.prefix(5) {
            #expect(range.turn(to: hex) == turns.turn(atCost: cost))
          }
        }
      }
    }
  }

  /// The batch answers each query as the single call does.
  @Test func batchesMatchSingleQueries() async throws {
    let board = try randomBoardWithFeatures(seed: 37_900)
    var rng = TestRandom(seed: 99)
    let grid = board.grid
    let graph = try board.navigationGraph()
    let situation = randomSituation(grid, using: &rng)
    let rules = SearchRules(
      units: situation.unitMap(grid), mover: situation.mover, stopCells: situation.stopSet(grid),
      turns: Turns(movesPerTurn: 4, movesLeft: 2))
    let cells = grid.indices
    let queries = (0..<40).map { _ in
      PathQuery(
        from: grid.hex(at: cells.randomElement(using: &rng)!),
        to: grid.hex(at: cells.randomElement(using: &rng)!), rules: rules)
    }
    let batch = await graph.paths(queries)
    for (query, answer) in zip(queries, batch) {
      let single = graph.path(from: query.start, to: query.goal, rules: rules)
      #expect(answer == single && answer?.turns == single?.turns)
    }
    let starts = queries.map(\.start)
    let ranges = await graph.movementRanges(from: starts, rules: rules)
    for (start, range) in zip(starts, ranges) {
      #expect(
        Array(range.cellIndices) == graph.movementRange(from: start, rules: rules).cellIndices)
    }
  }
}

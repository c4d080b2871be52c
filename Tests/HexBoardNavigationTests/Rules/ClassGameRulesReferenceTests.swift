// SearchRules(maxCost:occupied:movementClass:on:units:mover:stopCells:turns:stepCost:), the
// one call a game makes from its board (a declared movement class, the units its objects'
// owners make, stop cells, turns), against a plain reference written here from the rules'
// statement: each cell's cost read from the class's definition, units from the object list
// (ExpectedUnits), and a search over the state graph of cell × turn that keeps the most
// points left per cell and turn (or a plain Dijkstra that stops at zones without turns).

import HexBoard
import HexTestSupport
import Testing

/// The class's cost of entering each grid index, read from its definition (`nil`: it
/// cannot), with the board's "overlay" layer as the only layer.
func classEntryCosts(_ board: Board, _ movementClass: MovementClass) -> [Int?] {
  let grid = board.grid
  let overlay = board.layer(named: "overlay")
  func value(_ cost: MovementCost) -> Int? {
    if case .points(let n) = cost { return n }
    return nil
  }
  return (0..<grid.indexCount).map { index -> Int? in
    guard grid.isCell(index) else { return nil }
    let terrain = board.palette[Int(board.terrain[index: index])]
    var cost: Int?
    if let listed = movementClass.terrainCosts[terrain.id] {
      cost = value(listed)
    } else if let fallback = movementClass.defaultCost {
      cost = value(fallback)
    } else {
      cost = terrain.movementCost
    }
    let here = overlay?.value(at: grid.hex(at: index))?.id
    for entry in movementClass.layerCosts where entry.layer == "overlay" && entry.value == here {
      let v = value(entry.cost)
      switch entry.combine {
      case .best: cost = [cost, v].compactMap { $0 }.min()
      case .worst: cost = cost == nil || v == nil ? nil : max(cost!, v!)
      case .override: cost = v
      case .add: cost = cost == nil || v == nil ? nil : min(cost! + v!, Terrain.maximumMovementCost)
      }
    }
    return cost
  }
}

/// The reference search: a unit of a class moving among friends and foes.
struct ClassMoveReference {
  let grid: MapGrid
  /// Per index: the class's cost of entering it.
  let enter: [Int?]
  /// Per index: 0 free, 1 a friend stands there, 2 a foe.
  let occupant: [Int]
  /// Per index: entering it ends the move (a foe's zone, a stop cell).
  let ends: [Bool]
  let start: Int
  let turns: Turns?
  let cap: Int

  /// Each reachable cell's cheapest cost and the turn it is reached in (0 for the start).
  func solve() -> [Int: (cost: Int, turn: Int)] {
    guard let turns else { return singleMove() }
    let perTurn = turns.movesPerTurn
    let first = turns.movesLeft
    var result: [Int: (cost: Int, turn: Int)] = [start: (0, 0)]
    // The points left on reaching a cell in turn t costs the route (t-1)·perTurn + first -
    // left: the points spent and wasted since the start.
    func cost(_ turn: Int, _ left: Int) -> Int { (turn - 1) * perTurn + first - left }
    var turn = 1
    while turn <= (turns.limit ?? Int.max) {
      // Every cell reached in an earlier turn starts this one with a full turn's points
      // (the start, in the first turn, with what is left of it).
      var left = [Int](repeating: -1, count: grid.indexCount)
      if turn == 1 {
        left[start] = first
      } else {
        for cell in result.keys { left[cell] = perTurn }
      }
      // The most points left on reaching each cell this turn: relax until nothing grows.
      var changed = true
      while changed {
        changed = false
        for cell in 0..<grid.indexCount where left[cell] > 0 {
          for next in grid.neighbors(of: cell) {
            guard occupant[next] != 2, let step = enter[next], step <= left[cell] else { continue }
            let rest = ends[next] ? 0 : left[cell] - step
            if rest > left[next] && cost(turn, rest) <= cap {
              left[next] = rest
              changed = true
            }
          }
        }
      }
      var added = false
      for cell in 0..<grid.indexCount where left[cell] >= 0 && result[cell] == nil {
        guard cost(turn, left[cell]) <= cap else { continue }
        result[cell] = (cost(turn, left[cell]), turn)
        added = true
      }
      if !added && turn > 1 { break }
      turn += 1
    }
    return result
  }

  /// One move: Dijkstra by linear scan; a cell that ends the move is not left (the start
  /// is).
  private func singleMove() -> [Int: (cost: Int, turn: Int)] {
    var best: [Int: Int] = [start: 0]
    var done = Set<Int>()
    while let (cell, g) = best.filter({ !done.contains($0.key) }).min(by: { $0.value < $1.value }) {
      done.insert(cell)
      guard cell == start || !ends[cell] else { continue }
      for next in grid.neighbors(of: cell) {
        guard occupant[next] != 2, let step = enter[next], g + step <= cap,
          g + step < best[next] ?? Int.max
        else { continue }
        best[next] = g + step
      }
    }
    return best.mapValues { ($0, 0) }
  }

  /// Checks that `path` walks from the start to `goal` by steps the rules allow, with the
  /// step costs (waits and waste included) and turns the rules give.
  func expectValid(_ path: Path, to goal: Int, _ label: String) {
    let cells = path.hexes.map { grid.index(of: $0) ?? -1 }
    #expect(cells.first == start && cells.last == goal, "\(label)")
    let perTurn = turns?.movesPerTurn ?? 0
    var left = turns?.movesLeft ?? 0
    var turn = 1
    for (i, (a, b)) in zip(cells, cells.dropFirst()).enumerated() {
      guard grid.neighbors(of: a).contains(b), occupant[b] != 2, let step = enter[b] else {
        Issue.record("\(label): forbidden step \(a) → \(b)")
        return
      }
      var paid = step
      if turns != nil {
        if step > left {
          paid += left
          turn += 1
          left = perTurn
        }
        left -= step
        if ends[b] {
          paid += left
          left = 0
        }
        #expect(path.turns[i + 1] == turn, "\(label): turn of step \(i)")
      } else {
        #expect(a == start || !ends[a], "\(label): moves on after a stop")
      }
      #expect(path.stepCosts[i] == paid, "\(label): cost of step \(i)")
    }
    #expect(path.turns.count == (turns == nil ? 0 : cells.count), "\(label)")
  }
}

/// A random movement class: random terrain costs (some impassable), a random default, and
/// random overlay costs with random rules.
func randomGameClass(_ name: String, on board: Board, using rng: inout TestRandom)
  -> MovementClass
{
  var costs: [String: MovementCost] = [:]
  for terrain in board.palette where Bool.random(using: &rng) {
    costs[terrain.id] =
      Int.random(in: 0..<5, using: &rng) == 0
      ? .impassable : .points(Int.random(in: 1...6, using: &rng))
  }
  let fallback: MovementCost? = [
    nil, nil, .impassable, .points(Int.random(in: 1...4, using: &rng)),
  ]
  .randomElement(using: &rng)!
  var layerCosts: [MovementClass.LayerCost] = []
  for value in ["forest", "village", "bridge"] where Bool.random(using: &rng) {
    let combine = MovementClass.Combine.allCases.randomElement(using: &rng)!
    let cost: MovementCost =
      Int.random(in: 0..<6, using: &rng) == 0
      ? .impassable : .points(Int.random(in: combine == .add ? 0...3 : 1...6, using: &rng))
    layerCosts.append(.init(layer: "overlay", value: value, cost: cost, combine: combine))
  }
  return MovementClass(
    name: name, terrainCosts: costs, defaultCost: fallback, layerCosts: layerCosts)
}

@Suite("A board's class and units in one query, against a reference state search")
struct ClassGameRulesReferenceTests {
  @Test(arguments: 0..<8)
  func classQueriesWithUnitsMatchTheReference(_ batch: Int) throws {
    let grids = try sampleGrids() + narrowWrapGrids()
    let owners = ["red", "blue", "green"]
    let context = SearchContext()
    // What the queries covered: paths found, over several turns, through a friend, ending
    // in a foe's zone; ranges' cells in a zone.
    var covered = (paths: 0, turns: 0, friends: 0, zones: 0, rangeZones: 0)
    for round in 0..<10 {
      let seed = UInt64(37_500 + batch * 10 + round)
      var rng = TestRandom(seed: seed)
      let grid = grids[(batch * 10 + round) % grids.count]
      var board = try boardWithUnits(on: grid, owners: owners, using: &rng)
      if Int.random(in: 0..<3, using: &rng) != 0 {
        let values = ["forest", "village", "bridge"]
        try board.addLayer(
          "overlay", kind: .categorical(palette: values.map { LayerValue(id: $0) }))
        for hex in grid.hexes where Int.random(in: 0..<3, using: &rng) == 0 {
          try board.setLayerValue(values.randomElement(using: &rng)!, inLayer: "overlay", at: hex)
        }
      }
      for k in 0..<2 {
        try board.addMovementClass(randomGameClass("c\(k)", on: board, using: &rng))
      }
      let plain = try board.navigationGraph(for: board.movementClasses)
      let graph = Bool.random(using: &rng) ? plain.preparingLandmarks(count: 4) : plain
      for _ in 0..<6 {
        let movementClass = board.movementClasses.randomElement(using: &rng)!
        let sides = owners.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)).map {
          $0
        }
        let zoneRadius = [0, 1, 1, 2, 3].randomElement(using: &rng)!
        var units = UnitMap(board: board, sides: sides, zoneRadius: zoneRadius)
        var allied = Set<Int>()  // sides allied with side 0, other than itself
        if sides.count > 1, Bool.random(using: &rng) {
          units.setAllied(0, sides.count - 1)
          allied.insert(sides.count - 1)
        }
        let mover = Mover(
          side: Int.random(in: 0..<sides.count, using: &rng),
          ignoresZonesOfControl: Int.random(in: 0..<4, using: &rng) == 0)
        var stops: CellSet?
        if Bool.random(using: &rng) {
          var set = CellSet(grid: grid)
          for cell in grid.indices where Int.random(in: 0..<8, using: &rng) == 0 {
            set.insert(index: cell)
          }
          stops = set
        }
        var turns: Turns?
        if Int.random(in: 0..<4, using: &rng) != 0 {
          let perTurn = Int.random(in: 1...9, using: &rng)
          turns = Turns(
            movesPerTurn: perTurn, movesLeft: Int.random(in: 0...perTurn, using: &rng),
            limit: Int.random(in: 0..<3, using: &rng) == 0
              ? Int.random(in: 0...4, using: &rng) : nil)
        }
        let limit =
          Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 0...30, using: &rng) : nil
        let rules = try SearchRules(
          maxCost: limit, movementClass: movementClass.name, on: board, units: units, mover: mover,
          stopCells: stops, turns: turns)
        #expect(rules.costs == (try CostTable(board: board, movementClass: movementClass.name)))

        // The reference's view of the same situation, from the object list.
        let expected = ExpectedUnits(board: board, sides: sides, zoneRadius: zoneRadius)
        func friendly(_ side: Int) -> Bool {
          side == mover.side
            || (Set([side, mover.side]) == [0, sides.count - 1] && !allied.isEmpty)
        }
        let foeBits = (0..<sides.count).filter { !friendly($0) }.reduce(0) { $0 | 1 << $1 }
        let occupant = expected.side.map { side in side.map { friendly($0) ? 1 : 2 } ?? 0 }
        let ends = (0..<grid.indexCount).map { index in
          stops?.contains(index: index) == true
            || (!mover.ignoresZonesOfControl && expected.zones[index] & foeBits != 0)
        }
        let enter = classEntryCosts(board, movementClass)
        for _ in 0..<6 {
          // Half the time the mover starts on one of its side's units.
          let own = board.objects.filter { $0.owner == sides[mover.side] }
          let s =
            Bool.random(using: &rng) && !own.isEmpty
            ? grid.index(of: own.randomElement(using: &rng)!.position)!
            : grid.indices.randomElement(using: &rng)!
          let t = grid.indices.randomElement(using: &rng)!
          let label = "seed \(seed) \(movementClass.name) \(s) → \(t)"
          let reference = ClassMoveReference(
            grid: grid, enter: enter, occupant: occupant, ends: ends, start: s, turns: turns,
            cap: limit ?? Int.max)
          let solved = graph.isPassable(grid.hex(at: s)) ? reference.solve() : [:]
          let wanted = t != s && occupant[t] == 1 ? nil : solved[t]
          let path = graph.path(
            from: grid.hex(at: s), to: grid.hex(at: t), rules: rules, context: context)
          #expect(path?.cost == wanted?.cost, "\(label)")
          if let path, wanted != nil {
            reference.expectValid(path, to: t, label)
            let cells = path.hexes.map { grid.index(of: $0)! }
            covered.paths += 1
            if path.turnCount > 1 { covered.turns += 1 }
            if cells.dropFirst().contains(where: { occupant[$0] == 1 }) { covered.friends += 1 }
            if cells.dropFirst().contains(where: { ends[$0] && stops?.contains(index: $0) != true })
            {
              covered.zones += 1
            }
            if turns != nil { #expect(path.turnCount == wanted?.turn, "\(label) turns") }
          }
          var reach: [Int: Int] = [:]
          for (cell, value) in solved where cell == s || occupant[cell] != 1 {
            reach[cell] = value.cost
          }
          let range = graph.movementRange(from: grid.hex(at: s), rules: rules, context: context)
          #expect(rangeCosts(range) == reach, "\(label) range")
          covered.rangeZones += range.cellIndices.filter { ends[Int($0)] }.count
          if turns != nil {
            for (hex, _) in range {
              #expect(range.turn(to: hex) == solved[grid.index(of: hex)!]?.turn, "\(label) turn")
            }
          }
        }
      }
    }
    #expect(covered.paths >= 50 && covered.turns >= 20 && covered.rangeZones >= 100, "\(covered)")
    #expect(covered.friends + covered.zones > 0, "\(covered)")
  }
}

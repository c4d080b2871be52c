import HexBoard
import HexTestSupport
import Testing

@Suite("Occupancy overlay")
struct OccupancyTests {
  @Test func bitsByHexAndIndex() throws {
    let grid = try MapGrid(columns: 10, rows: 7, wrap: .cylinder)
    var occupied = Occupancy(grid: grid)
    #expect(occupied.isEmpty && occupied.count == 0)
    let a = Hex(OffsetCoordinate(col: 3, row: 2))
    var changed = occupied.insert(a)
    #expect(changed)
    changed = occupied.insert(a)
    #expect(!changed)
    #expect(occupied.contains(a))
    // Wrapped: an image one period away is the same cell.
    let image = Hex(OffsetCoordinate(col: 13, row: 2))
    #expect(occupied.contains(image))
    changed = occupied.insert(index: 69)
    #expect(changed)
    #expect(occupied.contains(index: 69))
    changed = occupied.insert(index: 70) || occupied.insert(index: -1)
    #expect(!changed)
    #expect(!occupied.contains(index: 70) && !occupied.contains(index: -1))
    #expect(occupied.count == 2)
    #expect(occupied.indices == [grid.index(of: a)!, 69])
    changed = occupied.remove(image)
    #expect(changed)
    changed = occupied.remove(a) || occupied.remove(index: 70)
    #expect(!changed)
    changed = occupied.remove(index: 69)
    #expect(changed)
    #expect(occupied == Occupancy(grid: grid))
    let bounded = try MapGrid(columns: 4, rows: 4)
    let fromHexes = Occupancy(
      grid: bounded, hexes: [Hex(q: 0, r: 0), Hex(q: 0, r: 0), Hex(q: 40, r: 0), Hex(q: 1, r: 0)])
    #expect(fromHexes.count == 2)
    #expect(!fromHexes.contains(Hex(q: 40, r: 0)))
  }

  /// Paths, ranges and distance fields with an overlay against a reference Dijkstra under
  /// the overlay's rules, on random boards of every shape and wrap with side features.
  @Test(arguments: 0..<8)
  func searchesMatchTheReference(_ batch: Int) throws {
    let context = SearchContext()
    for round in 0..<6 {
      let seed = UInt64(31_000 + batch * 6 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      var rng = TestRandom(seed: seed &* 7)
      let graph = try board.navigationGraph()
      let grid = board.grid
      let occupied = randomOccupancy(
        grid, percent: Int.random(in: 5...35, using: &rng), using: &rng)
      let cells = grid.indices
      for _ in 0..<6 {
        let s = cells.randomElement(using: &rng)!
        let t = cells.randomElement(using: &rng)!
        let (start, goal) = (grid.hex(at: s), grid.hex(at: t))
        let step = { (a: Int, b: Int) in
          referenceStep(board, from: a, to: b, occupied: occupied, exempt: [t])
        }
        let reference = graph.isPassable(start) ? referenceCosts(grid, from: [s], step: step) : [:]
        let path = graph.path(
          from: start, to: goal, rules: SearchRules(occupied: occupied), context: context)
        #expect(path?.cost == reference[t], "seed \(seed) \(start) → \(goal)")
        if let path {
          expectWalk(path, on: board, from: s, to: t, step: step)
          // Only the goal may be occupied; the start is free whatever the overlay says.
          for hex in path.hexes.dropFirst().dropLast() { #expect(!occupied.contains(hex)) }
        }
        let budget = Int.random(in: 0...12, using: &rng)
        let range = graph.movementRange(
          from: start, rules: SearchRules(maxCost: budget, occupied: occupied), context: context)
        let inRange =
          graph.isPassable(start)
          ? referenceCosts(grid, from: [s], limit: budget) {
            referenceStep(
              board, from: $0, to: $1, occupied: occupied)
          }
          : [:]
        #expect(rangeCosts(range) == inRange, "seed \(seed) range from \(start)")
        #expect(range.first.map { $0.hex == start && $0.cost == 0 } ?? !graph.isPassable(start))
        for (hex, _) in range.dropFirst() { #expect(!occupied.contains(hex)) }
        #expect(range.map(\.cost) == range.map(\.cost).sorted())
      }
      // Distance fields: goals exempt; other occupied cells keep a cost of their own but no
      // path runs through them.
      let goals = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        grid.hex(at: cells.randomElement(using: &rng)!)
      }
      let goalIndices = goals.compactMap { grid.index(of: $0) }.filter {
        graph.isPassable(grid.hex(at: $0))
      }
      let maxCost = Bool.random(using: &rng) ? nil : Int.random(in: 0...15, using: &rng)
      let field = graph.distanceField(
        goals: goals, rules: SearchRules(maxCost: maxCost, occupied: occupied))
      let expected = referenceCosts(grid, from: goalIndices, limit: maxCost ?? Int.max) {
        cell, neighbor in
        referenceStep(
          board, from: neighbor, to: cell, occupied: occupied, exempt: Set(goalIndices))
      }
      #expect(fieldCosts(field) == expected, "seed \(seed) field")
      for (index, cost) in expected where cost > 0 {
        let hex = grid.hex(at: index)
        let next = try #require(field.nextStep(from: hex))
        let n = try #require(grid.index(of: next))
        #expect(!occupied.contains(index: n) || goalIndices.contains(n))
        let stepCost = referenceStep(
          board, from: index, to: n, occupied: occupied, exempt: Set(goalIndices))
        #expect(stepCost.map { $0 + (expected[n] ?? -1_000_000) } == cost)
        #expect(
          field.path(from: hex).flatMap(\.last).flatMap(grid.index(of:)).map {
            goalIndices.contains($0)
          } == true)
      }
    }
  }

  @Test func rulesOnAKnownMap() throws {
    // A row of seven cells: the unit at 0, friends at 2 and 4, the target at 6.
    let grid = try MapGrid(columns: 7, rows: 1)
    let graph = try NavigationGraph(grid: grid) { _ in 1 }
    let hex = { grid.hex(at: $0) }
    var occupied = Occupancy(grid: grid, hexes: [hex(0), hex(6)])
    let context = SearchContext()
    // Start and goal occupied: still a path.
    #expect(
      graph.path(
        from: hex(0), to: hex(6), rules: SearchRules(occupied: occupied), context: context)?.cost
        == 6)
    occupied.insert(hex(3))
    #expect(
      graph.path(from: hex(0), to: hex(6), rules: SearchRules(occupied: occupied), context: context)
        == nil)
    // The goal itself may be occupied, even when it blocks others.
    #expect(
      graph.path(
        from: hex(0), to: hex(3), rules: SearchRules(occupied: occupied), context: context)?.cost
        == 3)
    let range = graph.movementRange(
      from: hex(0), rules: SearchRules(maxCost: 10, occupied: occupied), context: context)
    #expect(range.hexes == [hex(0), hex(1), hex(2)])
    let field = graph.distanceField(goals: [hex(6)], rules: SearchRules(occupied: occupied))
    #expect(field.cost(at: hex(4)) == 2)
    // Occupied: its own cost (a unit there can leave it), but nothing passes through it.
    #expect(field.cost(at: hex(3)) == 3)
    #expect(field.cost(at: hex(2)) == nil)
    #expect(field.nextStep(from: hex(4)) == hex(5))
    #expect(field.nextStep(from: hex(3)) == hex(4))
    #expect(field.nextStep(from: hex(2)) == nil)
    // An empty overlay is the plain query.
    let empty = Occupancy(grid: grid)
    #expect(
      graph.path(from: hex(0), to: hex(6), rules: SearchRules(occupied: empty), context: context)
        == graph.path(from: hex(0), to: hex(6), context: context))
    // An overlay of another grid finds nothing, and never reads out of bounds.
    let other = Occupancy(grid: try MapGrid(columns: 70, rows: 70), hexes: [hex(1)])
    #expect(
      graph.path(from: hex(0), to: hex(6), rules: SearchRules(occupied: other), context: context)
        == nil)
    #expect(
      graph.movementRange(from: hex(0), rules: SearchRules(maxCost: 3, occupied: other)).isEmpty)
    #expect(
      graph.distanceField(goals: [hex(0)], rules: SearchRules(occupied: other)).cost(at: hex(0))
        == nil)
  }

  @Test func sameQueriesGiveTheSameAnswers() throws {
    let board = try randomBoardWithFeatures(seed: 4242)
    let graph = try board.navigationGraph()
    var rng = TestRandom(seed: 77)
    let occupied = randomOccupancy(board.grid, percent: 20, using: &rng)
    let cells = board.grid.indices.map { board.grid.hex(at: $0) }
    for _ in 0..<20 {
      let a = cells.randomElement(using: &rng)!
      let b = cells.randomElement(using: &rng)!
      let first = graph.path(
        from: a, to: b, rules: SearchRules(occupied: occupied), context: SearchContext())
      #expect(graph.path(from: a, to: b, rules: SearchRules(occupied: occupied)) == first)
      let range = graph.movementRange(from: a, rules: SearchRules(maxCost: 9, occupied: occupied))
      let again = graph.movementRange(from: a, rules: SearchRules(maxCost: 9, occupied: occupied))
      #expect(range.cellIndices == again.cellIndices && range.cellCosts == again.cellCosts)
      #expect(
        graph.distanceField(goals: [b], rules: SearchRules(occupied: occupied)).costs
          == graph.distanceField(goals: [b], rules: SearchRules(occupied: occupied)).costs)
      let function = randomStepFunction(salt: 9)
      let priced = graph.path(
        from: a, to: b, rules: SearchRules(occupied: occupied, stepCost: function))
      #expect(
        graph.path(
          from: a, to: b, rules: SearchRules(occupied: occupied, stepCost: function),
          context: SearchContext())
          == priced)
    }
  }
}

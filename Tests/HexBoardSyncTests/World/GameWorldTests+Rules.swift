// The world's game rules after random turns: its unit map against `UnitMap(board:sides:)`,
// and every mover's rules (class costs, friends and foes, zones of control, stop cells,
// turns) answering single queries and batches as a world built from scratch does, and as a
// plain reference search over cell × turn × points left does, on boards whose classes price
// layer values (re-priced cell by cell).

import HexBoard
import HexTestSupport
import Testing

extension GameWorldTests {
  /// The world's unit map against one built from the board alone, with the world's
  /// alliances and zone radius.
  func checkUnitMap(_ world: GameWorld) {
    let players = world.players
    var fresh = UnitMap(board: world.board, sides: players, zoneRadius: world.zoneRadius)
    for a in players.indices {
      for b in players.indices where a < b && world.areAllied(players[a], players[b]) {
        fresh.setAllied(a, b)
      }
    }
    #expect(world.unitMap == fresh)
  }

  @Test(arguments: 0..<24)
  func rulesAnswerAsARebuildAndAReference(seed: UInt64) async throws {
    var rng = TestRandom(seed: 0x3737_0000 &+ seed)
    let grid = try viewTestGrid(using: &rng)
    var board = try randomBoard(on: grid, using: &rng)
    try addRandomFeatures(to: &board, using: &rng)
    try addRuleClasses(to: &board, using: &rng)
    for object in Array(board.objects) { try board.removeObject(object.id) }
    let players = ["red", "blue", "green"]
    let hexes = grid.hexes
    for k in 0..<Int.random(in: 2...9, using: &rng) {
      try board.addObject(
        BoardObject(
          id: "u\(k)", kind: "unit", position: hexes.randomElement(using: &rng)!,
          owner: k % 5 == 4 ? (Bool.random(using: &rng) ? nil : "neutral") : players[k % 3],
          movementClass: board.movementClasses.randomElement(using: &rng)?.name))
    }
    var world = try GameWorld(
      board: board, players: players, sightRadius: 1,
      landmarks: Int.random(in: 0...3, using: &rng))
    try world.setZoneRadius(Int.random(in: 0...2, using: &rng))
    checkUnitMap(world)
    for _ in 0..<5 {
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        if Bool.random(using: &rng) {
          try? randomWorldEdit(&world, players: players, using: &rng)
        } else {
          try? randomRulesEdit(&world, using: &rng)
        }
      }
      // The unit map follows every edit at once, before the commit.
      checkUnitMap(world)
      _ = try world.commit()
      try await checkRules(world, using: &rng)
    }
  }

  /// Classes for the rules: foot and cavalry on terrain, and (on most boards) an overlay
  /// layer with three values that two classes price by every way of combining.
  func addRuleClasses(to board: inout Board, using rng: inout TestRandom) throws {
    try board.apply(.addMovementClass(MovementClass(name: "foot")))
    try board.apply(
      .addMovementClass(
        MovementClass(name: "cavalry", terrainCosts: ["forest": 4, "hills": .impassable])))
    guard Int.random(in: 0..<4, using: &rng) > 0 else { return }
    let values = ["bog", "ford", "thicket"].map { LayerValue(id: $0) }
    try board.apply(.addLayer("overlay", kind: .categorical(palette: values)))
    for hex in board.grid.hexes where Int.random(in: 0..<4, using: &rng) == 0 {
      try board.apply(
        .setLayerValue(values.randomElement(using: &rng)!.id, inLayer: "overlay", at: hex))
    }
    typealias Cost = MovementClass.LayerCost
    try board.apply(
      .addMovementClass(
        MovementClass(
          name: "scout",
          layerCosts: [
            Cost(layer: "overlay", value: "bog", cost: 5, combine: .add),
            Cost(layer: "overlay", value: "ford", cost: 1, combine: .best),
            Cost(layer: "overlay", value: "thicket", cost: .impassable, combine: .worst),
          ])))
    try board.apply(
      .addMovementClass(
        MovementClass(
          name: "boat", terrainCosts: ["water": 1], defaultCost: 6,
          layerCosts: [
            Cost(layer: "overlay", value: "ford", cost: 2, combine: .override),
            Cost(layer: "overlay", value: "thicket", cost: 3, combine: .add),
          ])))
  }

  /// One random edit of the rules' inputs: a layer value painted, an alliance made or
  /// broken, the zone radius, a unit stepping to a neighbour.
  func randomRulesEdit(_ world: inout GameWorld, using rng: inout TestRandom) throws {
    let board = world.board
    let hex = board.grid.hexes.randomElement(using: &rng)!
    switch Int.random(in: 0..<6, using: &rng) {
    case 0, 1:
      guard let overlay = board.layer(named: "overlay") else { return }
      let value = Bool.random(using: &rng) ? overlay.palette.randomElement(using: &rng)?.id : nil
      try world.apply(.setLayerValue(value, inLayer: "overlay", at: hex))
    case 2:
      let a = world.players.randomElement(using: &rng)!
      let b = world.players.randomElement(using: &rng)!
      try world.setAllied(a, b, Bool.random(using: &rng))
    case 3 where Int.random(in: 0..<4, using: &rng) == 0:
      try world.setZoneRadius(Int.random(in: 0...2, using: &rng))
    default:
      guard let unit = board.objects.filter({ $0.owner != nil }).randomElement(using: &rng) else {
        return
      }
      let next = Array(board.grid.neighbors(of: board.grid.index(of: unit.position)!))
      guard let to = next.randomElement(using: &rng) else { return }
      try world.moveObject(unit.id, to: board.grid.hex(at: to))
    }
  }

  /// Every mover's rules on `world` against a world built from scratch and the reference,
  /// single queries and batches.
  func checkRules(_ world: GameWorld, using rng: inout TestRandom) async throws {
    let board = world.board
    let grid = board.grid
    var fresh = try GameWorld(board: board, players: world.players, sightRadius: 0, landmarks: 2)
    try fresh.setZoneRadius(world.zoneRadius)
    for a in world.players {
      for b in world.players where world.areAllied(a, b) { try fresh.setAllied(a, b) }
    }
    let cells = grid.indices
    let context = SearchContext()
    for player in world.players {
      for name in [nil] + board.movementClasses.map(\.name) {
        var stops = CellSet(grid: grid)
        for cell in cells where Int.random(in: 0..<10, using: &rng) == 0 {
          stops.insert(index: cell)
        }
        let perTurn = Int.random(in: 1...9, using: &rng)
        let turns =
          Bool.random(using: &rng)
          ? Turns(
            movesPerTurn: perTurn, movesLeft: Int.random(in: 0...perTurn, using: &rng),
            // A limit keeps the reference's states few (turns without one are checked
            // against the same reference in HexBoardNavigationTests).
            limit: Int.random(in: 1...5, using: &rng))
          : nil
        let limit =
          Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 0...30, using: &rng) : nil
        let skirmisher = Int.random(in: 0..<4, using: &rng) == 0
        let rules = try world.rules(
          for: name, side: player, maxCost: limit, stopCells: stops, turns: turns,
          ignoresZonesOfControl: skirmisher)
        let theirs = try fresh.rules(
          for: name, side: player, maxCost: limit, stopCells: stops, turns: turns,
          ignoresZonesOfControl: skirmisher)
        #expect(rules.landmarksStayAdmissible)
        let reference = WorldReference(
          world: world, movementClass: name, player: player, stops: stops, turns: turns,
          cap: limit, ignoresZones: skirmisher)
        var queries: [PathQuery] = []
        for _ in 0..<4 {
          let s = cells.randomElement(using: &rng)!
          let t = cells.randomElement(using: &rng)!
          let (a, b) = (grid.hex(at: s), grid.hex(at: t))
          queries.append(PathQuery(from: a, to: b, rules: rules))
          let label = "\(player) \(name ?? "-") \(a) → \(b)"
          let path = world.graph.path(from: a, to: b, rules: rules, context: context)
          let rebuilt = fresh.graph.path(from: a, to: b, rules: theirs, context: context)
          #expect(path?.cost == rebuilt?.cost && path?.turnCount == rebuilt?.turnCount, "\(label)")
          let solved = world.graph.isPassable(a) ? reference.solve(from: s) : [:]
          let expected = t != s && reference.occupant[t] == 1 ? nil : solved[t]
          #expect(path?.cost == expected?.cost, "\(label) reference")
          if let path, turns != nil, let expected { #expect(path.turnCount == expected.turn) }
          let range = world.graph.movementRange(from: a, rules: rules, context: context)
          let rebuiltRange = fresh.graph.movementRange(from: a, rules: theirs, context: context)
          #expect(Array(range.cellIndices) == Array(rebuiltRange.cellIndices), "\(label) range")
          var wanted: [Int: Int] = [:]
          for (cell, value) in solved where cell == s || reference.occupant[cell] != 1 {
            wanted[cell] = value.cost
          }
          var got: [Int: Int] = [:]
          for (hex, cost) in range { got[grid.index(of: hex)!] = cost }
          #expect(got == wanted, "\(label) range reference")
        }
        // Batches take the same rules value and answer as the single queries.
        let batch = await world.graph.paths(queries)
        for (query, answer) in zip(queries, batch) {
          let single = world.graph.path(from: query.start, to: query.goal, rules: rules)
          #expect(answer == single && answer?.turns == single?.turns)
        }
        let starts = queries.map(\.start)
        let ranges = await world.graph.movementRanges(from: starts, rules: rules)
        for (start, range) in zip(starts, ranges) {
          let single = world.graph.movementRange(from: start, rules: rules, context: context)
          #expect(Array(range.cellIndices) == Array(single.cellIndices))
        }
      }
    }
  }
}

/// The reference: the rules of one mover on the world's board, from the board alone (each
/// class's cost read from its definition, the units from the objects' owners, zones from
/// the distances to foes), and a Dijkstra over cell × turn × points left.
struct WorldReference {
  let board: Board
  let movementClass: MovementClass?
  let classes: [MovementClass]
  let stops: CellSet
  let turns: Turns?
  let cap: Int
  /// Per cell: 0 free, 1 friend, 2 foe.
  var occupant: [Int]
  /// Per cell: whether a foe's zone of control covers it (never for a skirmisher).
  var zone: [Bool]

  init(
    world: GameWorld, movementClass name: String?, player: String, stops: CellSet,
    turns: Turns?, cap: Int?, ignoresZones: Bool
  ) {
    let board = world.board
    self.board = board
    let grid = board.grid
    classes = board.movementClasses
    movementClass = name.flatMap { board.movementClass(named: $0) }
    self.stops = stops
    self.turns = turns
    occupant = [Int](repeating: 0, count: grid.indexCount)
    zone = [Bool](repeating: false, count: grid.indexCount)
    var foes: [Int] = []
    for cell in grid.indices {
      // The first object on the cell owned by a player stands there.
      guard
        let owner = board.objects(at: grid.hex(at: cell)).lazy.compactMap(\.owner).first(
          where: { world.players.contains($0) })
      else { continue }
      let friend = world.areAllied(owner, player)
      occupant[cell] = friend ? 1 : 2
      if !friend { foes.append(cell) }
    }
    if !ignoresZones {
      for foe in foes {
        for cell in grid.indices
        where grid.distance(from: grid.hex(at: cell), to: grid.hex(at: foe)) <= world.zoneRadius {
          zone[cell] = true
        }
      }
    }
    let perTurn = turns?.movesPerTurn ?? 0
    var bound = turns == nil ? Int.max : 3 * perTurn * (grid.indexCount + 2)
    if let turns, let limit = turns.limit {
      bound = min(bound, max(0, limit * perTurn - (perTurn - turns.movesLeft)))
    }
    self.cap = min(cap ?? Int.max, bound)
  }

  /// A class's cost of entering `cell`, from its definition and the cell's layer values.
  private func cost(of movementClass: MovementClass, _ cell: Int) -> Int? {
    let hex = board.grid.hex(at: cell)
    var values: [String: String] = [:]
    for layer in board.layers {
      if let value = layer.value(at: hex) { values[layer.name] = value.id }
    }
    return movementClass.cost(
      of: board.palette[Int(board.terrain[index: cell])], layerValues: values)
  }

  /// What entering `cell` costs the mover: its class's cost, or the cheapest of every
  /// class (the terrain's own without classes).
  func entry(_ cell: Int) -> Int? {
    if let movementClass { return cost(of: movementClass, cell) }
    guard !classes.isEmpty else {
      return board.palette[Int(board.terrain[index: cell])].movementCost
    }
    return classes.compactMap { cost(of: $0, cell) }.min()
  }

  /// The step `i → j` by the movement rule: a wall blocks, a road sets the cost, a river
  /// adds to the cost of entering.
  func step(_ i: Int, _ j: Int) -> Int? {
    let grid = board.grid
    guard let entry = entry(j), let edge = grid.edge(between: grid.hex(at: i), and: grid.hex(at: j))
    else { return nil }
    var sets: [Int] = []
    var adds = 0
    for feature in board.features(at: edge) {
      switch feature.movement {
      case .blocks: return nil
      case .sets(let n): sets.append(n)
      case .adds(let n): adds += n
      case .unchanged: break
      }
    }
    return sets.min() ?? entry + adds
  }

  func endsMove(_ cell: Int) -> Bool { zone[cell] || stops.contains(index: cell) }

  struct State: Hashable {
    var cell: Int
    var turn: Int
    var left: Int
    var stopped: Bool
  }

  /// The cheapest cost of each cell from `start` and the turn it is reached in.
  func solve(from start: Int) -> [Int: (cost: Int, turn: Int)] {
    let grid = board.grid
    let perTurn = turns?.movesPerTurn ?? 0
    var best: [State: Int] = [:]
    var open = StateHeap()
    var result: [Int: (cost: Int, turn: Int)] = [:]
    func push(_ state: State, _ c: Int) {
      guard c <= cap, c < (best[state] ?? Int.max) else { return }
      best[state] = c
      open.push(c, state)
    }
    push(State(cell: start, turn: 1, left: turns?.movesLeft ?? 0, stopped: false), 0)
    while let (cost, state) = open.pop() {
      guard best[state] == cost else { continue }
      if result[state.cell] == nil {
        result[state.cell] = (cost, state.cell == start && cost == 0 ? 0 : state.turn)
      }
      if turns != nil {
        if state.left < perTurn {
          push(
            State(cell: state.cell, turn: state.turn + 1, left: perTurn, stopped: false),
            cost + state.left)
        }
      } else if state.stopped {
        continue
      }
      for n in grid.neighbors(of: state.cell) {
        guard occupant[n] != 2, let s = step(state.cell, n) else { continue }
        if turns != nil {
          guard s <= state.left else { continue }
          var left = state.left - s
          var c = cost + s
          if endsMove(n) {
            c += left
            left = 0
          }
          push(State(cell: n, turn: state.turn, left: left, stopped: false), c)
        } else {
          push(State(cell: n, turn: 0, left: 0, stopped: endsMove(n)), cost + s)
        }
      }
    }
    return result
  }
}

/// A plain binary min-heap of the reference's states by cost.
struct StateHeap {
  var items: [(Int, WorldReference.State)] = []

  mutating func push(_ cost: Int, _ state: WorldReference.State) {
    items.append((cost, state))
    var i = items.count - 1
    while i > 0 && items[(i - 1) / 2].0 > items[i].0 {
      items.swapAt(i, (i - 1) / 2)
      i = (i - 1) / 2
    }
  }

  mutating func pop() -> (Int, WorldReference.State)? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var i = 0
    while true {
      var m = i
      for c in [2 * i + 1, 2 * i + 2] where c < items.count && items[c].0 < items[m].0 { m = c }
      if m == i { break }
      items.swapAt(i, m)
      i = m
    }
    return top
  }
}

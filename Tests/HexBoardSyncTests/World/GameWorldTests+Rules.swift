// The world's game rules after random turns: its unit map against one placed unit by unit
// from the objects (each with its own zone radius or the world's), and every mover's rules
// (class costs, friends and foes, zones of control, stop cells, turns; each unit's own
// skirmishing) answering single queries and batches as a world built from scratch does, and
// as a plain reference search over cell × turn × points left does (ReferenceMoveSearch), on
// boards whose classes price layer values (re-priced cell by cell).

import HexBoard
import HexTestSupport
import Testing

extension GameWorldTests {
  /// The world's unit map against one placed from the board alone: each object owned by a
  /// player, the first on its cell, with its own `"zoneRadius"` or the world's, and the
  /// world's alliances.
  func checkUnitMap(_ world: GameWorld) {
    let players = world.players
    var fresh = UnitMap(grid: world.board.grid)
    for object in world.board.objects {
      guard let owner = object.owner, let side = players.firstIndex(of: owner) else { continue }
      var radius = world.zoneRadius
      if case .integer(let own) = object.properties["zoneRadius"] { radius = own }
      fresh.place(side: side, at: object.position, zoneRadius: radius)
    }
    for a in players.indices {
      for b in players.indices where a < b && world.areAllied(players[a], players[b]) {
        fresh.setAllied(a, b)
      }
    }
    #expect(world.unitMap == fresh)
  }

  /// Random rules properties for a unit: its own zone radius (0 to 3) on about half of
  /// them, and a skirmisher's flag (true or false) on about a third.
  func randomRulesProperties(using rng: inout TestRandom) -> [String: PropertyValue] {
    var properties: [String: PropertyValue] = [:]
    if Bool.random(using: &rng) {
      properties["zoneRadius"] = .integer(
        Int.random(in: 0...UnitMap.maximumZoneRadius, using: &rng))
    }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      properties["skirmisher"] = .bool(Bool.random(using: &rng))
    }
    return properties
  }

  @Test(arguments: TestPaths.sweep(24).map(UInt64.init))
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
          properties: randomRulesProperties(using: &rng),
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
  /// broken, the zone radius, a unit's own zone radius or skirmishing, a unit stepping to a
  /// neighbour.
  func randomRulesEdit(_ world: inout GameWorld, using rng: inout TestRandom) throws {
    let board = world.board
    let hex = board.grid.hexes.randomElement(using: &rng)!
    switch Int.random(in: 0..<7, using: &rng) {
    case 6:
      guard let unit = board.objects.randomElement(using: &rng) else { return }
      try randomRulesPropertyEdit(&world, of: unit.id, using: &rng)
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
          forClass: name, player: player, maxCost: limit, stopCells: stops, turns: turns,
          ignoresZonesOfControl: skirmisher)
        let theirs = try fresh.rules(
          forClass: name, player: player, maxCost: limit, stopCells: stops, turns: turns,
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
    try checkUnitRules(world, fresh, using: &rng)
  }

  /// Each unit's own rules (`rules(forUnit:)`: its side, class and skirmishing) against
  /// the rebuilt world's and the reference, from the unit's cell.
  func checkUnitRules(
    _ world: GameWorld, _ fresh: GameWorld, using rng: inout TestRandom
  ) throws {
    let board = world.board
    let grid = board.grid
    let context = SearchContext()
    for unit in board.objects {
      guard let owner = unit.owner, world.players.contains(owner) else {
        #expect(throws: GameWorldError.notAUnit(unit.id)) { try world.rules(forUnit: unit.id) }
        continue
      }
      guard let s = grid.index(of: unit.position) else { continue }
      let limit = Int.random(in: 0...20, using: &rng)
      let rules = try world.rules(forUnit: unit.id, maxCost: limit)
      let theirs = try fresh.rules(forUnit: unit.id, maxCost: limit)
      let skirmisher = unit.properties["skirmisher"] == .bool(true)
      #expect(rules.mover.ignoresZonesOfControl == skirmisher)
      let reference = WorldReference(
        world: world, movementClass: unit.movementClass, player: owner,
        stops: CellSet(grid: grid), turns: nil, cap: limit, ignoresZones: skirmisher)
      let solved = world.graph.isPassable(unit.position) ? reference.solve(from: s) : [:]
      var wanted: [Int: Int] = [:]
      for (cell, value) in solved where cell == s || reference.occupant[cell] != 1 {
        wanted[cell] = value.cost
      }
      let range = world.graph.movementRange(from: unit.position, rules: rules, context: context)
      let rebuilt = fresh.graph.movementRange(from: unit.position, rules: theirs, context: context)
      var got: [Int: Int] = [:]
      for (hex, cost) in range { got[grid.index(of: hex)!] = cost }
      #expect(got == wanted, "unit \(unit.id) range reference")
      #expect(Array(range.cellIndices) == Array(rebuilt.cellIndices), "unit \(unit.id) rebuilt")
    }
  }
}

/// The reference: the rules of one mover on the world's board, from the board alone (each
/// class's cost read from its definition, the units from the objects' owners, zones from
/// the distances to foes and each unit's own `"zoneRadius"` property), searched by the
/// shared state search over cell × turn × points left (`ReferenceMoveSearch`).
struct WorldReference {
  let search: ReferenceMoveSearch

  init(
    world: GameWorld, movementClass name: String?, player: String, stops: CellSet,
    turns: Turns?, cap: Int?, ignoresZones: Bool
  ) {
    let board = world.board
    let grid = board.grid
    var occupant = [Int](repeating: 0, count: grid.indexCount)
    var foes: [(cell: Int, radius: Int)] = []
    for cell in grid.indices {
      // The first object on the cell owned by a player stands there.
      guard
        let unit = board.objects(at: grid.hex(at: cell)).first(where: { object in
          object.owner.map { world.players.contains($0) } ?? false
        }), let owner = unit.owner
      else { continue }
      let friend = world.areAllied(owner, player)
      occupant[cell] = friend ? 1 : 2
      guard !friend else { continue }
      if case .integer(let radius) = unit.properties["zoneRadius"] {
        foes.append((cell, radius))
      } else {
        foes.append((cell, world.zoneRadius))
      }
    }
    var endsMove = (0..<grid.indexCount).map { stops.contains(index: $0) }
    if !ignoresZones {
      for foe in foes {
        for cell in grid.indices
        where grid.distance(from: grid.hex(at: cell), to: grid.hex(at: foe.cell)) <= foe.radius {
          endsMove[cell] = true
        }
      }
    }
    let classes = board.movementClasses
    let movementClass = name.flatMap { board.movementClass(named: $0) }
    // A class's cost of entering a cell, from its definition and the cell's layer values.
    func cost(of movementClass: MovementClass, _ cell: Int) -> Int? {
      let hex = grid.hex(at: cell)
      var values: [String: String] = [:]
      for layer in board.layers {
        if let value = layer.value(at: hex) { values[layer.name] = value.id }
      }
      return movementClass.cost(
        of: board.palette[Int(board.terrain[index: cell])], layerValues: values)
    }
    // What entering a cell costs the mover: its class's cost, or the cheapest of every
    // class (the terrain's own without classes).
    func entry(_ cell: Int) -> Int? {
      if let movementClass { return cost(of: movementClass, cell) }
      guard !classes.isEmpty else {
        return board.palette[Int(board.terrain[index: cell])].movementCost
      }
      return classes.compactMap { cost(of: $0, cell) }.min()
    }
    search = ReferenceMoveSearch(
      grid: grid, occupant: occupant, endsMove: endsMove, turns: turns, cap: cap
    ) { i, j in referenceStepCost(board, from: i, to: j, entry: entry(j)) }
  }

  /// Per cell: 0 free, 1 friend, 2 foe.
  var occupant: [Int] { search.occupant }

  /// The cheapest cost of each cell from `start` and the turn it is reached in.
  func solve(from start: Int) -> [Int: (cost: Int, turn: Int)] { search.solve(from: start) }
}

// Searches by a movement class (MovementClass, compiled into a CostTable over the board's
// graph for the game's classes) against an independent reference: each cell's cost read
// straight from the class's definition, and a plain Dijkstra over the cells written here.

import HexBoard
import HexTestSupport
import Testing

/// The cheapest cost from `start` to every cell, entering a cell costing `costs[index]`
/// (`nil`: closed); the start is left from whatever its cost. Nothing above `limit`.
private func plainDijkstra(_ grid: MapGrid, costs: [Int?], from start: Int, limit: Int)
  -> [Int: Int]
{
  var best: [Int: Int] = [start: 0]
  var done = Set<Int>()
  while true {
    // O(n²): small boards, and nothing shared with the library's queues.
    guard
      let (cell, cost) = best.filter({ !done.contains($0.key) }).min(by: { $0.value < $1.value })
    else { break }
    done.insert(cell)
    for direction in HexDirection.allCases {
      guard let next = grid.neighbor(of: cell, in: direction), let step = costs[next] else {
        continue
      }
      let total = cost + step
      if total <= limit, total < (best[next] ?? Int.max) { best[next] = total }
    }
  }
  return best
}

/// A random class over `board`'s palette: random costs (some impassable) for some terrains,
/// an id the palette lacks, and a random default.
private func randomClass(_ name: String, on board: Board, using rng: inout TestRandom)
  -> MovementClass
{
  var costs: [String: MovementCost] = ["lava": 2]
  for terrain in board.palette where Bool.random(using: &rng) {
    costs[terrain.id] =
      Int.random(in: 0..<4, using: &rng) == 0
      ? .impassable : .points(Int.random(in: 1...9, using: &rng))
  }
  let defaultCost: MovementCost? = [nil, .impassable, .points(Int.random(in: 1...5, using: &rng))]
    .randomElement(using: &rng)!
  // Layer costs of the overlay's values (and of a value and a layer the board lacks), in
  // a random order with random rules; some restricted to a terrain of the palette (or to
  // one it lacks), some values priced more than once.
  var layerCosts: [MovementClass.LayerCost] = []
  let terrains = board.palette.map(\.id) + ["lava"]
  for value in ["forest", "village", "bridge", "swamp", "ghost", "forest", "bridge"]
  where Bool.random(using: &rng) {
    let combine = MovementClass.Combine.allCases.randomElement(using: &rng)!
    let cost: MovementCost =
      Int.random(in: 0..<5, using: &rng) == 0
      ? .impassable : .points(Int.random(in: combine == .add ? 0...4 : 1...9, using: &rng))
    let terrain = Bool.random(using: &rng) ? terrains.randomElement(using: &rng) : nil
    layerCosts.append(
      .init(layer: "overlay", value: value, terrain: terrain, cost: cost, combine: combine))
  }
  if Bool.random(using: &rng) {
    layerCosts.append(.init(layer: "weather", value: "snow", cost: 2, combine: .add))
  }
  layerCosts.shuffle(using: &rng)
  return MovementClass(
    name: name, terrainCosts: costs, defaultCost: defaultCost, layerCosts: layerCosts)
}

/// Gives `board` an overlay layer (forest, village, bridge, swamp) over about a third of
/// its cells.
private func addOverlay(to board: inout Board, using rng: inout TestRandom) throws {
  let values = ["forest", "village", "bridge", "swamp"]
  try board.addLayer("overlay", kind: .categorical(palette: values.map { LayerValue(id: $0) }))
  for hex in board.grid.hexes where Int.random(in: 0..<3, using: &rng) == 0 {
    try board.setLayerValue(values.randomElement(using: &rng)!, inLayer: "overlay", at: hex)
  }
}

/// A class's cost of entering a cell of `terrain` with overlay value `overlay`, read
/// straight from the class's definition (MovementClass's documentation), sharing no code
/// with the library's pricing: the terrain's entry, else the default, else the terrain's
/// own cost; then, in order, each entry of the overlay's value on every terrain or on this
/// one, each rule spelled out here.
private func referenceCost(_ movementClass: MovementClass, _ terrain: Terrain, overlay: String?)
  -> Int?
{
  var cost: Int?
  switch movementClass.terrainCosts[terrain.id] ?? movementClass.defaultCost {
  case .points(let points)?: cost = points
  case .impassable?: cost = nil
  case nil: cost = terrain.movementCost
  }
  for entry in movementClass.layerCosts {
    guard entry.layer == "overlay", entry.value == overlay else { continue }
    if let only = entry.terrain, only != terrain.id { continue }
    var points: Int?
    if case .points(let p) = entry.cost { points = p }
    switch entry.combine {
    case .best:
      if let a = cost, let b = points { cost = a < b ? a : b } else { cost = cost ?? points }
    case .worst:
      if let a = cost, let b = points { cost = a > b ? a : b } else { cost = nil }
    case .override: cost = points
    case .add:
      if let a = cost, let b = points { cost = min(a + b, 65_535) } else { cost = nil }
    }
  }
  return cost
}

@Suite("Movement classes in searches")
struct MovementClassSearchTests {
  /// Paths and ranges of each class on random boards: on the graph of all the game's
  /// classes with the class's table, and on the class's own graph, against the reference.
  @Test(arguments: 0..<4)
  func classSearchesMatchThePlainReference(_ batch: Int) throws {
    let context = SearchContext()
    for round in 0..<8 {
      let seed = UInt64(37_000 + batch * 8 + round)
      var rng = TestRandom(seed: seed)
      var board = try randomBoard(using: &rng)
      if round % 4 != 0 { try addOverlay(to: &board, using: &rng) }
      for k in 0..<3 { try board.addMovementClass(randomClass("c\(k)", on: board, using: &rng)) }
      let grid = board.grid
      let shared = try board.navigationGraph(for: board.movementClasses)
      for movementClass in board.movementClasses {
        let costs: [Int?] = (0..<grid.indexCount).map { index in
          guard grid.isCell(index) else { return nil }
          let hex = grid.hex(at: index)
          let overlay = board.layer(named: "overlay")?.value(at: hex)?.id
          let terrain = board.palette[Int(board.terrain[index: index])]
          let expected = referenceCost(movementClass, terrain, overlay: overlay)
          #expect(
            movementClass.cost(of: terrain, layerValues: overlay.map { ["overlay": $0] } ?? [:])
              == expected, "seed \(seed) \(movementClass.name) \(hex)")
          return expected
        }
        let own = try board.navigationGraph(for: [movementClass])
        let table = try CostTable(board: board, movementClass: movementClass.name)
        for index in grid.indices where grid.isCell(index) {
          let cost = table.cost(ofEntering: grid.hex(at: index))
          #expect(cost == costs[index], "seed \(seed) \(movementClass.name) at \(index)")
        }
        let rules = try SearchRules(costs: table, for: board)
        #expect(
          try SearchRules(movementClass: movementClass.name, on: board).costs == table)
        for _ in 0..<6 {
          let s = grid.indices.randomElement(using: &rng)!
          let t = grid.indices.randomElement(using: &rng)!
          let (start, goal) = (grid.hex(at: s), grid.hex(at: t))
          let limit = Bool.random(using: &rng) ? Int.max : Int.random(in: 0...20, using: &rng)
          // On the shared graph the start is left when some class can stand there; on the
          // class's own graph, when the class can.
          let sharedReference =
            shared.isPassable(start)
            ? plainDijkstra(grid, costs: costs, from: s, limit: limit) : [:]
          let ownReference =
            costs[s] != nil ? plainDijkstra(grid, costs: costs, from: s, limit: limit) : [:]
          var limited = rules
          limited.maxCost = limit == Int.max ? nil : limit
          let path = shared.path(from: start, to: goal, rules: limited, context: context)
          #expect(path?.cost == sharedReference[t], "seed \(seed) \(movementClass.name)")
          let ownPath = own.path(
            from: start, to: goal, rules: SearchRules(maxCost: limited.maxCost), context: context)
          #expect(ownPath?.cost == ownReference[t], "seed \(seed) \(movementClass.name) own")
          if let path {
            let cells = path.hexes.compactMap { grid.index(of: $0) }
            #expect(cells.dropFirst().map { costs[$0] ?? -1000 }.reduce(0, +) == path.cost)
          }
          let range = shared.movementRange(from: start, rules: limited, context: context)
          var reached: [Int: Int] = [:]
          for (hex, cost) in range { reached[grid.index(of: hex)!] = cost }
          #expect(reached == sharedReference, "seed \(seed) \(movementClass.name) range")
        }
      }
    }
  }

  /// A table remembers the class it was built from: changing the board's class, its
  /// palette costs or its terrain makes it stale; an unknown name is refused.
  @Test func classTablesGoStaleWhenTheClassOrTheBoardChanges() throws {
    var board = try Board(name: "", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    try board.addMovementClass(MovementClass(name: "cavalry", terrainCosts: ["forest": 4]))
    let table = try CostTable(board: board, movementClass: "cavalry")
    #expect(table.matches(board))
    #expect(table.cost(ofEntering: Hex(q: 0, r: 0)) == 1)
    var changed = board
    try changed.updateMovementClass(
      "cavalry", to: MovementClass(name: "cavalry", terrainCosts: ["grass": 2]))
    #expect(!table.matches(changed))
    #expect(throws: NavigationError.staleCostTable) {
      try SearchRules(costs: table, for: changed)
    }
    changed = board
    var grass = try #require(board.palette.first { $0.id == "grass" })
    grass.movementCost = 5
    try changed.updateTerrain("grass", to: grass)
    #expect(!table.matches(changed))
    changed = board
    try changed.setTerrain("forest", at: Hex(q: 1, r: 0))
    #expect(!table.matches(changed))
    // Another class or an object changes nothing the table reads.
    changed = board
    try changed.addMovementClass(MovementClass(name: "boat"))
    #expect(table.matches(changed))
    #expect(throws: NavigationError.unknownMovementClass("ship")) {
      try CostTable(board: board, movementClass: "ship")
    }
    #expect(throws: NavigationError.unknownMovementClass("ship")) {
      try SearchRules(movementClass: "ship", on: board)
    }
  }

  /// Layer costs: a forest overlay is the worse of it and the terrain, a bridge overrides
  /// the water, a swamp adds; painting the overlay makes a class's table stale.
  @Test func layerValuesPriceCells() throws {
    var board = try Board(name: "", grid: MapGrid(columns: 6, rows: 1), fill: "grass")
    try board.setTerrain("ocean", at: Hex(OffsetCoordinate(col: 3, row: 0)))
    try board.setTerrain("hills", at: Hex(OffsetCoordinate(col: 1, row: 0)))
    try board.addLayer(
      "overlay",
      kind: .categorical(palette: ["forest", "bridge", "swamp"].map { LayerValue(id: $0) }))
    let cell = { (col: Int) in Hex(OffsetCoordinate(col: col, row: 0)) }
    try board.setLayerValue("forest", inLayer: "overlay", at: cell(1))
    try board.setLayerValue("forest", inLayer: "overlay", at: cell(2))
    try board.setLayerValue("bridge", inLayer: "overlay", at: cell(3))
    try board.setLayerValue("swamp", inLayer: "overlay", at: cell(4))
    try board.addMovementClass(
      MovementClass(
        name: "foot", terrainCosts: ["hills": 3],
        layerCosts: [
          .init(layer: "overlay", value: "forest", cost: 2, combine: .worst),
          .init(layer: "overlay", value: "bridge", cost: 1, combine: .override),
          .init(layer: "overlay", value: "swamp", cost: 2, combine: .add),
        ]))
    let table = try CostTable(board: board, movementClass: "foot")
    #expect((0..<6).map { table.cost(ofEntering: cell($0)) } == [1, 3, 2, 1, 3, 1])
    let graph = try board.navigationGraph(for: board.movementClasses)
    let path = graph.path(from: cell(0), to: cell(5), rules: SearchRules(costs: table))
    #expect(path?.stepCosts == [3, 2, 1, 3, 1])
    #expect(try board.navigationGraph().path(from: cell(0), to: cell(5)) == nil)
    var painted = board
    try painted.setLayerValue(nil, inLayer: "overlay", at: cell(4))
    #expect(!table.matches(painted))
    #expect(throws: NavigationError.staleCostTable) { try SearchRules(costs: table, for: painted) }
  }

  /// Known answers: a boat crosses the ocean the palette closes, on the graph of the
  /// game's classes; a foot soldier on that graph still cannot.
  @Test func aBoatCrossesWhatThePaletteCloses() throws {
    var board = try Board(name: "", grid: MapGrid(columns: 5, rows: 1), fill: "grass")
    for col in 1...3 { try board.setTerrain("ocean", at: Hex(OffsetCoordinate(col: col, row: 0))) }
    try board.addMovementClass(
      MovementClass(name: "boat", terrainCosts: ["ocean": 1], defaultCost: 3))
    try board.addMovementClass(MovementClass(name: "foot"))
    let graph = try board.navigationGraph(for: board.movementClasses)
    let (a, b) = (Hex(OffsetCoordinate(col: 0, row: 0)), Hex(OffsetCoordinate(col: 4, row: 0)))
    #expect(try board.navigationGraph().path(from: a, to: b) == nil)
    let boat = try SearchRules(movementClass: "boat", on: board)
    #expect(graph.path(from: a, to: b, rules: boat)?.cost == 1 + 1 + 1 + 3)
    let foot = try SearchRules(movementClass: "foot", on: board)
    #expect(graph.path(from: a, to: b, rules: foot) == nil)
  }
}

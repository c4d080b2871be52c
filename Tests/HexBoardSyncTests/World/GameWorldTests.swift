import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardSync

/// The live world against a rebuild from scratch: after random turns of edits (terrain,
/// heights, walls and other side features, units moving, changing owner, appearing and
/// leaving, movement classes changing), every derived structure equals the one built from
/// the board alone, and clients fed the encoded patches hold exactly the players' views.
@Suite("Game world")
struct GameWorldTests {
  @Test(arguments: 0..<48)
  func derivedStructuresEqualARebuild(seed: UInt64) throws {
    var rng = TestRandom(seed: 0x3535_0000 &+ seed)
    let grid = try viewTestGrid(using: &rng)
    var board = try randomBoard(on: grid, using: &rng)
    try addRandomFeatures(to: &board, using: &rng)
    if Bool.random(using: &rng) {
      try board.apply(.addMovementClass(MovementClass(name: "foot")))
      try board.apply(
        .addMovementClass(
          MovementClass(name: "cavalry", terrainCosts: ["forest": 4, "hills": .impassable])))
    }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      // A layer that a class prices: a bog overlay the cavalry cannot cross.
      try board.apply(.addLayer("overlay", kind: .categorical(palette: [LayerValue(id: "bog")])))
      try board.apply(
        .addMovementClass(
          MovementClass(
            name: "scout",
            layerCosts: [
              MovementClass.LayerCost(layer: "overlay", value: "bog", cost: 5, combine: .add)
            ])))
    }
    for object in Array(board.objects) { try board.removeObject(object.id) }
    let players = ["red", "blue"]
    let hexes = grid.hexes
    for k in 0..<Int.random(in: 1...6, using: &rng) {
      try board.addObject(
        BoardObject(
          id: "u\(k)", kind: "unit", position: hexes.randomElement(using: &rng)!,
          properties: randomRulesProperties(using: &rng),
          owner: k % 3 == 2 ? nil : players[k % 2],
          movementClass: board.movementClasses.randomElement(using: &rng)?.name))
    }
    let radius = Int.random(in: 1...4, using: &rng)
    var world = try GameWorld(
      board: board, players: players, sightRadius: radius,
      landmarks: Int.random(in: 0...3, using: &rng))
    var clients = try players.map { player in
      var view = try PlayerView(joining: grid)
      let join = try world.joinPatch(for: player)
      try view.apply(BoardPatch.decode(join.encoded(), for: view.board))
      return view
    }
    var spectator = BoardReplica(board: board)
    var explored = players.map { _ in CellSet(grid: grid) }
    try check(world, clients, &explored)
    // Players who join late (after turn 2), following the turns after it.
    var late: [PlayerView] = []
    for turnNumber in 0..<6 {
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        try? randomWorldEdit(&world, players: players, using: &rng)
      }
      let turn = try world.commit()
      #expect(turn.sequence == world.sequence)
      try spectator.apply(BoardPatch.decode(turn.spectator.encoded(), for: spectator.board))
      for (i, player) in players.enumerated() {
        let patch = try #require(turn.view(of: player))
        #expect(patch.sequence == turn.sequence)
        try clients[i].apply(BoardPatch.decode(patch.encoded(), for: clients[i].board))
        if !late.isEmpty {
          try late[i].apply(BoardPatch.decode(patch.encoded(), for: late[i].board))
          #expect(late[i].viewHash == world.viewHash(of: player))
        }
      }
      if turnNumber == 2 { late = try players.map { try lateJoin(world, $0) } }
      #expect(spectator.board == world.board)
      try check(world, clients, &explored)
    }
  }

  /// Every derived structure of `world` against its rebuild from `world.board`.
  private func check(
    _ world: GameWorld, _ clients: [PlayerView], _ explored: inout [CellSet]
  ) throws {
    let board = world.board
    let grid = board.grid
    let classes = board.movementClasses
    let rebuilt =
      classes.isEmpty ? try board.navigationGraph() : try board.navigationGraph(for: classes)
    // The graph: every cell's entry cost and every step's cost, and connectivity.
    for hex in grid.hexes {
      #expect(world.graph.cost(ofEntering: hex) == rebuilt.cost(ofEntering: hex))
      for neighbour in hex.neighbors {
        #expect(
          world.graph.cost(ofStepFrom: hex, to: neighbour)
            == rebuilt.cost(ofStepFrom: hex, to: neighbour))
      }
    }
    #expect(world.graph.componentCount == rebuilt.componentCount)
    let sample = Array(grid.hexes.prefix(12))
    for a in sample {
      for b in sample { #expect(world.graph.areConnected(a, b) == rebuilt.areConnected(a, b)) }
    }
    // Landmarks: repaired, consistent, and lower bounds of the true distances.
    #expect(!world.graph.landmarksNeedRepair)
    #expect(world.graph.landmarkTableIsConsistent())
    if world.graph.landmarkCount > 0, let goal = sample.first, let t = grid.index(of: goal) {
      let field = rebuilt.distanceField(goals: [goal])
      for hex in grid.hexes {
        guard let v = grid.index(of: hex), let truth = field.cost(at: hex) else { continue }
        if let bound = world.graph.landmarkBound(from: v, to: t) { #expect(bound <= truth) }
      }
    }
    // Cost tables: up to date, pricing every cell and path as a fresh one.
    for movementClass in classes {
      let table = try #require(world.costTable(for: movementClass.name))
      let fresh = try CostTable(board: board, movementClass: movementClass)
      #expect(table.matches(board))
      for hex in grid.hexes { #expect(table.cost(ofEntering: hex) == fresh.cost(ofEntering: hex)) }
      if let goal = sample.last {
        var ourRules = SearchRules()
        ourRules.costs = table
        var theirRules = SearchRules()
        theirRules.costs = fresh
        let ours = world.graph.distanceField(goals: [goal], rules: ourRules)
        let theirs = rebuilt.distanceField(goals: [goal], rules: theirRules)
        #expect(ours.costs == theirs.costs)
      }
      _ = try world.rules(forClass: movementClass.name, maxCost: 5)
    }
    // Units in the way.
    let units = board.objects.filter { $0.owner != nil }.map(\.position)
    #expect(world.occupied == Occupancy(grid: grid, hexes: units))
    checkUnitMap(world)
    // Fog and the clients' views.
    for (i, player) in world.players.enumerated() {
      let viewers = board.objects.filter { $0.owner == player }.map(\.position)
      let reference = board.visibility(viewers: viewers, radius: world.sightRadius).visible
      explored[i].formUnion(reference)
      #expect(world.visible(to: player) == reference)
      #expect(world.explored(by: player) == explored[i])
      #expect(clients[i].visible == reference)
      #expect(clients[i].viewHash == board.viewHash(of: reference))
      #expect(clients[i].board.viewHash(of: reference) == world.viewHash(of: player))
      // The running view-hash sums of server and client against the sums from scratch.
      #expect(world.viewHash(of: player) == board.viewHash(of: reference))
      #expect(world.fogs[i].sums == board.viewHashSums(of: reference))
      #expect(clients[i].sums == clients[i].board.viewHashSums(of: clients[i].visible))
      for index in reference where grid.isCell(index) {
        #expect(clients[i].board.terrain[index: index] == board.terrain[index: index])
      }
    }
  }

  /// One random edit through the world (it may be refused, which changes nothing).
  func randomWorldEdit(
    _ world: inout GameWorld, players: [String], using rng: inout TestRandom
  ) throws {
    let board = world.board
    let hexes = board.grid.hexes
    let hex = hexes.randomElement(using: &rng)!
    let units = board.objects.filter { $0.kind == "unit" }.map(\.id)
    switch Int.random(in: 0..<12, using: &rng) {
    case 0, 1:
      try world.setTerrain(board.palette.randomElement(using: &rng)!.id, at: hex)
    case 2:
      if board.elevation != nil {
        try world.setElevation(Int.random(in: -3...9, using: &rng), at: hex)
      }
    case 3, 4:
      let edge = HexEdge(hex, HexDirection(rawValue: Int.random(in: 0..<6, using: &rng))!)
      try world.setFeature(board.edgePalette.randomElement(using: &rng)!.id, at: .side(edge))
    case 5
    where board.layer(named: "overlay") != nil
      && Bool.random(using: &rng):
      try world.apply(
        .setLayerValue(Bool.random(using: &rng) ? "bog" : nil, inLayer: "overlay", at: hex))
    case 5:
      let edge = HexEdge(hex, HexDirection(rawValue: Int.random(in: 0..<6, using: &rng))!)
      try world.apply(.clearFeatures(at: .side(edge)))
    case 6, 7, 8:
      guard let id = units.randomElement(using: &rng) else { return }
      let from = board.object(withID: id)!.position
      let to = Bool.random(using: &rng) ? hex : from.neighbor(in: .north)
      try world.moveObject(id, to: to)
    case 9 where Bool.random(using: &rng):
      guard let id = units.randomElement(using: &rng) else { return }
      try randomRulesPropertyEdit(&world, of: id, using: &rng)
    case 9:
      guard let id = units.randomElement(using: &rng) else { return }
      var object = board.object(withID: id)!
      object.owner = players.randomElement(using: &rng)
      try world.apply(.updateObject(object))
    case 10:
      if Bool.random(using: &rng), let id = units.randomElement(using: &rng) {
        try world.removeObject(id)
      } else {
        try world.addObject(
          BoardObject(
            id: "n\(Int.random(in: 0..<1000, using: &rng))", kind: "unit", position: hex,
            owner: players.randomElement(using: &rng)))
      }
    default:
      if Int.random(in: 0..<4, using: &rng) == 0, let corner = board.vertexPalette.first {
        try world.setFeature(
          corner.id,
          at: .corner(HexVertex(hex, corner: Int.random(in: 0..<6, using: &rng))))
      } else if Int.random(in: 0..<3, using: &rng) == 0 {
        try world.apply(
          .updateMovementClass(
            "cavalry",
            to: MovementClass(
              name: "cavalry",
              terrainCosts: ["grass": .points(Int.random(in: 1...3, using: &rng))])))
      } else {
        try world.setTerrain(board.palette.randomElement(using: &rng)!.id, at: hex)
      }
    }
  }

  /// A random change of the object `id`'s rules properties (its own zone radius, its
  /// skirmishing): set, removed, or (sometimes) a value of the wrong kind or range, which
  /// the world must refuse leaving itself as it was.
  func randomRulesPropertyEdit(
    _ world: inout GameWorld, of id: String, using rng: inout TestRandom
  ) throws {
    let name = Bool.random(using: &rng) ? "zoneRadius" : "skirmisher"
    var value: PropertyValue? =
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: nil
      case 1: name == "zoneRadius" ? .integer(Int.random(in: 0...3, using: &rng)) : .bool(true)
      case 2: name == "zoneRadius" ? .integer(Int.random(in: 0...3, using: &rng)) : .bool(false)
      default: name == "zoneRadius" ? .bool(true) : .integer(1)
      }
    if name == "zoneRadius", Int.random(in: 0..<6, using: &rng) == 0 {
      value = .integer([-1, 4, 99].randomElement(using: &rng)!)
    }
    let before = world.board
    let valid: Bool =
      switch value {
      case .none: true
      case .integer(let r): name == "zoneRadius" && (0...3).contains(r)
      case .bool: name == "skirmisher"
      default: false
      }
    if Bool.random(using: &rng) {
      var object = world.board.object(withID: id)!
      object.properties[name] = value
      try? world.apply(.updateObject(object))
    } else {
      try? world.setObjectProperty(name, to: value, ofObject: id)
    }
    if !valid { #expect(world.board == before, "refused \(name) = \(String(describing: value))") }
  }
}

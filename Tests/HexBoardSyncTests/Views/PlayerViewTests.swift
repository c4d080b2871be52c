// Per-player views: a server makes each turn's patch for what one player sees; a client
// holding only that view applies and verifies it. Checked on seeded random games against the
// server board restricted to the view, and against tampered, foreign and out-of-sequence
// patches.

import HexBoard
import HexTestSupport
import Testing

@Suite struct PlayerViewTests {
  /// A random game turn: terrain, heights, features, objects moved, changed, added, removed.
  func turn(of board: Board, _ number: Int, using rng: inout TestRandom) throws -> Board {
    var next = try randomEdit(of: board, using: &rng)
    _ = try? next.removeObject("new")
    let hexes = board.grid.hexes
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      try next.setElevation(
        Int.random(in: -3...6, using: &rng), at: hexes.randomElement(using: &rng)!)
    }
    if Int.random(in: 0..<4, using: &rng) == 0 {
      next = try randomFeatureEdit(of: next, using: &rng)
    }
    for object in next.objects where Int.random(in: 0..<3, using: &rng) == 0 {
      try next.moveObject(object.id, to: hexes.randomElement(using: &rng)!)
    }
    if let object = next.objects.randomElement(using: &rng), Bool.random(using: &rng) {
      var changed = try next.removeObject(object.id)
      changed.properties["hp"] = "\(number)"
      try next.addObject(changed)
    }
    if let object = next.objects.randomElement(using: &rng), Int.random(in: 0..<4, using: &rng) == 0
    {
      try next.removeObject(object.id)
    }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      try next.addObject(
        BoardObject(id: "u\(number)", kind: "unit", position: hexes.randomElement(using: &rng)!))
    }
    if Int.random(in: 0..<6, using: &rng) == 0 {
      try next.setProperty("turn", to: .integer(number))
    }
    if Int.random(in: 0..<10, using: &rng) == 0 { try next.setName("turn \(number)") }
    return next
  }

  /// The client's view equals the server board restricted to the visible cells: header,
  /// terrain, heights, the features of every side and corner of a visible cell, objects.
  func expectMatches(_ view: PlayerView, _ server: Board, _ visible: CellSet) {
    let client = view.board
    let grid = server.grid
    #expect(view.visible == visible)
    #expect(client.name == server.name && client.orientation == server.orientation)
    #expect(client.palette == server.palette && client.properties == server.properties)
    #expect(client.edgePalette == server.edgePalette)
    #expect(client.vertexPalette == server.vertexPalette)
    #expect((client.elevation == nil) == (server.elevation == nil))
    for index in visible {
      let hex = grid.hex(at: index)
      #expect(client.terrain[index: index] == server.terrain[index: index])
      #expect(client.elevation?[index: index] == server.elevation?[index: index])
      for k in 0..<6 {
        let edge = grid.edgeSlot(of: index, side: k)
        #expect(client.edgeLayer[edge] == server.edgeLayer[edge], "side \(k) of \(hex)")
        let vertex = grid.vertexSlot(of: index, corner: k)
        #expect(client.vertexLayer[vertex] == server.vertexLayer[vertex], "corner \(k) of \(hex)")
      }
    }
    #expect(objects(of: client, on: visible) == objects(of: server, on: visible))
    #expect(client.objects.count == objects(of: client, on: visible).count)
    #expect(view.viewHash == server.viewHash(of: visible))
  }

  @Test(arguments: 0..<24)
  func gamesStayInSync(seed: UInt64) throws {
    var rng = TestRandom(seed: 0x5EED_0019_0000 &+ seed)
    let grid = try viewTestGrid(using: &rng)
    var server = try randomBoard(on: grid, using: &rng)
    try addRandomFeatures(to: &server, density: 0.3, using: &rng)
    let cells = grid.indices
    var centres = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
      cells.randomElement(using: &rng)!
    }
    var visible = visibleSet(centres: centres, on: grid, using: &rng)
    // Half the games start from a blank view and a first full patch from an empty view.
    var view: PlayerView
    if Bool.random(using: &rng) {
      view = try PlayerView(of: server, visible: visible, sequence: 0)
    } else {
      view = try PlayerView(of: server, visible: CellSet(grid: grid), sequence: 0)
      let first = try BoardPatch(
        viewOf: server, to: server, before: CellSet(grid: grid), after: visible,
        changedCells: [], changedObjects: [], sequence: 1)
      try view.apply(first)
      #expect(view.sequence == 1)
    }
    expectMatches(view, server, visible)
    var lastSeen = [UInt8?](repeating: nil, count: grid.indexCount)
    for index in visible { lastSeen[index] = server.terrain[index: index] }
    let start = view.sequence ?? 0
    for number in 1...12 {
      let next = try turn(of: server, number, using: &rng)
      centres = moved(centres, on: grid, using: &rng)
      let nextVisible = visibleSet(centres: centres, on: grid, using: &rng)
      let changes = turnChanges(from: server, to: next)
      let sequence = start + UInt64(number)
      // Half the turns reuse the last target as the base hash, as a server loop would.
      let patch = try BoardPatch(
        viewOf: server, to: next, before: visible, after: nextVisible,
        changedCells: changes.cells, changedObjects: changes.objects, sequence: sequence,
        baseHash: number % 2 == 0 ? view.viewHash : nil)
      #expect(patch.base == server.viewHash(of: visible))
      #expect(patch.target == next.viewHash(of: nextVisible))
      // Through its JSON form (version 3), as a client receives it.
      let bytes = try patch.encoded()
      let decoded = try BoardPatch.decode(bytes, for: view.board)
      #expect(decoded == patch)
      #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\": 3"))
      try view.apply(decoded)
      #expect(view.sequence == sequence)
      server = next
      visible = nextVisible
      expectMatches(view, server, visible)
      // The explored memory: cells out of view keep what was last seen, others the
      // placeholder (palette entry 0).
      for index in visible { lastSeen[index] = server.terrain[index: index] }
      for index in cells where !visible.contains(index: index) {
        #expect(view.board.terrain[index: index] == lastSeen[index] ?? 0)
      }
    }
  }

  @Test(arguments: 0..<16)
  func viewHashMatchesTheReference(seed: UInt64) throws {
    var rng = TestRandom(seed: 0xF1E1_D000 &+ seed)
    let grid = try viewTestGrid(using: &rng)
    var board = try randomBoard(on: grid, using: &rng)
    try addRandomFeatures(to: &board, density: 0.4, using: &rng)
    let centres = (0..<3).map { _ in grid.indices.randomElement(using: &rng)! }
    let visible = visibleSet(centres: centres, on: grid, using: &rng)
    #expect(board.viewHash(of: visible) == referenceViewHash(board, visible))
    var all = CellSet(grid: grid)
    for index in grid.indices { all.insert(index: index) }
    #expect(board.viewHash(of: all) == referenceViewHash(board, all))
    // A change outside the view leaves the hash alone; inside, it changes it.
    let outside = grid.indices.first { index in
      !visible.contains(index: index)
        && !grid.neighbors(of: index).contains { visible.contains(index: $0) }
    }
    if let outside {
      var other = board
      let code = (Int(board.terrain[index: outside]) + 1) % board.palette.count
      try other.setTerrain(board.palette[code].id, at: grid.hex(at: outside))
      #expect(other.viewHash(of: visible) == board.viewHash(of: visible))
    }
    if let inside = visible.first(where: { _ in true }), board.palette.count > 1 {
      var other = board
      let code = (Int(board.terrain[index: inside]) + 1) % board.palette.count
      try other.setTerrain(board.palette[code].id, at: grid.hex(at: inside))
      #expect(other.viewHash(of: visible) != board.viewHash(of: visible))
    }
  }

  /// Pinned values: the hashes must not change between versions, processes or platforms.
  @Test func knownAnswers() throws {
    var board = try Board(name: "Pinned", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    try board.setTerrain("forest", at: Hex(q: 1, r: 0))
    try board.setElevation(3, at: Hex(q: 2, r: 0))
    try board.addObject(BoardObject(id: "a", kind: "unit", position: Hex(q: 1, r: 0)))
    try board.setFeature("wall", at: .side(HexEdge(Hex(q: 1, r: 0), .north)))
    try board.setProperty("seed", to: .integer(7))
    try board.setProperty("scale", to: .number(-0.0))
    var visible = CellSet(grid: board.grid)
    for index in 0..<6 { visible.insert(index: index) }
    #expect(BoardPatch.hashText(board.headerHash()) == "0x4e344b4c153d1ebc")
    #expect(BoardPatch.hashText(board.viewHash(of: visible)) == "0xdb9248d6a815f8db")
    var positiveZero = board
    try positiveZero.setProperty("scale", to: .number(0.0))
    #expect(positiveZero.headerHash() == board.headerHash())
  }
}

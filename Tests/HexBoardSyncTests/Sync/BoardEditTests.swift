// One change path: seeded random sequences of every `BoardEdit` kind, made through the
// convenience mutators of `BoardEditing` on a plain board and on a recorder at once. The
// recorder must refuse exactly what the board refuses, end on the same board, and its patch
// (applied to the start) must give that board, its inverse the start again.

import HexBoard
import HexTestSupport
import Testing

@Suite("Sync: one change path (BoardEdit)")
struct BoardEditTests {
  /// Every kind of edit, by name (the case without its payload).
  static func kind(_ edit: BoardEdit) -> String {
    String(describing: edit).prefix { $0 != "(" }.description
  }

  /// A random edit of every kind the enum has; some do not fit the board (unknown ids, a
  /// terrain in use) and are refused.
  static func randomEdit(of board: Board, counter: inout Int, using rng: inout TestRandom)
    -> BoardEdit
  {
    let grid = board.grid
    let hex = grid.hexes.randomElement(using: &rng) ?? Hex(q: 0, r: 0)
    let terrain = board.palette.randomElement(using: &rng)?.id ?? ""
    let object = board.objects.randomElement(using: &rng)
    let side = FeatureLocation.side(grid.edges(of: hex).randomElement(using: &rng)!)
    let corner = FeatureLocation.corner(grid.vertices(of: hex).randomElement(using: &rng)!)
    let useSide = Bool.random(using: &rng)
    let location = useSide ? side : corner
    let feature =
      (useSide
        ? board.edgePalette.randomElement(using: &rng)?.id
        : board.vertexPalette.randomElement(using: &rng)?.id) ?? ""
    counter += 1
    let symbols: [Character] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "@", "%"]
    let className = board.movementClasses.randomElement(using: &rng)?.name ?? "nothing"
    switch Int.random(in: 0..<40, using: &rng) {
    case 0: return .setName(["A", "B", "Board \(counter)"].randomElement(using: &rng)!)
    case 1: return .setOrientation(Bool.random(using: &rng) ? .flat : .pointy)
    case 2:
      return .setProperty(
        ["seed", "turn"].randomElement(using: &rng)!,
        to: Bool.random(using: &rng) ? nil : .integer(counter))
    case 3, 4: return .setTerrain(terrain, at: hex)
    case 5:
      let codes = HexMap<UInt8>(grid: grid, fill: 0) { _ in
        UInt8.random(in: 0..<UInt8(board.palette.count), using: &rng)
      }
      return .setTerrainMap(codes)
    case 6:
      return .addTerrain(
        Terrain(
          id: "t\(counter)", symbol: symbols[counter % symbols.count], color: "#102030",
          movementCost: 2))
    case 7:
      // A rename, a recolour or new costs.
      guard let old = board.palette.randomElement(using: &rng) else { return .setName("x") }
      var new = old
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: new.id = "r\(counter)"
      case 1: new.color = RGBColor(red: UInt8(counter % 256), green: 9, blue: 9)
      default: new.movementCost = Int.random(in: 1...9, using: &rng)
      }
      return .updateTerrain(old.id, to: new)
    case 8:
      // Half the time an entry no cell uses (the newest when all are used), so removals
      // succeed as well as fail whatever the random stream (a chance pick of the newest
      // stopped covering removals when other edits joined the stream).
      let used = Set(board.terrain.values)
      let unused = board.palette.indices.last { !used.contains(UInt8($0)) }
      let spare = unused.map { board.palette[$0].id } ?? board.palette.last?.id ?? terrain
      return .removeTerrain(Bool.random(using: &rng) ? spare : terrain)
    case 9:
      var map = board.elevation.map { HexMap($0) } ?? HexMap(grid: grid, fill: 0)
      map[hex] = Int.random(in: -5...5, using: &rng)
      return .setElevationMap(Int.random(in: 0..<3, using: &rng) == 0 ? nil : map)
    case 10, 11: return .setHeight(Int.random(in: -3...3, using: &rng), at: hex)
    case 12: return .setFeature(feature, at: location)
    case 13: return .removeFeature(feature, from: location)
    case 14: return .clearFeatures(at: location)
    case 15:
      return Bool.random(using: &rng)
        ? .addEdgeFeature(EdgeFeature(id: "e\(counter)", color: "#FF0000"))
        : .addVertexFeature(VertexFeature(id: "v\(counter)", color: "#00FF00"))
    case 16:
      return Bool.random(using: &rng)
        ? .removePaletteFeature(
          board.edgePalette.randomElement(using: &rng)?.id ?? "none", kind: .side)
        : .removePaletteFeature(
          board.vertexPalette.randomElement(using: &rng)?.id ?? "none", kind: .corner)
    case 17:
      return .addObject(
        BoardObject(
          id: "o\(counter)", kind: "unit", position: hex, properties: ["hp": "3"],
          owner: Bool.random(using: &rng) ? "red" : nil,
          movementClass: Bool.random(using: &rng) ? className : nil))
    case 18: return .moveObject(object?.id ?? "nobody", to: hex)
    case 19:
      guard var changed = object else {
        return .updateObject(BoardObject(id: "x", kind: "k", position: hex))
      }
      changed.kind = "kind\(counter % 3)"
      changed.position = hex
      changed.owner = ["red", "blue", nil].randomElement(using: &rng)!
      changed.movementClass = Bool.random(using: &rng) ? className : nil
      return .updateObject(changed)
    case 20:
      return .setObjectProperty(
        "hp", to: Bool.random(using: &rng) ? nil : "\(counter)", ofObject: object?.id ?? "nobody")
    case 21: return .removeObject(object?.id ?? "nobody")
    case 22:
      // Raw bits at a slot, as generators write them: a real slot (sometimes a slot that is
      // not canonical or off the grid) and bits that may name entries the palette lacks.
      let kind: FeatureLocation.Kind = useSide ? .side : .corner
      let slots = kind == .side ? grid.edgeSlotCount : grid.vertexSlotCount
      let slot =
        Int.random(in: 0..<4, using: &rng) == 0
        ? Int.random(in: -1...slots, using: &rng)
        : (kind == .side
          ? grid.edgeSlot(of: side.edge!) : grid.vertexSlot(of: corner.vertex!)) ?? 0
      // Bits past the eighth entry too, so that layers widen (and refuse bits a palette of
      // eight or fewer lacks).
      let most: UInt16 = Bool.random(using: &rng) ? 7 : 0x3FF
      return .setFeatureBits(UInt16.random(in: 0...most, using: &rng), atSlot: slot, kind: kind)
    case 23, 24:
      return .addMovementClass(
        MovementClass(
          name: Bool.random(using: &rng) ? "c\(counter)" : className,
          terrainCosts: ["ocean": .impassable].merging(
            [terrain: .points(Int.random(in: 1...5, using: &rng))]
          ) { $1 },
          defaultCost: [nil, .impassable, 2].randomElement(using: &rng)!,
          layerCosts: Bool.random(using: &rng)
            ? [.init(layer: "overlay", value: "forest", cost: 1, combine: .add)] : []))
    case 25:
      var changed = board.movementClasses.randomElement(using: &rng) ?? MovementClass(name: "none")
      changed.terrainCosts[terrain] = Bool.random(using: &rng) ? .impassable : 3
      if Bool.random(using: &rng) { changed.name = "u\(counter)" }
      return .updateMovementClass(className, to: changed)
    case 26: return .removeMovementClass(className)
    case 27...38: return randomLayerEdit(of: board, hex: hex, counter: counter, using: &rng)
    default: return .setTerrain("no such terrain", at: hex)
    }
  }

  /// Grows both feature palettes to 7…9 entries and places the new entries on a few
  /// random sides and corners.
  static func padFeaturePalettes(of board: inout Board, using rng: inout TestRandom) throws {
    while board.edgePalette.count < Int.random(in: 7...9, using: &rng) {
      try board.addPaletteFeature(
        EdgeFeature(id: "pad\(board.edgePalette.count)", color: "#111111"))
    }
    while board.vertexPalette.count < Int.random(in: 7...9, using: &rng) {
      try board.addPaletteFeature(
        VertexFeature(id: "pad\(board.vertexPalette.count)", color: "#222222"))
    }
    let hexes = board.grid.hexes
    for _ in 0..<6 {
      guard let hex = hexes.randomElement(using: &rng) else { break }
      try board.setFeature(
        board.edgePalette.last!.id, at: .side(board.edges(of: hex).randomElement(using: &rng)!))
      try board.setFeature(
        board.vertexPalette.last!.id,
        at: .corner(board.vertices(of: hex).randomElement(using: &rng)!))
    }
  }

  /// Makes `edit` through the convenience mutator that stands for it (not `apply`), on a
  /// board or a recorder alike.
  static func perform<B: BoardEditing>(_ edit: BoardEdit, on target: inout B) throws {
    switch edit {
    case .setName(let name): try target.setName(name)
    case .setOrientation(let orientation): try target.setOrientation(orientation)
    case .setProperty(let key, let value): try target.setProperty(key, to: value)
    case .setTerrain(let id, let hex): try target.setTerrain(id, at: hex)
    case .setTerrainMap(let codes): try target.setTerrain(codes)
    case .addTerrain(let terrain): try target.addTerrain(terrain)
    case .updateTerrain(let id, let new): try target.updateTerrain(id, to: new)
    case .removeTerrain(let id): try target.removeTerrain(id)
    case .setElevationMap(let map): try target.setElevation(map)
    case .setHeight(let height, let hex): try target.setElevation(height, at: hex)
    case .setFeature(let id, .side(let edge)): try target.setFeature(id, at: .side(edge))
    case .setFeature(let id, .corner(let vertex)): try target.setFeature(id, at: .corner(vertex))
    case .removeFeature(let id, .side(let edge)): try target.removeFeature(id, from: .side(edge))
    case .removeFeature(let id, .corner(let vertex)):
      try target.removeFeature(id, from: .corner(vertex))
    case .clearFeatures(.side(let edge)): try target.clearFeatures(at: .side(edge))
    case .clearFeatures(.corner(let vertex)): try target.clearFeatures(at: .corner(vertex))
    case .setFeatureBits(let bits, let slot, let kind):
      try target.setFeatureBits(bits, atSlot: slot, kind: kind)
    case .addEdgeFeature(let feature): try target.addPaletteFeature(feature)
    case .removePaletteFeature(let id, kind: .side):
      try target.removePaletteFeature(id, kind: .side)
    case .addVertexFeature(let feature): try target.addPaletteFeature(feature)
    case .removePaletteFeature(let id, kind: .corner):
      try target.removePaletteFeature(id, kind: .corner)
    case .addObject(let object): try target.addObject(object)
    case .moveObject(let id, let hex): try target.moveObject(id, to: hex)
    case .updateObject(let object): try target.updateObject(object)
    case .setObjectProperty(let key, let value, let id):
      try target.setObjectProperty(key, to: value, ofObject: id)
    case .removeObject(let id): try target.removeObject(id)
    case .addMovementClass(let movementClass): try target.addMovementClass(movementClass)
    case .updateMovementClass(let name, let new): try target.updateMovementClass(name, to: new)
    case .removeMovementClass(let name): try target.removeMovementClass(name)
    case .addLayer(let name, let kind): try target.addLayer(name, kind: kind)
    case .removeLayer(let name): try target.removeLayer(name)
    case .addLayerValue(let value, let layer): try target.addLayerValue(value, toLayer: layer)
    case .updateLayerValue(let id, let value, let layer):
      try target.updateLayerValue(id, to: value, inLayer: layer)
    case .removeLayerValue(let id, let layer): try target.removeLayerValue(id, fromLayer: layer)
    case .setLayerValue(let id, let layer, let hex):
      try target.setLayerValue(id, inLayer: layer, at: hex)
    case .setLayerNumber(let number, let layer, let hex):
      try target.setLayerNumber(number, inLayer: layer, at: hex)
    case .setLayerCodes(let codes, let layer): try target.setLayerCodes(codes, inLayer: layer)
    }
  }

  @Test func recordedPatchesReplayEveryEditKindAndInvert() throws {
    var rng = TestRandom(seed: 34_034)
    var applied: Set<String> = []
    var refused = 0
    for grid in try sampleGrids() {
      for _ in 0..<3 {
        var start = try randomBoard(on: grid, using: &rng)
        if Bool.random(using: &rng) {
          try addRandomFeatures(to: &start, density: 0.1, using: &rng)
        }
        // A palette entry no cell uses, so that terrain removals succeed too (random boards
        // paint every entry).
        try start.apply(
          .addTerrain(Terrain(id: "spare", symbol: "&", color: "#405060", movementCost: 3)))
        // Half the boards start with feature palettes of 7 to 9 entries, so that palette
        // edits cross eight entries both ways (8-bit and 16-bit feature words).
        if Bool.random(using: &rng) {
          try Self.padFeaturePalettes(of: &start, using: &rng)
        }
        var plain = start
        var recorder = BoardRecorder(board: start)
        var counter = 0
        for _ in 0..<Int.random(in: 1...40, using: &rng) {
          let edit = Self.randomEdit(of: plain, counter: &counter, using: &rng)
          let before = plain
          var boardError: String? = nil
          do { try Self.perform(edit, on: &plain) } catch { boardError = "\(error)" }
          var recorderError: String? = nil
          do { try Self.perform(edit, on: &recorder) } catch { recorderError = "\(error)" }
          // The recorder refuses exactly what the board refuses, with the same error, and a
          // refused edit leaves the board as it was.
          #expect(boardError == recorderError, "\(edit)")
          if boardError == nil {
            applied.insert(Self.kind(edit))
          } else {
            refused += 1
            #expect(plain == before, "\(edit)")
          }
          #expect(recorder.board == plain, "\(edit)")
          // `apply` is the same change as the convenience mutator.
          var direct = before
          if (try? direct.apply(edit)) != nil { #expect(direct == plain, "\(edit)") }
        }
        let patch = try recorder.makePatch()
        var expected = try BoardPatch(from: start, to: plain)
        expected.sequence = 1
        #expect(patch == expected)
        var copy = start
        try copy.apply(patch)
        #expect(copy == plain)
        #expect(copy.contentHash() == plain.contentHash())
        // The JSON form carries it whole; the inverse returns to the start.
        #expect(try BoardPatch.decode(patch.encoded()) == patch)
        let inverse = try patch.inverted(from: start)
        #expect(inverse == (try BoardPatch(from: plain, to: start)))
        try copy.apply(inverse)
        #expect(copy == start)
        #expect(copy.contentHash() == start.contentHash())
      }
    }
    // Every kind of edit was applied at least once, and some were refused.
    #expect(applied.count == 33, "\(applied.sorted())")
    #expect(refused > 0)
  }

  /// The recorder has the terrain palette edits and the bulk terrain (which it lacked when
  /// it copied the board's mutators by hand): a rename, a removal and a whole map, each
  /// giving the patch the constructor gives.
  @Test func recorderCoversTerrainRenameRemoveAndBulk() throws {
    let grid = try MapGrid(columns: 6, rows: 4)
    var start = try Board(name: "T", grid: grid, fill: "grass")
    try start.setTerrain("forest", at: Hex(q: 1, r: 1))
    var recorder = BoardRecorder(board: start)
    var replica = BoardReplica(board: start)

    // Turn 1: rename forest (a new id and symbol; the cells keep it).
    var forest = try #require(start.palette.first { $0.id == "forest" })
    forest.id = "woods"
    forest.symbol = "W"
    try recorder.updateTerrain("forest", to: forest)
    var patch = try recorder.makePatch()
    #expect(patch.palette?.contains { $0.id == "woods" } == true)
    #expect(recorder.board.terrain(at: Hex(q: 1, r: 1))?.id == "woods")
    try replica.apply(BoardPatch.decode(patch.encoded(), for: replica.board))
    #expect(replica.board == recorder.board)

    // Turn 2: remove an unused terrain before grass: the codes after it move down.
    let turnStart = recorder.board
    try recorder.removeTerrain("ocean")
    patch = try recorder.makePatch()
    var expected = try BoardPatch(from: turnStart, to: recorder.board)
    expected.sequence = 2
    #expect(patch == expected)
    #expect(!patch.cells.isEmpty)
    try replica.apply(patch)
    #expect(replica.board == recorder.board)

    // Turn 3: one cell, then the whole map at once, then one cell again.
    let turn3 = recorder.board
    try recorder.setTerrain("desert", at: Hex(q: 0, r: 0))
    let desert = try #require(recorder.board.paletteIndex(of: "desert"))
    let codes = HexMap<UInt8>(grid: grid, fill: 0) { hex in hex.q % 2 == 0 ? UInt8(desert) : 0 }
    try recorder.setTerrain(codes)
    try recorder.setTerrain("woods", at: Hex(q: 2, r: 0))
    patch = try recorder.makePatch()
    expected = try BoardPatch(from: turn3, to: recorder.board)
    expected.sequence = 3
    #expect(patch == expected)
    try replica.apply(patch)
    #expect(replica.board == recorder.board)
    #expect(replica.board.contentHash() == recorder.board.contentHash())
  }
}

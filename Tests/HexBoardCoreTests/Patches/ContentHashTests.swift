import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCore

/// The storage-based content hash: pinned values (the algorithm is a file format), running
/// sums equal to a from-scratch recomputation after every kind of change, and equal boards
/// hashing equal however they were reached.
@Suite("Patches: content hash")
struct ContentHashTests {
  /// Known answers, so a change to the algorithm (which would orphan every patch file and
  /// every client in the field) cannot pass unnoticed. They come from
  /// scripts/content-hash-vectors.py, a second implementation written from ContentHash.md,
  /// not from this code; change them only with a new algorithm name.
  @Test func pinnedVectors() throws {
    #expect(ContentHashing.mix(0) == 0)
    #expect(ContentHashing.mix(1) == 0x5692_161D_100B_05E5)
    #expect(ContentHashing.text("") == 0xF52A_15E9_A9B5_E89B)
    #expect(ContentHashing.text("grass") == 0xD298_7F3E_6E7A_402D)
    #expect(ContentHashing.cellTerm(index: 3, terrain: 2) == 0xE6F4_CC09_578E_48DD)

    let plain = try Board(name: "Vector", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    #expect(plain.contentHash() == 0x9B4A_1E75_FB55_9019)

    var rich = plain
    try rich.setTerrain("forest", at: Hex(q: 1, r: 0))
    try rich.setElevation(7, at: Hex(q: 2, r: 0))
    try rich.addObject(
      BoardObject(id: "u1", kind: "unit", position: Hex(q: 0, r: 1), properties: ["hp": "9"]))
    try rich.setFeature("wall", at: .side(rich.grid.edge(atSlot: 26)))
    try rich.setProperty("seed", to: .integer(42))
    #expect(rich.contentHash() == 0x6F78_4BC5_3498_E7C8)

    // A movement class and a unit with an owner and a class (hashed only when present).
    var classes = plain
    try classes.addMovementClass(
      MovementClass(
        name: "cavalry", terrainCosts: ["forest": 4, "mountain": .impassable],
        layerCosts: [.init(layer: "overlay", value: "forest", cost: 2, combine: .worst)]))
    try classes.addObject(
      BoardObject(
        id: "u1", kind: "unit", position: Hex(q: 0, r: 1), owner: "red", movementClass: "cavalry"))
    #expect(classes.contentHash() == 0x1B07_69E2_2ED0_581D)
    #expect(classes.recomputedContentHash() == classes.contentHash())

    // A layer cost restricted to a terrain folds its rule as `override@hills`.
    var restricted = classes
    var cavalry = try #require(restricted.movementClass(named: "cavalry"))
    cavalry.layerCosts.append(
      .init(layer: "overlay", value: "bridge", terrain: "hills", cost: 1, combine: .override))
    try restricted.updateMovementClass("cavalry", to: cavalry)
    #expect(restricted.contentHash() == 0x9A05_E9F2_50CA_B6F2)

    var layered = plain
    try layered.addLayer(
      "overlay",
      kind: .categorical(palette: [LayerValue(id: "forest", name: "Forest", color: "#2e7d32")]))
    try layered.addLayer("owner", kind: .numeric)
    try layered.setLayerValue("forest", inLayer: "overlay", at: plain.grid.hex(at: 5))
    try layered.setLayerNumber(-3, inLayer: "owner", at: plain.grid.hex(at: 0))
    #expect(layered.contentHash() == 0xB83B_F10F_8DFD_82D7)
  }

  /// Every mutation keeps the running sums equal to the sums computed from scratch, on
  /// random boards (holes, wrap, features, heights, objects) edited turn after turn.
  @Test(arguments: 0..<12)
  func runningSumsMatchRecomputation(seed: UInt64) throws {
    var rng = TestRandom(seed: 0xC0_FFEE &+ seed)
    var board = try randomBoard(using: &rng)
    #expect(board.contentHash() == board.recomputedContentHash())
    for _ in 0..<8 {
      board = try randomEdit(of: board, using: &rng)
      board = try randomFeatureEdit(of: board, using: &rng)
      let hex = board.grid.hexes.randomElement(using: &rng)!
      try board.setElevation(Int.random(in: -3...3, using: &rng), at: hex)
      if Int.random(in: 0..<6, using: &rng) == 0 { try board.setElevation(nil) }
      if let object = board.objects.first, Bool.random(using: &rng) {
        try board.removeObject(object.id)
      }
      #expect(board.contentHash() == board.recomputedContentHash())
    }
  }

  /// Equal boards reached by different routes hash equal; a change anywhere (a cell, a
  /// height, a side, the object order, a property) changes the hash.
  @Test func equalBoardsHashEqualAndChangesShow() throws {
    var rng = TestRandom(seed: 77)
    let board = try randomBoard(using: &rng)
    var roundTrip = board
    let hex = board.grid.hexes.randomElement(using: &rng)!
    let original = board.terrain(at: hex)!.id
    try roundTrip.setTerrain(original == "grass" ? "forest" : "grass", at: hex)
    #expect(roundTrip.contentHash() != board.contentHash())
    try roundTrip.setTerrain(original, at: hex)
    #expect(roundTrip == board)
    #expect(roundTrip.contentHash() == board.contentHash())

    let loaded = try MapFile.decode(MapFile.encode(board))
    #expect(loaded.contentHash() == board.contentHash())

    var flat = try Board(name: "Heights", grid: MapGrid(columns: 3, rows: 3), fill: "grass")
    let noHeights = flat.contentHash()
    try flat.setElevation(HexMap(grid: flat.grid, fill: 0))
    #expect(flat.contentHash() != noHeights, "all-zero heights differ from no heights")

    var ordered = flat
    try ordered.addObject(BoardObject(id: "a", kind: "unit", position: Hex(q: 0, r: 0)))
    try ordered.addObject(BoardObject(id: "b", kind: "unit", position: Hex(q: 1, r: 0)))
    var reversed = flat
    try reversed.addObject(BoardObject(id: "b", kind: "unit", position: Hex(q: 1, r: 0)))
    try reversed.addObject(BoardObject(id: "a", kind: "unit", position: Hex(q: 0, r: 0)))
    #expect(ordered.contentHash() != reversed.contentHash(), "the object order counts")

    var named = flat
    try named.setProperty("author", to: .string("x"))
    #expect(named.contentHash() != flat.contentHash())
    try named.setProperty("author", to: nil)
    #expect(named.contentHash() == flat.contentHash())
    var zero = flat
    try zero.setProperty("z", to: .number(0.0))
    var negativeZero = flat
    try negativeZero.setProperty("z", to: .number(-0.0))
    #expect(zero == negativeZero)
    #expect(zero.contentHash() == negativeZero.contentHash())
  }
}

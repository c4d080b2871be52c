import HexBoard
import HexTestSupport
import Testing

/// Named layers on a board: known answers, refusals that leave the board as it was, the
/// content hash, and reframing.
@Suite("Board layers")
struct BoardLayerTests {
  static let overlay: [LayerValue] = [
    LayerValue(id: "forest", name: "Forest", color: "#2e7d32"),
    LayerValue(id: "village", name: "Village"),
  ]

  static func board() throws -> Board {
    var board = try Board(name: "L", grid: MapGrid(columns: 5, rows: 4), fill: "grass")
    try board.addLayer("overlay", kind: .categorical(palette: overlay))
    try board.addLayer("owner", kind: .numeric)
    return board
  }

  @Test func valuesAndNumbersReadBack() throws {
    var board = try Self.board()
    let hex = Hex(q: 2, r: 0)
    #expect(board.layers.map(\.name) == ["overlay", "owner"])
    #expect(board.layer(named: "overlay")?.value(at: hex) == nil)
    try board.setLayerValue("village", inLayer: "overlay", at: hex)
    try board.setLayerNumber(-7, inLayer: "owner", at: hex)
    let overlay = try #require(board.layer(named: "overlay"))
    #expect(overlay.value(at: hex)?.id == "village")
    #expect(overlay.code(at: hex) == 2)
    #expect(overlay.code(of: "forest") == 1)
    #expect(overlay.number(at: hex) == nil)
    #expect(board.layer(named: "owner")?.number(at: hex) == -7)
    #expect(board.layer(named: "owner")?.codes[hex] == -7)
    #expect(board.layerIndex(named: "owner") == 1)
    // Clearing: none in a categorical layer, 0 in a numeric one.
    try board.setLayerValue(nil, inLayer: "overlay", at: hex)
    try board.setLayerValue(nil, inLayer: "owner", at: hex)
    #expect(board.layer(named: "overlay")?.code(at: hex) == 0)
    #expect(board.layer(named: "owner")?.number(at: hex) == 0)
  }

  @Test func refusalsLeaveTheBoardAsItWas() throws {
    var board = try Self.board()
    let before = board
    let hex = Hex(q: 1, r: 0)
    let cases: [(BoardEdit, BoardError)] = [
      (.addLayer("overlay", kind: .numeric), .duplicateLayer("overlay")),
      (.removeLayer("nope"), .unknownLayer("nope")),
      (
        .setLayerValue("castle", inLayer: "overlay", at: hex),
        .unknownLayerValue("castle", layer: "overlay")
      ),
      (
        .setLayerValue("forest", inLayer: "owner", at: hex),
        .layerKindMismatch("owner", numeric: true)
      ),
      (
        .setLayerNumber(3, inLayer: "overlay", at: hex),
        .layerKindMismatch("overlay", numeric: false)
      ),
      (
        .setLayerNumber(1 << 40, inLayer: "owner", at: hex),
        .layerNumberOutOfRange(1 << 40, layer: "owner")
      ),
      (.setLayerNumber(1, inLayer: "owner", at: Hex(q: 40, r: 0)), .offBoard(Hex(q: 40, r: 0))),
      (
        .addLayerValue(LayerValue(id: "forest"), toLayer: "overlay"),
        .duplicateLayerValue("forest", layer: "overlay")
      ),
      (
        .addLayerValue(LayerValue(id: "x"), toLayer: "owner"),
        .layerKindMismatch("owner", numeric: true)
      ),
      (.removeLayerValue("x", fromLayer: "overlay"), .unknownLayerValue("x", layer: "overlay")),
      (
        .addLayer("", kind: .numeric),
        .invalidValue(path: "layers[2].name", problem: "the id is empty")
      ),
      (
        .addLayer("bad", kind: .categorical(palette: [LayerValue(id: "a\u{1B}")])),
        .invalidValue(
          path: "layers[2].values[0].id", problem: "control character U+001B in an id")
      ),
      (
        .setLayerCodes(HexMap(grid: board.grid, fill: 3), inLayer: "overlay"),
        .invalidLayerCode(board.grid.hex(at: 0), 3, layer: "overlay")
      ),
      (
        .setLayerCodes(HexMap(grid: try MapGrid(columns: 2, rows: 2), fill: 0), inLayer: "owner"),
        .layerGridMismatch("owner")
      ),
    ]
    for (edit, error) in cases {
      #expect(throws: error, "\(edit)") { try board.apply(edit) }
      #expect(board == before, "\(edit)")
    }
  }

  @Test func removingAValueClearsItsCellsAndRenumbers() throws {
    var board = try Self.board()
    try board.addLayerValue(LayerValue(id: "castle"), toLayer: "overlay")
    try board.setLayerValue("forest", inLayer: "overlay", at: Hex(q: 0, r: 0))
    try board.setLayerValue("castle", inLayer: "overlay", at: Hex(q: 1, r: 0))
    try board.removeLayerValue("forest", fromLayer: "overlay")
    let layer = try #require(board.layer(named: "overlay"))
    #expect(layer.palette.map(\.id) == ["village", "castle"])
    #expect(layer.value(at: Hex(q: 0, r: 0)) == nil)
    #expect(layer.value(at: Hex(q: 1, r: 0))?.id == "castle")
    #expect(board.contentHash() == board.recomputedContentHash())
  }

  @Test func contentHashCoversLayersAndLeavesOtherBoardsAlone() throws {
    let plain = try Board(name: "L", grid: MapGrid(columns: 5, rows: 4), fill: "grass")
    var board = try Self.board()
    #expect(board.contentHash() != plain.contentHash())
    #expect(board.contentHash() == board.recomputedContentHash())
    let empty = board.contentHash()
    try board.setLayerNumber(5, inLayer: "owner", at: Hex(q: 1, r: 1))
    #expect(board.contentHash() != empty)
    #expect(board.contentHash() == board.recomputedContentHash())
    try board.setLayerNumber(0, inLayer: "owner", at: Hex(q: 1, r: 1))
    #expect(board.contentHash() == empty)
    // Removing every layer gives back the plain board and its hash.
    try board.removeLayer("overlay")
    try board.removeLayer("owner")
    #expect(board == plain)
    #expect(board.contentHash() == plain.contentHash())
    // The same cells under another layer name hash differently.
    var a = plain
    var b = plain
    try a.addLayer("owner", kind: .numeric)
    try b.addLayer("moisture", kind: .numeric)
    #expect(a.contentHash() != b.contentHash())
  }

  @Test func resizeAndCropCarryLayers() throws {
    var board = try Self.board()
    let hex = board.grid.hex(atOffset: OffsetCoordinate(col: 4, row: 3))
    try board.setLayerValue("forest", inLayer: "overlay", at: hex)
    try board.setLayerNumber(9, inLayer: "owner", at: hex)
    let bigger = try board.resized(columns: 7, rows: 6, anchor: .bottomRight).board
    let moved = bigger.grid.hex(atOffset: OffsetCoordinate(col: 6, row: 5))
    #expect(bigger.layer(named: "overlay")?.value(at: moved)?.id == "forest")
    #expect(bigger.layer(named: "owner")?.number(at: moved) == 9)
    #expect(bigger.layers.map(\.name) == ["overlay", "owner"])
    #expect(bigger.contentHash() == bigger.recomputedContentHash())
    let cropped = try board.cropped(columns: 3...4, rows: 2...3).board
    let corner = cropped.grid.hex(atOffset: OffsetCoordinate(col: 1, row: 1))
    #expect(cropped.layer(named: "owner")?.number(at: corner) == 9)
  }
}

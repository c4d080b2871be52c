// The named-layer edits for the one-change-path property test: every layer `BoardEdit`
// kind, on layers that exist and ones that do not, values in and out of palettes.

import HexBoard
import HexTestSupport
import Testing

extension BoardEditTests {
  /// A random layer edit of `board`; some are refused (unknown layers or values, a number
  /// for a categorical layer, a duplicate name).
  static func randomLayerEdit(
    of board: Board, hex: Hex, counter: Int, using rng: inout TestRandom
  ) -> BoardEdit {
    let layer = board.layers.randomElement(using: &rng)
    let name = Int.random(in: 0..<8, using: &rng) == 0 ? "nolayer" : (layer?.name ?? "nolayer")
    let valueID =
      Int.random(in: 0..<8, using: &rng) == 0
      ? "novalue" : (layer?.palette.randomElement(using: &rng)?.id ?? "novalue")
    // A board without layers mostly gets one, so the other edits find layers to change.
    let pick =
      board.layers.isEmpty && Bool.random(using: &rng) ? 0 : Int.random(in: 0..<10, using: &rng)
    switch pick {
    case 0:
      let kind: BoardLayer.Kind =
        Bool.random(using: &rng)
        ? .numeric
        : .categorical(
          palette: (0..<Int.random(in: 0...3, using: &rng)).map {
            LayerValue(
              id: "v\(counter)-\($0)", name: "Value \($0)",
              color: Bool.random(using: &rng) ? "#A0B0C0" : nil)
          })
      return .addLayer("L\(counter % 5)", kind: kind)
    case 1: return .removeLayer(name)
    case 2:
      return .addLayerValue(
        LayerValue(id: "w\(counter)", color: Bool.random(using: &rng) ? nil : "#102030"),
        toLayer: name)
    case 3:
      let renamed = LayerValue(
        id: Bool.random(using: &rng) ? valueID : "u\(counter)", name: "Renamed \(counter)")
      return .updateLayerValue(valueID, to: renamed, inLayer: name)
    case 4: return .removeLayerValue(valueID, fromLayer: name)
    case 5, 6:
      return .setLayerValue(Bool.random(using: &rng) ? valueID : nil, inLayer: name, at: hex)
    case 7, 8:
      return .setLayerNumber(Int.random(in: -50...50, using: &rng), inLayer: name, at: hex)
    default:
      // Sometimes one past the palette, which is refused.
      let top = Int32(layer?.palette.count ?? 0) + (Int.random(in: 0..<6, using: &rng) == 0 ? 1 : 0)
      let numeric = layer.map { !$0.isCategorical } ?? false
      let codes = HexMap<Int32>(grid: board.grid, fill: 0) { _ in
        numeric ? Int32.random(in: -9...9, using: &rng) : Int32.random(in: 0...top, using: &rng)
      }
      return .setLayerCodes(codes, inLayer: name)
    }
  }
}

/// Named layers are server data: a player's view has none, and a turn that changes only
/// layers gives the player an empty view patch that its view accepts.
@Suite("Sync: layers and player views")
struct PlayerViewLayerTests {
  @Test func viewsLeaveLayersOut() throws {
    var board = try Board(name: "V", grid: MapGrid(columns: 6, rows: 5), fill: "grass")
    try board.addLayer("owner", kind: .numeric)
    var visible = CellSet(grid: board.grid)
    for index in 0..<10 { visible.insert(index: index) }
    var view = try PlayerView(of: board, visible: visible, sequence: 0)
    #expect(view.board.layers.isEmpty)
    var recorder = BoardRecorder(board: board)
    try recorder.setLayerNumber(3, inLayer: "owner", at: board.grid.hexes[0])
    let patch = try BoardPatch(
      viewOf: board, to: recorder.board, before: visible, after: visible,
      changedCells: [0], changedObjects: [], sequence: 1)
    #expect(patch.layerCells.isEmpty && patch.layers == nil)
    try view.apply(patch)
    #expect(view.board.layers.isEmpty)
    // The whole-board patch carries the change.
    #expect(try recorder.makePatch().layerCells.count == 1)
  }
}

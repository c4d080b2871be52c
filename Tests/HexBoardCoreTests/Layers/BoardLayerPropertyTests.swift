import HexBoard
import HexTestSupport
import Testing

/// Seeded random sequences of layer edits through the one `Board.apply`, checked against a
/// plain reference model (names, kinds and one code per grid index, changed by obvious
/// code): the board must accept exactly what the model accepts and equal the board rebuilt
/// from the model's layers (so the running hash sums equal sums from scratch); the file and
/// a patch carry every state.
@Suite("Board layers: apply against a reference model")
struct BoardLayerPropertyTests {
  struct ModelLayer {
    var name: String
    var kind: BoardLayer.Kind
    var codes: [Int32]
    var palette: [LayerValue] {
      if case .categorical(let palette) = kind { return palette }
      return []
    }
    var categorical: Bool { if case .categorical = kind { true } else { false } }
  }

  /// The model's change for `edit`, or `false` when the edit does not fit.
  static func model(_ edit: BoardEdit, _ layers: inout [ModelLayer], grid: MapGrid) -> Bool {
    func find(_ name: String) -> Int? { layers.firstIndex { $0.name == name } }
    func uniqueIDs(_ palette: [LayerValue]) -> Bool {
      Set(palette.map(\.id)).count == palette.count
    }
    switch edit {
    case .addLayer(let name, let kind):
      guard !name.isEmpty, find(name) == nil else { return false }
      let layer = ModelLayer(
        name: name, kind: kind, codes: Array(repeating: 0, count: grid.indexCount))
      guard uniqueIDs(layer.palette) else { return false }
      layers.append(layer)
    case .removeLayer(let name):
      guard let k = find(name) else { return false }
      layers.remove(at: k)
    case .addLayerValue(let value, let name):
      guard let k = find(name), layers[k].categorical else { return false }
      let palette = layers[k].palette + [value]
      guard uniqueIDs(palette) else { return false }
      layers[k].kind = .categorical(palette: palette)
    case .updateLayerValue(let id, let value, let name):
      guard let k = find(name), layers[k].categorical else { return false }
      var palette = layers[k].palette
      guard let j = palette.firstIndex(where: { $0.id == id }) else { return false }
      palette[j] = value
      guard uniqueIDs(palette) else { return false }
      layers[k].kind = .categorical(palette: palette)
    case .removeLayerValue(let id, let name):
      guard let k = find(name), layers[k].categorical,
        let j = layers[k].palette.firstIndex(where: { $0.id == id })
      else { return false }
      var palette = layers[k].palette
      palette.remove(at: j)
      layers[k].kind = .categorical(palette: palette)
      let removed = Int32(j + 1)
      layers[k].codes = layers[k].codes.map { $0 == removed ? 0 : ($0 > removed ? $0 - 1 : $0) }
    case .setLayerValue(let id, let name, let hex):
      guard let k = find(name) else { return false }
      var code: Int32 = 0
      if let id {
        guard layers[k].categorical, let j = layers[k].palette.firstIndex(where: { $0.id == id })
        else { return false }
        code = Int32(j + 1)
      }
      guard let index = grid.index(of: hex) else { return false }
      layers[k].codes[index] = code
    case .setLayerNumber(let number, let name, let hex):
      guard let k = find(name), !layers[k].categorical, let code = Int32(exactly: number),
        let index = grid.index(of: hex)
      else { return false }
      layers[k].codes[index] = code
    case .setLayerCodes(let map, let name):
      guard let k = find(name), map.grid == grid else { return false }
      let top = Int32(layers[k].palette.count)
      for index in 0..<grid.indexCount where grid.isCell(index) {
        if layers[k].categorical && !(0...top).contains(map[index: index]) { return false }
      }
      for index in 0..<grid.indexCount where grid.isCell(index) {
        layers[k].codes[index] = map[index: index]
      }
    default:
      return false
    }
    return true
  }

  static func randomEdit(_ layers: [ModelLayer], grid: MapGrid, step: Int, _ rng: inout TestRandom)
    -> BoardEdit
  {
    let hex =
      Int.random(in: 0..<30, using: &rng) == 0
      ? Hex(q: 999, r: 0) : (grid.hexes.randomElement(using: &rng) ?? Hex(q: 0, r: 0))
    let layer = layers.randomElement(using: &rng)
    let name = Int.random(in: 0..<10, using: &rng) == 0 ? "ghost" : (layer?.name ?? "ghost")
    let id =
      Int.random(in: 0..<10, using: &rng) == 0
      ? "none-such" : (layer?.palette.randomElement(using: &rng)?.id ?? "none-such")
    switch Int.random(in: 0..<12, using: &rng) {
    case 0:
      let kind: BoardLayer.Kind =
        Bool.random(using: &rng)
        ? .numeric
        : .categorical(
          palette: (0..<Int.random(in: 0...3, using: &rng)).map {
            LayerValue(id: "v\($0 % 3)", color: Bool.random(using: &rng) ? "#123456" : nil)
          })
      return .addLayer(["overlay", "owner", "moisture", "road"][step % 4], kind: kind)
    case 1: return .removeLayer(name)
    case 2: return .addLayerValue(LayerValue(id: "a\(step % 7)", name: "A \(step)"), toLayer: name)
    case 3:
      return .updateLayerValue(
        id, to: LayerValue(id: Bool.random(using: &rng) ? id : "u\(step % 5)"), inLayer: name)
    case 4: return .removeLayerValue(id, fromLayer: name)
    case 5, 6, 7:
      return .setLayerValue(Bool.random(using: &rng) ? id : nil, inLayer: name, at: hex)
    case 8, 9:
      let number =
        Int.random(in: 0..<20, using: &rng) == 0
        ? Int(Int32.max) + 1 : Int.random(in: -99...99, using: &rng)
      return .setLayerNumber(number, inLayer: name, at: hex)
    default:
      let top = Int32(layer?.palette.count ?? 0)
      let numeric = !(layer?.categorical ?? true)
      return .setLayerCodes(
        HexMap(grid: grid, fill: 0) { _ in
          numeric
            ? Int32.random(in: -5...5, using: &rng)
            : Int32.random(
              in: 0...top + (Int.random(in: 0..<30, using: &rng) == 0 ? 1 : 0), using: &rng)
        }, inLayer: name)
    }
  }

  @Test func randomLayerEditsMatchTheModel() throws {
    var rng = TestRandom(seed: 36_036)
    var accepted = 0
    var refused = 0
    for grid in try sampleGrids() {
      let start = try randomBoard(on: grid, using: &rng)
      var board = start
      var layers: [ModelLayer] = []
      for step in 0..<60 {
        let edit = Self.randomEdit(layers, grid: grid, step: step, &rng)
        let expected = Self.model(edit, &layers, grid: grid)
        let before = board
        let worked = (try? board.apply(edit)) != nil
        #expect(worked == expected, "\(edit)")
        if worked { accepted += 1 } else { refused += 1 }
        if !worked { #expect(board == before, "\(edit)") }
        let rebuilt = try Board(
          name: start.name, orientation: start.orientation, palette: start.palette,
          terrain: start.terrain, elevation: start.elevation, objects: Array(start.objects),
          properties: start.properties, edgePalette: start.edgePalette,
          vertexPalette: start.vertexPalette,
          layers: layers.map {
            BoardLayer(
              name: $0.name, kind: $0.kind,
              codes: CellLayer(HexMap(grid: grid, storage: $0.codes)))
          })
        #expect(board.layers == rebuilt.layers, "\(edit)")
        #expect(board.contentHash() == board.recomputedContentHash(), "\(edit)")
      }
      // The file holds every layer: decoding the bytes gives the board, and its bytes.
      let bytes = try MapFile.encode(board)
      let decoded = try MapFile.decode(bytes)
      #expect(decoded == board)
      #expect(try MapFile.encode(decoded) == bytes)
      #expect(decoded.contentHash() == board.contentHash())
      // A patch carries the whole change, its JSON form too, and its inverse undoes it.
      let patch = try BoardPatch(from: start, to: board)
      let sent = try BoardPatch.decode(patch.encoded())
      #expect(sent == patch)
      #expect(try start.applying(sent) == board)
      let inverse = try patch.inverted(from: start)
      #expect(try board.applying(inverse) == start)
    }
    #expect(accepted > 100 && refused > 20, "\(accepted) accepted, \(refused) refused")
  }
}

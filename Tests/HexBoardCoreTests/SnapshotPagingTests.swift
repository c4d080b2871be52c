import HexBoard
import HexTestSupport
import Testing

/// A board kept as a turn's snapshot shares every per-cell array with the live board, page
/// by page: a turn that writes one cell of each copies one page of each (terrain, heights,
/// side and corner features, the sight masks of sides, every named layer), not the map.
@Suite("Snapshots copy the pages a turn writes")
struct SnapshotPagingTests {
  @Test func aTurnCopiesOnePagePerArrayItWrites() throws {
    let grid = try MapGrid(columns: 128, rows: 128)
    var board = try Board(name: "paged", grid: grid, fill: "grass")
    try board.setElevation(HexMap(grid: grid, fill: 0) { hex in (hex.q &+ hex.r) & 7 })
    try board.addLayer("overlay", kind: .categorical(palette: [LayerValue(id: "forest")]))
    try board.addLayer("owner", kind: .numeric)
    for k in 0..<40 {
      let hex = Hex(OffsetCoordinate(col: 3 * k, row: k))
      try board.setFeature("wall", at: .side(HexEdge(hex, .north)))
      try board.setFeature("tower", at: .corner(HexVertex(hex, corner: 1)))
      try board.setLayerValue("forest", inLayer: "overlay", at: hex)
      try board.setLayerNumber(k, inLayer: "owner", at: hex)
    }
    let snapshot = board
    let hex = Hex(OffsetCoordinate(col: 70, row: 90))
    try board.setTerrain("forest", at: hex)
    try board.setElevation(-3, at: hex)
    try board.setFeature("wall", at: .side(HexEdge(hex, .south)))
    try board.setFeature("tower", at: .corner(HexVertex(hex, corner: 0)))
    try board.setLayerValue("forest", inLayer: "overlay", at: hex)
    try board.setLayerNumber(77, inLayer: "owner", at: hex)

    #expect(board.terrain.pages.pagesNotShared(with: snapshot.terrain.pages) == 1)
    #expect(board.elevation!.pagesNotShared(with: snapshot.elevation!) == 1)
    #expect(board.edgeLayer.words!.pagesNotShared(with: snapshot.edgeLayer.words!) == 1)
    #expect(board.vertexLayer.words!.pagesNotShared(with: snapshot.vertexLayer.words!) == 1)
    // Palettes of eight entries or fewer: one byte per side or corner slot.
    #expect(board.edgeLayer.words?.bytesPerWord == 1 && board.vertexLayer.words?.bytesPerWord == 1)
    // Sight masks of the sides (walls block sight): the one page of the new wall.
    if let masks = board.sightSides.activeMasks, let old = snapshot.sightSides.activeMasks {
      #expect(masks.pagesNotShared(with: old) == 1)
    }
    for (layer, old) in zip(board.layers, snapshot.layers) {
      #expect(layer.codes.pages.pagesNotShared(with: old.codes.pages) == 1, "\(layer.name)")
      #expect(layer.codes.pages.pages.count == 4)
    }
    // The snapshot is the board as it was; replaying the turn on it gives the board.
    #expect(snapshot.elevation?[hex] == (hex.q &+ hex.r) & 7)
    var again = snapshot
    try again.setTerrain("forest", at: hex)
    try again.setElevation(-3, at: hex)
    try again.setFeature("wall", at: .side(HexEdge(hex, .south)))
    try again.setFeature("tower", at: .corner(HexVertex(hex, corner: 0)))
    try again.setLayerValue("forest", inLayer: "overlay", at: hex)
    try again.setLayerNumber(77, inLayer: "owner", at: hex)
    #expect(again == board && again.contentHash() == board.contentHash())
  }
}

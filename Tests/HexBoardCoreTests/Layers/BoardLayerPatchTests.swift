import HexBoard
import HexTestSupport
import Testing

/// Layer parts of patches: known answers, refusals when applying, and hostile JSON.
@Suite("Board layers in patches")
struct BoardLayerPatchTests {
  static func boards() throws -> (Board, Board) {
    var base = try Board(name: "P", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    try base.addLayer("overlay", kind: .categorical(palette: [LayerValue(id: "forest")]))
    try base.addLayer("owner", kind: .numeric)
    var target = base
    try target.setLayerValue(
      "forest", inLayer: "overlay", at: Hex(OffsetCoordinate(col: 1, row: 0)))
    try target.setLayerNumber(7, inLayer: "owner", at: Hex(OffsetCoordinate(col: 3, row: 2)))
    return (base, target)
  }

  @Test func aCellChangeIsListedByValue() throws {
    let (base, target) = try Self.boards()
    let patch = try BoardPatch(from: base, to: target)
    #expect(patch.layers == nil)
    #expect(
      patch.layerCells == [
        BoardPatch.LayerCells(
          layer: "overlay",
          cells: [.init(cell: OffsetCoordinate(col: 1, row: 0), value: .value("forest"))]),
        BoardPatch.LayerCells(
          layer: "owner", cells: [.init(cell: OffsetCoordinate(col: 3, row: 2), value: .number(7))]),
      ])
    #expect(try base.applying(patch) == target)
    // A new value list replaces the layers' list; the cells keep their codes.
    var renamed = target
    try renamed.updateLayerValue("forest", to: LayerValue(id: "wood"), inLayer: "overlay")
    let rename = try BoardPatch(from: target, to: renamed)
    #expect(rename.layerCells.isEmpty && rename.layers?.count == 2)
    #expect(try target.applying(rename) == renamed)
  }

  @Test func patchesThatDoNotFitAreRefused() throws {
    let (base, target) = try Self.boards()
    let good = try BoardPatch(from: base, to: target)
    func conflict(_ cells: [BoardPatch.LayerCells]) -> String {
      var patch = good
      patch.layerCells = cells
      do {
        _ = try base.applying(patch)
        return "applied"
      } catch {
        return "\(error)"
      }
    }
    let cell = OffsetCoordinate(col: 0, row: 0)
    #expect(
      conflict([.init(layer: "roads", cells: [.init(cell: cell, value: .none)])]).contains(
        "layerCells[0]: no layer named 'roads'"))
    #expect(
      conflict([.init(layer: "overlay", cells: [.init(cell: cell, value: .number(1))])]).contains(
        "layer 'overlay' is categorical; a number was given"))
    #expect(
      conflict([.init(layer: "owner", cells: [.init(cell: cell, value: .value("x"))])]).contains(
        "layer 'owner' is numeric; a value id was given"))
    #expect(
      conflict([.init(layer: "overlay", cells: [.init(cell: cell, value: .value("lava"))])])
        .contains("layer 'overlay' has no value 'lava'"))
    #expect(
      conflict([
        .init(
          layer: "owner", cells: [.init(cell: OffsetCoordinate(col: 9, row: 0), value: .number(1))])
      ])
      .contains("is not a cell of the board"))
  }

  @Test func hostilePatchJSONIsRefusedWithItsPath() throws {
    let (base, target) = try Self.boards()
    let text = try BoardPatch(from: base, to: target).encodedString()
    func message(_ old: String, _ new: String) -> String {
      #expect(text.contains(old), "the patch lacks \(old)")
      do {
        _ = try BoardPatch.decode(text.replacing(old, with: new))
        return "decoded"
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message("[3, 2, 7]", "[3, 2, true]")
        == "layerCells[1].cells[0][2]: expected an integer, found a boolean")
    #expect(
      message("[3, 2, 7]", "[3, 2]")
        == "layerCells[1].cells[0]: expected [column, row, value], found an array of 2 values")
    #expect(
      message("\"layer\": \"owner\"", "\"layer\": \"overlay\"")
        == "layerCells[1].layer: layer 'overlay' is already listed by layerCells[0]")
    #expect(
      message("[3, 2, 7]", "[3, 2, 4294967296]")
        == "layerCells[1].cells[0][2]: 4294967296 is out of range (-2147483648...2147483647; a value id, null for none, or an integer)"
    )
  }
}

import Foundation
import HexBoard
import HexTestSupport
import Testing

/// `hexboard layer add/remove/set/clear/list`, and `cell` and `info` on maps with layers, run
/// end to end: known answers, the file they write (version 3, canonical, loading back), and
/// refusals that name the problem and write nothing.
@Suite("hexboard layer")
struct CLILayerTests {
  @Test func addSetClearListAndRemove() throws {
    let box = try CLISandbox()
    try box.makeMap("m.json")
    let original = try MapFileTestIO.read(box.path("m.json"))
    try box.succeed(
      "layer", "add", "m.json", "overlay", "--values", "forest=#2e7d32,village,bridge")
    try box.succeed("layer", "add", "m.json", "owner", "--numeric")
    try box.succeed("layer", "set", "m.json", "overlay", "village", "--at", "2,1", "--at", "3,3")
    try box.succeed("layer", "set", "m.json", "owner", "-4", "--rect", "0,0:1,1")
    try box.succeed("layer", "clear", "m.json", "owner", "--at", "0,0")

    let board = try box.load("m.json")
    #expect(board.layers.map(\.name) == ["overlay", "owner"])
    let overlay = try #require(board.layer(named: "overlay"))
    #expect(overlay.palette.map(\.id) == ["forest", "village", "bridge"])
    #expect(overlay.palette[0].color?.description == "#2e7d32")
    let grid = board.grid
    #expect(
      overlay.value(at: grid.hex(atOffset: OffsetCoordinate(col: 2, row: 1)))?.id == "village")
    let owner = try #require(board.layer(named: "owner"))
    #expect(owner.number(at: grid.hex(atOffset: OffsetCoordinate(col: 0, row: 0))) == 0)
    #expect(owner.number(at: grid.hex(atOffset: OffsetCoordinate(col: 1, row: 1))) == -4)
    let text = String(decoding: try MapFileTestIO.read(box.path("m.json")), as: UTF8.self)
    #expect(text.contains("\"version\": 3"))
    #expect(try MapFile.encodedString(board) == text)

    #expect(
      try box.succeed("layer", "list", "m.json").output
        == "overlay  categorical  forest 0, village 2, bridge 0\nowner  numeric  3 cells not 0\n")
    #expect(
      try box.succeed("layer", "list", "m.json", "overlay").output == "2,1  village\n3,3  village\n"
    )
    #expect(
      try box.succeed("layer", "list", "m.json", "owner", "--json").output
        .contains("{\"cell\":\"1,0\",\"value\":-4}"))
    let cell = try box.succeed("cell", "m.json", "2,1").output
    #expect(cell.contains("layers:\n  overlay  village\n  owner    0\n"))
    #expect(
      try box.succeed("cell", "m.json", "2,1", "--json").output.contains(
        "\"layers\":[{\"layer\":\"overlay\",\"value\":\"village\"},{\"layer\":\"owner\",\"value\":0}]"
      ))
    let info = try box.succeed("info", "m.json").output
    #expect(info.contains("layers:\n  overlay  categorical, 3 values, 2 cells with a value\n"))
    #expect(info.contains("  owner  numeric, 3 cells not 0\n"))

    // Removing both layers gives back the map's first bytes (version 1).
    try box.succeed("layer", "remove", "m.json", "overlay")
    try box.succeed("layer", "remove", "m.json", "owner")
    #expect(try MapFileTestIO.read(box.path("m.json")) == original)
  }

  @Test func refusalsNameTheProblemAndWriteNothing() throws {
    let box = try CLISandbox()
    try box.makeMap("m.json")
    try box.succeed("layer", "add", "m.json", "overlay", "--values", "forest")
    try box.succeed("layer", "add", "m.json", "owner", "--numeric")
    try box.expectRefusal(
      ["layer", "add", "m.json", "overlay", "--numeric"],
      "m.json: layer name 'overlay' is used twice")
    try box.expectRefusal(
      ["layer", "add", "m.json", "x"], status: 2, "give exactly one of --values and --numeric")
    try box.expectRefusal(
      ["layer", "add", "m.json", "x", "--values", "a=blue"], status: 2,
      "--values: 'blue' is not a colour; write #rrggbb")
    try box.expectRefusal(
      ["layer", "set", "m.json", "overlay", "castle", "--at", "1,1"],
      "m.json: layer 'overlay' has no value 'castle'")
    try box.expectRefusal(
      ["layer", "set", "m.json", "owner", "many", "--at", "1,1"], status: 2,
      "<value>: layer 'owner' is numeric; 'many' is not an integer")
    try box.expectRefusal(
      ["layer", "set", "m.json", "roads", "1", "--at", "1,1"],
      "m.json: no layer named 'roads'; it has overlay, owner")
    try box.expectRefusal(
      ["layer", "set", "m.json", "owner", "99999999999", "--at", "1,1"],
      "m.json: 99999999999 does not fit layer 'owner' (-2147483648...2147483647)")
    try box.expectRefusal(
      ["layer", "remove", "m.json", "roads"],
      "m.json: no layer named 'roads'; it has overlay, owner")
  }

  /// Exporting to Tiled carries categorical layers there and back; numeric ones stay
  /// behind with a warning.
  @Test func tiledCarriesCategoricalLayersAndWarnsAboutNumericOnes() throws {
    let box = try CLISandbox()
    try box.makeMap("m.json")
    try box.succeed("layer", "add", "m.json", "overlay", "--values", "forest=#2e7d32,village")
    try box.succeed("layer", "set", "m.json", "overlay", "village", "--at", "2,1")
    try box.succeed("layer", "add", "m.json", "owner", "--numeric")
    let result = try box.succeed("convert", "m.json", "m.tmj", "-q")
    #expect(result.errors == "warning: m.json: numeric layers are not exported to Tiled: owner\n")
    try box.succeed("convert", "m.tmj", "back.json", "-q")
    var expected = try box.load("m.json")
    try expected.removeLayer("owner")
    #expect(try box.load("back.json").layers == expected.layers)
    // Only categorical layers: no warning at all.
    try box.succeed("layer", "remove", "m.json", "owner")
    #expect(try box.succeed("convert", "m.json", "m2.tmj", "-q").errors == "")
    // --overlay is for importing; naming the terrain layer is refused.
    let export = try box.run(["convert", "m.json", "m3.tmj", "--overlay", "x"]).result
    #expect(export.status == 2)
    #expect(export.errors.contains("--layer and --overlay apply to importing"))
    let same = try box.run(["convert", "m.tmj", "c.json", "--overlay", "terrain"]).result
    #expect(same.status == 1)
    #expect(same.errors.contains("holds the terrain"))
  }

  /// A hostile layer in a file is refused with its JSON path.
  @Test func badLayerDataInAFileIsNamed() throws {
    let box = try CLISandbox()
    try box.makeMap("m.json")
    try box.succeed("layer", "add", "m.json", "overlay", "--values", "forest")
    let good = String(decoding: try MapFileTestIO.read(box.path("m.json")), as: UTF8.self)
    let bad = good.replacingOccurrences(
      of: "\"kind\": \"categorical\"", with: "\"kind\": \"fuzzy\"")
    try box.write(bad, to: "bad.json")
    try box.expectRefusal(
      ["info", "bad.json"],
      "bad.json: layers[0].kind: unknown layer kind 'fuzzy'; expected 'categorical' or 'numeric'")
  }
}

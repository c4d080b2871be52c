import Foundation
import HexBoard
import HexBoardRendering
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// `hexboard render --layer/--layer-labels/--no-layers` end to end: which layers the
/// picture draws, the PNG matching the library's, completion of layer names, refusals.
@Suite("hexboard render: layers")
struct CLILayerPictureTests {
  @Test func renderDrawsTheChosenLayers() throws {
    let box = try CLISandbox()
    try box.makeMap("m.json")
    let plain = try box.succeed("render", "m.json").output
    try box.succeed("layer", "add", "m.json", "overlay", "--values", "forest=#2e7d32,village")
    try box.succeed("layer", "add", "m.json", "owner", "--numeric")
    try box.succeed("layer", "set", "m.json", "overlay", "forest", "--at", "2,1", "--at", "3,3")
    try box.succeed("layer", "set", "m.json", "owner", "2", "--rect", "0,0:1,1")

    // Default: the categorical layer, not the numeric one.
    let svg = try box.succeed("render", "m.json").output
    #expect(svg.contains("<path class=\"layer-value value-forest\" fill=\"#2e7d32\""))
    #expect(!svg.contains("layer-owner"))
    // --no-layers: the picture of the map before its layers.
    #expect(try box.succeed("render", "m.json", "--no-layers").output == plain)
    // --layer names them; numeric as a choropleth, or with --layer-labels as numbers.
    let owner = try box.succeed("render", "m.json", "--layer", "owner", "--legend").output
    #expect(owner.contains("<g class=\"layer layer-owner\" fill-opacity=\"0.6\""))
    #expect(!owner.contains("layer-overlay"))
    #expect(owner.contains(">owner 0..2</text>"))
    let labels = try box.succeed(
      "render", "m.json", "--layer", "owner", "--layer", "overlay", "--layer-labels"
    ).output
    #expect(labels.contains("<g class=\"layer-labels layer-owner\""))
    #expect(labels.contains("layer-value value-forest"))
    #expect(labels.contains(">2</text>"))

    // The PNG is the library's picture with the same options.
    try box.succeed("render", "m.json", "--layer", "owner", "-o", "m.png")
    var options = PictureOptions()
    options.layers = ["owner"]
    let expected = try PNGRenderer(options: options).render(try box.load("m.json"))
    #expect(try MapFileTestIO.read(box.path("m.png")) == expected)

  }

  /// `render --layer` completes the map's layer names.
  @Test func layerNamesComplete() {
    let model = CompletionModel(HexBoardCommand.commands)
    let render = model.entries.first { $0.name == "render" }
    #expect(render?.options.first { $0.flags.first == "--layer" }?.value == .names(.layer))
  }

  @Test func refusalsNameTheProblem() throws {
    let box = try CLISandbox()
    try box.makeMap("m.json")
    try box.expectRefusal(
      ["render", "m.json", "--layer", "overlay"], status: 2,
      "--layer: the map has no layer named 'overlay' (it has no layers)")
    try box.succeed("layer", "add", "m.json", "owner", "--numeric")
    try box.expectRefusal(
      ["render", "m.json", "--layer", "x"], status: 2,
      "--layer: the map has no layer named 'x' (its layers: owner)")
    try box.expectRefusal(
      ["render", "m.json", "--layer", "owner", "--no-layers"], status: 2,
      "give --layer or --no-layers, not both")
    try box.expectRefusal(
      ["render", "m.json", "--layer-labels"], status: 2,
      "--layer-labels: name the numeric layers to label with --layer")
  }
}

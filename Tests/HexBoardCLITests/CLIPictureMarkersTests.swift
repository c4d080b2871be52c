import Foundation
import HexTestSupport
import Testing

/// The markers the query pictures and `render` add: dimming and origin rings for range and
/// fov, path ends, objects by kind with labels, kind symbols in `show`.
@Suite("hexboard pictures: markers and objects by kind")
struct CLIPictureMarkersTests {
  /// The number of hexagons (closed subpaths) in the `<path>` lines starting with `prefix`.
  static func subpaths(_ svg: String, _ prefix: String) -> Int {
    svg.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { $0.filter { $0 == "Z" }.count }
      .reduce(0, +)
  }

  /// The hexagons in the group opened by `opening` (its bounded `<path>` elements).
  static func subpaths(_ svg: String, group opening: String) -> Int {
    guard let start = svg.range(of: opening),
      let end = svg[start.upperBound...].range(of: "</g>")
    else { return 0 }
    return svg[start.upperBound..<end.lowerBound].filter { $0 == "Z" }.count
  }

  @Test func rangeAndFieldOfViewDimWhatIsOutOfReachAndRingTheStart() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    let cells = Self.subpaths(try box.succeed("render", "map.json").output, "<path class=\"terrain")
    #expect(cells == 48)
    for (command, option) in [("range", "--budget"), ("fov", "--radius")] {
      let listed = try box.succeed(command, "map.json", "1,1", option, "2").output
        .split(separator: "\n").count
      let svg = try box.succeed(command, "map.json", "1,1", option, "2", "--svg", "-").output
      #expect(listed > 1 && listed < cells)
      #expect(Self.subpaths(svg, group: "<g class=\"dim\"") == cells - listed, "\(command)")
      #expect(svg.components(separatedBy: "<path class=\"marker origin\"").count == 2)
    }
  }

  @Test func pathsGetStartAndEndMarkers() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    let svg = try box.succeed("path", "map.json", "0,0", "3,3", "--svg", "-").output
    #expect(svg.contains("<path class=\"marker path-start\""))
    #expect(svg.contains("<path class=\"marker path-end\""))
    #expect(!svg.contains("class=\"dim\""))
    let render = try box.succeed("render", "map.json", "--path", "0,0:3,3").output
    #expect(render.contains("<path class=\"marker path-start\""))
  }

  @Test func objectsAreDrawnByKindWithOptionalLabelsAndShownBySymbol() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    _ = try box.succeed(
      "object", "add", "map.json", "--id", "keep", "--kind", "Town", "--at", "2,2", "-p",
      "owner=2")
    _ = try box.succeed("object", "add", "map.json", "--id", "x", "--kind", "relic", "--at", "4,2")
    _ = try box.succeed("map", "set", "map.json", "-p", "marker.relic=star #123456 R")
    let plain = try box.succeed("render", "map.json", "--legend").output
    #expect(plain.contains("<path class=\"object object-Town\" fill=\"#1e88e5\""))
    #expect(plain.contains("<path class=\"object object-relic\" fill=\"#123456\""))
    #expect(plain.contains(">Town</text>") && plain.contains(">relic</text>"))
    #expect(!plain.contains("object-labels"))
    let labelled = try box.succeed("render", "map.json", "--object-labels", "--radius", "30").output
    #expect(labelled.contains(">keep</text>") && labelled.contains(">x</text>"))
    let shown = try box.succeed("show", "map.json", "--color", "never").output
    #expect(shown.contains(".o") && shown.contains(".R"))
    #expect(shown.contains(" o Town (object)\n") && shown.contains(" R relic (object)\n"))
  }
}

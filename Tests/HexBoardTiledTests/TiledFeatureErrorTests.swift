import Foundation
import HexBoard
import HexBoardTiled
import HexTestSupport
import HexText
import Testing

/// Feature layers written by hand or by a hostile file: what is accepted, and the one clear
/// error for everything else (never a crash).
@Suite("Tiled feature layers: hand-made and hostile")
struct TiledFeatureErrorTests {
  /// A 3 × 2 odd-q map with 32 × 28 tiles (tile (1, 1) empty): tile (0, 0) has its centre at
  /// (16, 14) and corners (32, 14), (24, 0), (8, 0), (0, 14), (8, 28), (24, 28); tile (1, 0)
  /// its centre at (40, 28).
  func load(_ layers: String, properties: String = "") throws -> Board {
    var map = tiledMinimalMap(layer: HostileTiledText.layer, extraLayers: layers)
    if !properties.isEmpty {
      map = String(map.dropLast()) + ", \"properties\": [\(properties)]}"
    }
    return try TiledMap.decode(Array(map.utf8), format: .json, path: "f.tmj", readsFiles: false)
      .board
  }

  func layer(
    _ objects: String, name: String = "rivers", feature: String = "edgeFeature",
    id: String = "river", extra: String = ""
  ) -> String {
    """
    , {"type": "objectgroup", "name": "\(name)", "objects": [\(objects)], "properties": [
      {"name": "hexboard:\(feature)", "type": "string", "value": "\(id)"}\(extra)]}
    """
  }

  func polyline(_ points: [(Double, Double)], at origin: (Double, Double), type: String = "")
    -> String
  {
    let list = points.map { "{\"x\": \($0.0), \"y\": \($0.1)}" }.joined(separator: ", ")
    return
      "{\"id\": 7, \"x\": \(origin.0), \"y\": \(origin.1), \"type\": \"\(type)\", \"polyline\": [\(list)]}"
  }

  func error(
    _ layers: String, properties: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    do {
      _ = try load(layers, properties: properties)
      Issue.record("no error", sourceLocation: sourceLocation)
      return ""
    } catch let error as TiledError {
      return error.description
    } catch {
      Issue.record("not a TiledError: \(error)", sourceLocation: sourceLocation)
      return ""
    }
  }

  static let southEast = HexEdge(Hex(OffsetCoordinate(col: 0, row: 0)), .southEast)

  @Test func handMadeLayersUseTheDefaultsOfKnownIds() throws {
    // Along the side (corner to corner), a point off by 3 pixels, and a road drawn from
    // centre to centre in a layer that names only its feature.
    let board = try load(
      layer(polyline([(0, 0), (-5, 13)], at: (32, 15)))
        + layer(polyline([(0, 0), (24, 14)], at: (16, 14)), name: "roads", id: "road")
        + layer(
          #"{"id": 9, "x": 24, "y": 0, "point": true}"#, name: "towns",
          feature: "vertexFeature", id: "town"))
    #expect(board.edgePalette.map(\.id) == ["river", "road"])
    #expect(board.edgePalette[1] == EdgeFeature.defaultPalette[2])
    #expect(board.features(at: Self.southEast).map(\.id) == ["river", "road"])
    #expect(board.vertexPalette == [VertexFeature.defaultPalette[0]])
    #expect(
      board.featureLocations(carrying: "town", kind: .corner).compactMap(\.vertex) == [
        HexVertex(Hex(q: 0, r: 0), corner: 1)
      ])
    // A class naming another feature of the map puts that one; a polygon closes.
    let classed = try load(
      layer(polyline([(0, 0), (-8, 14)], at: (32, 14), type: "lava"))
        + layer(
          "", name: "lava", id: "lava",
          extra: ##", {"name": "hexboard:color", "type": "color", "value": "#ffcc3300"}"##))
    #expect(
      classed.featureLocations(carrying: "lava", kind: .side).compactMap(\.edge) == [Self.southEast]
    )
    #expect(classed.edgePalette[1] == EdgeFeature(id: "lava", color: "#cc3300"))
    let loop = try load(
      layer(
        #"{"id": 3, "x": 32, "y": 14, "polygon": [{"x": 0, "y": 0}, {"x": -8, "y": -14}, {"x": -24, "y": -14}, {"x": -32, "y": 0}, {"x": -24, "y": 14}, {"x": -8, "y": 14}]}"#
      ))
    #expect(
      Set(loop.featureLocations(carrying: "river", kind: .side).compactMap(\.edge))
        == Set(loop.grid.outline(of: [Hex(q: 0, r: 0)])))
  }

  @Test func pointsAndSegmentsOffTheGridAreRefused() {
    #expect(
      error(layer(polyline([(0, 0), (-12, 6)], at: (32, 14))))
        == "f.tmj: layer 'rivers' object 7: the point (20.0, 20.0) is not at a corner, a cell centre or the middle of a side"
    )
    #expect(
      error(layer(polyline([(0, 0), (0, 28)], at: (24, 0))))
        == "f.tmj: layer 'rivers' object 7: the segment from (24.0, 0.0) to (24.0, 28.0) neither runs along a side nor crosses one"
    )
    // Corner to centre, and centres of cells that are not neighbours.
    #expect(error(layer(polyline([(0, 0), (16, 14)], at: (0, 14)))).hasSuffix("crosses one"))
    #expect(error(layer(polyline([(0, 0), (48, 0)], at: (16, 14)))).hasSuffix("crosses one"))
    // Far away, and beyond any hex.
    #expect(
      error(layer(polyline([(0, 0), (8, -14)], at: (2424, 2800)))).hasSuffix(
        "is not on a side of the map"))
    #expect(
      error(layer(polyline([(0, 0), (1, 1)], at: (1e300, -1e300)))).contains("is not at a corner"))
    // A side of the hex a billion columns east: still a side, not on the map.
    #expect(
      error(layer(polyline([(0, 0), (-8, -14)], at: (24_000_000_032, 14))))
        .hasSuffix("is not on a side of the map"))
    #expect(error(layer(polyline([(0, 0)], at: (24, 28)))).hasSuffix("a polyline needs two points"))
    #expect(
      error(
        layer(
          #"{"id": 1, "x": 24, "y": 28, "rotation": 90, "polyline": [{"x": 0, "y": 0}, {"x": 8, "y": -14}]}"#
        )
      )
      .hasSuffix("the polyline is rotated by 90.0°; set its rotation to 0 in Tiled"))
    #expect(
      error(layer(#"{"id": 1, "x": 24, "y": 28, "point": true}"#))
        .hasSuffix("objects of an edge feature layer are polylines or polygons"))
    #expect(
      error(
        layer(polyline([(0, 0), (8, -14)], at: (24, 28)), feature: "vertexFeature", id: "town")
      )
      .hasSuffix("objects of a vertex feature layer are points"))
    #expect(
      error(
        layer(#"{"id": 1, "x": 16, "y": 14, "point": true}"#, feature: "vertexFeature", id: "town"))
        == "f.tmj: layer 'rivers' object 1: the point (16.0, 14.0) is not at a corner")
    #expect(
      error(layer(#"{"id": 1, "x": 1e999, "y": 0, "point": true}"#, feature: "vertexFeature")) != ""
    )
  }

  @Test func badDefinitionsAreRefused() {
    #expect(
      error(layer(polyline([(0, 0), (-8, 14)], at: (32, 14), type: "lava")))
        == "f.tmj: layer 'rivers' object 7: class 'lava' is not an edge feature of the map ('river')"
    )
    #expect(
      error(layer("") + layer("", name: "again")).hasSuffix("edge feature 'river' has two layers"))
    #expect(
      error(
        layer("", extra: #", {"name": "hexboard:movement", "type": "string", "value": "add x"}"#)
      )
      .contains("'hexboard:movement' 'add x' is not 'none', 'blocks', 'add N'"))
    #expect(
      error(
        layer("", extra: #", {"name": "hexboard:movement", "type": "string", "value": "set 0"}"#)
      )
      .contains("is not 'none'"))
    #expect(
      error(layer("", extra: #", {"name": "hexboard:style", "type": "string", "value": "dotted"}"#))
        .hasSuffix("'hexboard:style' 'dotted' is not 'side' or 'crossing'"))
    #expect(
      error(layer("", extra: #", {"name": "hexboard:color", "type": "color", "value": "blue"}"#))
        .hasSuffix("colour 'blue' is not #RRGGBB"))
    #expect(
      error(
        layer("", extra: #", {"name": "hexboard:vertexFeature", "type": "string", "value": "x"}"#)
      )
      .contains("needs exactly one of the string properties"))
    // The id is quoted raw; escaped as the command line prints it.
    #expect(
      TerminalText.escaped(error(layer("", id: "a\\u001b[2Jb")))
        .contains(#"'a\u001B[2Jb' cannot be a feature id"#))
    let many = (0..<17).map { layer("", name: "l\($0)", id: "f\($0)") }.joined()
    #expect(error(many) == "f.tmj: the map has 17 edge features; a board holds at most 16")
  }

  @Test func thePaletteListMustMatchTheLayers() {
    let list = #"{"name": "hexboard:edgeFeatures", "type": "string", "value": "river\nlava"}"#
    #expect(
      error(layer(""), properties: list)
        == "f.tmj: the map property 'hexboard:edgeFeatures' lists 'lava', but no layer holds that edge feature"
    )
    let short = #"{"name": "hexboard:edgeFeatures", "type": "string", "value": ""}"#
    #expect(
      error(layer(""), properties: short)
        == "f.tmj: a layer holds the edge feature 'river', which the map property 'hexboard:edgeFeatures' does not list"
    )
  }

  /// More points than the limit are refused before they are parsed: 4 Mi + 1 points of
  /// TMX, 16 MiB of text.
  @Test func hugePointCountsAreRefused() throws {
    let points = String(repeating: "0,0 ", count: (1 << 22) + 1)
    let tmx = """
      <map orientation="hexagonal" width="1" height="1" tilewidth="32" tileheight="28" \
      hexsidelength="16" staggeraxis="x" staggerindex="odd">
      <tileset firstgid="1" name="t" tilewidth="32" tileheight="28" tilecount="1" columns="1"/>
      <layer name="g" width="1" height="1"><data encoding="csv">1</data></layer>
      <objectgroup name="r"><properties><property name="hexboard:edgeFeature" value="river"/>
      </properties><object id="1" x="0" y="0"><polyline points="\(points)"/></object></objectgroup>
      </map>
      """
    let error = #expect(throws: TiledError.self) {
      try TiledMap.decode(Array(tmx.utf8), format: .xml, path: "big.tmx", readsFiles: false)
    }
    #expect(
      error?.description
        == "big.tmx: layer 'r' object 0: the feature layers hold more than 4194304 points")
    let bad = tmx.replacingOccurrences(of: points, with: "0,0 1;2")
    let malformed = #expect(throws: TiledError.self) {
      try TiledMap.decode(Array(bad.utf8), format: .xml, path: "bad.tmx", readsFiles: false)
    }
    #expect(malformed?.description == "bad.tmx: layer 'r' object 0: point '1;2' is not 'x,y'")
  }
}

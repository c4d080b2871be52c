// Writing a board's hexside and corner features as Tiled object layers: one layer per
// palette entry, its definition in the layer's properties, polylines (polygons for closed
// loops) along or across the sides, points on the corners, in the pixels of the tile layer.
// HexBoardTiled.docc/TiledFeatures.md describes the layers.

import HexBoard
import HexJSON

extension TiledExporter {
  /// Whether the export has feature layers: when a feature is placed or a palette differs
  /// from the default ones. Otherwise the export is what it was before features existed.
  var writesFeatureLayers: Bool {
    board.hasFeatures(.side) || board.hasFeatures(.corner)
      || board.edgePalette != EdgeFeature.defaultPalette
      || board.vertexPalette != VertexFeature.defaultPalette
  }

  /// The map properties listing the palettes in order, one id a line (ids hold no line
  /// breaks), so import restores the order and an empty palette.
  var featurePaletteProperties: [(String, PropertyValue)] {
    guard writesFeatureLayers else { return [] }
    return [
      ("edgeFeatures", .string(board.edgePalette.map(\.id).joined(separator: "\n"))),
      ("vertexFeatures", .string(board.vertexPalette.map(\.id).joined(separator: "\n"))),
    ]
  }

  /// `hex` in Tiled's tile coordinates: the board's offset cell less the box's origin, in
  /// the Tiled convention (the same place; directions and corner numbers are unchanged).
  func localHex(_ hex: Hex, _ geometry: TiledGeometry) -> Hex {
    let cell = board.grid.offset(of: hex)
    let origin = board.grid.origin
    return Hex(
      OffsetCoordinate(col: cell.col - origin.col, row: cell.row - origin.row),
      convention: geometry.convention)
  }

  /// Where `anchor` is in the exported map's pixels, rounded to a thousandth of a pixel
  /// (whole numbers for every even tile radius).
  func pixel(_ anchor: FeatureAnchor, _ geometry: TiledGeometry, _ layout: HexLayout) -> Point {
    let local: FeatureAnchor
    switch anchor {
    case .corner(let vertex):
      local = .corner(HexVertex(localHex(vertex.hex, geometry), corner: vertex.corner))
    case .center(let hex): local = .center(localHex(hex, geometry))
    case .sideMiddle(let hex, let direction):
      local = .sideMiddle(localHex(hex, geometry), direction)
    }
    let point = local.point(in: layout)
    return Point(x: Self.rounded(point.x), y: Self.rounded(point.y))
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// Writes one object layer per edge feature, then one per vertex feature (`,\n  {…}`
  /// each), with layer ids from `layerID` and object ids from `objectID`, and returns how
  /// many layers and objects it wrote.
  func writeFeatureLayers(
    geometry: TiledGeometry, layerID: Int, objectID: Int, to w: inout JSONWriter,
    spill: (inout JSONWriter) throws -> Void
  ) throws -> (layers: Int, objects: Int) {
    guard writesFeatureLayers else { return (0, 0) }
    let layout = geometry.layout
    let grid = board.grid
    var nextObject = objectID
    var nextLayer = layerID
    let edgeSlots = board.featureSlots(byEntry: .side)
    for (k, feature) in board.edgePalette.enumerated() {
      let properties: [(String, String, String)] = [
        ("blocksSight", "bool", feature.blocksSight ? "true" : "false"),
        ("color", "color", "#ff" + feature.color.description.dropFirst()),
        ("edgeFeature", "string", feature.id),
        ("movement", "string", TiledImporter.text(of: feature.movement)),
        ("style", "string", feature.style.rawValue),
      ]
      writeLayerStart(
        id: nextLayer, name: "edge:" + feature.id, color: feature.color, to: &w)
      let runs =
        feature.style == .side
        ? grid.sideRuns(slots: edgeSlots[k]) : grid.crossingRuns(slots: edgeSlots[k])
      for (number, run) in runs.enumerated() {
        let points = run.anchors.map { pixel($0, geometry, layout) }
        w.raw(number == 0 ? "\n" : ",\n")
        w.raw("    {\"height\": 0, \"id\": ")
        w.integer(nextObject)
        w.raw(", \"name\": \"\", \(run.isClosed ? "\"polygon\"" : "\"polyline\""): [")
        for (i, point) in points.enumerated() {
          w.raw(i == 0 ? "{\"x\": " : ", {\"x\": ")
          w.raw(Self.number(Self.rounded(point.x - points[0].x)))
          w.raw(", \"y\": ")
          w.raw(Self.number(Self.rounded(point.y - points[0].y)))
          w.raw("}")
        }
        w.raw("], ")
        writeObjectEnd(type: feature.id, at: points[0], to: &w)
        nextObject += 1
        try spill(&w)
      }
      writeLayerEnd(isEmpty: runs.isEmpty, properties: properties, to: &w)
      nextLayer += 1
    }
    let vertexSlots = board.featureSlots(byEntry: .corner)
    for (k, feature) in board.vertexPalette.enumerated() {
      writeLayerStart(
        id: nextLayer, name: "vertex:" + feature.id, color: feature.color, to: &w)
      var first = true
      for slot in vertexSlots[k] {
        for vertex in grid.drawnCorners(ofVertexSlot: slot) {
          w.raw(first ? "\n" : ",\n")
          first = false
          w.raw("    {\"height\": 0, \"id\": ")
          w.integer(nextObject)
          w.raw(", \"name\": \"\", \"point\": true, ")
          writeObjectEnd(type: feature.id, at: pixel(.corner(vertex), geometry, layout), to: &w)
          nextObject += 1
        }
        try spill(&w)
      }
      writeLayerEnd(
        isEmpty: first,
        properties: [
          ("color", "color", "#ff" + feature.color.description.dropFirst()),
          ("vertexFeature", "string", feature.id),
        ], to: &w)
      nextLayer += 1
    }
    return (nextLayer - layerID, nextObject - objectID)
  }

  private func writeLayerStart(id: Int, name: String, color: RGBColor, to w: inout JSONWriter) {
    w.raw(",\n  {\n   \"color\": ")
    w.string(color.description)
    w.raw(",\n   \"draworder\": \"topdown\",\n   \"id\": ")
    w.integer(id)
    w.raw(",\n   \"name\": ")
    w.string(name)
    w.raw(",\n   \"objects\": [")
  }

  /// The end of an object: `"rotation": 0, "type": …, …, "x": …, "y": …}`.
  private func writeObjectEnd(type: String, at point: Point, to w: inout JSONWriter) {
    w.raw("\"rotation\": 0, \"type\": ")
    w.string(type)
    w.raw(", \"visible\": true, \"width\": 0, \"x\": ")
    w.raw(Self.number(point.x))
    w.raw(", \"y\": ")
    w.raw(Self.number(point.y))
    w.raw("}")
  }

  /// The end of a feature layer: its properties (`hexboard:` and the given name, Tiled
  /// type and value, already sorted by name) and the usual layer fields.
  private func writeLayerEnd(
    isEmpty: Bool, properties: [(String, String, String)], to w: inout JSONWriter
  ) {
    w.raw(isEmpty ? "],\n" : "\n   ],\n")
    w.raw("   \"opacity\": 1,\n   \"properties\": [")
    for (index, (name, type, value)) in properties.enumerated() {
      w.raw(index == 0 ? "{\"name\": " : ", {\"name\": ")
      w.string(TiledMap.reservedPrefix + name)
      w.raw(", \"type\": \"\(type)\", \"value\": ")
      if type == "bool" { w.raw(value) } else { w.string(value) }
      w.raw("}")
    }
    w.raw(
      "],\n   \"type\": \"objectgroup\",\n   \"visible\": true,\n   \"x\": 0,\n   \"y\": 0\n  }")
  }
}

// Writing a board as a Tiled JSON map (.tmj) with an embedded tileset whose image, a PNG of
// coloured hexes, is drawn here. HexBoardTiled.docc/Tiled.md describes the mapping.

import HexBoard
import HexCodecs
import HexJSON

/// Builds the `.tmj` document, the tileset image and the pixel checks for one board.
struct TiledExporter {
  let board: Board
  let options: TiledExportOptions

  /// The Tiled convention for the board: the board's own, with odd and even swapped when
  /// the box starts on an odd shifted column (row), since Tiled counts from the box.
  var tiledConvention: OffsetConvention {
    let origin = board.grid.origin
    return board.grid.convention.shifted(columns: origin.col, rows: origin.row)
  }

  /// The pixel geometry of the exported map.
  var geometry: TiledGeometry {
    TiledGeometry(radius: options.tileRadius, convention: tiledConvention)
  }

  func export() throws -> TiledExport {
    let geometry = geometry
    var w = JSONWriter()
    // Nothing is spilled: the whole document stays in `w`.
    try writeMapDocument(geometry: geometry, to: &w) { _ in }
    return TiledExport(
      mapFile: w.bytes, tilesetImage: tilesetImage(geometry).encoded(),
      imagePath: options.imagePath, geometry: geometry)
  }

  /// Calls `body` with each cell's storage index and the centre of the cell in the
  /// exported map's pixels (computed with ``TiledGeometry/layout``, HexBoard's own
  /// ``HexLayout``), in storage order.
  func forEachCellCenter(_ geometry: TiledGeometry, _ body: (Int, Point) throws -> Void) rethrows {
    let grid = board.grid
    let origin = grid.origin
    let layout = geometry.layout
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let cell = grid.offset(at: index)
      let local = OffsetCoordinate(col: cell.col - origin.col, row: cell.row - origin.row)
      try body(index, layout.center(of: Hex(local, convention: geometry.convention)))
    }
  }

  /// Tiles per row of the tileset image.
  var imageColumns: Int { min(tileCount, 16) }

  func tilesetImage(_ geometry: TiledGeometry) -> PNGImage {
    let columns = imageColumns
    let rows = (tileCount + columns - 1) / columns
    let tileWidth = geometry.tileWidth
    let tileHeight = geometry.tileHeight
    var image = PNGImage(width: columns * tileWidth, height: rows * tileHeight)
    let corners = geometry.hexagonCorners
    // Which pixels of a tile the hexagon covers (pixel centres inside the convex outline).
    var inside = [Bool](repeating: false, count: tileWidth * tileHeight)
    for y in 0..<tileHeight {
      for x in 0..<tileWidth {
        let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        var sign = 0.0
        var isInside = true
        for i in 0..<6 {
          let a = corners[i]
          let b = corners[(i + 1) % 6]
          let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
          if cross == 0 { continue }
          if sign == 0 {
            sign = cross
          } else if (cross > 0) != (sign > 0) {
            isInside = false
            break
          }
        }
        inside[y * tileWidth + x] = isInside
      }
    }
    for (index, color) in tileColors.enumerated() {
      let rgb = (color.red, color.green, color.blue)
      let left = (index % columns) * tileWidth
      let top = (index / columns) * tileHeight
      for y in 0..<tileHeight {
        for x in 0..<tileWidth where inside[y * tileWidth + x] {
          image.set(x: left + x, y: top + y, red: rgb.0, green: rgb.1, blue: rgb.2)
        }
      }
    }
    return image
  }

  // MARK: - The .tmj document

  /// Writes the `.tmj` document into `w`, calling `spill` after each row of data, object
  /// and piece of elevation so a streaming caller can move the bytes out (and empty `w`)
  /// once they pile up; a caller that keeps everything passes a `spill` that does nothing.
  func writeMapDocument(
    geometry: TiledGeometry, to w: inout JSONWriter, spill: (inout JSONWriter) throws -> Void
  ) throws {
    try checkLayerTiles()
    let grid = board.grid
    w.raw("{\n")
    w.raw(" \"compressionlevel\": -1,\n")
    w.raw(" \"height\": ")
    w.integer(grid.height)
    w.raw(",\n \"hexsidelength\": ")
    w.integer(geometry.hexSideLength)
    w.raw(",\n \"infinite\": false,\n \"layers\": [\n")
    // The terrain layer: one GID per position of the box, 0 for holes, one row per line.
    let storage = board.terrain.flattened()
    try writeTileLayer(id: 1, name: "terrain", properties: nil, to: &w, spill: spill) {
      Int(storage[$0]) + 1
    }
    w.raw(",\n")
    // One tile layer per categorical named layer, above the terrain, 0 where it holds none.
    let featureLayers = featureLayerCount
    for (k, (layer, firstTile)) in exportedLayers.enumerated() {
      let codes = layer.codes.flattened()
      try writeTileLayer(
        id: 3 + featureLayers + k, name: layer.name, properties: Self.layerMarker, to: &w,
        spill: spill
      ) { codes[$0] > 0 ? firstTile + Int(codes[$0]) : 0 }
      w.raw(",\n")
    }
    // The objects: points at their cell's centre.
    w.raw("  {\n   \"draworder\": \"topdown\",\n   \"id\": 2,\n   \"name\": \"objects\",\n")
    w.raw("   \"objects\": [")
    for (number, object) in board.objects.enumerated() {
      // Tiled's own integer formula (the layout agrees up to rounding; see the checks).
      let cell = grid.offset(of: object.position)
      let center = geometry.tileCenter(x: cell.col - grid.origin.col, y: cell.row - grid.origin.row)
      w.raw(number == 0 ? "\n" : ",\n")
      w.raw("    {\"height\": 0, \"id\": ")
      w.integer(number + 1)
      w.raw(", \"name\": ")
      w.string(object.id)
      w.raw(", \"point\": true, ")
      if !object.properties.isEmpty {
        w.raw("\"properties\": ")
        try writeProperties(
          object.properties.keys.sorted().map { ($0, object.properties[$0] ?? .string("")) },
          to: &w, inline: true)
        w.raw(", ")
      }
      w.raw("\"rotation\": 0, \"type\": ")
      w.string(object.kind)
      w.raw(", \"visible\": true, \"width\": 0, \"x\": ")
      w.raw(Self.number(center.x))
      w.raw(", \"y\": ")
      w.raw(Self.number(center.y))
      w.raw("}")
      try spill(&w)
    }
    w.raw(board.objects.isEmpty ? "],\n" : "\n   ],\n")
    w.raw("   \"opacity\": 1,\n   \"type\": \"objectgroup\",\n   \"visible\": true,\n")
    w.raw("   \"x\": 0,\n   \"y\": 0\n  }")
    let features = try writeFeatureLayers(
      geometry: geometry, layerID: 3, objectID: board.objects.count + 1, to: &w, spill: spill)
    w.raw("\n ],\n")
    w.raw(" \"nextlayerid\": ")
    w.integer(3 + features.layers + exportedLayers.count)
    w.raw(",\n \"nextobjectid\": ")
    w.integer(board.objects.count + features.objects + 1)
    w.raw(",\n \"orientation\": \"hexagonal\",\n \"properties\": ")
    try writeProperties(mapProperties(), to: &w, inline: false, spill: spill)
    w.raw(",\n \"renderorder\": \"right-down\",\n \"staggeraxis\": \"\(geometry.staggerAxis)\",\n")
    w.raw(" \"staggerindex\": \"\(geometry.staggerIndex)\",\n")
    w.raw(" \"tiledversion\": \"\(TiledMap.tiledVersion)\",\n \"tileheight\": ")
    w.integer(geometry.tileHeight)
    w.raw(",\n \"tilesets\": [\n")
    writeTileset(geometry, to: &w)
    w.raw(" ],\n \"tilewidth\": ")
    w.integer(geometry.tileWidth)
    w.raw(",\n \"type\": \"map\",\n \"version\": \"\(TiledMap.formatVersion)\",\n \"width\": ")
    w.integer(grid.width)
    w.raw("\n}\n")
  }

  func writeTileset(_ geometry: TiledGeometry, to w: inout JSONWriter) {
    let columns = imageColumns
    let rows = (tileCount + columns - 1) / columns
    w.raw("  {\n   \"columns\": ")
    w.integer(columns)
    w.raw(",\n   \"firstgid\": 1,\n   \"image\": ")
    w.string(options.imagePath)
    w.raw(",\n   \"imageheight\": ")
    w.integer(rows * geometry.tileHeight)
    w.raw(",\n   \"imagewidth\": ")
    w.integer(columns * geometry.tileWidth)
    w.raw(",\n   \"margin\": 0,\n   \"name\": \"hexboard-terrain\",\n   \"spacing\": 0,\n")
    w.raw("   \"tilecount\": ")
    w.integer(tileCount)
    w.raw(",\n   \"tileheight\": ")
    w.integer(geometry.tileHeight)
    w.raw(",\n   \"tiles\": [\n")
    for (index, terrain) in board.palette.enumerated() {
      w.raw("    {\"id\": ")
      w.integer(index)
      w.raw(", \"properties\": [")
      w.raw("{\"name\": \"blocksSight\", \"type\": \"bool\", \"value\": ")
      w.raw(terrain.blocksSight ? "true" : "false")
      w.raw("}, {\"name\": \"color\", \"type\": \"color\", \"value\": ")
      w.string("#ff" + terrain.color.description.dropFirst())
      w.raw("}, {\"name\": \"cost\", \"type\": \"int\", \"value\": ")
      w.integer(terrain.movementCost ?? 0)
      w.raw("}, {\"name\": \"symbol\", \"type\": \"string\", \"value\": ")
      w.string(String(terrain.symbol))
      w.raw("}, {\"name\": \"terrain\", \"type\": \"string\", \"value\": ")
      w.string(terrain.id)
      w.raw("}], \"type\": ")
      w.string(terrain.id)
      w.raw(index == tileCount - 1 ? "}\n" : "},\n")
    }
    writeLayerValueTiles(to: &w)
    w.raw("   ],\n   \"tilewidth\": ")
    w.integer(geometry.tileWidth)
    w.raw("\n  }\n")
  }

  /// The board's properties, then the reserved `hexboard:` ones, sorted by name.
  func mapProperties() throws -> [(String, PropertyValue)] {
    var list: [(String, PropertyValue)] = []
    for key in board.properties.keys.sorted() {
      guard !key.hasPrefix(TiledMap.reservedPrefix) else {
        throw TiledError(
          .unexportable, file: "",
          "the board property '\(key)' starts with '\(TiledMap.reservedPrefix)', which Tiled export reserves"
        )
      }
      list.append((key, board.properties[key] ?? .string("")))
    }
    let grid = board.grid
    let shape: String =
      switch grid.shape {
      case .rectangle: "rectangle"
      case .hexagon(let radius): "hexagon \(radius)"
      case .parallelogram(let columns, let rows): "parallelogram \(columns) \(rows)"
      case .cells: "cells"
      }
    var reserved: [(String, PropertyValue)] = [
      ("name", .string(board.name)), ("orientation", .string(board.orientation.rawValue)),
      ("origin", .string("\(grid.origin.col),\(grid.origin.row)")), ("shape", .string(shape)),
      ("wrap", .string(grid.wrap.rawValue)),
    ]
    reserved += featurePaletteProperties
    if board.elevation != nil {
      // A placeholder: writeProperties writes the heights straight from the board, so the
      // text of every height is never held at once.
      reserved.append(("elevation", .string("")))
    }
    return (list + reserved.map { (TiledMap.reservedPrefix + $0.0, $0.1) }).sorted { $0.0 < $1.0 }
  }

  func writeProperties(
    _ properties: [(String, PropertyValue)], to w: inout JSONWriter, inline: Bool,
    spill: (inout JSONWriter) throws -> Void = { _ in }
  )
    throws
  {
    w.raw("[")
    for (index, (name, value)) in properties.enumerated() {
      w.raw(index == 0 ? (inline ? "" : "\n") : (inline ? ", " : ",\n"))
      if !inline { w.raw("  ") }
      w.raw("{\"name\": ")
      w.string(name)
      switch value {
      case .string where !inline && name == Self.elevationProperty:
        w.raw(", \"type\": \"string\", \"value\": ")
        try writeElevation(to: &w, spill: spill)
      case .string(let text):
        w.raw(", \"type\": \"string\", \"value\": ")
        w.string(text)
      case .integer(let n):
        w.raw(", \"type\": \"int\", \"value\": ")
        w.integer(n)
      case .number(let x):
        guard x.isFinite else { throw Self.nonFinite(name, x) }
        w.raw(", \"type\": \"float\", \"value\": ")
        w.raw(x.description)
      case .bool(let flag):
        w.raw(", \"type\": \"bool\", \"value\": ")
        w.raw(flag ? "true" : "false")
      }
      w.raw("}")
    }
    w.raw(properties.isEmpty || inline ? "]" : "\n ]")
  }

  static func nonFinite(_ name: String, _ x: Double) -> TiledError {
    TiledError(
      .unexportable, file: "", "the board property '\(name)' is \(x), which Tiled cannot hold")
  }

  /// Throws what writing the document would throw, before anything is written: a reserved
  /// or non-finite board property.
  func checkExportable() throws {
    try checkLayerTiles()
    for (name, value) in try mapProperties() {
      if case .number(let x) = value, !x.isFinite { throw Self.nonFinite(name, x) }
    }
  }

  /// The map property holding the heights (board properties cannot take the prefix).
  static let elevationProperty = TiledMap.reservedPrefix + "elevation"

  /// The heights as one JSON string, `"h0,h1,…"` for every position of the box (0 for
  /// holes), written piece by piece: digits, minus signs and commas need no escaping.
  func writeElevation(to w: inout JSONWriter, spill: (inout JSONWriter) throws -> Void) throws {
    let grid = board.grid
    let storage = board.elevation?.flattened() ?? []
    w.raw("\"")
    for index in 0..<grid.indexCount {
      if index > 0 { w.raw(",") }
      w.integer(grid.isCell(index) && index < storage.count ? storage[index] : 0)
      if index & 0xFFF == 0xFFF { try spill(&w) }
    }
    w.raw("\"")
  }

  /// A pixel coordinate: an integer when whole (always, for exported geometries).
  static func number(_ value: Double) -> String {
    if value == value.rounded(), value.magnitude < 1e15 { return String(Int(value)) }
    return value.description
  }
}

// Board → canonical bytes, version 1, or version 2 when the board has hexside or corner
// features or feature palettes other than the default ones (MapEncoder+Features.swift), or
// version 3 when it has named layers (MapEncoder+Layers.swift), declares movement classes or
// has objects with an owner or a class (MapEncoder+Classes.swift). The
// layout is fixed (see HexBoard.docc/SaveFormat.md): keys sorted by their UTF-8 bytes at
// every level, 2-space indent, one cells row and one elevation row per line, each terrain
// entry, object, feature and placement on one line, property objects inline, trailing
// newline. Nothing iterates a Dictionary without sorting, so output is deterministic.

import HexJSON

struct MapEncoder {
  let board: Board

  func fail(_ path: String, _ message: String) -> BoardFileError {
    BoardFileError(.unencodable, at: path, message)
  }

  /// Everything the loader checks of the board's values, through the board's own
  /// validation (the code the loader ends with), so a board that encodes always loads.
  func checkBoard() throws {
    do {
      try board.validate()
    } catch BoardError.invalidValue(let path, let problem) {
      throw fail(path, problem)
    } catch let error as BoardError {
      throw fail("", error.description)
    }
  }

  /// The board's canonical bytes: the limits and the board's validation first, then each
  /// top-level key in sorted order (the version 2 keys only when the board needs them).
  func encode() throws -> [UInt8] {
    try checkLimits()
    try checkBoard()
    let symbols = escapedSymbols()
    let grid = board.grid
    let version3 = needsLayersVersion3 || needsClassesVersion3
    // Version 3 holds every version 2 key.
    let version2 = needsVersion2 || version3
    var out = JSONWriter()
    let elevationBytes = board.elevation == nil ? 0 : grid.indexCount * 3
    let placements = board.edgeLayer.occupiedCount + board.vertexLayer.occupiedCount
    out.bytes.reserveCapacity(
      grid.indexCount + elevationBytes + board.objects.count * 64 + placements * 32 + 4096)

    out.raw("{\n")
    try encodeCells(into: &out, symbols: symbols)
    if version2 {
      encodeEdgeFeatures(into: &out)
      encodePlacements(
        "edges", layer: board.edgeLayer, names: board.orientation.sideNames,
        ids: board.edgePalette.map(\.id), into: &out, last: false)
    }
    try encodeElevation(into: &out)
    out.raw("  \"format\": \"hexboard-map\",\n")
    try encodeGrid(into: &out)
    encodeLayers(into: &out)
    if !board.movementClasses.isEmpty { encodeMovementClasses(into: &out) }
    out.raw("  \"name\": ")
    out.string(board.name)
    out.raw(",\n")
    try encodeObjects(into: &out)
    encodeProperties(into: &out)
    encodePalette(into: &out, symbols: symbols.bytes)
    guard version2 else {
      out.raw("  \"version\": 1\n}\n")
      return out.bytes
    }
    out.raw(version3 ? "  \"version\": 3,\n" : "  \"version\": 2,\n")
    encodeVertexFeatures(into: &out)
    encodePlacements(
      "vertices", layer: board.vertexLayer, names: board.orientation.cornerNames,
      ids: board.vertexPalette.map(\.id), into: &out, last: true)
    return out.bytes
  }

  /// The format's limits on sizes a board can exceed: sides, origin, object count.
  func checkLimits() throws {
    let grid = board.grid
    guard grid.width <= MapFile.maximumSide, grid.height <= MapFile.maximumSide else {
      throw fail(
        "grid",
        "\(grid.width)x\(grid.height) cells; each side is limited to \(MapFile.maximumSide)")
    }
    guard abs(grid.origin.col) <= MapFile.maximumOrigin,
      abs(grid.origin.row) <= MapFile.maximumOrigin
    else {
      throw fail("grid.origin", "origin coordinates are limited to ±\(MapFile.maximumOrigin)")
    }
    guard board.objects.count <= MapFile.maximumObjects else {
      throw fail(
        "objects", "\(board.objects.count) objects; at most \(MapFile.maximumObjects) are allowed")
    }
  }

  /// Each terrain symbol as it goes between quotes (escaped once), and whether all are ASCII.
  func escapedSymbols() -> (bytes: [[UInt8]], asciiOnly: Bool) {
    var symbols: [[UInt8]] = []
    var asciiOnly = true
    for terrain in board.palette {
      var escaped = JSONWriter()
      escaped.string(String(terrain.symbol))
      symbols.append(Array(escaped.bytes.dropFirst().dropLast()))
      if String(terrain.symbol).utf8.contains(where: { $0 >= 0x80 }) { asciiOnly = false }
    }
    return (symbols, asciiOnly)
  }

  /// `cells`: one string of symbols per row, a space where there is no cell. Non-ASCII
  /// symbols are checked not to merge into fewer characters side by side (a row must read
  /// back as `width` characters).
  func encodeCells(into out: inout JSONWriter, symbols: (bytes: [[UInt8]], asciiOnly: Bool))
    throws
  {
    let grid = board.grid
    let width = grid.width
    let height = grid.height
    let masks = grid.topology.masks
    let cells = board.terrain.flattened()
    let asciiOnly = symbols.asciiOnly
    out.raw("  \"cells\": [\n")
    for row in 0..<height {
      out.raw("    \"")
      var unescaped: [UInt8] = []
      for col in 0..<width {
        let index = row * width + col
        if masks[index] & 0x80 != 0 {
          let symbol = Int(cells[index])
          out.bytes.append(contentsOf: symbols.bytes[symbol])
          if !asciiOnly { unescaped.append(contentsOf: String(board.palette[symbol].symbol).utf8) }
        } else {
          out.bytes.append(0x20)
          if !asciiOnly { unescaped.append(0x20) }
        }
      }
      if !asciiOnly && String(decoding: unescaped, as: UTF8.self).count != width {
        throw fail(
          "cells[\(row)]",
          "terrain symbols merge into fewer characters when written side by side; "
            + "choose symbols that stand alone")
      }
      out.raw(row == height - 1 ? "\"\n" : "\",\n")
    }
    out.raw("  ],\n")
  }

  /// `elevation`, when the board has it: one array of heights per row, 0 where there is no
  /// cell; heights outside `Int32` are refused.
  func encodeElevation(into out: inout JSONWriter) throws {
    guard let elevation = board.elevation else { return }
    let grid = board.grid
    let width = grid.width
    let height = grid.height
    let masks = grid.topology.masks
    let heights = elevation.flattened()
    out.raw("  \"elevation\": [\n")
    for row in 0..<height {
      out.raw("    [")
      for col in 0..<width {
        let index = row * width + col
        if col > 0 { out.raw(", ") }
        if masks[index] & 0x80 != 0 {
          let value = heights[index]
          guard value >= Int(Int32.min) && value <= Int(Int32.max) else {
            throw fail(
              "elevation[\(row)][\(col)]",
              "\(value) is out of range (\(Int32.min)...\(Int32.max))")
          }
          out.integer(value)
        } else {
          out.bytes.append(UInt8(ascii: "0"))
        }
      }
      out.raw(row == height - 1 ? "]\n" : "],\n")
    }
    out.raw("  ],\n")
  }

  /// `objects`: one object per line, in the board's order, properties by sorted key.
  func encodeObjects(into out: inout JSONWriter) throws {
    guard !board.objects.isEmpty else {
      out.raw("  \"objects\": [],\n")
      return
    }
    let grid = board.grid
    out.raw("  \"objects\": [\n")
    for (i, object) in board.objects.enumerated() {
      guard let index = grid.index(of: object.position) else {
        throw fail("objects[\(i)].at", "\(object.position) is not on the board")
      }
      let at = grid.offset(at: index)
      out.raw("    {\"at\": [")
      out.integer(at.col)
      out.raw(", ")
      out.integer(at.row)
      out.raw("], \"id\": ")
      out.string(object.id)
      out.raw(", \"kind\": ")
      out.string(object.kind)
      MapEncoder.writeTypedFields(of: object, into: &out)
      out.raw(", \"properties\": {")
      for (k, key) in sortedKeys(object.properties.keys).enumerated() {
        if k > 0 { out.raw(", ") }
        out.key(key)
        encodeProperty(object.properties[key], into: &out)
      }
      out.raw(i == board.objects.count - 1 ? "}}\n" : "}},\n")
    }
    out.raw("  ],\n")
  }

  /// `properties`: the board's, inline, by sorted key.
  func encodeProperties(into out: inout JSONWriter) {
    out.raw("  \"properties\": {")
    for (k, key) in sortedKeys(board.properties.keys).enumerated() {
      if k > 0 { out.raw(", ") }
      out.key(key)
      encodeProperty(board.properties[key], into: &out)
    }
    out.raw("},\n")
  }

  /// A property value, of the board or of an object: a string, an integer, a number or a
  /// flag, as JSON has them.
  func encodeProperty(_ value: PropertyValue?, into out: inout JSONWriter) {
    switch value {
    case .string(let text): out.string(text)
    case .integer(let n): out.integer(n)
    case .number(let x): out.raw(x.description)
    case .bool(let flag): out.raw(flag ? "true" : "false")
    case nil: out.raw("null")
    }
  }

  /// One terrain, inline, keys sorted (patches and `Terrain`'s Codable form).
  static func write(_ terrain: Terrain, into out: inout JSONWriter) {
    write(terrain, into: &out, escapedSymbol: nil)
  }

  /// One terrain, inline, keys sorted: the one writer of a palette entry, for maps too.
  /// `symbol`, when given, is the symbol already escaped as a JSON string's content (the
  /// map's palette escapes its symbols once, for its cells too); `nil` escapes it here.
  static func write(_ terrain: Terrain, into out: inout JSONWriter, escapedSymbol symbol: [UInt8]?)
  {
    out.raw("{\"blocksSight\": ")
    out.raw(terrain.blocksSight ? "true" : "false")
    out.raw(", \"color\": ")
    out.string(terrain.color.description)
    out.raw(", \"cost\": ")
    if let cost = terrain.movementCost { out.integer(cost) } else { out.raw("null") }
    out.raw(", \"id\": ")
    out.string(terrain.id)
    out.raw(", \"symbol\": ")
    if let symbol {
      out.raw("\"")
      out.bytes.append(contentsOf: symbol)
      out.raw("\"")
    } else {
      out.string(String(terrain.symbol))
    }
    out.raw("}")
  }

  /// `terrain`: one palette entry per line, keys sorted.
  func encodePalette(into out: inout JSONWriter, symbols: [[UInt8]]) {
    out.raw("  \"terrain\": [\n")
    for (i, terrain) in board.palette.enumerated() {
      out.raw("    ")
      Self.write(terrain, into: &out, escapedSymbol: symbols[i])
      out.raw(i == board.palette.count - 1 ? "\n" : ",\n")
    }
    out.raw("  ],\n")
  }

  func encodeGrid(into out: inout JSONWriter) throws {
    let grid = board.grid
    func line(_ key: String, _ value: String, last: Bool = false) {
      out.raw("    ")
      out.key(key)
      out.raw(value)
      out.raw(last ? "\n" : ",\n")
    }
    func text(_ value: String) -> String {
      var writer = JSONWriter()
      writer.string(value)
      return String(decoding: writer.bytes, as: UTF8.self)
    }
    out.raw("  \"grid\": {\n")
    line("columns", String(grid.width))
    line("convention", text(grid.convention.rawValue))
    line("orientation", text(board.orientation.rawValue))
    line("origin", "[\(grid.origin.col), \(grid.origin.row)]")
    let shape: String
    switch grid.shape {
    case .rectangle:
      shape = "rectangle"
    case .hexagon(let radius):
      shape = "hexagon"
      line("radius", String(radius))
    case .parallelogram(let qCount, let rCount):
      shape = "parallelogram"
      line("qCount", String(qCount))
      line("rCount", String(rCount))
    case .cells:
      shape = "cells"
    }
    line("rows", String(grid.height))
    line("shape", text(shape))
    line("wrap", text(grid.wrap.rawValue), last: true)
    out.raw("  },\n")
  }
}

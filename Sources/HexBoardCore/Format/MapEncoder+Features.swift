// The version 2 keys of a map file: the edge and vertex feature palettes (`edgeFeatures`,
// `vertexFeatures`, one entry per line) and the placements (`edges`, `vertices`, one line
// per side or corner carrying features, by slot). Written only when the board needs them
// (``MapEncoder/needsVersion2``), so a board without features keeps its version 1 bytes.

import HexJSON

extension MapEncoder {
  /// Whether the board needs version 2: a feature placed on a side or corner, or a feature
  /// palette other than the default ones. O(1) apart from comparing the palettes.
  var needsVersion2: Bool {
    !board.edgeLayer.isEmpty || !board.vertexLayer.isEmpty
      || board.edgePalette != EdgeFeature.defaultPalette
      || board.vertexPalette != VertexFeature.defaultPalette
  }

  /// Each feature id as it goes in the file, quotes included (escaped once per palette
  /// entry, not once per placement).
  static func quotedIDs(_ ids: [String]) -> [[UInt8]] {
    ids.map { id in
      var writer = JSONWriter()
      writer.string(id)
      return writer.bytes
    }
  }

  /// `edgeFeatures`: one palette entry per line.
  func encodeEdgeFeatures(into out: inout JSONWriter) {
    MapEncoder.encodePalette("edgeFeatures", board.edgePalette, into: &out) {
      MapEncoder.write($0, into: &$1)
    }
  }

  /// `vertexFeatures`: one palette entry per line.
  func encodeVertexFeatures(into out: inout JSONWriter) {
    MapEncoder.encodePalette("vertexFeatures", board.vertexPalette, into: &out) {
      MapEncoder.write($0, into: &$1)
    }
  }

  /// `"key": [...]` with one entry per line (`[]` when empty), followed by a comma: the
  /// shape both feature palettes share.
  static func encodePalette<Feature>(
    _ key: String, _ palette: [Feature], into out: inout JSONWriter,
    entry: (Feature, inout JSONWriter) -> Void
  ) {
    guard !palette.isEmpty else {
      out.raw("  \"\(key)\": [],\n")
      return
    }
    out.raw("  \"\(key)\": [\n")
    for (i, feature) in palette.enumerated() {
      out.raw("    ")
      entry(feature, &out)
      out.raw(i == palette.count - 1 ? "\n" : ",\n")
    }
    out.raw("  ],\n")
  }

  /// One edge feature, inline, keys sorted (shared with patches): `movement` is `"none"`,
  /// `"blocks"`, `{"add": n}` or `{"set": n}`.
  static func write(_ feature: EdgeFeature, into out: inout JSONWriter) {
    out.raw("{\"blocksSight\": ")
    out.raw(feature.blocksSight ? "true" : "false")
    out.raw(", \"color\": ")
    out.string(feature.color.description)
    out.raw(", \"id\": ")
    out.string(feature.id)
    out.raw(", \"movement\": ")
    switch feature.movement {
    case .unchanged: out.raw("\"none\"")
    case .blocks: out.raw("\"blocks\"")
    case .adds(let cost):
      out.raw("{\"add\": ")
      out.integer(cost)
      out.raw("}")
    case .sets(let cost):
      out.raw("{\"set\": ")
      out.integer(cost)
      out.raw("}")
    }
    out.raw(", \"style\": \"")
    out.raw(feature.style.rawValue)
    out.raw("\"}")
  }

  /// One vertex feature, inline, keys sorted (shared with patches).
  static func write(_ feature: VertexFeature, into out: inout JSONWriter) {
    out.raw("{\"color\": ")
    out.string(feature.color.description)
    out.raw(", \"id\": ")
    out.string(feature.id)
    out.raw("}")
  }

  /// `edges` or `vertices`: one line `[col, row, "name", "id", ...]` per occupied slot, in
  /// slot order: the offset of the slot's cell, the side or corner by its compass name in
  /// the board's orientation, the feature ids in palette order. `last` ends the document.
  func encodePlacements(
    _ key: String, layer: FeatureLayer, names: [String], ids: [String],
    into out: inout JSONWriter, last: Bool
  ) {
    let slots = layer.occupiedSlots
    let end = last ? "\n}\n" : ",\n"
    guard !slots.isEmpty else {
      out.raw("  \"\(key)\": []\(end)")
      return
    }
    let quotedNames = MapEncoder.quotedIDs(names)
    let quotedIDs = MapEncoder.quotedIDs(ids)
    let grid = board.grid
    out.raw("  \"\(key)\": [\n")
    for (n, slot) in slots.enumerated() {
      let cell = grid.offset(at: slot / 6)
      out.raw("    [")
      out.integer(cell.col)
      out.raw(", ")
      out.integer(cell.row)
      out.raw(", ")
      out.bytes.append(contentsOf: quotedNames[slot % 6])
      var remaining = layer[slot]
      while remaining != 0 {
        out.raw(", ")
        out.bytes.append(contentsOf: quotedIDs[remaining.trailingZeroBitCount])
        remaining &= remaining &- 1
      }
      out.raw(n == slots.count - 1 ? "]\n" : "],\n")
    }
    out.raw("  ]\(end)")
  }
}

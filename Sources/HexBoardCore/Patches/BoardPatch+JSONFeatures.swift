// The hexside and corner parts of a patch's JSON form (added in version 2): `edgeFeatures` and
// `vertexFeatures` (whole new palettes, entries as in map files) and `edges` and `vertices`
// (`[col, row, "name", "id", ...]` as in map files, the ids being everything the side or
// corner carries afterwards: none when it is cleared). Written and read here; what the
// writer must refuse is checked in BoardPatch+Validation.swift.

import HexGrid
import HexJSON
import HexText

extension PatchEncoder {
  /// `edgeFeatures` and `edges` (they sort between `cells` and `elevation`).
  mutating func encodeEdgeParts() {
    if let palette = patch.edgePalette {
      encodePalette("edgeFeatures", palette, MapEncoder.write)
      out.raw(",\n")
    }
    if !patch.edges.isEmpty {
      encodePlacements("edges", patch.edges)
      out.raw(",\n")
    }
  }

  /// `version`, then `vertexFeatures`, `vertices` and `view` (they sort after `version`),
  /// and the end of the document.
  mutating func encodeVersion(_ version: Int) throws {
    let vertexParts = patch.vertexPalette != nil || !patch.vertices.isEmpty
    let view = patch.view != nil
    out.raw(vertexParts || view ? "  \"version\": \(version),\n" : "  \"version\": \(version)\n")
    if let palette = patch.vertexPalette {
      encodePalette("vertexFeatures", palette, MapEncoder.write)
      out.raw(patch.vertices.isEmpty && !view ? "\n" : ",\n")
    }
    if !patch.vertices.isEmpty {
      encodePlacements("vertices", patch.vertices)
      out.raw(view ? ",\n" : "\n")
    }
    try encodeView()
    out.raw("}\n")
  }

  /// `"key": [entry, ...]` (no line end), inline: a whole new feature palette.
  mutating func encodePalette<Feature>(
    _ key: String, _ palette: [Feature], _ entry: (Feature, inout JSONWriter) -> Void
  ) {
    out.raw("  \"\(key)\": [")
    for (i, feature) in palette.enumerated() {
      if i > 0 { out.raw(", ") }
      entry(feature, &out)
    }
    out.raw("]")
  }

  /// `"key": [[col, row, "name", "id", ...], ...]`, inline, in the patch's order.
  mutating func encodePlacements(_ key: String, _ changes: [BoardPatch.FeatureChange]) {
    out.raw("  \"\(key)\": [")
    for (i, change) in changes.enumerated() {
      if i > 0 { out.raw(", ") }
      pair(change.cell)
      out.raw(", ")
      out.string(change.name)
      for id in change.features {
        out.raw(", ")
        out.string(id)
      }
      out.raw("]")
    }
    out.raw("]")
  }
}

extension BoardPatch {
  /// The keys the JSON form's version 2 added (hexside and corner features).
  static let version2Keys = ["edgeFeatures", "edges", "vertexFeatures", "vertices"]

  /// Every name a side may have in some orientation (flat's, then pointy's new ones).
  static let anySideName = names(HexOrientation.allCases.map(\.sideNames))
  /// Every name a corner may have in some orientation.
  static let anyCornerName = names(HexOrientation.allCases.map(\.cornerNames))

  private static func names(_ lists: [[String]]) -> [String] {
    var result: [String] = []
    for name in lists.joined() where !result.contains(name) { result.append(name) }
    return result
  }

  /// Why `name` cannot name a side (or corner) in any orientation, or `nil` when it can:
  /// which of them it names is decided when the patch is applied, in the target's
  /// orientation.
  static func nameProblem(_ name: String, side: Bool) -> String? {
    let names = side ? anySideName : anyCornerName
    guard !names.contains(name) else { return nil }
    let what = side ? "side" : "corner"
    let list = HexOrientation.allCases.map {
      "\((side ? $0.sideNames : $0.cornerNames).joined(separator: " ")) on \($0.rawValue) hexes"
    }
    return
      "\(TerminalText.quoted(name)) is not a \(what) name; write \(list.joined(separator: ", or "))"
  }
}

extension PatchDecoder {
  /// The `edges` (`side` true) or `vertices` entries: `[col, row, "name", "id", ...]` with
  /// coordinates within `Int32` (and on the board's box when decoding for a board), a side
  /// or corner name of some orientation, ids each listed once (none for a cleared side).
  /// Each entry is read (from the bytes, when the array was deferred) and handed to
  /// `body` before the next, so no tree of them is built.
  func placements(
    _ value: JSONValue, _ key: String, side: Bool,
    _ body: (OffsetCoordinate, String, [String]) -> Void
  ) throws {
    let count = try json.count(value, key)
    let limit = 6 * (bounds.map { $0.columns * $0.rows } ?? MapFile.maximumCellCount)
    guard count <= limit else {
      throw invalid(key, "\(count) entries; at most \(limit) are possible")
    }
    // Equal lists of ids share one array: a patch of millions of sides holds a few
    // distinct lists, and an array each would cost 50 bytes a side on top of the entry.
    var lists: [[String]: [String]] = [:]
    try json.forEachElement(value, key) { i, entry in
      let path = "\(key)[\(i)]"
      let parts = try json.array(entry, path)
      guard parts.count >= 3 else {
        throw invalid(
          path,
          "expected [column, row, \(side ? "side" : "corner"), feature, ...], found an array of \(parts.count) values"
        )
      }
      let col = try json.integer(parts[0], "\(path)[0]", in: PatchDecoder.coordinates)
      let row = try json.integer(parts[1], "\(path)[1]", in: PatchDecoder.coordinates)
      let cell = OffsetCoordinate(col: col, row: row)
      if let bounds, !bounds.contains(cell) {
        throw BoardPatchError.conflict(
          "\(path): [\(col), \(row)] is not on the board (columns \(bounds.columnRange), rows \(bounds.rowRange))"
        )
      }
      let name = try json.string(parts[2], "\(path)[2]")
      if let problem = BoardPatch.nameProblem(name, side: side) {
        throw invalid("\(path)[2]", problem)
      }
      var ids: [String] = []
      // A few ids (the usual entry) are compared with each other; past eight, a set takes
      // over, so an entry of 60,000 ids is not 60,000² comparisons.
      var seen = Set<String>()
      for k in 3..<parts.count {
        let id = try self.id(parts[k], "\(path)[\(k)]")
        if ids.count == 8 { seen = Set(ids) }
        if ids.count < 8 ? ids.contains(id) : !seen.insert(id).inserted {
          throw invalid("\(path)[\(k)]", "\(TerminalText.quoted(id)) is listed twice")
        }
        ids.append(id)
      }
      if let shared = lists[ids] {
        ids = shared
      } else if lists.count < 4096 {
        lists[ids] = ids
      }
      body(cell, name, ids)
    }
  }

  /// Reads the version 2 keys present in `f` into `patch`.
  func features(_ f: [String: JSONValue], into patch: inout BoardPatch) throws {
    if let value = f["edgeFeatures"] { patch.edgePalette = try map.edgeFeatures(value) }
    if let value = f["vertexFeatures"] { patch.vertexPalette = try map.vertexFeatures(value) }
    if let value = f["edges"] { patch.edges = try changes(value, "edges", side: true) }
    if let value = f["vertices"] { patch.vertices = try changes(value, "vertices", side: false) }
  }

  /// The `edges` (`side` true) or `vertices` entries as changes.
  private func changes(_ value: JSONValue, _ key: String, side: Bool) throws
    -> [BoardPatch.FeatureChange]
  {
    var changes: [BoardPatch.FeatureChange] = []
    changes.reserveCapacity(try json.count(value, key))
    try placements(value, key, side: side) {
      changes.append(BoardPatch.FeatureChange(cell: $0, name: $1, features: $2))
    }
    return changes
  }
}

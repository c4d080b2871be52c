// The hexside and corner parts of a patch's JSON form (added in version 2): `edgeFeatures` and
// `vertexFeatures` (whole new palettes, entries as in map files) and `edges` and `vertices`
// (`{"kinds": [["name", "id", ...], ...], "places": [code, ...]}`, the ids being everything
// the side or corner carries afterwards: none when it is cleared). Written and read here; what the
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

  /// `"key": {"kinds": [["name", "id", ...], ...], "places": [code, ...]}`, inline, in the
  /// patch's order: each distinct name and feature list once (in order of first use), and
  /// per entry three VLQ numbers: the row and column steps from the previous entry's cell
  /// (from [0, 0] at the start of each code) and the index of its kind. About 4 bytes an
  /// entry where `[col, row, "n", "wall"]` took 22. Each code holds at most
  /// ``BoardPatch/cellsPerBlock`` entries, so it stays under the reader's string limit.
  mutating func encodePlacements(_ key: String, _ changes: [BoardPatch.FeatureChange]) {
    var kinds: [[String]] = []
    var index: [[String]: Int] = [:]
    var codes: [[UInt8]] = []
    var places: [UInt8] = []
    places.reserveCapacity(Swift.min(changes.count, BoardPatch.cellsPerBlock) * 4)
    var row = 0
    var col = 0
    for (n, change) in changes.enumerated() {
      if n > 0 && n % BoardPatch.cellsPerBlock == 0 {
        codes.append(places)
        places.removeAll(keepingCapacity: true)
        row = 0
        col = 0
      }
      let kind = [change.name] + change.features
      let k: Int
      if let known = index[kind] {
        k = known
      } else {
        k = kinds.count
        index[kind] = k
        kinds.append(kind)
      }
      PatchVLQ.append(change.cell.row - row, to: &places)
      PatchVLQ.append(change.cell.col - col, to: &places)
      PatchVLQ.append(k, to: &places)
      row = change.cell.row
      col = change.cell.col
    }
    codes.append(places)
    out.raw("  \"\(key)\": {\"kinds\": [")
    for (i, kind) in kinds.enumerated() {
      out.raw(i > 0 ? ", [" : "[")
      for (j, part) in kind.enumerated() {
        if j > 0 { out.raw(", ") }
        out.string(part)
      }
      out.raw("]")
    }
    out.raw("], \"places\": [")
    for (i, code) in codes.enumerated() {
      out.raw(i > 0 ? ", \"" : "\"")
      out.bytes.append(contentsOf: code)
      out.raw("\"")
    }
    out.raw("]}")
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
  /// The `edges` (`side` true) or `vertices` entries, `{"kinds": [...], "places": [code, ...]}`:
  /// each kind `["name", "id", ...]` with a side or corner name of some orientation and
  /// ids each listed once (none for a cleared side); per entry in each code of `places` a
  /// row step, a column step (from [0, 0] at each code's start) and a kind index, the cells within `Int32` (and on the board's box when
  /// decoding for a board). Each entry takes at least 3 bytes of the code, so the entries
  /// cannot outgrow the input.
  func placements(
    _ value: JSONValue, _ key: String, side: Bool,
    _ body: (OffsetCoordinate, String, [String]) -> Void
  ) throws {
    let f = try json.fields(
      try json.object(value, key), key, allowed: ["kinds", "places"], required: ["kinds", "places"])
    var kinds: [(String, [String])] = []
    for (i, entry) in try json.array(f["kinds"] ?? .null, "\(key).kinds").enumerated() {
      let path = "\(key).kinds[\(i)]"
      let parts = try json.array(entry, path)
      guard !parts.isEmpty else {
        throw invalid(
          path, "expected [\(side ? "side" : "corner"), feature, ...], found an empty array")
      }
      let name = try json.string(parts[0], "\(path)[0]")
      if let problem = BoardPatch.nameProblem(name, side: side) {
        throw invalid("\(path)[0]", problem)
      }
      var ids: [String] = []
      // A few ids (the usual kind) are compared with each other; past eight, a set takes
      // over, so a kind of 60,000 ids is not 60,000² comparisons.
      var seen = Set<String>()
      for k in 1..<parts.count {
        let id = try self.id(parts[k], "\(path)[\(k)]")
        if ids.count == 8 { seen = Set(ids) }
        if ids.count < 8 ? ids.contains(id) : !seen.insert(id).inserted {
          throw invalid("\(path)[\(k)]", "\(TerminalText.quoted(id)) is listed twice")
        }
        ids.append(id)
      }
      kinds.append((name, ids))
    }
    let limit = 6 * (bounds.map { $0.columns * $0.rows } ?? MapFile.maximumCellCount)
    var count = 0
    for (i, element) in try json.array(f["places"] ?? .null, "\(key).places").enumerated() {
      let path = "\(key).places[\(i)]"
      let code = try json.string(element, path, limit: MapFile.maximumRowLength)
      var reader = PatchCodeReader(code, path: path)
      guard !reader.isAtEnd else { throw invalid(path, "the code places nothing") }
      var row = 0
      var col = 0
      while !reader.isAtEnd {
        let at = reader.position
        row += try reader.number()
        col += try reader.number()
        let k = try reader.number()
        guard PatchDecoder.coordinates.contains(row), PatchDecoder.coordinates.contains(col) else {
          throw reader.invalid(
            "entry \(count): [\(col), \(row)] is out of range (\(Int32.min)...\(Int32.max))", at: at
          )
        }
        guard kinds.indices.contains(k) else {
          throw reader.invalid("entry \(count): kind \(k) is not in \(key).kinds", at: at)
        }
        guard count < limit else {
          throw reader.invalid("more than \(limit) entries; at most \(limit) are possible", at: at)
        }
        let cell = OffsetCoordinate(col: col, row: row)
        if let bounds, !bounds.contains(cell) {
          throw BoardPatchError.conflict(
            "\(key)[\(count)]: [\(col), \(row)] is not on the board (columns \(bounds.columnRange), rows \(bounds.rowRange))"
          )
        }
        body(cell, kinds[k].0, kinds[k].1)
        count += 1
      }
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
    try placements(value, key, side: side) {
      changes.append(BoardPatch.FeatureChange(cell: $0, name: $1, features: $2))
    }
    return changes
  }
}

// The version 2 keys of a map file: the edge and vertex feature palettes (`edgeFeatures`,
// `vertexFeatures`) and their placements (`edges`, `vertices`: `[col, row, "name", "id",
// ...]`, a side or corner named from any of its cells by its compass name in the board's
// orientation). Each problem is refused with its JSON path, before the board's own
// validation would refuse it without one.

import HexBoardMaps
import HexGrid
import HexJSON
import HexText

extension MapDecoder {
  /// The `edgeFeatures` palette: ids unique, colours `#RRGGBB`, movement `"none"`,
  /// `"blocks"`, `{"add": n}` (0...65535) or `{"set": n}` (1...65535), style `"side"` or
  /// `"crossing"`.
  func edgeFeatures(_ value: JSONValue) throws -> [EdgeFeature] {
    let entries = try featureEntries(value, "edgeFeatures", "edge features")
    var palette: [EdgeFeature] = []
    let keys = ["blocksSight", "color", "id", "movement", "style"]
    for (i, entry) in entries.enumerated() {
      let path = "edgeFeatures[\(i)]"
      let f = try json.fields(try json.object(entry, path), path, allowed: keys, required: keys)
      let id = try featureID(f["id"] ?? .null, path, taken: palette.map(\.id), "edgeFeatures")
      let color = try featureColor(f["color"] ?? .null, "\(path).color")
      let movement = try movement(f["movement"] ?? .null, "\(path).movement")
      let style = try json.choice(
        f["style"] ?? .null, "\(path).style", "style", EdgeFeature.Style.allCases)
      let blocksSight = try json.bool(f["blocksSight"] ?? .null, "\(path).blocksSight")
      palette.append(
        EdgeFeature(
          id: id, color: color, movement: movement, blocksSight: blocksSight, style: style))
    }
    return palette
  }

  /// The `vertexFeatures` palette: ids unique, colours `#RRGGBB`.
  func vertexFeatures(_ value: JSONValue) throws -> [VertexFeature] {
    let entries = try featureEntries(value, "vertexFeatures", "vertex features")
    var palette: [VertexFeature] = []
    let keys = ["color", "id"]
    for (i, entry) in entries.enumerated() {
      let path = "vertexFeatures[\(i)]"
      let f = try json.fields(try json.object(entry, path), path, allowed: keys, required: keys)
      let id = try featureID(f["id"] ?? .null, path, taken: palette.map(\.id), "vertexFeatures")
      palette.append(
        VertexFeature(id: id, color: try featureColor(f["color"] ?? .null, "\(path).color")))
    }
    return palette
  }

  /// A feature palette's entries, at most ``Board/maximumFeaturePaletteSize`` (an empty
  /// palette is allowed: a map may have no features of a kind).
  private func featureEntries(_ value: JSONValue, _ key: String, _ what: String) throws
    -> [JSONValue]
  {
    let entries = try json.array(value, key)
    guard entries.count <= Board.maximumFeaturePaletteSize else {
      throw invalid(
        key, "\(entries.count) \(what); at most \(Board.maximumFeaturePaletteSize) are allowed")
    }
    return entries
  }

  /// Entry `path`'s id: a valid id not used by an earlier entry of the same palette.
  private func featureID(_ value: JSONValue, _ path: String, taken: [String], _ key: String)
    throws -> String
  {
    let id = try json.string(value, "\(path).id")
    try check(id, .id, "\(path).id")
    if let first = taken.firstIndex(of: id) {
      throw invalid("\(path).id", "\(MessageText.quoted(id)) is already used by \(key)[\(first)]")
    }
    return id
  }

  private func featureColor(_ value: JSONValue, _ path: String) throws -> RGBColor {
    let text = try json.string(value, path)
    guard let color = RGBColor(parsing: text) else {
      throw invalid(path, "\(MessageText.quoted(text)) is not a colour; write #RRGGBB")
    }
    return color
  }

  /// `"none"`, `"blocks"`, `{"add": n}` or `{"set": n}`.
  func movement(_ value: JSONValue, _ path: String) throws -> EdgeFeature.Movement {
    let expected = "expected \"none\", \"blocks\", {\"add\": n} or {\"set\": n}"
    switch value {
    case .string(let text):
      switch text {
      case "none": return .unchanged
      case "blocks": return .blocks
      default: throw invalid(path, "unknown movement \(MessageText.quoted(text)); \(expected)")
      }
    case .object(let members):
      guard members.count == 1, let member = members.first else {
        throw invalid(path, "\(expected), found an object with \(members.count) keys")
      }
      switch member.key {
      case "add":
        return .adds(
          try json.integer(member.value, "\(path).add", in: 0...EdgeFeature.maximumCost))
      case "set":
        return .sets(
          try json.integer(member.value, "\(path).set", in: 1...EdgeFeature.maximumCost))
      default:
        throw invalid(
          path, "unknown key \(MessageText.quoted(member.key)); \(expected)")
      }
    default:
      throw invalid(path, "\(expected), found \(value.kindDescription)")
    }
  }

  /// Places the `edges` (sides) or `vertices` (corners) entries on `board`, whose palette of
  /// that kind is already read.
  ///
  /// Reads `[col, row, "name", "id", ...]` entries: the cell on the map, the name one of the
  /// orientation's side (or corner) names, at least one id, each in the palette and listed
  /// once, and no side (or corner) listed twice, whichever cell names it. The entries are
  /// read one at a time (a deferred array: no tree of them is built), straight into the
  /// board's feature layer.
  func placeFeatures(_ value: JSONValue, kind: FeatureLocation.Kind, on board: inout Board)
    throws
  {
    let key = kind.placementsKey
    let what = kind.noun
    let grid = board.grid
    let orientation = board.orientation
    let names = kind.names(in: orientation)
    let ids = board.featurePaletteIDs(kind)
    /// The slot entry `i` names and the bits it sets.
    func entry(_ i: Int, _ entry: JSONValue) throws -> (slot: Int, bits: UInt16) {
      let path = "\(key)[\(i)]"
      let parts = try json.array(entry, path)
      guard parts.count >= 4 else {
        throw invalid(
          path,
          "expected [column, row, \(what), feature, ...], found an array of \(parts.count) values")
      }
      let index = try cellIndex(parts[0], parts[1], path, grid)
      let name = try json.string(parts[2], "\(path)[2]")
      guard let number = names.firstIndex(of: name) else {
        let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        throw invalid(
          "\(path)[2]",
          "\(MessageText.quoted(name)) is not a \(what) of a \(orientation.rawValue) hex; write \(list)"
        )
      }
      var bits: UInt16 = 0
      for k in 3..<parts.count {
        let id = try json.string(parts[k], "\(path)[\(k)]")
        guard let bit = ids.firstIndex(of: id) else {
          throw invalid(
            "\(path)[\(k)]",
            "unknown \(kind.featureWord) feature \(MessageText.quoted(id))")
        }
        guard bits & (1 << bit) == 0 else {
          throw invalid("\(path)[\(k)]", "\(MessageText.quoted(id)) is listed twice")
        }
        bits |= 1 << bit
      }
      return (grid.featureSlot(of: index, number: number, kind: kind), bits)
    }
    try json.forEachElement(value, key) { i, element in
      let (slot, bits) = try entry(i, element)
      if board.featureLayer(kind)[slot] != 0 {
        // The error path only: the earlier entries are read again to name the first.
        var first: Int? = nil
        try json.forEachElement(value, key) { j, earlier in
          if first == nil, j < i, try entry(j, earlier).slot == slot { first = j }
        }
        throw invalid("\(key)[\(i)]", "this \(what) is already listed at \(key)[\(first ?? 0)]")
      }
      board.writeFeatureBits(bits, atSlot: slot, kind: kind)
    }
  }

  /// The storage index of the cell `[col, row]` (offset coordinates, as objects' `at`), or
  /// an error at `path` when it is off the map or has no cell.
  private func cellIndex(
    _ colValue: JSONValue, _ rowValue: JSONValue, _ path: String, _ grid: MapGrid
  )
    throws -> Int
  {
    let int32 = Int(Int32.min)...Int(Int32.max)
    let atCol = try json.integer(colValue, "\(path)[0]", in: int32)
    let atRow = try json.integer(rowValue, "\(path)[1]", in: int32)
    let col = atCol - grid.origin.col
    let row = atRow - grid.origin.row
    guard col >= 0, col < grid.width, row >= 0, row < grid.height else {
      throw invalid(path, "[\(atCol), \(atRow)] is off the map")
    }
    guard grid.isCell(row * grid.width + col) else {
      throw invalid(path, "[\(atCol), \(atRow)] has no cell")
    }
    return row * grid.width + col
  }
}

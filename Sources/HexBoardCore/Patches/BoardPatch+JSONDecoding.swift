// Reading a patch's JSON form: PatchDecoder checks types, ranges, order and limits with the
// typed access the map decoder reads through (HexJSON's JSONReader), and, when decoding for a board, checks cell runs and
// heights against its box (PatchBounds) before expanding them. Kept apart from the public
// entry points in BoardPatch+JSON.swift and from the writer.

import HexGrid
import HexJSON
import HexText

/// The bounding box of the board a patch is decoded for (``BoardPatch/decode(_:for:)``).
struct PatchBounds {
  var origin: OffsetCoordinate
  var columns: Int
  var rows: Int

  var lastColumn: Int { origin.col + columns - 1 }
  var lastRow: Int { origin.row + rows - 1 }
  var rowRange: String { "\(origin.row)...\(lastRow)" }
  var columnRange: String { "\(origin.col)...\(lastColumn)" }

  func contains(_ cell: OffsetCoordinate) -> Bool {
    cell.col >= origin.col && cell.col <= lastColumn && cell.row >= origin.row
      && cell.row <= lastRow
  }
}

struct PatchDecoder {
  /// The map decoder, for what patches share with maps: the header check, the palette,
  /// text rules, coordinate pairs.
  var map = MapDecoder()
  var json: JSONReader { map.json }
  /// The board's box when decoding for a board: runs and heights are checked against it
  /// before they are expanded.
  var bounds: PatchBounds? = nil

  func invalid(_ path: String, _ message: String) -> BoardFileError {
    BoardFileError(.invalid, at: path, message)
  }

  static let topLevelKeys = [
    "base", "cells", "elevation", "format", "name", "objects", "orientation", "properties",
    "target", "terrain", "version",
  ]
  static let coordinates = Int(Int32.min)...Int(Int32.max)

  func patch(from root: JSONValue) throws -> BoardPatch {
    try MapDecoder.wrapped { try decodePatch(root) }
  }

  private func decodePatch(_ root: JSONValue) throws -> BoardPatch {
    guard case .object(let members) = root else {
      throw invalid("", "a patch is a JSON object; found \(root.kindDescription)")
    }
    var top: [String: JSONValue] = [:]
    for member in members { top[member.key] = member.value }
    try map.checkHeader(
      top, formatName: BoardPatch.formatName, currentVersion: BoardPatch.currentVersion)
    // Versions 1 and 2 named boards by the legacy file hash, which is gone: only the current
    // version is read (checkHeader has refused a newer one).
    if case .integer(let version)? = top["version"], version < BoardPatch.currentVersion {
      throw BoardFileError(
        .unsupportedVersion, at: "version",
        "hexboard-patch version \(version) is no longer read (its legacy board hash is gone); make the patch again from the boards, as version \(BoardPatch.currentVersion)"
      )
    }
    let f = try json.fields(
      members, "",
      allowed: PatchDecoder.topLevelKeys + BoardPatch.version2Keys + BoardPatch.version3Keys
        + BoardPatch.layerKeys + ["movementClasses"],
      required: ["base", "format", "target", "version"])
    var patch = BoardPatch(
      base: try hash(f["base"] ?? .null, "base"), target: try hash(f["target"] ?? .null, "target"))
    if let sequence = f["sequence"] {
      patch.sequence = UInt64(try json.integer(sequence, "sequence", in: 0...Int.max))
    }
    if let name = f["name"] {
      let text = try json.string(name, "name")
      try map.check(text, .name, "name")
      patch.name = text
    }
    if let orientation = f["orientation"] {
      patch.orientation = try json.choice(
        orientation, "orientation", "orientation", HexOrientation.allCases)
    }
    if let terrain = f["terrain"] { patch.palette = try map.terrain(terrain) }
    var heights: [BoardPatch.HeightChange] = []
    var blocks = Cells()
    if let cells = f["cells"] {
      blocks = try self.cells(cells)
      patch.cells = blocks.terrain
      heights = blocks.heights
    }
    if let elevation = f["elevation"] {
      patch.elevation = try self.elevation(elevation, heights: heights)
    } else if !heights.isEmpty {
      throw invalid("cells", "heights change but the patch has no 'elevation'")
    }
    if let objects = f["objects"] { try self.objects(objects, into: &patch) }
    if let properties = f["properties"] { try self.properties(properties, into: &patch) }
    try features(f, into: &patch)
    if let classes = f["movementClasses"] {
      patch.movementClasses = try map.movementClasses(classes)
    }
    try readView(f, blocks: blocks.view, into: &patch)
    try readLayers(f, into: &patch)
    return patch
  }

  func hash(_ value: JSONValue, _ path: String) throws -> UInt64 {
    let text = try json.string(value, path)
    let digits = Array(text.utf8.dropFirst(2))
    guard text.utf8.count == 18, text.hasPrefix("0x"),
      digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }),
      let hash = UInt64(String(decoding: digits, as: UTF8.self), radix: 16)
    else {
      throw invalid(
        path, "expected 0x and 16 lower-case hex digits, found \(MessageText.quoted(text))")
    }
    return hash
  }

  /// `[col, row, third]` with coordinates within `Int32`; returns the cell and the third value.
  func entry(_ value: JSONValue, _ path: String, _ what: String) throws -> (
    OffsetCoordinate, JSONValue
  ) {
    let parts = try json.array(value, path)
    guard parts.count == 3 else {
      throw invalid(
        path, "expected [column, row, \(what)], found an array of \(parts.count) values")
    }
    let col = try json.integer(parts[0], "\(path)[0]", in: PatchDecoder.coordinates)
    let row = try json.integer(parts[1], "\(path)[1]", in: PatchDecoder.coordinates)
    return (OffsetCoordinate(col: col, row: row), parts[2])
  }

  /// Refuses an entry that does not come after the previous one in storage order.
  func checkOrder(
    _ start: OffsetCoordinate, after previous: OffsetCoordinate?, _ path: String
  ) throws {
    if let problem = BoardPatch.orderProblem(start, after: previous) {
      throw invalid(path, problem)
    }
  }

  /// `elevation`: its state; the heights were read from `cells`.
  func elevation(_ value: JSONValue, heights: [BoardPatch.HeightChange]) throws
    -> BoardPatch.ElevationChange
  {
    let f = try json.fields(
      try json.object(value, "elevation"), "elevation", allowed: ["state"], required: ["state"])
    let state = try json.choice(
      f["state"] ?? .null, "elevation.state", "state", BoardPatch.ElevationChange.State.allCases)
    if state == .removed && !heights.isEmpty {
      throw invalid("cells", "heights change but the elevation is removed")
    }
    return BoardPatch.ElevationChange(state: state, heights: heights)
  }

  func id(_ value: JSONValue, _ path: String) throws -> String {
    let id = try json.string(value, path)
    try map.check(id, .id, path)
    return id
  }

  func ids(_ value: JSONValue, _ path: String) throws -> [String] {
    var seen: [String: Int] = [:]
    return try json.array(value, path).enumerated().map { i, element in
      let id = try self.id(element, "\(path)[\(i)]")
      if let first = seen[id] {
        throw invalid(
          "\(path)[\(i)]", "\(MessageText.quoted(id)) is already listed at \(path)[\(first)]")
      }
      seen[id] = i
      return id
    }
  }

  func objectChanges(_ value: JSONValue, _ path: String, added: Bool) throws
    -> [BoardPatch.ObjectChange]
  {
    let keys = ["at", "id", "kind", "properties"]
    let allowed = keys + ["movementClass", "owner"]
    var seen: [String: Int] = [:]
    return try json.array(value, path).enumerated().map { i, element in
      let path = "\(path)[\(i)]"
      let f = try json.fields(
        try json.object(element, path), path, allowed: allowed, required: added ? keys : ["id"])
      let id = try self.id(f["id"] ?? .null, "\(path).id")
      if let first = seen[id] {
        throw invalid("\(path).id", "\(MessageText.quoted(id)) is already used by entry \(first)")
      }
      seen[id] = i
      var change = BoardPatch.ObjectChange(id: id)
      if let kind = f["kind"] {
        let text = try json.string(kind, "\(path).kind")
        try map.check(text, .kind, "\(path).kind")
        change.kind = text
      }
      if let at = f["at"] {
        change.position = try map.pair(at, "\(path).at", in: PatchDecoder.coordinates)
      }
      if let properties = f["properties"] {
        change.properties = try map.properties(properties, "\(path).properties")
      }
      // `null` removes the owner or class of a changed object (an added one has none).
      if let owner = f["owner"] { change.owner = .some(try nullable(owner, "\(path).owner")) }
      if let name = f["movementClass"] {
        change.movementClass = .some(try nullable(name, "\(path).movementClass"))
      }
      if change == BoardPatch.ObjectChange(id: id) {
        throw invalid(path, "a changed object needs 'at', 'kind' or 'properties'")
      }
      return change
    }
  }

  /// An id, or `nil` for `null`.
  private func nullable(_ value: JSONValue, _ path: String) throws -> String? {
    if case .null = value { return nil }
    return try map.typedField(value, path)
  }

  func objects(_ value: JSONValue, into patch: inout BoardPatch) throws {
    let f = try json.fields(
      try json.object(value, "objects"), "objects",
      allowed: ["added", "changed", "order", "removed"], required: [])
    if let added = f["added"] {
      patch.addedObjects = try objectChanges(added, "objects.added", added: true)
    }
    if let changed = f["changed"] {
      patch.changedObjects = try objectChanges(changed, "objects.changed", added: false)
    }
    if let order = f["order"] { patch.objectOrder = try ids(order, "objects.order") }
    if let removed = f["removed"] { patch.removedObjects = try ids(removed, "objects.removed") }
    let total =
      patch.addedObjects.count + patch.changedObjects.count + (patch.objectOrder?.count ?? 0)
      + patch.removedObjects.count
    guard total <= 4 * MapFile.maximumObjects else {
      throw invalid("objects", "more than \(4 * MapFile.maximumObjects) entries")
    }
  }

  func properties(_ value: JSONValue, into patch: inout BoardPatch) throws {
    let f = try json.fields(
      try json.object(value, "properties"), "properties", allowed: ["removed", "set"],
      required: [])
    if let removed = f["removed"] {
      var seen = Set<String>()
      patch.removedProperties = try json.array(removed, "properties.removed").enumerated().map {
        i, element in
        let key = try json.string(element, "properties.removed[\(i)]")
        try map.check(key, .propertyKey, "properties.removed[\(i)]")
        guard seen.insert(key).inserted else {
          throw invalid("properties.removed[\(i)]", "\(MessageText.quoted(key)) is listed twice")
        }
        return key
      }
    }
    if let set = f["set"] {
      // A set, not the array: each key set is checked against every key removed.
      let removed = Set(patch.removedProperties)
      for entry in try json.object(set, "properties.set") {
        try map.check(entry.key, .propertyKey, "properties.set")
        let path = member("properties.set", entry.key)
        if removed.contains(entry.key) {
          throw invalid(path, "the property is both set and removed")
        }
        patch.setProperties[entry.key] = try map.property(entry.value, path)
      }
    }
  }
}

// Writing a patch's JSON form: PatchEncoder emits the canonical bytes (sorted keys, runs of
// cells, empty parts left out; the current version, the feature keys in
// BoardPatch+JSONFeatures.swift)
// after refusing whatever the reader would refuse. Kept apart from the public entry points in BoardPatch+JSON.swift and from
// the reader.

import HexGrid
import HexJSON
import HexText

struct PatchEncoder {
  let patch: BoardPatch
  var out = JSONWriter()
  /// Per view list (``BoardPatch/viewKeys`` order), which of its cells a `cells` block's
  /// `view` code carries (set by encodeCells; empty when no block does).
  var viewInBlocks: [[Bool]] = []

  init(patch: BoardPatch) {
    self.patch = patch
  }

  func fail(_ path: String, _ message: String) -> BoardFileError {
    BoardFileError(.unencodable, at: path, message)
  }

  mutating func text(_ value: String, _ path: @autoclosure () -> String) throws {
    let length = value.utf8.count
    if length > MapFile.maximumStringLength {
      throw fail(
        path(), "the string is \(length) bytes long; the limit is \(MapFile.maximumStringLength)")
    }
    out.string(value)
  }

  mutating func pair(_ cell: OffsetCoordinate) {
    out.raw("[")
    out.integer(cell.col)
    out.raw(", ")
    out.integer(cell.row)
  }

  mutating func encode() throws -> [UInt8] {
    // Everything the reader checks, first: a patch that encodes always decodes.
    if let (path, problem) = patch.formProblem() { throw fail(path, problem) }
    out.raw("{\n  \"base\": \"\(BoardPatch.hashText(patch.base))\",\n")
    try encodeCells()
    encodeEdgeParts()
    if let elevation = patch.elevation {
      // The heights themselves are in `cells`.
      out.raw("  \"elevation\": {\"state\": \"\(elevation.state.rawValue)\"},\n")
    }
    out.raw("  \"format\": \"hexboard-patch\",\n")
    encodeLayers()
    if let classes = patch.movementClasses {
      MapEncoder.encodePalette("movementClasses", classes, into: &out) {
        MapEncoder.write($0, into: &$1)
      }
    }
    if let name = patch.name {
      out.raw("  \"name\": ")
      try text(name, "name")
      out.raw(",\n")
    }
    try encodeObjects()
    if let orientation = patch.orientation {
      out.raw("  \"orientation\": \"\(orientation.rawValue)\",\n")
    }
    try encodeProperties()
    if let sequence = patch.sequence { out.raw("  \"sequence\": \(sequence),\n") }
    out.raw("  \"target\": \"\(BoardPatch.hashText(patch.target))\",\n")
    if let palette = patch.palette { try encodePalette(palette) }
    try encodeVersion(BoardPatch.currentVersion)
    return out.bytes
  }

  /// An object's properties, by sorted key.
  mutating func properties(_ properties: [String: PropertyValue], _ path: String) throws {
    out.raw("{")
    for (k, key) in sortedKeys(properties.keys).enumerated() {
      if k > 0 { out.raw(", ") }
      try text(key, path)
      out.raw(": ")
      try property(properties[key], member(path, key))
    }
    out.raw("}")
  }

  /// A property value of the board or of an object, at `path`.
  mutating func property(_ value: PropertyValue?, _ path: String) throws {
    switch value {
    case .string(let value): try text(value, path)
    case .integer(let n): out.integer(n)
    case .number(let x):
      guard x.isFinite else {
        throw fail(path, "\(x) cannot be written: JSON has no NaN or infinity")
      }
      out.raw(x.description)
    case .bool(let flag): out.raw(flag ? "true" : "false")
    case nil: out.raw("null")
    }
  }

  /// An object's `owner` or `movementClass` member when the change sets it: the text, or
  /// `null` when it is removed.
  mutating func optionalText(_ value: String??, _ key: String, _ path: String) throws {
    guard case .some(let text) = value else { return }
    out.raw(", \"\(key)\": ")
    if let text { try self.text(text, "\(path).\(key)") } else { out.raw("null") }
  }

  mutating func object(_ change: BoardPatch.ObjectChange, _ path: String) throws {
    var separator = ""
    out.raw("{")
    if let position = change.position {
      out.raw("\"at\": ")
      pair(position)
      out.raw("]")
      separator = ", "
    }
    out.raw("\(separator)\"id\": ")
    try text(change.id, "\(path).id")
    if let kind = change.kind {
      out.raw(", \"kind\": ")
      try text(kind, "\(path).kind")
    }
    try optionalText(change.movementClass, "movementClass", path)
    try optionalText(change.owner, "owner", path)
    if let properties = change.properties {
      out.raw(", \"properties\": ")
      try self.properties(properties, "\(path).properties")
    }
    out.raw("}")
  }

  mutating func encodeObjects() throws {
    let lists: [(String, [BoardPatch.ObjectChange])] = [
      ("added", patch.addedObjects), ("changed", patch.changedObjects),
    ]
    let hasOrder = patch.objectOrder != nil
    guard lists.contains(where: { !$0.1.isEmpty }) || hasOrder || !patch.removedObjects.isEmpty
    else { return }
    out.raw("  \"objects\": {")
    var separator = ""
    for (key, list) in lists where !list.isEmpty {
      out.raw("\(separator)\"\(key)\": [")
      for (i, change) in list.enumerated() {
        if i > 0 { out.raw(", ") }
        try object(change, "objects.\(key)[\(i)]")
      }
      out.raw("]")
      separator = ", "
    }
    for (key, ids) in [("order", patch.objectOrder), ("removed", patch.removedObjects)] {
      guard let ids, key == "order" || !ids.isEmpty else { continue }
      out.raw("\(separator)\"\(key)\": [")
      for (i, id) in ids.enumerated() {
        if i > 0 { out.raw(", ") }
        try text(id, "objects.\(key)[\(i)]")
      }
      out.raw("]")
      separator = ", "
    }
    out.raw("},\n")
  }

  mutating func encodeProperties() throws {
    guard !patch.setProperties.isEmpty || !patch.removedProperties.isEmpty else { return }
    out.raw("  \"properties\": {")
    var separator = ""
    if !patch.removedProperties.isEmpty {
      out.raw("\"removed\": [")
      // In the patch's own order, like the removed object ids: sorting here made a decoded
      // patch unequal to itself after a round trip (found by the patch fuzzer).
      for (i, key) in patch.removedProperties.enumerated() {
        if i > 0 { out.raw(", ") }
        try text(key, "properties.removed[\(i)]")
      }
      out.raw("]")
      separator = ", "
    }
    if !patch.setProperties.isEmpty {
      out.raw("\(separator)\"set\": {")
      for (k, key) in sortedKeys(patch.setProperties.keys).enumerated() {
        if k > 0 { out.raw(", ") }
        try text(key, "properties.set")
        out.raw(": ")
        try property(patch.setProperties[key], member("properties.set", key))
      }
      out.raw("}")
    }
    out.raw("},\n")
  }

  mutating func encodePalette(_ palette: [Terrain]) throws {
    out.raw("  \"terrain\": [")
    for (i, terrain) in palette.enumerated() {
      if let problem = BoardText.symbolProblem(terrain.symbol) {
        throw fail("terrain[\(i)].symbol", problem)
      }
      for (key, value) in [("color", terrain.color.description), ("id", terrain.id)] {
        let length = value.utf8.count
        if length > MapFile.maximumStringLength {
          throw fail(
            "terrain[\(i)].\(key)",
            "the string is \(length) bytes long; the limit is \(MapFile.maximumStringLength)")
        }
      }
      if i > 0 { out.raw(", ") }
      MapEncoder.write(terrain, into: &out)
    }
    out.raw("],\n")
  }
}

// The `objects` and `properties` of a map file: object ids, kinds, positions on cells and
// text properties; board properties as strings, numbers or booleans.

import HexBoardMaps
import HexGrid
import HexJSON
import HexText

extension MapDecoder {
  func objects(_ value: JSONValue, grid: MapGrid, version: Int = 1) throws -> [BoardObject] {
    let entries = try json.array(value, "objects")
    guard entries.count <= MapFile.maximumObjects else {
      throw invalid(
        "objects", "\(entries.count) objects; at most \(MapFile.maximumObjects) are allowed")
    }
    var result: [BoardObject] = []
    result.reserveCapacity(entries.count)
    var ids: [String: Int] = [:]
    let int32 = Int(Int32.min)...Int(Int32.max)
    for (i, entry) in entries.enumerated() {
      let path = "objects[\(i)]"
      let object = try self.object(
        entry, path, version: version, positionKey: "at",
        checkID: { id in
          if let first = ids[id] {
            throw invalid(
              "\(path).id", "\(MessageText.quoted(id)) is already used by objects[\(first)]")
          }
          ids[id] = i
        },
        position: { value in
          let at = try pair(value, "\(path).at", in: int32)
          let col = at.col - grid.origin.col
          let row = at.row - grid.origin.row
          guard col >= 0, col < grid.width, row >= 0, row < grid.height else {
            throw invalid("\(path).at", "[\(at.col), \(at.row)] is off the map")
          }
          guard grid.isCell(row * grid.width + col) else {
            throw invalid("\(path).at", "[\(at.col), \(at.row)] has no cell")
          }
          return grid.hex(at: row * grid.width + col)
        })
      result.append(object)
    }
    return result
  }

  /// One object at `path`: its id, kind and properties (and, from version 3, its owner and
  /// movement class) checked here, its position read by `position` from the member
  /// `positionKey` (`at` in a map; `hex` in `BoardObject`'s Codable form, which has no grid).
  /// `checkID` sees the id once it is checked (the map's ids are unique).
  func object(
    _ entry: JSONValue, _ path: String, version: Int, positionKey: String,
    checkID: (String) throws -> Void = { _ in }, position: (JSONValue) throws -> Hex
  ) throws -> BoardObject {
    let keys = [positionKey, "id", "kind", "properties"]
    // Version 3 adds an object's optional owner and movement class.
    let allowed = version >= 3 ? keys + ["movementClass", "owner"] : keys
    let f = try json.fields(try json.object(entry, path), path, allowed: allowed, required: keys)
    let id = try json.string(f["id"] ?? .null, "\(path).id")
    try check(id, .id, "\(path).id")
    try checkID(id)
    let kind = try json.string(f["kind"] ?? .null, "\(path).kind")
    try check(kind, .kind, "\(path).kind")
    let hex = try position(f[positionKey] ?? .null)
    let properties = try properties(f["properties"] ?? .null, member(path, "properties"))
    return BoardObject(
      id: id, kind: kind, position: hex, properties: properties,
      owner: try typedField(f["owner"], member(path, "owner")),
      movementClass: try typedField(f["movementClass"], member(path, "movementClass")))
  }

  /// Properties of the board (`properties`) or of an object (`objects[i].properties`) at
  /// `propertiesPath`: strings, integers, finite numbers and flags.
  func properties(_ value: JSONValue, _ propertiesPath: String = "properties") throws
    -> [String: PropertyValue]
  {
    var result: [String: PropertyValue] = [:]
    for entry in try json.object(value, propertiesPath) {
      try check(entry.key, .propertyKey, propertiesPath)
      let path = member(propertiesPath, entry.key)
      result[entry.key] = try property(entry.value, path)
    }
    return result
  }

  /// One property value at `path`: a string the save format can hold, an integer in `Int`'s
  /// range, a finite number, or a flag.
  func property(_ value: JSONValue, _ path: String) throws -> PropertyValue {
    switch value {
    case .string:
      let text = try json.string(value, path)
      try check(text, .propertyValue, path)
      return .string(text)
    case .integer(let n): return .integer(n)
    case .bigInteger(let text):
      throw invalid(path, "\(text) is out of range (\(Int.min)...\(Int.max))")
    case .number(let x, let text):
      guard x.isFinite else { throw invalid(path, "\(text) is out of range for a number") }
      return .number(x)
    case .bool(let flag): return .bool(flag)
    default:
      throw invalid(path, "expected a string, number or boolean, found \(value.kindDescription)")
    }
  }
}

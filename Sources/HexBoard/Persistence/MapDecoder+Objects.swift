// The `objects` and `properties` of a map file: object ids, kinds, positions on cells and
// text properties; board properties as strings, numbers or booleans.

import HexJSON
import HexText

extension MapDecoder {
  func objects(_ value: JSONValue, grid: MapGrid) throws -> [BoardObject] {
    let entries = try json.array(value, "objects")
    guard entries.count <= MapFile.maximumObjects else {
      throw invalid(
        "objects", "\(entries.count) objects; at most \(MapFile.maximumObjects) are allowed")
    }
    var result: [BoardObject] = []
    result.reserveCapacity(entries.count)
    var ids: [String: Int] = [:]
    let keys = ["at", "id", "kind", "properties"]
    let int32 = Int(Int32.min)...Int(Int32.max)
    for (i, entry) in entries.enumerated() {
      let path = "objects[\(i)]"
      let f = try json.fields(try json.object(entry, path), path, allowed: keys, required: keys)
      let id = try json.string(f["id"] ?? .null, "\(path).id")
      try check(id, .id, "\(path).id")
      if let first = ids[id] {
        throw invalid(
          "\(path).id", "\(MessageText.quoted(id)) is already used by objects[\(first)]")
      }
      ids[id] = i
      let kind = try json.string(f["kind"] ?? .null, "\(path).kind")
      try check(kind, .kind, "\(path).kind")
      let at = try pair(f["at"] ?? .null, "\(path).at", in: int32)
      let col = at.col - grid.origin.col
      let row = at.row - grid.origin.row
      guard col >= 0, col < grid.width, row >= 0, row < grid.height else {
        throw invalid("\(path).at", "[\(at.col), \(at.row)] is off the map")
      }
      guard grid.isCell(row * grid.width + col) else {
        throw invalid("\(path).at", "[\(at.col), \(at.row)] has no cell")
      }
      var properties: [String: String] = [:]
      let propertiesPath = "\(path).properties"
      for property in try json.object(f["properties"] ?? .null, propertiesPath) {
        try check(property.key, .propertyKey, propertiesPath)
        let value = try json.string(property.value, member(propertiesPath, property.key))
        try check(value, .propertyValue, member(propertiesPath, property.key))
        properties[property.key] = value
      }
      result.append(
        BoardObject(
          id: id, kind: kind, position: grid.hex(at: row * grid.width + col),
          properties: properties))
    }
    return result
  }

  func properties(_ value: JSONValue) throws -> [String: PropertyValue] {
    var result: [String: PropertyValue] = [:]
    for entry in try json.object(value, "properties") {
      try check(entry.key, .propertyKey, "properties")
      let path = member("properties", entry.key)
      switch entry.value {
      case .string:
        let text = try json.string(entry.value, path)
        try check(text, .propertyValue, path)
        result[entry.key] = .string(text)
      case .integer(let n): result[entry.key] = .integer(n)
      case .bigInteger(let text):
        throw invalid(path, "\(text) is out of range (\(Int.min)...\(Int.max))")
      case .number(let x, let text):
        guard x.isFinite else { throw invalid(path, "\(text) is out of range for a number") }
        result[entry.key] = .number(x)
      case .bool(let flag): result[entry.key] = .bool(flag)
      default:
        throw invalid(
          path, "expected a string, number or boolean, found \(entry.value.kindDescription)")
      }
    }
    return result
  }
}

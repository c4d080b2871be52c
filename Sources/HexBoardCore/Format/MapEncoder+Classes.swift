// The version 3 parts of a map file that movement classes and typed object fields bring:
// `movementClasses` (one class per line) and an object's `owner` and `movementClass`. Written
// only when the board uses them (``MapEncoder/needsClassesVersion3``), so a board without
// them keeps its version 1 or 2 bytes. Patches write classes the same way.

import HexJSON

extension MapEncoder {
  /// Whether the board needs version 3 for movement classes or typed object fields: a
  /// class declared, or an object with an owner or a class.
  ///
  /// - Complexity: O(1) without classes apart from the objects' scan: O(objects).
  var needsClassesVersion3: Bool {
    !board.movementClasses.isEmpty
      || board.objects.contains { $0.owner != nil || $0.movementClass != nil }
  }

  /// `movementClasses`: one class per line (`[]` when empty), followed by a comma.
  func encodeMovementClasses(into out: inout JSONWriter) {
    MapEncoder.encodePalette("movementClasses", board.movementClasses, into: &out) {
      MapEncoder.write($0, into: &$1)
    }
  }

  /// An object's `movementClass` and `owner` members (each only when set), in key order,
  /// each preceded by `, `.
  static func writeTypedFields(of object: BoardObject, into out: inout JSONWriter) {
    if let name = object.movementClass {
      out.raw(", \"movementClass\": ")
      out.string(name)
    }
    if let owner = object.owner {
      out.raw(", \"owner\": ")
      out.string(owner)
    }
  }

  /// One movement class, inline, keys sorted (shared with patches): `costs` by terrain id
  /// (a number, or `null` for impassable), `default` only when set (a number or `null`),
  /// `layers` only when the class has layer costs (each entry's `terrain` only when it is
  /// restricted to one), `name`.
  static func write(_ movementClass: MovementClass, into out: inout JSONWriter) {
    out.raw("{\"costs\": {")
    for (k, id) in sortedKeys(movementClass.terrainCosts.keys).enumerated() {
      if k > 0 { out.raw(", ") }
      out.key(id)
      write(movementClass.terrainCosts[id] ?? .impassable, into: &out)
    }
    out.raw("}")
    if let cost = movementClass.defaultCost {
      out.raw(", \"default\": ")
      write(cost, into: &out)
    }
    if !movementClass.layerCosts.isEmpty {
      out.raw(", \"layers\": [")
      for (k, entry) in movementClass.layerCosts.enumerated() {
        out.raw(k > 0 ? ", {\"combine\": \"" : "{\"combine\": \"")
        out.raw(entry.combine.rawValue)
        out.raw("\", \"cost\": ")
        write(entry.cost, into: &out)
        out.raw(", \"layer\": ")
        out.string(entry.layer)
        if let terrain = entry.terrain {
          out.raw(", \"terrain\": ")
          out.string(terrain)
        }
        out.raw(", \"value\": ")
        out.string(entry.value)
        out.raw("}")
      }
      out.raw("]")
    }
    out.raw(", \"name\": ")
    out.string(movementClass.name)
    out.raw("}")
  }

  /// A cost: its points, or `null` for impassable.
  static func write(_ cost: MovementCost, into out: inout JSONWriter) {
    switch cost {
    case .points(let points): out.integer(points)
    case .impassable: out.raw("null")
    }
  }
}

// An object is Codable as an entry of a map file's `objects`, placed by its hex.

import HexGrid
import HexJSON

extension BoardObject: Codable {
  /// Encodes the object as an entry of the map file's `objects` (the SaveFormat article of
  /// `HexBoard`), members sorted: `{"hex": [q, r], "id", "kind", "movementClass"?,
  /// "owner"?, "properties": {…}}`. The one difference is the position: a map writes `at`,
  /// the cell in the map's offset coordinates, which only the board's grid can give; a lone
  /// object writes `hex`, its axial ``position`` as `Hex` encodes it (`[q, r]`).
  ///
  /// - Throws: `EncodingError.invalidValue` for what a map refuses (an empty id, a control
  ///   character in the kind, a NaN property…), its coding path ending at the member.
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encode(
      self, to: encoder, prefix: "object",
      write: {
        var writer = PatchEncoder(patch: BoardPatch(base: 0, target: 0))
        writer.out.raw("{\"hex\": [")
        writer.out.integer(position.q)
        writer.out.raw(", ")
        writer.out.integer(position.r)
        writer.out.raw("], \"id\": ")
        try writer.text(id, "object.id")
        writer.out.raw(", \"kind\": ")
        try writer.text(kind, "object.kind")
        MapEncoder.writeTypedFields(of: self, into: &writer.out)
        writer.out.raw(", \"properties\": {")
        for (k, key) in sortedKeys(properties.keys).enumerated() {
          if k > 0 { writer.out.raw(", ") }
          try writer.text(key, "object.properties")
          writer.out.raw(": ")
          try writer.property(properties[key], member("object.properties", key))
        }
        writer.out.raw("}}")
        return writer.out.bytes
      },
      check: { _ = try BoardObject.read($0) })
  }

  /// Decodes an object from its entry form (see ``encode(to:)``), checked as the map file
  /// checks an entry of `objects` (id, kind, owner and class as ids, properties typed),
  /// `hex` being two integers within `Int32`. Whether the hex is on a board is checked
  /// when the object is added to one.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem and its coding path
  ///   (`properties`, `hp`).
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decode(from: decoder, prefix: "object") { try BoardObject.read($0) }
  }

  /// The object `value` is, read by the map's object reader with `hex` for `at`: two
  /// integers within `Int32`, `Hex`'s storage range (as `Hex` decodes them).
  private static func read(_ value: JSONValue) throws -> BoardObject {
    let map = MapDecoder()
    return try map.object(value, "object", version: MapFile.currentVersion, positionKey: "hex") {
      value in
      let parts = try map.json.array(value, "object.hex")
      guard parts.count == 2 else {
        throw map.invalid("object.hex", "expected [q, r], found an array of \(parts.count) values")
      }
      let range = Int(Int32.min)...Int(Int32.max)
      return Hex(
        q: try map.json.integer(parts[0], "object.hex[0]", in: range),
        r: try map.json.integer(parts[1], "object.hex[1]", in: range))
    }
  }
}

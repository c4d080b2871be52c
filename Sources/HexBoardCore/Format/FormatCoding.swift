// How the board's value types are Codable: through the save format's one writer and one
// reader. Encoding writes the format's canonical bytes, parses them into a JSONValue tree
// and carries the tree through the Encoder (HexJSON's JSONValue+Codable); decoding rebuilds
// the tree from the Decoder and hands it to the same MapDecoder / PatchDecoder functions a
// file goes through, so a JSONEncoder's output is the file's content (keys in the same
// order) and every rule, limit and message is the file's. A BoardFileError becomes an
// EncodingError or DecodingError whose coding path is the encoder's or decoder's path
// followed by the error's JSON path.

import HexJSON

enum FormatCoding {
  /// Encodes `value` through `encoder` as the JSON that `write` produces, after `check`
  /// (a reader's function, given the parsed tree) has accepted it, so nothing encodes that
  /// does not decode. `prefix` is the JSON path of the value inside what `write` wraps it
  /// in (`terrain[0]`), removed from error paths.
  static func encode(
    _ value: Any, to encoder: any Encoder, prefix: String = "",
    write: () throws -> [UInt8], check: (JSONValue) throws -> Void = { _ in }
  ) throws {
    let root: JSONValue
    do {
      let bytes = try write()
      root = try bytes.withUnsafeBufferPointer { try MapFile.parseJSON($0, deferredKeys: []) }
      try MapDecoder.wrapped { try check(root) }
    } catch let error as BoardFileError {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: encoder.codingPath + keys(error, prefix),
          debugDescription: message(error, prefix),
          underlyingError: error))
    }
    try root.encode(to: encoder)
  }

  /// Decodes a value from `decoder` with `read`, the format reader's function for it, given
  /// the tree rebuilt from the decoder (at most ``MapFile/maximumDepth`` levels deep, as a
  /// file). `prefix` as in ``encode(_:to:prefix:write:check:)``.
  static func decode<T>(
    from decoder: any Decoder, prefix: String = "", read: (JSONValue) throws -> T
  ) throws -> T {
    let root = try JSONValue.decode(from: decoder, maximumDepth: MapFile.maximumDepth)
    do {
      return try MapDecoder.wrapped { try read(root) }
    } catch let error as BoardFileError {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath + keys(error, prefix),
          debugDescription: message(error, prefix), underlyingError: error))
    }
  }

  /// The error's JSON path without `prefix`.
  static func path(_ error: BoardFileError, _ prefix: String) -> String {
    guard !prefix.isEmpty, error.location.hasPrefix(prefix) else { return error.location }
    let rest = error.location.dropFirst(prefix.count)
    return String(rest.first == "." ? rest.dropFirst() : rest)
  }

  static func keys(_ error: BoardFileError, _ prefix: String) -> [any CodingKey] {
    codingKeys(ofPath: path(error, prefix))
  }

  /// `path: message` (the error's description, its path relative to the value).
  static func message(_ error: BoardFileError, _ prefix: String) -> String {
    let location = path(error, prefix)
    return location.isEmpty ? error.message : "\(location): \(error.message)"
  }

  /// The bytes `body` writes.
  static func written(_ body: (inout JSONWriter) throws -> Void) rethrows -> [UInt8] {
    var out = JSONWriter()
    try body(&out)
    return out.bytes
  }
}

extension FormatCoding {
  /// Encodes one entry of a list the format reads as a whole (a palette, the movement
  /// classes): written by `write`, checked by `read` as the one entry of a list at `key`.
  static func encodeEntry<T>(
    _ value: T, to encoder: any Encoder, key: String, write: (T, inout JSONWriter) -> Void,
    read: @escaping (JSONValue) throws -> [T]
  ) throws {
    try encode(
      value, to: encoder, prefix: "\(key)[0]",
      write: { written { write(value, &$0) } }, check: { _ = try read(.array([$0])) })
  }

  /// Decodes one entry of a list the format reads as a whole, with `read` given a list of
  /// just this entry at `key`: every rule of an entry applies, and messages name the
  /// entry's own members.
  static func decodeEntry<T>(
    from decoder: any Decoder, key: String, read: (JSONValue) throws -> [T]
  ) throws -> T {
    try decode(from: decoder, prefix: "\(key)[0]") { value in
      let entries = try read(.array([value]))
      guard let entry = entries.first else {
        throw BoardFileError(.invalid, at: "", "expected one entry")
      }
      return entry
    }
  }
}

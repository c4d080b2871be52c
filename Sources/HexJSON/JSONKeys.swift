// JSON object keys as the package writes and names them: the canonical key order of every
// file it saves, and the path of a member in error messages.

/// Keys in canonical order: by their UTF-8 bytes (the same as by Unicode code points).
package func sortedKeys<Keys: Sequence<String>>(_ keys: Keys) -> [String] {
  keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

/// The JSON path of `key` inside `base`: `base.key` for identifier-like keys, otherwise
/// `base["key"]` with the key escaped as in JSON.
package func member(_ base: String, _ key: String) -> String {
  let bytes = Array(key.utf8)
  let isIdentifier =
    !bytes.isEmpty
    && bytes.allSatisfy {
      ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39)
    }
    && !(bytes[0] >= 0x30 && bytes[0] <= 0x39)
  if isIdentifier { return base.isEmpty ? key : "\(base).\(key)" }
  var writer = JSONWriter()
  writer.string(key)
  return "\(base)[\(String(decoding: writer.bytes, as: UTF8.self))]"
}

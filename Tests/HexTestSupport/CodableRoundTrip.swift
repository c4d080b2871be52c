// Every coder the Codable round trips go through: Foundation's JSON and property lists
// (XML and binary; Linux's Foundation has them too) and the in-memory TreeCoder.

import Foundation

/// The coders of ``roundTrips(_:)``, by name.
package let codableCoderNames = ["JSON", "XML property list", "binary property list", "tree"]

/// `value` encoded and decoded again by each coder of ``codableCoderNames``, in order.
/// Property lists hold it as the one element of an array (their top level is a container).
package func roundTrips<T: Codable>(_ value: T) throws -> [T] {
  var results: [T] = []
  results.append(try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value)))
  for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    let decoded = try PropertyListDecoder().decode([T].self, from: encoder.encode([value]))
    results.append(contentsOf: decoded.prefix(1))
  }
  results.append(try TreeDecoder().decode(T.self, from: TreeEncoder().encode(value)))
  return results
}

/// `value` as `JSONEncoder` writes it with sorted keys, as text.
package func jsonText<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// The error decoding `T` from the JSON `text` throws, or `nil` when it decodes.
package func decodingError<T: Decodable>(_ type: T.Type, _ text: String) -> DecodingError? {
  do {
    _ = try JSONDecoder().decode(T.self, from: Data(text.utf8))
    return nil
  } catch let error as DecodingError {
    return error
  } catch {
    return nil
  }
}

extension DecodingError {
  /// The coding path as text (`cells.1`), and the description.
  package var summary: (path: String, message: String) {
    let context: Context
    switch self {
    case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c),
      .valueNotFound(_, let c):
      context = c
    @unknown default: return ("", "\(self)")
    }
    return (
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
        separator: "."), context.debugDescription
    )
  }
}

// Integer arrays left in the file's bytes: a map's elevation rows are validated by the
// parser but read only once, by the decoder, straight into the board's storage.

/// Where a deferred integer array is in the parsed bytes: from its `[` to just after its
/// `]`, with the number of elements (already validated: every element is an integer literal
/// that fits in `Int`).
package struct DeferredIntegers {
  let start: Int
  let end: Int
  package let count: Int
}

extension JSONParser {
  /// At a `[`: if the array is non-empty and holds only integer literals that fit in
  /// `Int`, moves past it and says where it is; otherwise leaves the position where it was
  /// (the caller parses the array as usual). Errors are those the usual parse would throw
  /// at the same place: the scan reads exactly what it would read.
  mutating func scanIntegers() throws -> DeferredIntegers? {
    let start = position
    position += 1
    var count = 0
    while true {
      skipWhitespace()
      guard position < bytes.count,
        bytes[position] == UInt8(ascii: "-")
          || (bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9"))
      else { break }
      guard case .integer = try parseNumber() else { break }
      count += 1
      skipWhitespace()
      guard position < bytes.count else { break }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return DeferredIntegers(start: start, end: position, count: count)
      } else {
        break
      }
    }
    position = start
    return nil
  }

  /// Calls `body` with each number of a deferred integer array of `buffer` (the buffer it
  /// was parsed from), in order.
  package static func integers(
    in buffer: UnsafeBufferPointer<UInt8>, _ deferred: DeferredIntegers,
    _ body: (Int) throws -> Void
  ) rethrows {
    var parser = JSONParser(bytes: buffer, maximumDepth: 1, maximumStringLength: 0)
    parser.position = deferred.start + 1
    for _ in 0..<deferred.count {
      parser.skipWhitespace()
      // Validated by the scan: an integer literal that fits, then ',' or ']'.
      guard case .integer(let n) = try? parser.parseNumber() else { return }
      try body(n)
      parser.skipWhitespace()
      parser.position += 1
    }
  }
}

// Arrays left in the file's bytes: a map's `edges` and `vertices` hold one small array per
// side or corner (millions on a big map), and a tree of them would cost ten times the file.
// The parser validates such an array, element by element, without keeping it; the decoder
// then reads its elements one at a time, each parsed, used and dropped.

/// Where a deferred array is in the parsed bytes: from its `[` to just after its `]`, with
/// the number of its elements (already validated: the array is well-formed JSON within the
/// parser's limits).
package struct DeferredArray {
  let start: Int
  let end: Int
  package let count: Int
}

extension JSONParser {
  /// At a `[`: checks the array as ``parseArray(depth:)`` would (the same errors at the same
  /// places), keeping none of its elements, and moves past it.
  mutating func skipArray(depth: Int) throws -> DeferredArray {
    try enter(depth)
    let start = position
    position += 1
    skipWhitespace()
    var count = 0
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      return DeferredArray(start: start, end: position, count: 0)
    }
    while true {
      skipWhitespace()
      // Parsed and dropped: one element's tree at a time.
      _ = try parseValue(depth: depth + 1)
      count += 1
      if try !continuesAfterElement(closedBy: "]") {
        return DeferredArray(start: start, end: position, count: count)
      }
    }
  }

  /// Calls `body` with the index and value of each element of a deferred array of `buffer`
  /// (the buffer it was parsed from), in order; integer arrays inside come as
  /// ``JSONValue/integers(_:)``.
  package static func elements(
    in buffer: UnsafeBufferPointer<UInt8>, _ deferred: DeferredArray,
    _ body: (Int, JSONValue) throws -> Void
  ) rethrows {
    // Validated by the skip, so no limit or syntax error can arise here.
    var parser = JSONParser(bytes: buffer, maximumDepth: .max, maximumStringLength: .max)
    parser.position = deferred.start + 1
    for i in 0..<deferred.count {
      parser.skipWhitespace()
      guard let value = try? parser.parseValue(depth: 1) else { return }
      try body(i, value)
      parser.skipWhitespace()
      parser.position += 1
    }
  }
}

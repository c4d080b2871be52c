// A small DEFLATE decoder (RFC 1951) with the zlib (RFC 1950) and gzip (RFC 1952) wrappers,
// written from the RFCs for Tiled layer data and PNG images. It decodes stored, fixed-Huffman
// and dynamic-Huffman blocks, checks the Adler-32 or CRC-32 of the result, and never
// produces more than a caller-given number of bytes, so a hostile "zip bomb" fails early.
//
// Huffman codes are decoded canonically, one bit at a time: for each code length the codes
// are consecutive integers, so a code of length n is valid when it falls in the range of
// codes of that length. This is simple and fast enough for maps (megabytes, not gigabytes).

/// Why a compressed stream could not be decoded.
package struct InflateError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, as a sentence fragment (`"the zlib checksum does not match"`).
  package let message: String

  init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}

/// DEFLATE decoding with the zlib and gzip wrappers.
package enum Inflate {
  /// The data of a zlib stream (RFC 1950), checked against its Adler-32.
  ///
  /// - Parameter limit: the most bytes the result may have.
  /// - Throws: ``InflateError`` for a bad header, a preset dictionary, a broken or
  ///   truncated stream, a checksum mismatch, trailing bytes or output over `limit`.
  package static func zlib(_ bytes: [UInt8], limit: Int) throws -> [UInt8] {
    guard bytes.count >= 2 else { throw InflateError("the zlib stream is truncated") }
    let cmf = bytes[0]
    let flags = bytes[1]
    guard cmf & 0x0F == 8, cmf >> 4 <= 7 else {
      throw InflateError("not a zlib stream (compression method \(cmf & 0x0F), expected 8)")
    }
    guard (UInt16(cmf) << 8 | UInt16(flags)) % 31 == 0 else {
      throw InflateError("not a zlib stream (the header check fails)")
    }
    guard flags & 0x20 == 0 else {
      throw InflateError("the zlib stream needs a preset dictionary, which is not supported")
    }
    var reader = BitReader(bytes: bytes, position: 2)
    let output = try inflate(&reader, limit: limit)
    reader.alignToByte()
    guard let stored = reader.bigEndian32() else {
      throw InflateError("the zlib stream is truncated (no Adler-32 checksum)")
    }
    guard stored == Checksum.adler32(output) else {
      throw InflateError("the zlib checksum (Adler-32) does not match the data")
    }
    guard reader.position == bytes.count else {
      throw InflateError("\(bytes.count - reader.position) unexpected bytes after the zlib stream")
    }
    return output
  }

  /// The data of a single-member gzip file (RFC 1952), checked against its CRC-32 and size.
  ///
  /// - Throws: ``InflateError`` as ``zlib(_:limit:)``.
  package static func gzip(_ bytes: [UInt8], limit: Int) throws -> [UInt8] {
    guard bytes.count >= 18 else { throw InflateError("the gzip stream is truncated") }
    guard bytes[0] == 0x1F, bytes[1] == 0x8B else { throw InflateError("not a gzip stream") }
    guard bytes[2] == 8 else {
      throw InflateError("gzip compression method \(bytes[2]) is not supported (expected 8)")
    }
    let flags = bytes[3]
    guard flags & 0xE0 == 0 else { throw InflateError("the gzip header has reserved flags set") }
    var position = 10
    func need(_ count: Int) throws {
      guard position + count <= bytes.count else {
        throw InflateError("the gzip header is truncated")
      }
    }
    if flags & 0x04 != 0 {  // FEXTRA
      try need(2)
      let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
      position += 2
      try need(length)
      position += length
    }
    for flag in [UInt8(0x08), 0x10] where flags & flag != 0 {  // FNAME, FCOMMENT
      while true {
        try need(1)
        position += 1
        if bytes[position - 1] == 0 { break }
      }
    }
    if flags & 0x02 != 0 {  // FHCRC
      try need(2)
      position += 2
    }
    var reader = BitReader(bytes: bytes, position: position)
    let output = try inflate(&reader, limit: limit)
    reader.alignToByte()
    guard let crc = reader.littleEndian32(), let size = reader.littleEndian32() else {
      throw InflateError("the gzip stream is truncated (no CRC-32 and size)")
    }
    guard crc == Checksum.crc32(output) else {
      throw InflateError("the gzip checksum (CRC-32) does not match the data")
    }
    guard size == UInt32(truncatingIfNeeded: output.count) else {
      throw InflateError("the gzip size field does not match the data")
    }
    guard reader.position == bytes.count else {
      throw InflateError("\(bytes.count - reader.position) unexpected bytes after the gzip stream")
    }
    return output
  }

  /// Decodes raw DEFLATE blocks from `reader` up to and including the final block.
  static func inflate(_ reader: inout BitReader, limit: Int) throws -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(min(limit, 1 << 20))
    var isFinal = false
    while !isFinal {
      isFinal = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        guard let length = reader.littleEndian16(), let complement = reader.littleEndian16() else {
          throw InflateError("a stored block is truncated")
        }
        guard length == ~complement else {
          throw InflateError("a stored block's length check (NLEN) does not match")
        }
        guard output.count + Int(length) <= limit else { throw tooLarge(limit) }
        guard let chunk = reader.bytes(Int(length)) else {
          throw InflateError("a stored block is truncated")
        }
        output.append(contentsOf: chunk)
      case 1:
        try decodeBlock(
          &reader, literals: fixedLiterals, distances: fixedDistances, into: &output, limit: limit)
      case 2:
        let (literals, distances) = try readDynamicTables(&reader)
        try decodeBlock(
          &reader, literals: literals, distances: distances, into: &output, limit: limit)
      default:
        throw InflateError("invalid block type 3")
      }
    }
    return output
  }

  static func tooLarge(_ limit: Int) -> InflateError {
    InflateError("the data decompresses to more than the expected \(limit) bytes")
  }

  // MARK: - Huffman tables

  /// A canonical Huffman code: how many codes have each length (1…15) and the symbols in
  /// code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    /// Builds the code from per-symbol code lengths (0 = unused).
    ///
    /// - Throws: if the lengths over-subscribe the code space.
    init(lengths: [Int]) throws {
      var counts = [Int](repeating: 0, count: 16)
      for length in lengths { counts[length] += 1 }
      var left = 1
      for length in 1...15 {
        left = left << 1 - counts[length]
        guard left >= 0 else { throw InflateError("a Huffman code is over-subscribed") }
      }
      self.init(checkedLengths: lengths)
    }

    /// Builds the code from lengths known to be valid (lengths 0…15, not over-subscribed).
    init(checkedLengths lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: offsets[15] + counts[15])
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }

    /// Reads one symbol.
    func decode(_ reader: inout BitReader) throws -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1...15 {
        code |= try reader.bits(1)
        let count = counts[length]
        if code - first < count { return symbols[index + code - first] }
        index += count
        first = (first + count) << 1
        code <<= 1
      }
      throw InflateError("an invalid Huffman code")
    }
  }

  // The fixed codes of RFC 1951 section 3.2.6. Building them cannot fail.
  static let fixedLiterals: Huffman = {
    var lengths = [Int](repeating: 8, count: 288)
    for i in 144..<256 { lengths[i] = 9 }
    for i in 256..<280 { lengths[i] = 7 }
    return Huffman(checkedLengths: lengths)
  }()
  static let fixedDistances = Huffman(checkedLengths: [Int](repeating: 5, count: 30))

  /// The order in which code-length code lengths are sent (RFC 1951 section 3.2.7).
  static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  static func readDynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw InflateError("a dynamic block declares too many codes")
    }
    var codeLengthLengths = [Int](repeating: 0, count: 19)
    for i in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[i]] = try reader.bits(3) }
    let codeLengths = try Huffman(lengths: codeLengthLengths)
    var lengths: [Int] = []
    let total = literalCount + distanceCount
    while lengths.count < total {
      let symbol = try codeLengths.decode(&reader)
      var repeated = 0
      var value = 0
      switch symbol {
      case 0...15:
        lengths.append(symbol)
        continue
      case 16:
        guard let last = lengths.last else {
          throw InflateError("a dynamic block repeats a code length before the first one")
        }
        value = last
        repeated = 3 + (try reader.bits(2))
      case 17: repeated = 3 + (try reader.bits(3))
      default: repeated = 11 + (try reader.bits(7))
      }
      guard lengths.count + repeated <= total else {
        throw InflateError("a dynamic block's code lengths run past the end")
      }
      lengths.append(contentsOf: repeatElement(value, count: repeated))
    }
    guard lengths[256] != 0 else { throw InflateError("a dynamic block has no end-of-block code") }
    let literals = try Huffman(lengths: Array(lengths[0..<literalCount]))
    let distances = try Huffman(lengths: Array(lengths[literalCount...]))
    return (literals, distances)
  }

  // MARK: - Compressed blocks

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  static func decodeBlock(
    _ reader: inout BitReader, literals: Huffman, distances: Huffman, into output: inout [UInt8],
    limit: Int
  ) throws {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        guard output.count < limit else { throw tooLarge(limit) }
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let lengthCode = symbol - 257
      guard lengthCode < lengthBase.count else {
        throw InflateError("invalid length code \(symbol)")
      }
      let length = lengthBase[lengthCode] + (try reader.bits(lengthExtra[lengthCode]))
      let distanceCode = try distances.decode(&reader)
      guard distanceCode < distanceBase.count else {
        throw InflateError("invalid distance code \(distanceCode)")
      }
      let distance = distanceBase[distanceCode] + (try reader.bits(distanceExtra[distanceCode]))
      guard distance <= output.count else {
        throw InflateError("a back-reference points before the start of the data")
      }
      guard output.count + length <= limit else { throw tooLarge(limit) }
      // Copy byte by byte: the source may overlap what is being written (runs).
      var from = output.count - distance
      for _ in 0..<length {
        output.append(output[from])
        from += 1
      }
    }
  }
}

/// Reads a byte array as a stream of bits, least significant bit first (DEFLATE's order).
struct BitReader {
  let bytes: [UInt8]
  /// The next byte to load.
  var position: Int
  var buffer: UInt64 = 0
  var count = 0

  init(bytes: [UInt8], position: Int) {
    self.bytes = bytes
    self.position = position
  }

  /// The next `n` bits (0…16) as an integer, first bit lowest.
  mutating func bits(_ n: Int) throws -> Int {
    while count < n {
      guard position < bytes.count else { throw InflateError("the compressed data is truncated") }
      buffer |= UInt64(bytes[position]) << UInt64(count)
      position += 1
      count += 8
    }
    let value = Int(buffer & ((1 << UInt64(n)) - 1))
    buffer >>= UInt64(n)
    count -= n
    return value
  }

  /// Drops the bits left in the current byte. Whole bytes still buffered are given back.
  mutating func alignToByte() {
    position -= count / 8
    buffer = 0
    count = 0
  }

  /// The next `n` whole bytes (after ``alignToByte()``), or `nil` if there are fewer.
  mutating func bytes(_ n: Int) -> ArraySlice<UInt8>? {
    guard n <= bytes.count - position else { return nil }
    defer { position += n }
    return bytes[position..<position + n]
  }

  mutating func littleEndian16() -> UInt16? {
    bytes(2).map { UInt16($0[$0.startIndex]) | UInt16($0[$0.startIndex + 1]) << 8 }
  }

  mutating func littleEndian32() -> UInt32? {
    bytes(4).map { $0.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
  }

  mutating func bigEndian32() -> UInt32? {
    bytes(4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
  }
}

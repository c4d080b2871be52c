// A DEFLATE compressor (RFC 1951) written from the RFC and zlib's published design, so
// HexBoard needs no compression library: LZ77 over a 32 KiB window with hash chains and lazy
// matching (see ``Settings``), then blocks of up to 16,384 symbols, each written
// with whichever of a dynamic Huffman code, the fixed code or a stored copy is smallest.
//
// It streams: input arrives in pieces of any size, compressed bytes collect in `output` for
// the caller to take, and the memory is fixed (the window, the hash tables and the symbol
// buffer, about 390 KiB) whatever the input's length.

/// Streaming deflate compression, optionally inside a zlib wrapper (RFC 1950).
///
/// ```swift
/// let compressor = DeflateCompressor(zlib: true)
/// for piece in pieces {
///   compressor.compress(piece)
///   try sink(compressor.takeOutput())
/// }
/// compressor.finish()
/// try sink(compressor.takeOutput())
/// ```
package final class DeflateCompressor {
  static let windowSize = 32_768
  static let windowMask = windowSize - 1
  /// Bytes ahead of the current position the matcher wants: the longest match, a hash's
  /// three bytes and one more.
  static let minimumLookahead = 258 + 3 + 1
  /// The farthest match kept, so a match never reaches into bytes the window slid away.
  static let maximumDistance = windowSize - minimumLookahead
  static let hashBits = 15
  static let symbolLimit = 16_384
  /// Bytes after the window's end that the 8-byte match comparison may read.
  static let padding = 512
  /// A position that is never within reach.
  static let noPosition = -(1 << 40)
  /// The tables' initial entry: 64 KiB before stream position 0 (mod 2^32), so out of reach
  /// from every position of the first 4 GiB.
  static let emptyEntry: UInt32 = 0xFFFF_0000

  /// How hard the matcher looks; see ``Settings``.
  let settings: Settings

  let window: UnsafeMutablePointer<UInt8>
  /// Hash chain heads and links, as stream positions modulo 2^32 (half the cache footprint
  /// of full positions); an entry is read back as the position at that distance (mod 2^32)
  /// behind the current one, so only entries within reach are ever used.
  let head: UnsafeMutablePointer<UInt32>
  let previous: UnsafeMutablePointer<UInt32>
  /// Literals (0...255) and matches (256 + length - 3) in the current block.
  let symbols: UnsafeMutablePointer<UInt16>
  /// Distance minus 1 of each match in `symbols`.
  let distances: UnsafeMutablePointer<UInt16>
  let literalFrequencies: UnsafeMutablePointer<Int>
  let distanceFrequencies: UnsafeMutablePointer<Int>
  let lengthCode: UnsafeMutablePointer<UInt8>
  let distanceCode: UnsafeMutablePointer<UInt8>

  /// Stream position of `window[0]`; hash chains hold stream positions, so sliding the
  /// window does not touch them.
  var base = 0
  var start = 0
  var lookahead = 0
  /// Window index of the current block's first byte; negative once it slid out.
  var blockStart = 0
  var symbolCount = 0
  var matchLength = 2
  var matchStart = 0
  var matchAvailable = false

  var bitBuffer: UInt64 = 0
  var bitCount = 0
  /// Compressed bytes not yet taken by the caller.
  package internal(set) var output: [UInt8] = []

  let zlib: Bool
  var adler: UInt32 = 1
  var finished = false

  /// A compressor; `zlib` wraps the stream in a zlib header and Adler-32 trailer.
  package init(zlib: Bool) {
    self.zlib = zlib
    settings = .standard
    let windowBytes = 2 * Self.windowSize + Self.padding
    window = .allocate(capacity: windowBytes)
    window.initialize(repeating: 0, count: windowBytes)
    head = .allocate(capacity: 1 << Self.hashBits)
    head.initialize(repeating: Self.emptyEntry, count: 1 << Self.hashBits)
    previous = .allocate(capacity: Self.windowSize)
    previous.initialize(repeating: Self.emptyEntry, count: Self.windowSize)
    symbols = .allocate(capacity: Self.symbolLimit)
    symbols.initialize(repeating: 0, count: Self.symbolLimit)
    distances = .allocate(capacity: Self.symbolLimit)
    distances.initialize(repeating: 0, count: Self.symbolLimit)
    literalFrequencies = .allocate(capacity: 286)
    literalFrequencies.initialize(repeating: 0, count: 286)
    distanceFrequencies = .allocate(capacity: 30)
    distanceFrequencies.initialize(repeating: 0, count: 30)
    lengthCode = .allocate(capacity: 256)
    lengthCode.initialize(from: DeflateTables.lengthCode, count: 256)
    distanceCode = .allocate(capacity: 512)
    distanceCode.initialize(from: DeflateTables.distanceCode, count: 512)
    output.reserveCapacity(1 << 16)
    if zlib {
      // Deflate with a 32 KiB window, "default" level; 0x789C is a multiple of 31.
      output += [0x78, 0x9C]
    }
  }

  deinit {
    window.deallocate()
    head.deallocate()
    previous.deallocate()
    symbols.deallocate()
    distances.deallocate()
    literalFrequencies.deallocate()
    distanceFrequencies.deallocate()
    lengthCode.deallocate()
    distanceCode.deallocate()
  }

  /// The compressed bytes made so far that the caller has not taken, emptying `output`.
  package func takeOutput() -> [UInt8] {
    var taken: [UInt8] = []
    taken.reserveCapacity(1 << 16)
    swap(&taken, &output)
    return taken
  }

  /// Compresses `bytes`, which follow everything given before. Does nothing after
  /// ``finish()``.
  ///
  /// - Complexity: O(n) for n bytes, with a constant bounded by the chain length.
  package func compress(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !finished, let source = bytes.baseAddress else { return }
    if zlib { adler = Checksum.adler32(bytes, start: adler) }
    var offset = 0
    while offset < bytes.count {
      if start + lookahead == 2 * Self.windowSize { slide() }
      let end = start + lookahead
      let count = min(bytes.count - offset, 2 * Self.windowSize - end)
      (window + end).update(from: source + offset, count: count)
      lookahead += count
      offset += count
      deflate(flush: false)
    }
  }

  /// Compresses `bytes`, which follow everything given before.
  package func compress(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { compress($0) }
  }

  /// Ends the stream: compresses what is left, writes the last block, pads to a byte and
  /// (for zlib) appends the Adler-32. Later calls do nothing.
  package func finish() {
    guard !finished else { return }
    deflate(flush: true)
    writeBlock(last: true)
    flushBits()
    if zlib {
      output += [
        UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF),
        UInt8(adler & 0xFF),
      ]
    }
    finished = true
  }

  /// Moves the window's upper half down when the buffer is full; only called once the
  /// matcher has consumed all but less than `minimumLookahead` bytes, so the current
  /// position is in the upper half.
  func slide() {
    window.update(from: window + Self.windowSize, count: Self.windowSize)
    base += Self.windowSize
    start -= Self.windowSize
    blockStart -= Self.windowSize
  }

  /// Compresses `bytes` into a complete zlib stream.
  package static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    let compressor = DeflateCompressor(zlib: true)
    compressor.compress(bytes)
    compressor.finish()
    return compressor.takeOutput()
  }

  /// Compresses `bytes` into a raw deflate stream (no wrapper).
  package static func deflate(_ bytes: [UInt8]) -> [UInt8] {
    let compressor = DeflateCompressor(zlib: false)
    compressor.compress(bytes)
    compressor.finish()
    return compressor.takeOutput()
  }

  /// The matcher's effort, as zlib's configuration table has it.
  struct Settings {
    /// Links of a hash chain searched at most.
    let chain: Int
    /// Once the previous match is this long, only a quarter of the chain is searched.
    let good: Int
    /// A match this long ends the search.
    let nice: Int
    /// A match this long is taken without trying the next position (lazy matching).
    let lazy: Int
    /// Matches up to this long put all their positions into the hash chains; longer ones
    /// (runs, mostly) only their first two, which costs little compression and much time.
    let insertLimit: Int

    /// zlib level 6's lazy matching with a quarter of its chain length and half its
    /// "nice" length: on a 3,500 × 3,100 map-like picture 0.5% larger than level 6 and
    /// about 30% faster (chain 16 / lazy 8 lost 20% on small tilesets).
    static let standard = Settings(chain: 32, good: 8, nice: 64, lazy: 16, insertLimit: 32)
  }
}

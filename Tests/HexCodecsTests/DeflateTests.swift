import HexTestSupport
import Testing

@testable import HexCodecs

/// The deflate compressor against the project's own ``Inflate``: every stream decodes to
/// exactly its input, whatever the data, its size or how it was fed.
@Suite("Deflate")
struct DeflateTests {
  /// Sizes around the edges that matter: tiny inputs, the match limits (3, 258), the
  /// window (32 KiB), the lookahead, a stored block's 65,535 and several windows.
  static let sizes = [
    0, 1, 2, 3, 4, 5, 8, 100, 257, 258, 259, 262, 263, 1000, 16_384, 32_767, 32_768, 32_769,
    65_535, 65_536, 65_537, 100_000, 300_000,
  ]

  /// Random bytes, zeros, a short period, a 4-letter alphabet, and rows like a filtered
  /// picture's (runs, a few values, repeats at a row's distance).
  static func data(kind: Int, count: Int, seed: UInt64) -> [UInt8] {
    var random = TestRandom(seed: seed)
    switch kind {
    case 0: return (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    case 1: return [UInt8](repeating: 0, count: count)
    case 2: return (0..<count).map { UInt8(($0 % 7) * 31) }
    case 3: return (0..<count).map { _ in UInt8.random(in: 0...3, using: &random) * 60 }
    default:
      var bytes: [UInt8] = []
      bytes.reserveCapacity(count)
      while bytes.count < count {
        let run = Int.random(in: 1...300, using: &random)
        let value = UInt8.random(in: 0...5, using: &random) * 40
        let copyBack = bytes.count > 1000 && Bool.random(using: &random)
        for i in 0..<run where bytes.count < count {
          bytes.append(copyBack ? bytes[bytes.count - 997 + i % 997] : value)
        }
      }
      return bytes
    }
  }

  @Test(arguments: 0..<5)
  func zlibStreamsDecodeToTheirInput(kind: Int) throws {
    for (index, size) in Self.sizes.enumerated() {
      let input = Self.data(kind: kind, count: size, seed: UInt64(kind * 100 + index))
      let compressed = DeflateCompressor.zlib(input)
      let decoded = try Inflate.zlib(compressed, limit: size)
      #expect(decoded == input, "kind \(kind), \(size) bytes")
      if kind != 0 && size >= 1000 {
        #expect(compressed.count < size / 2, "kind \(kind), \(size) bytes: \(compressed.count)")
      }
    }
  }

  /// The stream does not depend on how the input was cut into pieces.
  @Test func piecesOfAnySizeGiveTheSameStream() {
    var random = TestRandom(seed: 22)
    for kind in 0..<5 {
      let input = Self.data(kind: kind, count: 150_000, seed: UInt64(kind))
      let whole = DeflateCompressor.zlib(input)
      let compressor = DeflateCompressor(zlib: true)
      var streamed: [UInt8] = []
      var offset = 0
      while offset < input.count {
        let length = min(input.count - offset, Int.random(in: 0...70_000, using: &random))
        compressor.compress(Array(input[offset..<(offset + length)]))
        streamed += compressor.takeOutput()
        offset += length
      }
      compressor.finish()
      streamed += compressor.takeOutput()
      compressor.compress([1, 2, 3])  // ignored after finish
      #expect(compressor.takeOutput().isEmpty)
      #expect(streamed == whole, "kind \(kind)")
    }
  }

  /// Known answers: an empty stream is a lone fixed block; incompressible data is stored,
  /// so it grows by a few bytes per 65,535 only; 1 MB of zeros shrinks about 1000 times.
  @Test func knownSizes() throws {
    #expect(DeflateCompressor.deflate([]) == [0x03, 0x00])
    let random = Self.data(kind: 0, count: 200_000, seed: 9)
    let stored = DeflateCompressor.deflate(random)
    #expect(stored.count <= random.count + 5 * 13)
    let zeros = DeflateCompressor.zlib([UInt8](repeating: 0, count: 1 << 20))
    #expect(zeros.count < 1200)
    #expect(try Inflate.zlib(zeros, limit: 1 << 20).count == 1 << 20)
  }

  /// Huffman code lengths: within the limit, a complete code (Kraft sum exactly 1), and as
  /// short in total as a brute-force optimum when the limit does not bind.
  @Test func codeLengthsAreCompleteLimitedAndOptimal() {
    var fibonacci = [1, 1]
    while fibonacci.count < 30 {
      fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
    }
    var random = TestRandom(seed: 5)
    var cases: [([Int], Int)] = [(fibonacci, 15), (fibonacci, 7), (Array(fibonacci.prefix(19)), 7)]
    for _ in 0..<200 {
      let count = Int.random(in: 2...40, using: &random)
      let counts = (0..<count).map { _ in
        Bool.random(using: &random) ? 0 : Int.random(in: 1...1000, using: &random)
      }
      cases.append((counts, 15))
    }
    for (counts, limit) in cases where counts.filter({ $0 > 0 }).count >= 2 {
      let lengths = DeflateHuffman.codeLengths(counts, limit: limit)
      #expect(lengths.allSatisfy { $0 <= limit })
      let kraft = lengths.reduce(0) { $0 + ($1 == 0 ? 0 : 1 << (limit - Int($1))) }
      #expect(kraft == 1 << limit, "\(counts)")
      for (count, length) in zip(counts, lengths) { #expect((count == 0) == (length == 0)) }
      if limit == 15 && lengths.allSatisfy({ $0 < 15 }) {
        let cost = zip(counts, lengths).reduce(0) { $0 + $1.0 * Int($1.1) }
        #expect(cost == Self.optimalCost(counts.filter { $0 > 0 }), "\(counts)")
      }
    }
  }

  /// The total cost of an optimal prefix code, by repeatedly merging the two smallest
  /// weights (Huffman's algorithm in its plainest form).
  static func optimalCost(_ weights: [Int]) -> Int {
    var pool = weights
    var cost = 0
    while pool.count > 1 {
      pool.sort()
      let merged = pool.removeFirst() + pool.removeFirst()
      cost += merged
      pool.append(merged)
    }
    return cost
  }
}

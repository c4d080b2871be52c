import HexTestSupport
import Testing

@testable import HexBoardWesnoth

/// Damaged input never traps: every mutation of the fixture map is either refused with an
/// error or read, and whatever is read is written back as exactly the bytes it came from.
/// The same mutations through the WML reader end in a tree or an error.
@Suite struct WesnothHostileInputTests {
  static let alphabet = Array(" ,\n\r\t^|/\\_1aZ#[]=\"{}+-".utf8) + [0, 0xFF, 0xC3]

  static func mutations(of seed: [UInt8], count: Int, randomSeed: UInt64) -> [[UInt8]] {
    var random = TestRandom(seed: randomSeed)
    return (0..<count).map { _ in
      var bytes = seed
      for _ in 0...Int.random(in: 0...3, using: &random) {
        let position = Int.random(in: 0...bytes.count, using: &random)
        let byte = alphabet.randomElement(using: &random) ?? 0
        switch Int.random(in: 0...2, using: &random) {
        case 0: bytes.insert(byte, at: position)
        case 1: if position < bytes.count { bytes.remove(at: position) }
        default: if position < bytes.count { bytes[position] = byte }
        }
      }
      return bytes
    }
  }

  @Test func damagedMapsAreRefusedOrWrittenBackIdentical() throws {
    let seed = try WesnothData.readFile(WesnothMapTests.fixture)
    var (read, refused) = (0, 0)
    for bytes in Self.mutations(of: seed, count: 3000, randomSeed: 36) {
      if let map = try? WesnothMap(bytes: bytes) {
        read += 1
        #expect(map.bytes() == bytes)
      } else {
        refused += 1
      }
    }
    #expect(read > 100 && refused > 100, "read \(read), refused \(refused)")
  }

  @Test func damagedWMLEndsInATreeOrAnError() {
    let seed = Array(WesnothWMLTests.sample.utf8)
    var (read, refused) = (0, 0)
    for bytes in Self.mutations(of: seed, count: 3000, randomSeed: 3636) {
      if (try? WesnothWMLNode.parse(bytes)) != nil { read += 1 } else { refused += 1 }
    }
    #expect(read > 100 && refused > 100, "read \(read), refused \(refused)")
  }
}

// Hostile trees: encoded boards, patches and values with random parts removed, repeated or
// replaced, decoded through the in-memory coder. Each either decodes or throws a
// DecodingError: never a crash, never another error.

import HexBoard
import HexTestSupport
import Testing

@Suite struct CodableFuzzTests {
  /// Replacement parts. Computed, not a stored global: the indirect enum's boxes held by a
  /// global are reported as leaks by the address sanitizer's leak check at exit.
  static var junk: [TreeNode] {
    [
      .null, .bool(true), .int(-1), .int(0), .int(Int.max), .int(Int.min), .int(70_000),
      .double(0.5), .double(.nan), .double(-.infinity), .string(""), .string("\u{1B}[2J"),
      .string("x"), .array([]), .array([.int(1), .int(2)]), .object([]),
      .object([.init(key: "\tnumber", value: .double(.infinity))]),
    ]
  }

  /// `node` with one random part changed.
  static func mutated(_ node: TreeNode, _ rng: inout TestRandom) -> TreeNode {
    switch node {
    case .array(var items) where !items.isEmpty && Int.random(in: 0..<5, using: &rng) > 0:
      let i = Int.random(in: 0..<items.count, using: &rng)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: items.remove(at: i)
      case 1: items.insert(items[i], at: i)
      default: items[i] = mutated(items[i], &rng)
      }
      return .array(items)
    case .object(var members) where !members.isEmpty && Int.random(in: 0..<5, using: &rng) > 0:
      let i = Int.random(in: 0..<members.count, using: &rng)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: members.remove(at: i)
      case 1: members.append(.init(key: members[i].key + "x", value: members[i].value))
      default: members[i].value = mutated(members[i].value, &rng)
      }
      return .object(members)
    default:
      return junk[Int.random(in: 0..<junk.count, using: &rng)]
    }
  }

  func survives<T: Codable>(_ value: T, _ rng: inout TestRandom, times: Int) throws {
    let tree = try TreeEncoder().encode(value)
    for _ in 0..<times {
      var node = tree
      for _ in 0..<Int.random(in: 1...3, using: &rng) { node = Self.mutated(node, &rng) }
      do {
        _ = try TreeDecoder().decode(T.self, from: node)
      } catch is DecodingError {
      } catch {
        Issue.record("\(T.self): \(type(of: error)) \(error)")
      }
    }
  }

  @Test(arguments: 0..<16)
  func mutatedTreesDecodeOrThrowDecodingError(seed: UInt64) throws {
    var rng = TestRandom(seed: seed &+ 9000)
    let board = try BoardCodableTests.richBoard(seed: seed)
    try survives(board, &rng, times: 60)
    let after = try randomEdit(of: board, using: &rng)
    try survives(try BoardPatch(from: board, to: after), &rng, times: 60)
    for object in board.objects { try survives(object, &rng, times: 10) }
    for terrain in board.palette { try survives(terrain, &rng, times: 10) }
    for movementClass in board.movementClasses { try survives(movementClass, &rng, times: 10) }
    var set = CellSet(grid: board.grid)
    for index in 0..<board.grid.indexCount where Bool.random(using: &rng) {
      set.insert(index: index)
    }
    try survives(set, &rng, times: 40)
    let hexes = board.grid.hexes
    let path = Path(
      hexes: Array(hexes.prefix(4)), stepCosts: Array(repeating: 1, count: min(3, hexes.count - 1)))
    try survives(path, &rng, times: 40)
  }
}

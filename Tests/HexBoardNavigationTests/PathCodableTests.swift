// Paths through every coder: searched paths (with step costs, with turns) and hand-made
// ones equal in every part after the round trip; bad forms refused with the member's path.

import Foundation
import HexBoard
import HexTestSupport
import Testing

@Suite struct PathCodableTests {
  /// Equal in every part, not only in what `==` compares (hexes and cost).
  func expectSame(_ a: Path, _ b: Path, _ note: String) {
    #expect(a == b, "\(note)")
    #expect(a.stepCosts == b.stepCosts, "\(note)")
    #expect(a.turns == b.turns, "\(note)")
  }

  @Test(arguments: 0..<20)
  func searchedPathsRoundTrip(seed: UInt64) throws {
    var rng = TestRandom(seed: seed)
    let board = try randomBoard(using: &rng)
    let graph = try board.navigationGraph()
    let hexes = board.grid.hexes
    for _ in 0..<8 {
      guard let start = hexes.randomElement(using: &rng),
        let goal = hexes.randomElement(using: &rng)
      else { break }
      let turns = Turns(movesPerTurn: Int.random(in: 1...6, using: &rng))
      for rules in [SearchRules(), SearchRules(turns: turns)] {
        guard let path = graph.path(from: start, to: goal, rules: rules) else { continue }
        for (decoded, coder) in zip(try roundTrips(path), codableCoderNames) {
          expectSame(decoded, path, "\(coder), seed \(seed)")
        }
      }
    }
  }

  @Test func handMadePathsRoundTripAndGolden() throws {
    let hexes = [Hex(q: 0, r: 0), Hex(q: 1, r: 0), Hex(q: 1, r: 1)]
    let paths = [
      Path(hexes: hexes, cost: 7), Path(hexes: [hexes[0]], cost: 0),
      Path(hexes: hexes, stepCosts: [3, 4]),
      Path(hexes: hexes, stepCosts: [3, 4], turns: [0, 1, 2]),
      Path(hexes: [hexes[0]], stepCosts: [], turns: [0]),
    ]
    for path in paths {
      for (decoded, coder) in zip(try roundTrips(path), codableCoderNames) {
        expectSame(decoded, path, coder)
      }
    }
    #expect(try jsonText(paths[0]) == #"{"cost":7,"hexes":[[0,0],[1,0],[1,1]]}"#)
    #expect(
      try jsonText(paths[3])
        == #"{"cost":7,"hexes":[[0,0],[1,0],[1,1]],"stepCosts":[3,4],"turns":[0,1,2]}"#)
  }

  @Test func hostilePathsAreRefusedWithTheirPath() throws {
    let cases: [(String, String)] = [
      (#"{"cost":0,"hexes":[]}"#, "hexes"),
      (#"{"cost":-1,"hexes":[[0,0]]}"#, "cost"),
      (#"{"cost":5,"hexes":[[0,0],[1,0]],"stepCosts":[4]}"#, "cost"),
      (#"{"cost":4,"hexes":[[0,0],[1,0]],"stepCosts":[4,1]}"#, "stepCosts"),
      (#"{"cost":4,"hexes":[[0,0],[1,0]],"stepCosts":[4],"turns":[1,0]}"#, "turns"),
      (#"{"cost":4,"hexes":[[0,0],[1,0]],"stepCosts":[4],"turns":[0]}"#, "turns"),
      (#"{"cost":4,"hexes":[[0,0],[1,0]],"steps":[4]}"#, ""),
      (#"{"cost":4,"hexes":[[0,0,0]]}"#, "hexes.0.2"),
    ]
    for (text, path) in cases {
      let error = try #require(decodingError(Path.self, text), "\(text)")
      #expect(error.summary.path == path, "\(text): \(error.summary)")
    }
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(Path(hexes: [Hex(q: 0, r: 0)], stepCosts: [1, 2]))
    }
  }
}

// Cell sets through every coder as runs of indices: equal after the round trip, compact
// (a run per stretch, never a bitset), bad runs refused with the run's path.

import Foundation
import HexBoardMaps
import HexTestSupport
import Testing

@Suite struct CellSetCodableTests {
  @Test(arguments: 0..<30)
  func randomSetsRoundTrip(seed: UInt64) throws {
    var rng = TestRandom(seed: seed)
    let indexCount =
      [0, 1, 63, 64, 65, 200, 4096][Int(seed) % 7] + Int.random(in: 0...3, using: &rng)
    var set = CellSet(indexCount: indexCount)
    let density = Int.random(in: 1...5, using: &rng)
    for index in 0..<indexCount where Int.random(in: 0..<6, using: &rng) < density {
      set.insert(index: index)
    }
    for (decoded, coder) in zip(try roundTrips(set), codableCoderNames) {
      #expect(decoded == set, "\(coder), seed \(seed)")
      #expect(decoded.count == set.count && Array(decoded) == Array(set), "\(coder)")
    }
  }

  @Test func goldenRunsAndTheirSize() throws {
    var set = CellSet(indexCount: 200)
    for index in [3, 4, 5, 9, 64, 65, 66, 67, 199] { set.insert(index: index) }
    #expect(try jsonText(set) == #"{"indexCount":200,"runs":[[3,3],[9,1],[64,4],[199,1]]}"#)
    #expect(try jsonText(CellSet(indexCount: 5)) == #"{"indexCount":5,"runs":[]}"#)
    // A whole 1024² view is one run.
    var all = CellSet(indexCount: 1 << 20)
    for index in 0..<(1 << 20) { all.insert(index: index) }
    #expect(try jsonText(all) == #"{"indexCount":1048576,"runs":[[0,1048576]]}"#)
    #expect(try roundTrips(all).allSatisfy { $0 == all })
  }

  @Test func hostileSetsAreRefusedWithTheirPath() throws {
    let cases: [(String, String, String)] = [
      (#"{"indexCount":-1,"runs":[]}"#, "indexCount", "out of range"),
      (#"{"indexCount":1000000000000,"runs":[]}"#, "indexCount", "out of range"),
      (#"{"indexCount":10,"runs":[[2,3],[4,1]]}"#, "runs.1", "storage order"),
      (#"{"indexCount":10,"runs":[[2,3],[5,1]]}"#, "runs.1", "gap"),
      (#"{"indexCount":10,"runs":[[8,3]]}"#, "runs.0", "past indexCount"),
      (#"{"indexCount":10,"runs":[[8,0]]}"#, "runs.0", "at least one"),
      (#"{"indexCount":10,"runs":[[-1,2]]}"#, "runs.0", ""),
      (#"{"indexCount":10,"runs":[[1,2,3]]}"#, "runs.0", "more values"),
      (#"{"indexCount":10,"runs":[[1,9223372036854775807]]}"#, "runs.0", "past indexCount"),
      (#"{"indexCount":10,"runs":[],"bits":[1]}"#, "", "unknown key 'bits'"),
    ]
    for (text, path, words) in cases {
      let error = try #require(decodingError(CellSet.self, text), "\(text)")
      #expect(error.summary.path == path, "\(text): \(error.summary)")
      #expect(words.isEmpty || error.summary.message.contains(words), "\(text): \(error.summary)")
    }
  }
}

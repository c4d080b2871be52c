// The one seeded generator of the test suites, so every property check sees the same inputs
// on every run and platform and a failure always reproduces.

/// TestRandom (Steele, Lea & Flood): a tiny, fast, seedable generator. Tests never use
/// `SystemRandomNumberGenerator`.
///
/// The same sequence as `HexBoardGeneration`'s `TestRandom`, kept apart so that suites
/// below the generation module (HexGrid, HexBoard, codecs) can use it, and so a change to
/// the library's generator under test cannot change every other suite's inputs.
package struct TestRandom: RandomNumberGenerator, Sendable {
  package var state: UInt64

  /// A generator starting from `seed`.
  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

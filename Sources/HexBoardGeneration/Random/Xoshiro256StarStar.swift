import HexBoard
import HexBoardSupport

/// xoshiro256** 1.0 (Blackman and Vigna, 2018): the generator behind every HexBoard map
/// generator.
///
/// A value type with 256 bits of state, period 2²⁵⁶ − 1, and output fixed by the reference
/// C implementation on every platform (only wrapping integer arithmetic, shifts and
/// rotations). ``init(seed:)`` fills the state with four successive outputs of
/// ``SplitMix64`` seeded with `seed`, as the authors recommend; from seed 0 the first
/// outputs are `0x99EC5F36CB75F2B4`, `0xBF6E1F784956452A`, `0x1A5F849D4933E6E0`.
///
/// Independent streams: ``derived(stream:)`` and ``derived(label:)`` make a generator for a
/// sub-task from the current state without advancing it, and ``split()`` takes one step and
/// returns a new generator. Give each phase of a generator its own derived stream and the
/// number of values one phase draws never shifts what another draws.
///
/// ```swift
/// let root = Xoshiro256StarStar(seed: 2024)
/// var elevation = root.derived(label: "elevation")
/// var rivers = root.derived(label: "rivers")      // unaffected by draws from `elevation`
/// let x = elevation.nextUnitDouble()               // in [0, 1)
/// ```
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Hashable {
  /// The four state words; never all zero.
  public private(set) var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a generator seeded through SplitMix64: the state is the first four outputs of
  /// `SplitMix64(seed: seed)`.
  public init(seed: UInt64) {
    var seeder = SplitMix64(seed: seed)
    state = (seeder.next(), seeder.next(), seeder.next(), seeder.next())
    if state == (0, 0, 0, 0) { state.0 = SplitMix64.increment }
  }

  /// Creates a generator with the given state words; an all-zero state (which would only
  /// ever produce zeros) is replaced by the state of `init(seed: 0)`.
  public init(state: (UInt64, UInt64, UInt64, UInt64)) {
    if state == (0, 0, 0, 0) {
      var seeder = SplitMix64(seed: 0)
      self.state = (seeder.next(), seeder.next(), seeder.next(), seeder.next())
    } else {
      self.state = state
    }
  }

  /// Returns the next 64 random bits (the `**` scrambler of the reference code).
  ///
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    let result = Xoshiro256StarStar.rotate(state.1 &* 5, 7) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = Xoshiro256StarStar.rotate(state.3, 45)
    return result
  }

  /// A new, independent generator for sub-stream `stream`, computed from the current state
  /// without advancing it: the same state and stream always give the same generator, and
  /// different streams give unrelated ones.
  ///
  /// The new state is four outputs of a ``SplitMix64`` seeded with a mix of the four state
  /// words and `stream`.
  public func derived(stream: UInt64) -> Xoshiro256StarStar {
    var key = SplitMix64.mix(stream ^ 0x5851_F42D_4C95_7F2D)
    key ^= SplitMix64.mix(state.0 ^ key)
    key ^= Xoshiro256StarStar.rotate(SplitMix64.mix(state.1 &+ key), 17)
    key ^= Xoshiro256StarStar.rotate(SplitMix64.mix(state.2 ^ key), 31)
    key ^= Xoshiro256StarStar.rotate(SplitMix64.mix(state.3 &+ key), 47)
    return Xoshiro256StarStar(seed: key)
  }

  /// A new, independent generator for the sub-stream named `label` (hashed with 64-bit
  /// FNV-1a), e.g. `"elevation"` or `"rivers"`. Does not advance this generator.
  public func derived(label: String) -> Xoshiro256StarStar {
    derived(stream: FNV1a64.hash(label))
  }

  /// The first output of the sub-stream named `label`: a seed for a component (such as
  /// ``HexNoise``) that takes a seed rather than a generator. Does not advance this
  /// generator.
  public func seed(label: String) -> UInt64 {
    var stream = derived(label: label)
    return stream.next()
  }

  /// Takes one output of this generator and returns a new generator seeded from it, for
  /// handing to a sub-task (e.g. one per region in a loop).
  public mutating func split() -> Xoshiro256StarStar {
    Xoshiro256StarStar(seed: next())
  }

  static func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 - k))
  }

  /// Generators are equal when their states are.
  public static func == (lhs: Xoshiro256StarStar, rhs: Xoshiro256StarStar) -> Bool {
    lhs.state == rhs.state
  }

  /// Hashes the state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(state.0)
    hasher.combine(state.1)
    hasher.combine(state.2)
    hasher.combine(state.3)
  }
}

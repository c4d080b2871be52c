import HexBoard

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast generator used to seed other
/// generators and to hash integers.
///
/// The output is fixed by this definition and identical on every platform: the state
/// advances by `0x9E3779B97F4A7C15` (wrapping) and each output is the state passed through
/// the mixing function ``mix(_:)``. From seed 0 the first outputs are
/// `0xE220A8397B1DCDAF`, `0x6E789E6AA1B965F4`, `0x06C45D188009454F`.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let roll = rng.nextInt(in: 1...6)
/// ```
///
/// Prefer ``Xoshiro256StarStar`` for long streams; SplitMix64 has only 64 bits of state.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The current state: the next output is `mix(state &+ 0x9E3779B97F4A7C15)`.
  public var state: UInt64

  /// The golden-ratio increment added to the state at every step.
  public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// Creates a generator whose state is `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// Advances the state and returns the next 64 random bits.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= SplitMix64.increment
    return SplitMix64.mix(state)
  }

  /// The SplitMix64 finaliser (a variant of MurmurHash3's `fmix64`): a bijective, well
  /// mixed function of 64 bits, used as a stable integer hash.
  @inlinable
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

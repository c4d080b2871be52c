/// The shape of a falloff from 0 (no falloff) to 1 (full falloff), applied to the
/// normalised distance `t` in `0...1` (see `MapGrid.radialFalloff(around:radius:curve:)`
/// and `MapGrid.edgeFalloff(width:curve:)`).
///
/// Every curve maps 0 to 0 and 1 to 1 and is monotone (never decreasing) in between, so a
/// falloff built on it stays in `0...1`. Only `+ − ×` are used: the values are the same on
/// every platform.
public enum FalloffCurve: String, Sendable, Hashable, CaseIterable {
  /// `t`: a straight ramp.
  case linear
  /// `t²`: gentle near 0, steep near 1.
  case quadratic
  /// `t² × (3 − 2t)` (smoothstep): flat at both ends.
  case smooth

  /// The curve's value at `t`, with `t` clamped to `0...1` (NaN gives 0).
  ///
  /// - Returns: a value in `0...1`.
  public func value(at t: Double) -> Double {
    let x = t > 0 ? Swift.min(t, 1) : 0
    switch self {
    case .linear: return x
    case .quadratic: return x * x
    case .smooth: return x * x * (3 - 2 * x)
    }
  }
}

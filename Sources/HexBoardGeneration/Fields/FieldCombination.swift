import HexBoard

/// How `HexMap.combined(with:using:)` merges a second layer into a field, cell by
/// cell: `a` is the field's value, `b` the layer's, `w` the weight.
///
/// Every mode but ``add(weight:)`` mixes the field with the mode's result:
/// `(1 − w) × a + w × op(a, b)`, so weight 0 leaves the field as it is and weight 1 gives
/// `op(a, b)` exactly. Weights are not clamped: a weight above 1 pushes past the result,
/// a negative one away from it.
///
/// **Ranges.** Mixing keeps values inside the range of `a` and `op(a, b)` when `0 ≤ w ≤ 1`:
/// two fields in `-1...1` blended, multiplied or taken the min or max of stay in `-1...1`.
/// ``add(weight:)`` does not: `a + w × b` spans the sum of the ranges (rescale with
/// `HexMap.normalized(to:)` when a range matters).
public enum FieldCombination: Sendable, Hashable {
  /// Linear interpolation towards the layer: `(1 − w) × a + w × b`.
  case blend(weight: Double)
  /// The layer scaled and added: `a + w × b` (a negative weight subtracts, as an edge
  /// falloff lowers land towards the sea).
  case add(weight: Double)
  /// The product, mixed in by the weight: `(1 − w) × a + w × (a × b)`; a 0...1 layer used
  /// as a mask fades the field where it is low.
  case multiply(weight: Double)
  /// The smaller value, mixed in by the weight: `(1 − w) × a + w × min(a, b)`.
  case minimum(weight: Double)
  /// The larger value, mixed in by the weight: `(1 − w) × a + w × max(a, b)`.
  case maximum(weight: Double)

  /// The combined value of one cell.
  @inline(__always)
  func apply(_ a: Double, _ b: Double) -> Double {
    switch self {
    case .add(let w): return a + w * b
    case .blend(let w): return FieldCombination.mix(a, b, w)
    case .multiply(let w): return FieldCombination.mix(a, a * b, w)
    case .minimum(let w): return FieldCombination.mix(a, Swift.min(a, b), w)
    case .maximum(let w): return FieldCombination.mix(a, Swift.max(a, b), w)
    }
  }

  @inline(__always)
  static func mix(_ a: Double, _ b: Double, _ w: Double) -> Double {
    w == 1 ? b : w == 0 ? a : (1 - w) * a + w * b
  }
}

/// Which axis of a ``DoubledCoordinate`` is doubled.
@frozen
public enum DoubledConvention: String, CaseIterable, Sendable, Codable {
  /// Rows count in half-hex steps; for flat-top layouts.
  case doubledHeight = "doubled-height"
  /// Columns count in half-hex steps; for pointy-top layouts.
  case doubledWidth = "doubled-width"

  /// The `(dcol, drow)` step towards `direction`: constant, unlike offset coordinates.
  @inlinable
  public func step(toward direction: HexDirection) -> (dcol: Int, drow: Int) {
    let v = direction.vector
    switch self {
    case .doubledHeight: return (v.q, 2 * v.r + v.q)
    case .doubledWidth: return (2 * v.q + v.r, v.r)
    }
  }
}

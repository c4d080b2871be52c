/// One of the six diagonal directions, through a hex's corners to the hexes two steps away
/// that share no edge with it.
///
/// Diagonal `i` lies between edge directions `i` and `i + 1`, so its vector is their sum:
///
/// | raw | vector `(dq, dr)` | flat-top (default) | pointy-top  |
/// |-----|-------------------|--------------------|-------------|
/// | 0   | `(+2, -1)`        | east               | north-east  |
/// | 1   | `(+1, -2)`        | north-east         | north       |
/// | 2   | `(-1, -1)`        | north-west         | north-west  |
/// | 3   | `(-2, +1)`        | west               | south-west  |
/// | 4   | `(-1, +2)`        | south-west         | south       |
/// | 5   | `(+1, +1)`        | south-east         | south-east  |
@frozen
public enum HexDiagonal: Int, CaseIterable, Sendable, Codable {
  /// `(+2, -1)`: east on a flat-top board.
  case east = 0
  /// `(+1, -2)`: north-east on a flat-top board.
  case northEast = 1
  /// `(-1, -1)`: north-west on a flat-top board.
  case northWest = 2
  /// `(-2, +1)`: west on a flat-top board.
  case west = 3
  /// `(-1, +2)`: south-west on a flat-top board.
  case southWest = 4
  /// `(+1, +1)`: south-east on a flat-top board.
  case southEast = 5

  /// The axial vector of this diagonal (length 2).
  @inlinable
  public var vector: Hex {
    switch self {
    case .east: Hex(q: 2, r: -1)
    case .northEast: Hex(q: 1, r: -2)
    case .northWest: Hex(q: -1, r: -1)
    case .west: Hex(q: -2, r: 1)
    case .southWest: Hex(q: -1, r: 2)
    case .southEast: Hex(q: 1, r: 1)
    }
  }

  /// The diagonal pointing the other way.
  @inlinable
  public var opposite: HexDiagonal {
    HexDiagonal(rawValue: (rawValue + 3) % 6).unsafelyUnwrapped
  }
}

/// One of the six edge directions from a hex to its neighbours.
///
/// The raw values `0...5` follow the Red Blob Games order of axial vectors:
///
/// | raw | vector `(dq, dr)` | flat-top (default) | pointy-top |
/// |-----|-------------------|--------------------|------------|
/// | 0   | `(+1,  0)`        | south-east         | east       |
/// | 1   | `(+1, -1)`        | north-east         | north-east |
/// | 2   | `( 0, -1)`        | north              | north-west |
/// | 3   | `(-1,  0)`        | north-west         | west       |
/// | 4   | `(-1, +1)`        | south-west         | south-west |
/// | 5   | `( 0, +1)`        | south              | south-east |
///
/// The case names describe the default flat-top layout with y pointing down the screen.
/// Increasing raw values turn **counter-clockwise as seen on screen**, the one turning
/// direction used throughout HexGrid (rings, corners, rotation "left").
@frozen
public enum HexDirection: Int, CaseIterable, Sendable, Codable {
  /// `(+1, 0)`: south-east on a flat-top board, east on a pointy-top one.
  case southEast = 0
  /// `(+1, -1)`: north-east on both orientations.
  case northEast = 1
  /// `(0, -1)`: north on a flat-top board, north-west on a pointy-top one.
  case north = 2
  /// `(-1, 0)`: north-west on a flat-top board, west on a pointy-top one.
  case northWest = 3
  /// `(-1, +1)`: south-west on both orientations.
  case southWest = 4
  /// `(0, +1)`: south on a flat-top board, south-east on a pointy-top one.
  case south = 5

  /// The axial vector of this direction; `hex + direction.vector` is the neighbour.
  @inlinable
  public var vector: Hex {
    switch self {
    case .southEast: Hex(q: 1, r: 0)
    case .northEast: Hex(q: 1, r: -1)
    case .north: Hex(q: 0, r: -1)
    case .northWest: Hex(q: -1, r: 0)
    case .southWest: Hex(q: -1, r: 1)
    case .south: Hex(q: 0, r: 1)
    }
  }

  /// The direction pointing the other way.
  @inlinable
  public var opposite: HexDirection { rotated(by: 3) }

  /// This direction turned by `steps` sixths of a turn, counter-clockwise on screen for
  /// positive `steps` and clockwise for negative ones.
  @inlinable
  public func rotated(by steps: Int) -> HexDirection {
    // `& 7` is not modulo 6; use a true non-negative remainder instead.
    let index = ((rawValue + steps) % 6 + 6) % 6
    return HexDirection(rawValue: index).unsafelyUnwrapped
  }

  /// The next direction counter-clockwise on screen.
  @inlinable
  public var left: HexDirection { rotated(by: 1) }

  /// The next direction clockwise on screen.
  @inlinable
  public var right: HexDirection { rotated(by: -1) }
}

extension Hex {
  /// The unit vector of `direction`, for building offsets: `hex + .direction(.north) * 2`.
  @inlinable
  public static func direction(_ direction: HexDirection) -> Hex {
    direction.vector
  }
}

// Rotations by multiples of 60° and reflections across the three cube axes.
// "Left" turns counter-clockwise as seen on screen (y down), the same way ring order and
// corner order turn, so `direction.vector.rotatedLeft() == direction.left.vector`.

extension Hex {
  /// This hex rotated 60° counter-clockwise (on screen) about the origin:
  /// `(q, r, s) → (-s, -q, -r)`.
  @inlinable
  public func rotatedLeft() -> Hex {
    Hex(q: -s, r: -q)
  }

  /// This hex rotated 60° clockwise (on screen) about the origin:
  /// `(q, r, s) → (-r, -s, -q)`.
  @inlinable
  public func rotatedRight() -> Hex {
    Hex(q: -r, r: -s)
  }

  /// This hex rotated by `steps` sixths of a turn about `center`: counter-clockwise on
  /// screen for positive `steps`, clockwise for negative ones. Six steps give the hex back.
  @inlinable
  public func rotated(by steps: Int, around center: Hex = .zero) -> Hex {
    var vector = self - center
    let turns = ((steps % 6) + 6) % 6
    for _ in 0..<turns { vector = vector.rotatedLeft() }
    return center + vector
  }

  /// This hex rotated 60° counter-clockwise about `center`.
  @inlinable
  public func rotatedLeft(around center: Hex) -> Hex {
    center + (self - center).rotatedLeft()
  }

  /// This hex rotated 60° clockwise about `center`.
  @inlinable
  public func rotatedRight(around center: Hex) -> Hex {
    center + (self - center).rotatedRight()
  }

  /// This hex mirrored across the `q` axis through `center`: `q` is kept, `r` and `s`
  /// swap.
  @inlinable
  public func reflectedQ(around center: Hex = .zero) -> Hex {
    let v = self - center
    return center + Hex(q: v.q, r: v.s)
  }

  /// This hex mirrored across the `r` axis through `center`: `r` is kept, `q` and `s`
  /// swap.
  @inlinable
  public func reflectedR(around center: Hex = .zero) -> Hex {
    let v = self - center
    return center + Hex(q: v.s, r: v.r)
  }

  /// This hex mirrored across the `s` axis through `center`: `s` is kept, `q` and `r`
  /// swap.
  @inlinable
  public func reflectedS(around center: Hex = .zero) -> Hex {
    let v = self - center
    return center + Hex(q: v.r, r: v.q)
  }
}

// Offset coordinates in the grid's own convention. `Hex.offset(in:)` and
// `Hex.init(_:convention:)` default to odd-q because a bare hex has no grid; once a grid is
// involved, its convention is the one to use, and these helpers make that the easy way.

import HexGrid

extension MapGrid {
  /// `hex` as an offset coordinate in this grid's ``convention`` (the `col,row` that map
  /// files, patches and the command line use), whether or not `hex` is on the map.
  ///
  /// Unlike `hex.offset()`, which assumes odd-q, this is right on even-q and row-shifted
  /// grids too. On wrapped maps it does not move `hex` to its cell's image; use
  /// `offset(of: canonical(hex)!)` or ``offset(at:)`` for the cell's stored position.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func offset(of hex: Hex) -> OffsetCoordinate {
    hex.offset(in: convention)
  }

  /// The hex at offset coordinate `offset` read in this grid's ``convention``, whether or
  /// not it is on the map (check with `contains(_:)` or ``index(of:)-(OffsetCoordinate)``).
  ///
  /// The inverse of ``offset(of:)``: `grid.hex(atOffset: grid.offset(of: hex)) == hex`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func hex(atOffset offset: OffsetCoordinate) -> Hex {
    Hex(offset, convention: convention)
  }
}

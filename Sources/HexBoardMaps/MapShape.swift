import HexGrid

/// Which cells a map has.
///
/// Every shape is stored densely over its bounding box in offset coordinates, so cell
/// access is O(1) without hashing; shapes other than a full rectangle mark the unused
/// cells of the box as holes.
public enum MapShape: Hashable, Sendable {
  /// `columns × rows` cells, `(0, 0)` at the top left. The usual board.
  case rectangle(columns: Int, rows: Int)
  /// The hexes within `radius` steps of `Hex/zero` (offset coordinates go negative).
  case hexagon(radius: Int)
  /// The hexes with `0 ≤ q < columns` and `0 ≤ r < rows`.
  case parallelogram(columns: Int, rows: Int)
  /// An arbitrary set of cells given in offset coordinates (negative ones allowed).
  case cells([OffsetCoordinate])
}

/// Which cells a map has.
///
/// Every shape is stored densely over its bounding box in offset coordinates, so cell
/// access is O(1) without hashing; shapes other than a full rectangle mark the unused
/// cells of the box as holes.
public enum MapShape: Hashable, Sendable {
  /// `columns × rows` cells, `(0, 0)` at the top left. The usual board.
  case rectangle(columns: Int, rows: Int)
  /// The hexes within `radius` steps of ``Hex/zero`` (offset coordinates go negative).
  case hexagon(radius: Int)
  /// The hexes with `0 ≤ q < columns` and `0 ≤ r < rows`.
  case parallelogram(columns: Int, rows: Int)
  /// An arbitrary set of cells given in offset coordinates (negative ones allowed).
  case cells([OffsetCoordinate])
}

/// How a map's edges connect: flat, or wrapped into a cylinder or a torus.
public enum MapWrap: String, Hashable, Sendable, Codable, CaseIterable {
  /// The map ends at its edges.
  case none
  /// The east and west edges are joined (a world map that goes round).
  case cylinder
  /// Both pairs of opposite edges are joined.
  case torus
}

/// Why a ``MapGrid`` cannot be made.
public enum MapGridError: Error, Equatable, CustomStringConvertible {
  /// A dimension or the radius is negative or zero where cells are needed.
  case invalidDimensions(String)
  /// The bounding box would exceed ``MapGrid/maximumCellCount``.
  case tooLarge(cells: Int, limit: Int)
  /// Wrapping needs a full rectangle with dimensions that tile seamlessly.
  case unsupportedWrap(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidDimensions(let detail): "invalid map dimensions: \(detail)"
    case .tooLarge(let cells, let limit):
      "map too large: \(cells) cells in its bounding box, the limit is \(limit)"
    case .unsupportedWrap(let detail): "unsupported wrap: \(detail)"
    }
  }
}

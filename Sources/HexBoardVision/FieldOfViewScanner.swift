// A public, reusable field-of-view scanner: the sight table of its radius and the scan's
// buffers made once, then any number of viewers scanned into the caller's array, so a game
// server recomputing many units' sight each turn allocates nothing per unit.

import HexBoardMaps
import HexGrid

/// Scans fields of view one viewer after another with the same buffers: the cells of
/// `MapGrid.fieldOfView(from:radius:blocker:)`, in the same order, written as grid indices
/// into an array the caller keeps, without allocating per viewer.
///
/// ```swift
/// var scanner = FieldOfViewScanner(radius: 8)
/// var cells: [Int32] = []
/// for unit in units {
///   scanner.scan(from: unit.position, grid: board.grid, blocker: blocker, into: &cells)
///   // cells: the grid indices the unit sees, viewer first
/// }
/// ```
///
/// Where `MapGrid.fieldOfView(from:radius:blocker:)` takes its plain way (wrapped maps
/// less than about twice the radius across, radii above 32), the scanner takes it too, and
/// then allocates as it does.
public struct FieldOfViewScanner: Sendable {
  /// How far the scanner sees, in steps.
  public let radius: Int
  /// The table-driven scanner of ``radius``, or `nil` when there is no table for it.
  private var scanner: SightScanner?

  /// A scanner for fields of view of `radius` steps (a negative radius sees nothing).
  ///
  /// - Complexity: the sight table of `radius`, built once per process and shared, and
  ///   buffers of O(radius²).
  public init(radius: Int) {
    self.radius = radius
    scanner =
      radius >= 0 ? SightTableCache.shared.table(radius: radius).map(SightScanner.init) : nil
  }

  /// Calls `found` with the grid index of every cell `viewer` sees within ``radius`` on
  /// `grid`: the cells of `grid.fieldOfView(from: viewer, radius: radius, blocker: blocker)`,
  /// in its order (viewer first). A viewer off the map sees nothing.
  ///
  /// - Complexity: that of `MapGrid.fieldOfView(from:radius:blocker:)`, without its
  ///   allocations.
  public mutating func scan(
    from viewer: Hex, grid: MapGrid, blocker: SightBlocker, _ found: (Int) -> Void
  ) {
    guard radius >= 0, let center = grid.canonical(viewer) else { return }
    if SightScanner.fits(grid: grid, radius: radius), scanner != nil {
      scanner?.view(
        from: center, radius: radius, grid: grid, blocker: blocker, skip: { _ in false },
        found: found)
      return
    }
    for hex in grid.lineOfSightFieldOfView(from: center, radius: radius, blocker: blocker) {
      if let index = grid.index(of: hex) { found(index) }
    }
  }

  /// Replaces the contents of `cells` (keeping its capacity) with the grid indices of the
  /// cells `viewer` sees, as ``scan(from:grid:blocker:_:)`` finds them.
  ///
  /// - Complexity: as ``scan(from:grid:blocker:_:)``; `cells` grows only when a field of
  ///   view is larger than any it held before.
  public mutating func scan(
    from viewer: Hex, grid: MapGrid, blocker: SightBlocker, into cells: inout [Int32]
  ) {
    cells.removeAll(keepingCapacity: true)
    scan(from: viewer, grid: grid, blocker: blocker) { index in
      cells.append(Int32(truncatingIfNeeded: index))
    }
  }
}

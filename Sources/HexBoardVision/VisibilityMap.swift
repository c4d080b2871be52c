import HexBoardMaps
import HexGrid

/// Fog of war for one side of a game: what its viewers see now, what they have ever seen,
/// and what changed at the last update, each a `CellSet` of one grid.
///
/// ``update(viewers:radius:blocker:)`` recomputes ``visible`` as the union of the viewers'
/// fields of view (each exactly `MapGrid.fieldOfView(from:radius:blocker:)`; the rules of
/// sight are on ``SightBlocker``: terrain, elevation and hexside walls), adds it to
/// ``explored``, and sets ``revealed`` and ``hidden`` to the cells that came into and went
/// out of sight: what a server sends a player after a turn.
///
/// ```swift
/// var fog = board.visibility(viewers: units.map(\.position), radius: 8)
/// // ... units move ...
/// board.updateVisibility(&fog, viewers: units.map(\.position), radius: 8)
/// for index in fog.revealed { send(board.grid.hex(at: index)) }
/// ```
///
/// The viewers are scanned with one set of buffers per update (no allocation per viewer),
/// and a cell another viewer already sees this update is not traced again.
public struct VisibilityMap: Sendable, Equatable {
  /// The grid the sets index.
  public let grid: MapGrid
  /// The cells some viewer sees, after the last update.
  public private(set) var visible: CellSet
  /// The cells ever seen: the union of ``visible`` over all updates so far.
  public private(set) var explored: CellSet
  /// The cells visible after the last update and not before it ("newly seen").
  public private(set) var revealed: CellSet
  /// The cells visible before the last update and not after it ("no longer seen").
  public private(set) var hidden: CellSet

  /// A map where nothing has been seen yet.
  public init(grid: MapGrid) {
    self.grid = grid
    visible = CellSet(grid: grid)
    explored = CellSet(grid: grid)
    revealed = CellSet(grid: grid)
    hidden = CellSet(grid: grid)
  }

  /// Replaces what is visible with what `viewers` see within `radius` (viewers off the map
  /// see nothing), and updates ``explored``, ``revealed`` and ``hidden``.
  ///
  /// - Parameters:
  ///   - viewers: the viewers' cells, in any order; viewers off the map see nothing.
  ///   - radius: how far every viewer sees, in steps.
  ///   - blocker: what blocks sight, indexed by this map's grid (for a board,
  ///     `Board.sightBlocker`, or use `Board.updateVisibility(_:viewers:radius:)`).
  /// - Complexity: per viewer O(r²) without heights (`MapGrid.fieldOfView(from:radius:blocker:)`);
  ///   with heights O(r²) to read its disc plus the steps of the traces towards the cells
  ///   of the disc not yet seen this update, up to the first step that blocks (O(r³) at
  ///   worst, table reads only); then O(cells / 64) for the four sets.
  public mutating func update(viewers: some Sequence<Hex>, radius: Int, blocker: SightBlocker) {
    update(viewers: viewers.lazy.map { (viewer: $0, radius: radius) }, blocker: blocker)
  }

  /// ``update(viewers:radius:blocker:)`` with a radius per viewer (a scout sees farther
  /// than a soldier). A negative radius sees nothing.
  public mutating func update(
    viewers: some Sequence<(viewer: Hex, radius: Int)>, blocker: SightBlocker
  ) {
    var now = CellSet(grid: grid)
    // One scanner serves every radius up to its table's; it is replaced (rarely) by a larger
    // one when a viewer sees farther.
    var scanner: SightScanner? = nil
    for (viewer, radius) in viewers {
      guard radius >= 0, let center = grid.canonical(viewer) else { continue }
      if SightScanner.fits(grid: grid, radius: radius) {
        if (scanner?.table.radius ?? -1) < radius,
          let table = SightTableCache.shared.table(radius: radius)
        {
          scanner = SightScanner(table: table)
        }
        if var active = scanner, active.table.radius >= radius {
          scanner = nil  // so `active` owns its buffers and scans without copying them
          active.view(
            from: center, radius: radius, grid: grid, blocker: blocker,
            skip: { now.contains(index: $0) }, found: { index in now.insert(index: index) })
          scanner = active
          continue
        }
      }
      for hex in grid.lineOfSightFieldOfView(from: center, radius: radius, blocker: blocker) {
        if let index = grid.index(of: hex) { now.insert(index: index) }
      }
    }
    revealed = now.subtracting(visible)
    hidden = visible.subtracting(now)
    explored.formUnion(now)
    visible = now
  }

  /// Forgets everything: nothing visible, explored, revealed or hidden (a new game, or a
  /// player who lost its memory of the map).
  public mutating func reset() {
    self = VisibilityMap(grid: grid)
  }
}

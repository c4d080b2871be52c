// Line of sight and field of view on a grid. The rules are on `SightBlocker`.

import HexBoardMaps
import HexGrid

/// What blocks sight, for `MapGrid.lineOfSight(from:to:blocker:)`.
///
/// **How sight is decided.** Sight runs along the straight line between the two centres,
/// sampled like `Hex.line(to:)`: a *trace* is the run of cells from the viewer to the target,
/// each adjacent to the next. A trace is clear when none of the cells between the ends is
/// opaque (``isOpaque``) or higher than the sight line (``elevation``), and none of the
/// sides it crosses from one cell to the next is opaque (``isSideOpaque``), the side out of
/// the viewer's cell and the side into the target's included; so a wall between two
/// neighbours stops sight between them. The viewer's and the target's own cells never block.
///
/// A line that grazes a corner or runs exactly along a side touches two cells at once;
/// HexBoard decides such ties *permissively*: it traces the line twice, once nudged to each
/// side (±`MapGrid.sightNudge`), and sight passes if either trace is clear. The same holds at
/// a corner for sides: a line exactly through a corner where a wall ends passes when the
/// trace on the other side of the corner crosses no opaque side (it slips past the end of
/// the wall, as it slips past the corner of a single opaque cell), and is stopped only when
/// both traces are (walls, or opaque cells, on both ways round the corner). Symmetry holds:
/// A sees B exactly when B sees A. On wrapped maps sight takes the shortest way round; off
/// the map (holes, beyond the edges) blocks.
///
/// The closures are `@Sendable`, so a blocker can be shared by tasks like the board it
/// reads; they should only read immutable data (a copy of the board's arrays, as
/// `Board.sightBlocker` captures).
public struct SightBlocker: Sendable {
  /// Whether the cell at a grid index is opaque (a wall, a forest).
  public var isOpaque: @Sendable (Int) -> Bool
  /// The height of the cell at a grid index, or `nil` when the map is flat. A cell between
  /// viewer and target blocks when it is higher than the straight sight line running from
  /// the viewer's height to the target's.
  public var elevation: (@Sendable (Int) -> Int)?
  /// Whether sight is stopped crossing a side of the cell at a grid index (a wall along the
  /// side), or `nil` when no side stops sight. It must give the same answer for both names
  /// of a side: side `d` of a cell and side `d + 3 (mod 6)` of its neighbour across it
  /// (`Board.sightBlocker` builds it so).
  public var isSideOpaque: (@Sendable (_ index: Int, _ side: HexDirection) -> Bool)?

  /// Creates a blocker from per-index closures.
  public init(
    isOpaque: @escaping @Sendable (Int) -> Bool, elevation: (@Sendable (Int) -> Int)? = nil,
    isSideOpaque: (@Sendable (_ index: Int, _ side: HexDirection) -> Bool)? = nil
  ) {
    self.isOpaque = isOpaque
    self.elevation = elevation
    self.isSideOpaque = isSideOpaque
  }
}

extension MapGrid {
  /// Whether `target` can be seen from `viewer` (see the rules on ``SightBlocker``).
  ///
  /// - Complexity: O(d) for the distance d between them.
  public func lineOfSight(from viewer: Hex, to target: Hex, blocker: SightBlocker) -> Bool {
    guard let from = canonical(viewer), let to = canonical(target) else { return false }
    // On wrapped maps two images of the target can be equally near (exactly half way
    // round); sight passes if it is clear towards either, which keeps sight symmetric.
    let ends = nearestImages(of: to, from: from)
    let n = from.distance(to: ends[0])
    let sides = blocker.isSideOpaque
    if n == 0 || (n == 1 && sides == nil) { return true }
    let eyeHeight = blocker.elevation.map { $0(index(of: from)!) }
    let targetHeight = blocker.elevation.map { $0(index(of: to)!) }
    let viewerIndex = index(of: from)!
    for end in ends {
      for side in [1.0, -1.0] {
        let nudge = MapGrid.sightNudge
        let a = FractionalHex(
          q: Double(from.q) + side * nudge.q, r: Double(from.r) + side * nudge.r)
        let b = FractionalHex(q: Double(end.q) + side * nudge.q, r: Double(end.r) + side * nudge.r)
        var clear = true
        var previous = from
        var previousIndex = viewerIndex
        for i in 1...n {
          let hex = i == n ? end : a.lerp(to: b, t: Double(i) / Double(n)).rounded()
          guard let cell = index(of: hex) else {
            clear = false
            break
          }
          // The side crossed from the previous cell of the trace into this one.
          if let sides, let direction = MapGrid.direction(from: previous, to: hex),
            sides(previousIndex, direction)
          {
            clear = false
            break
          }
          if i == n { break }
          if blocker.isOpaque(cell) {
            clear = false
            break
          }
          if let elevation = blocker.elevation, let eye = eyeHeight, let top = targetHeight {
            // Higher than the sight line at t = i / n, compared in whole numbers so the
            // answer is the same in both directions (no rounding at exact heights).
            if elevation(cell) * n > eye * (n - i) + top * i {
              clear = false
              break
            }
          }
          previous = hex
          previousIndex = cell
        }
        if clear { return true }
      }
    }
    return false
  }

  /// The direction from `a` to its neighbour `b` in the plane, or `nil` if they are not
  /// neighbours (consecutive cells of a trace always are).
  static func direction(from a: Hex, to b: Hex) -> HexDirection? {
    switch (b.q - a.q, b.r - a.r) {
    case (1, 0): .southEast
    case (1, -1): .northEast
    case (0, -1): .north
    case (-1, 0): .northWest
    case (-1, 1): .southWest
    case (0, 1): .south
    default: nil
    }
  }

  /// The cells visible from `viewer` within `radius` steps, viewer first, then in spiral
  /// order (each cell once, in its on-map position): exactly the cells for which
  /// ``lineOfSight(from:to:blocker:)`` holds.
  ///
  /// The traces towards every cell of the disc depend only on its offset from the viewer,
  /// so they are computed once per radius (up to 32) and shared; a viewer's cells are then
  /// read once and each target checked by table reads, stopping at the first blocking step.
  /// Wrapped maps less than about twice the radius across (where a cell can be reached
  /// both ways round) and larger radii use one line of sight per cell.
  ///
  /// - Complexity: O(r²) when the blocker has no heights (radius up to 32): a sweep ring by
  ///   ring in which every opaque cell or wall blocks a contiguous range of sight lines,
  ///   each blocked once. With heights, O(r²) to read the disc plus per cell the steps of
  ///   its two traces up to the first that blocks: O(r³) at worst on open ground, with a
  ///   small constant (no floating point or hashing per step). Either way the answer is
  ///   ``lineOfSight(from:to:blocker:)``'s, cell for cell. ``VisibilityMap`` scans many
  ///   viewers without allocating per viewer.
  public func fieldOfView(from viewer: Hex, radius: Int, blocker: SightBlocker) -> [Hex] {
    guard let center = canonical(viewer), radius >= 0 else { return [] }
    if SightScanner.fits(grid: self, radius: radius),
      let table = SightTableCache.shared.table(radius: radius)
    {
      var scanner = SightScanner(table: table)
      var visible: [Hex] = []
      scanner.view(
        from: center, radius: radius, grid: self, blocker: blocker, skip: { _ in false },
        found: { index in visible.append(self.hex(at: index)) })
      return visible
    }
    return lineOfSightFieldOfView(from: center, radius: radius, blocker: blocker)
  }

  /// The cells of ``fieldOfView(from:radius:blocker:)``, in the same order, found the plain
  /// way: one ``lineOfSight(from:to:blocker:)`` per cell of the disc. This is the way
  /// ``fieldOfView(from:radius:blocker:)`` takes for small wrapped maps (where a cell can
  /// have two nearest images) and large radii, and the reference its sweep is measured
  /// and tested against.
  ///
  /// - Complexity: O(r³), and a set of the cells seen.
  public func lineOfSightFieldOfView(from viewer: Hex, radius: Int, blocker: SightBlocker)
    -> [Hex]
  {
    guard let center = canonical(viewer), radius >= 0 else { return [] }
    var seen = Set<Int>()
    var visible: [Hex] = []
    for hex in center.spiral(radius: radius) {
      guard let cell = index(of: hex), !seen.contains(cell) else { continue }
      if lineOfSight(from: center, to: hex, blocker: blocker) {
        seen.insert(cell)
        visible.append(self.hex(at: cell))
      }
    }
    return visible
  }

  /// The offset that pushes a sight line off the cell boundaries it would run along.
  ///
  /// Unlike `Hex.lineNudge` (q = r), it is parallel to no cell edge: a nudge along an edge
  /// leaves points on that edge tied (e.g. on the line from (0, 0) to (1, 1)), and float
  /// rounding would then settle them differently in the two directions.
  static let sightNudge = FractionalHex(q: 1e-6, r: 2e-6)
}

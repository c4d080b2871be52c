// Rings of cells by index: the hexes of `Hex.forEachInRing(radius:_:)` that are on the map,
// with the hex-to-index conversion specialised once per ring instead of once per hex.

import HexGrid

extension MapGrid {
  /// Calls `body` with the index of each hex at exactly `radius` steps from `center` that
  /// is on the map, in ring order (see `HexRing`): the indices of
  /// `center.ring(radius:).compactMap(index(of:))`, without the per-hex branches on the
  /// grid's shape and convention. On wrapped maps a hex off the box is taken modulo its
  /// size, as ``index(of:)-(Hex)`` does, so a ring wider than the map meets some cells
  /// twice.
  ///
  /// ```swift
  /// var total = 0
  /// grid.forEachIndex(onRingAround: center, radius: 3) { total += heights[index: $0] }
  /// ```
  ///
  /// - Complexity: O(radius), no allocation.
  @inlinable
  public func forEachIndex(
    onRingAround center: Hex, radius: Int, _ body: (Int) throws -> Void
  ) rethrows {
    guard isPlainBox else {
      try center.forEachInRing(radius: radius) { hex in
        if let index = index(of: hex) { try body(index) }
      }
      return
    }
    // A full box at the origin, no wrap: two unsigned range checks per hex.
    let columns = width
    let (w, h) = (UInt(bitPattern: width), UInt(bitPattern: height))
    let bias = evenBias
    if shiftsColumns {
      try center.forEachInRing(radius: radius) { hex in
        let col = hex.q
        let row = hex.r &+ ((col &+ bias) >> 1)
        if UInt(bitPattern: col) < w && UInt(bitPattern: row) < h {
          try body(row &* columns &+ col)
        }
      }
    } else {
      try center.forEachInRing(radius: radius) { hex in
        let row = hex.r
        let col = hex.q &+ ((row &+ bias) >> 1)
        if UInt(bitPattern: col) < w && UInt(bitPattern: row) < h {
          try body(row &* columns &+ col)
        }
      }
    }
  }
}

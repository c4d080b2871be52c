// The view hash: the content hash's terms restricted to what one player sees (see
// PlayerViews.md), so a client holding only its view can check the patches it receives.

import HexBoardMaps
import HexBoardSupport
import HexGrid

extension Board {
  /// A stable 64-bit hash of what a player seeing the cells `visible` knows of the board:
  /// the header (name, orientation, grid, palettes, properties), the terrain and height of
  /// every visible cell, whether the board has heights, the features of every side and
  /// corner touching a visible cell, and the objects standing on visible cells (their id,
  /// kind, cell and properties).
  ///
  /// It deliberately leaves out cells outside `visible` (what a client remembers of them is
  /// not checked), objects elsewhere, and the order of the objects (a client holds them in
  /// the order they came into its view). Two boards that agree on all the covered parts
  /// have the same view hash, in every process and on every platform: the hash is built
  /// from the terms of ``contentHash()`` (see the PlayerViews article of `HexBoardSync`).
  ///
  /// ```swift
  /// let hash = board.viewHash(of: visibility.visible)
  /// ```
  ///
  /// Indices of `visible` that are not cells of the board (holes, indices past the grid)
  /// are ignored.
  ///
  /// - Complexity: O(visible cells + objects on them): six sides and six corners are read
  ///   per visible cell, and the objects are found by cell or, when there are fewer
  ///   objects than visible cells, by one pass over the objects. A view that changes a
  ///   little at a time keeps its hash in O(change) with ``ViewHashSums``.
  public func viewHash(of visible: CellSet) -> UInt64 {
    viewHash(sums: viewHashSums(of: visible))
  }

  /// The sums of the view hash's terms over `visible`: cells and heights, sides, corners,
  /// objects.
  func viewSums(of visible: CellSet) -> (
    cells: UInt64, edges: UInt64, vertices: UInt64, objects: UInt64
  ) {
    let grid = self.grid
    var cells: UInt64 = 0
    var edges: UInt64 = 0
    var vertices: UInt64 = 0
    var visibleCells = 0
    if let heights = elevation {
      for i in visible where grid.isCell(i) {
        visibleCells &+= 1
        cells &+= ContentHashing.cellTerm(index: i, terrain: terrain[index: i])
        cells &+= ContentHashing.heightTerm(index: i, height: heights[index: i])
      }
    } else {
      for i in visible where grid.isCell(i) {
        visibleCells &+= 1
        cells &+= ContentHashing.cellTerm(index: i, terrain: terrain[index: i])
      }
    }
    if !edgeLayer.isEmpty, let bits = edgeLayer.words {
      // Each side touching the view once: a cell's sides 0...2 are its own slots, and so are
      // its sides 3...5 on the map's border; a side 3...5 with a neighbour belongs to the
      // neighbour's slot and is counted here only when the neighbour is not visible (when
      // it is, the neighbour counts it as one of its own). Empty sides add nothing, so the
      // bits are read first.
      for i in visible where grid.isCell(i) {
        let base = i &* 6
        for side in 0..<3 where bits[base &+ side] != 0 {
          edges &+= ContentHashing.edgeTerm(slot: base &+ side, bits: bits[base &+ side])
        }
        for side in 3..<6 {
          let direction = HexDirection(rawValue: side).unsafelyUnwrapped
          guard let other = grid.neighbor(of: i, in: direction) else {
            edges &+= ContentHashing.edgeTerm(slot: base &+ side, bits: bits[base &+ side])
            continue
          }
          let slot = other &* 6 &+ (side &- 3)
          if bits[slot] != 0 && !visible.contains(index: other) {
            edges &+= ContentHashing.edgeTerm(slot: slot, bits: bits[slot])
          }
        }
      }
    }
    if !vertexLayer.isEmpty {
      for i in visible where grid.isCell(i) {
        for corner in 0..<6 {
          let slot = grid.vertexSlot(of: i, corner: corner)
          let bits = vertexLayer[slot]
          if bits != 0 && countsCorner(corner, of: i, visible: visible, grid: grid) {
            vertices &+= ContentHashing.vertexTerm(slot: slot, bits: bits)
          }
        }
      }
    }
    var objectSum: UInt64 = 0
    forEachObject(on: visible, count: visibleCells, where: visible.contains(index:)) {
      object, index in
      objectSum &+= ContentHashing.objectTerm(object, cellIndex: index)
    }
    return (cells, edges, vertices, objectSum)
  }

  /// Calls `body` with every object standing on one of `cells` and the grid index of its
  /// cell: what a view of the board (a player's visible cells) holds of the objects.
  ///
  /// `cells` lists grid indices, each once (a `CellSet`, or an array); `count` is how many
  /// it lists and `contains` tells whether an index is one of them. The board takes one
  /// pass over its objects when there are no more of them than cells, and otherwise looks
  /// up the objects of each cell, so the order of the calls is the objects' order in the
  /// first case and the cells' order in the second.
  ///
  /// ```swift
  /// var seen: [BoardObject] = []
  /// board.forEachObject(on: visible, count: visible.count, where: visible.contains(index:)) {
  ///   object, _ in seen.append(object)
  /// }
  /// ```
  ///
  /// - Complexity: O(min(objects, cells) + objects found).
  public func forEachObject<Cells: Sequence<Int>>(
    on cells: Cells, count: Int, where contains: (Int) -> Bool, _ body: (BoardObject, Int) -> Void
  ) {
    let grid = self.grid
    if objects.count <= count {
      for object in objects {
        guard let index = grid.index(of: object.position), contains(index) else { continue }
        body(object, index)
      }
    } else {
      for index in cells where grid.isCell(index) {
        for object in objects(at: grid.hex(at: index)) { body(object, index) }
      }
    }
  }
}

extension Board {
  /// Whether visible cell `index` is the one that counts corner `corner` in a view: the
  /// visible cell around it with the lowest index (the corner's other cells are the
  /// neighbours in directions `corner` and `corner + 1`).
  @inline(__always)
  func countsCorner(_ corner: Int, of index: Int, visible: CellSet, grid: MapGrid) -> Bool {
    // Two checks written out: an array literal here would allocate per corner.
    let first = HexDirection(rawValue: corner).unsafelyUnwrapped
    if let other = grid.neighbor(of: index, in: first), other < index,
      visible.contains(index: other)
    {
      return false
    }
    let second = HexDirection(rawValue: (corner + 1) % 6).unsafelyUnwrapped
    if let other = grid.neighbor(of: index, in: second), other < index,
      visible.contains(index: other)
    {
      return false
    }
    return true
  }
}

/// Constants of the view hash.
enum ViewHashing {
  /// Mixed with the header hash so a view hash never equals a content hash by construction
  /// ("VIEW" in ASCII).
  static let viewTag: UInt64 = 0x5649_4557
}

// Remembered cells on the client (BoardPatch.ViewChange.remembered): cells a joining player
// explored before and does not see now. A patch may set their terrain, height and features,
// as for visible cells, but no object may stand on them, and the view hash leaves them out.

import HexBoardCore
import HexBoardMaps
import HexGrid

/// The grid indices of a patch's remembered cells, sorted, for lookups while applying it:
/// a sorted array rather than a set over the map, so the lookups cost memory in proportion
/// to the cells the patch sends.
struct RememberedCells {
  let indices: [Int]

  /// The remembered cells of `patch` (none when it has no view part). Cells off the board
  /// are refused later, by `applyView`, in the patch's order; here they are skipped.
  init(_ patch: BoardPatch, _ grid: MapGrid) {
    guard let cells = patch.view?.remembered, !cells.isEmpty else {
      indices = []
      return
    }
    var indices: [Int] = []
    indices.reserveCapacity(cells.count)
    for cell in cells { if let index = grid.index(ofOffset: cell) { indices.append(index) } }
    indices.sort()
    self.indices = indices
  }

  func contains(_ index: Int) -> Bool {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if indices[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < indices.count && indices[low] == index
  }

  /// Whether side slot `slot` lies beside a remembered cell.
  func touch(edgeSlot slot: Int, _ grid: MapGrid) -> Bool {
    guard !indices.isEmpty else { return false }
    return grid.cells(beside: grid.edge(atSlot: slot)).contains {
      grid.index(of: $0).map(contains) ?? false
    }
  }

  /// Whether corner slot `slot` lies beside a remembered cell.
  func touch(vertexSlot slot: Int, _ grid: MapGrid) -> Bool {
    guard !indices.isEmpty else { return false }
    return grid.cells(around: grid.vertex(atSlot: slot)).contains {
      grid.index(of: $0).map(contains) ?? false
    }
  }
}

extension PlayerView {
  /// The index of `cell` if it is visible or remembered in the patch being applied, else a
  /// conflict.
  func knownIndex(
    _ cell: OffsetCoordinate, _ what: String, in grid: MapGrid, _ remembered: RememberedCells
  ) throws -> Int {
    guard let index = grid.index(ofOffset: cell) else {
      throw BoardPatchError.conflict(
        "\(what) [\(cell.col), \(cell.row)] is not a cell of the board")
    }
    guard visible.contains(index: index) || remembered.contains(index) else {
      throw BoardPatchError.conflict("\(what) [\(cell.col), \(cell.row)] is outside the view")
    }
    return index
  }
}

// The small steps of a player view's apply (PlayerView+Apply.swift): cell and feature
// look-ups checked against the view, and feature writes noted in the undo log with the view
// hash's running sums kept in step.

import HexBoardCore
import HexBoardMaps
import HexGrid
import HexText

extension PlayerView {
  /// The view-hash term of object `id` when it stands on a visible cell, else 0.
  func objectTerm(_ id: String) -> UInt64 {
    guard let (cell, term) = board.viewHashTerm(ofObject: id), visible.contains(index: cell)
    else { return 0 }
    return term
  }

  /// The index of `cell` if it is a cell of the board's box (no wrapping), else a conflict.
  /// `grid` is the board's, which the caller holds: `board.grid` copies the grid (its
  /// arrays retained and released) on every call.
  func viewIndex(_ cell: OffsetCoordinate, _ what: String, in grid: MapGrid) throws
    -> Int
  {
    guard let index = grid.index(ofOffset: cell) else {
      throw BoardPatchError.conflict(
        "\(what) [\(cell.col), \(cell.row)] is not a cell of the board")
    }
    return index
  }

  /// The index of `cell` if it is a visible cell, else a conflict.
  func visibleIndex(_ cell: OffsetCoordinate, _ what: String, in grid: MapGrid) throws
    -> Int
  {
    let index = try viewIndex(cell, what, in: grid)
    guard visible.contains(index: index) else {
      throw BoardPatchError.conflict("\(what) [\(cell.col), \(cell.row)] is outside the view")
    }
    return index
  }

  func featureBits(_ ids: [String], _ palette: [String], _ path: String) throws -> UInt16 {
    var bits: UInt16 = 0
    for id in ids {
      guard let bit = palette.firstIndex(of: id) else {
        throw BoardPatchError.conflict("\(path): unknown feature \(MessageText.quoted(id))")
      }
      bits |= 1 << bit
    }
    return bits
  }

  /// Sets canonical side slot `slot` to palette bits `bits`, noting the old bits.
  mutating func setEdgeBits(_ bits: UInt16, at slot: Int, log: inout ViewUndoLog)
    throws
  {
    let old = board.featureBits(atSlot: slot, kind: .side)
    guard old != bits else { return }
    let term = board.viewHashTerm(ofSide: slot)
    try board.apply(.setFeatureBits(bits, atSlot: slot, kind: .side))
    log.edges.append((slot, old))
    if board.grid.edgeSlot(slot, touches: visible) {
      sums.replaceSide(term, with: board.viewHashTerm(ofSide: slot))
    }
  }

  /// Sets canonical corner slot `slot` to palette bits `bits`, noting the old bits.
  mutating func setVertexBits(_ bits: UInt16, at slot: Int, log: inout ViewUndoLog)
    throws
  {
    let old = board.featureBits(atSlot: slot, kind: .corner)
    guard old != bits else { return }
    let term = board.viewHashTerm(ofCorner: slot)
    try board.apply(.setFeatureBits(bits, atSlot: slot, kind: .corner))
    log.vertices.append((slot, old))
    if board.grid.vertexSlot(slot, touches: visible) {
      sums.replaceCorner(term, with: board.viewHashTerm(ofCorner: slot))
    }
  }
}

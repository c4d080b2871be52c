// Writing the cells of a patch's JSON form: `cells`, a list of blocks
// `{"at": code, "heights": code, "terrain": "symbols", "terrainRuns": code, "view": code}`,
// each naming up to 65,536 cells by an `at` code (BoardPatch+JSONRuns.swift) and giving each
// cell its new terrain symbol (a space where the terrain does not change; with
// `terrainRuns`, one symbol per run), its new height (a step from the previous height of
// the block, `.` where the height does not change; `*n` repeats) and, in a view patch, its
// view mark (BoardPatch+JSONRepeats.swift). One block form carries terrain, heights and the
// view, so a revealed cell's coordinates are written once. Read in
// BoardPatch+JSONCellsDecoding.swift.

import HexGrid
import HexJSON
import HexText

extension PatchEncoder {
  /// `"cells": [...]` when the patch changes terrain or heights.
  ///
  /// Built a block at a time: the encoder holds one block's cells, symbols, heights and view
  /// marks (at most ``BoardPatch/cellsPerBlock`` of each), not a copy per changed cell of the
  /// whole patch, which at 4096 × 4096 with every cell changed was about 1 GB.
  mutating func encodeCells() throws {
    let heights = patch.elevation?.heights ?? []
    guard !patch.cells.isEmpty || !heights.isEmpty else { return }
    var marker = patch.view.flatMap { $0.isEmpty ? nil : ViewMarker($0) }
    var block = CellBlock()
    var t = 0
    var h = 0
    out.raw("  \"cells\": [")
    var first = true
    // The cells of both lists, merged in storage order (both are in it: formProblem).
    while t < patch.cells.count || h < heights.count {
      block.removeAll()
      while block.cells.count < BoardPatch.cellsPerBlock
        && (t < patch.cells.count || h < heights.count)
      {
        let terrainCell = t < patch.cells.count ? patch.cells[t].cell : nil
        let heightCell = h < heights.count ? heights[h].cell : nil
        let cell: OffsetCoordinate
        if let terrainCell, let heightCell {
          cell = BoardPatch.precedes(heightCell, terrainCell) ? heightCell : terrainCell
        } else {
          cell = terrainCell ?? heightCell ?? OffsetCoordinate(col: 0, row: 0)
        }
        block.cells.append(cell)
        if terrainCell == cell {
          block.symbols.append(patch.cells[t].symbol)
          t += 1
        } else {
          block.symbols.append(nil)
        }
        if heightCell == cell {
          block.heights.append(heights[h].height)
          h += 1
        } else {
          block.heights.append(nil)
        }
        if let mark = marker?.mark(cell) { block.marks.append(mark) }
      }
      out.raw(first ? "{\"at\": \"" : ", {\"at\": \"")
      first = false
      out.bytes.append(contentsOf: BoardPatch.atCode(BoardPatch.runs(of: block.cells)))
      out.raw("\"")
      try encodeBlockValues(block)
      out.raw("}")
    }
    out.raw("],\n")
    // Which view list entries the blocks carry; the rest stay in the lists (encodeView).
    viewInBlocks = marker?.inBlocks ?? []
  }

  /// A block's `heights`, `terrain` and `view` members, each where the block has one.
  private mutating func encodeBlockValues(_ block: CellBlock) throws {
    if block.heights.contains(where: { $0 != nil }) {
      out.raw(", \"heights\": \"")
      var previous = 0
      var steps: [Int?] = []
      steps.reserveCapacity(block.heights.count)
      for value in block.heights {
        if let value {
          steps.append(value - previous)
          previous = value
        } else {
          steps.append(nil)
        }
      }
      BoardPatch.appendRepeating(steps[...], to: &out.bytes) { step, bytes in
        if let step {
          PatchVLQ.append(step, to: &bytes)
        } else {
          bytes.append(UInt8(ascii: "."))
        }
      }
      out.raw("\"")
    }
    if block.symbols.contains(where: { $0 != nil }) {
      try encodeTerrain(block.symbols[...])
    }
    if block.marks.contains(where: { $0 != BoardPatch.ViewMark.none }) {
      out.raw(", \"view\": \"")
      BoardPatch.appendRepeating(block.marks[...], to: &out.bytes) { mark, bytes in
        bytes.append(mark.rawValue)
      }
      out.raw("\"")
    }
  }
}

/// One `cells` block being written: its cells in storage order, and for each its new
/// terrain symbol, its new height and its view mark (none where it does not change).
private struct CellBlock {
  var cells: [OffsetCoordinate] = []
  var symbols: [Character?] = []
  var heights: [Int?] = []
  /// Empty when the patch has no view.
  var marks: [BoardPatch.ViewMark] = []

  /// Empties the block, keeping its room for the next.
  mutating func removeAll() {
    cells.removeAll(keepingCapacity: true)
    symbols.removeAll(keepingCapacity: true)
    heights.removeAll(keepingCapacity: true)
    marks.removeAll(keepingCapacity: true)
  }
}

extension BoardPatch {
  /// Whether `a` comes before `b` in storage order (rows top to bottom, each left to right).
  static func precedes(_ a: OffsetCoordinate, _ b: OffsetCoordinate) -> Bool {
    a.row < b.row || (a.row == b.row && a.col < b.col)
  }
}

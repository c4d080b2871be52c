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
  mutating func encodeCells() throws {
    let heights = patch.elevation?.heights ?? []
    guard !patch.cells.isEmpty || !heights.isEmpty else { return }
    // The cells of both lists, merged in storage order (both are in it: formProblem).
    var cells: [OffsetCoordinate] = []
    var symbols: [Character?] = []
    var values: [Int?] = []
    cells.reserveCapacity(Swift.max(patch.cells.count, heights.count))
    var t = 0
    var h = 0
    while t < patch.cells.count || h < heights.count {
      let terrainCell = t < patch.cells.count ? patch.cells[t].cell : nil
      let heightCell = h < heights.count ? heights[h].cell : nil
      let cell: OffsetCoordinate
      if let terrainCell, let heightCell {
        cell = BoardPatch.precedes(heightCell, terrainCell) ? heightCell : terrainCell
      } else {
        cell = terrainCell ?? heightCell ?? OffsetCoordinate(col: 0, row: 0)
      }
      cells.append(cell)
      if terrainCell == cell {
        symbols.append(patch.cells[t].symbol)
        t += 1
      } else {
        symbols.append(nil)
      }
      if heightCell == cell {
        values.append(heights[h].height)
        h += 1
      } else {
        values.append(nil)
      }
    }
    // Each cell's place in the view lists (the block's `view` code), where it is in exactly
    // one of them; the rest stay in the lists (encodeView).
    let marks = viewMarks(of: cells)
    out.raw("  \"cells\": [")
    var first = true
    try BoardPatch.forEachBlock(of: cells) { runs, range in
      out.raw(first ? "{\"at\": \"" : ", {\"at\": \"")
      first = false
      out.bytes.append(contentsOf: BoardPatch.atCode(runs))
      out.raw("\"")
      if values[range].contains(where: { $0 != nil }) {
        out.raw(", \"heights\": \"")
        var previous = 0
        var steps: [Int?] = []
        steps.reserveCapacity(range.count)
        for value in values[range] {
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
      if symbols[range].contains(where: { $0 != nil }) {
        try encodeTerrain(symbols[range])
      }
      if let marks, marks[range].contains(where: { $0 != BoardPatch.ViewMark.none }) {
        out.raw(", \"view\": \"")
        BoardPatch.appendRepeating(marks[range], to: &out.bytes) { mark, bytes in
          bytes.append(mark.rawValue)
        }
        out.raw("\"")
      }
      out.raw("}")
    }
    out.raw("],\n")
  }
}

extension BoardPatch {
  /// Whether `a` comes before `b` in storage order (rows top to bottom, each left to right).
  static func precedes(_ a: OffsetCoordinate, _ b: OffsetCoordinate) -> Bool {
    a.row < b.row || (a.row == b.row && a.col < b.col)
  }
}

// The per-player part of a patch's JSON form (version 3): `view` (`{"hidden": [...], "revealed": [...]}`, each a list of runs
// `[col, row, count]` of consecutive cells of a row, in storage order). Written and read
// here; the rest of the form is in BoardPatch+JSONEncoding.swift and
// BoardPatch+JSONDecoding.swift.

import HexGrid
import HexJSON

extension BoardPatch {
  /// The keys of the JSON form's version 3.
  static let version3Keys = ["sequence", "view"]

  /// Cells as runs of consecutive cells of a row; `nil` when they are not in storage order
  /// or overlap.
  static func runs(_ cells: [OffsetCoordinate]) -> [(OffsetCoordinate, Int)]? {
    var runs: [(OffsetCoordinate, Int)] = []
    var previous: OffsetCoordinate? = nil
    for cell in cells {
      if orderProblem(cell, after: previous) != nil { return nil }
      if let last = runs.last, last.0.row == cell.row, last.0.col + last.1 == cell.col {
        runs[runs.count - 1].1 += 1
      } else {
        runs.append((cell, 1))
      }
      previous = cell
    }
    return runs
  }
}

extension PatchEncoder {
  /// `"view": {...}` (the last key), after checking both lists are in storage order.
  mutating func encodeView() throws {
    guard let view = patch.view else { return }
    out.raw("  \"view\": {")
    var separator = ""
    for (key, cells) in [("hidden", view.hidden), ("revealed", view.revealed)] where !cells.isEmpty
    {
      guard let runs = BoardPatch.runs(cells) else {
        throw fail("view.\(key)", "cells must be in storage order, each once")
      }
      out.raw("\(separator)\"\(key)\": [")
      for (i, (start, count)) in runs.enumerated() {
        if i > 0 { out.raw(", ") }
        pair(start)
        out.raw(", ")
        out.integer(count)
        out.raw("]")
      }
      out.raw("]")
      separator = ", "
    }
    out.raw("}\n")
  }
}

extension PatchDecoder {
  /// Reads `view` (version 3; `sequence` is read with the other top-level keys).
  func readView(_ f: [String: JSONValue], into patch: inout BoardPatch) throws {
    guard let value = f["view"] else { return }
    let fields = try json.fields(
      try json.object(value, "view"), "view", allowed: ["hidden", "revealed"], required: [])
    var view = BoardPatch.ViewChange()
    var total = 0
    for key in ["hidden", "revealed"] {
      guard let list = fields[key] else { continue }
      var cells: [OffsetCoordinate] = []
      var last: OffsetCoordinate? = nil
      for (i, element) in try json.array(list, "view.\(key)").enumerated() {
        let path = "view.\(key)[\(i)]"
        let (start, third) = try entry(element, path, "count")
        let count = try json.integer(third, "\(path)[2]", in: 1...MapFile.maximumCellCount)
        try checkOrder(start, after: last, path)
        guard start.col <= Int(Int32.max) - (count - 1) else {
          throw invalid(path, "the run goes beyond column \(Int32.max)")
        }
        let end = OffsetCoordinate(col: start.col + count - 1, row: start.row)
        if let bounds, !bounds.contains(start) || !bounds.contains(end) {
          throw BoardPatchError.conflict(
            "\(path): the run of \(count) cells from [\(start.col), \(start.row)] is not on the board (columns \(bounds.columnRange), rows \(bounds.rowRange))"
          )
        }
        total += count
        guard total <= MapFile.maximumCellCount else {
          throw invalid(path, "more than \(MapFile.maximumCellCount) cells; no board has that many")
        }
        for k in 0..<count { cells.append(OffsetCoordinate(col: start.col + k, row: start.row)) }
        last = end
      }
      if key == "hidden" { view.hidden = cells } else { view.revealed = cells }
    }
    patch.view = view
  }
}

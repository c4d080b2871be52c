// The per-player part of a patch's JSON form (version 3): `view`
// (`{"hidden": [code, ...], "remembered": [...], "revealed": [...]}`), each list a list of
// `at` codes (BoardPatch+JSONRuns.swift) of up to 65,536 cells, in storage order, without
// the cells a `cells` block marks in its `view` code (merged back when read). Written
// and read here; the rest of the form is in BoardPatch+JSONEncoding.swift and
// BoardPatch+JSONDecoding.swift.

import HexGrid
import HexJSON

extension BoardPatch {
  /// The keys of the JSON form's version 3.
  static let version3Keys = ["sequence", "view"]
  /// The lists of `view`, in key order.
  static let viewKeys = ["hidden", "remembered", "revealed"]
}

extension BoardPatch.ViewChange {
  /// The list named `key` (one of ``BoardPatch/viewKeys``).
  func list(_ key: String) -> [OffsetCoordinate] {
    switch key {
    case "hidden": hidden
    case "remembered": remembered
    default: revealed
    }
  }
}

extension PatchEncoder {
  /// `"view": {...}` (the last key), after checking the lists are in storage order, within
  /// `Int32`.
  mutating func encodeView() throws {
    guard let view = patch.view else { return }
    out.raw("  \"view\": {")
    var separator = ""
    for key in BoardPatch.viewKeys {
      let cells = view.list(key)
      guard !cells.isEmpty else { continue }
      var previous: OffsetCoordinate? = nil
      for cell in cells {
        guard PatchDecoder.coordinates.contains(cell.col),
          PatchDecoder.coordinates.contains(cell.row)
        else {
          throw fail(
            "view.\(key)",
            "[\(cell.col), \(cell.row)] is out of range (\(Int32.min)...\(Int32.max))")
        }
        if BoardPatch.orderProblem(cell, after: previous) != nil {
          throw fail("view.\(key)", "cells must be in storage order, each once")
        }
        previous = cell
      }
      let n = BoardPatch.viewKeys.firstIndex(of: key) ?? 0
      let listed =
        viewInBlocks.isEmpty
        ? cells : cells.indices.filter { !viewInBlocks[n][$0] }.map { cells[$0] }
      guard !listed.isEmpty else { continue }
      out.raw("\(separator)\"\(key)\": [")
      var first = true
      BoardPatch.forEachBlock(of: listed) { runs, _ in
        out.raw(first ? "\"" : ", \"")
        first = false
        out.bytes.append(contentsOf: BoardPatch.atCode(runs))
        out.raw("\"")
      }
      out.raw("]")
      separator = ", "
    }
    out.raw("}\n")
  }
}

extension PatchDecoder {
  /// Reads `view` (version 3; `sequence` is read with the other top-level keys), each list
  /// merged with the cells the `cells` blocks' view codes place in it (`blocks`, in
  /// ``BoardPatch/viewKeys`` order).
  func readView(
    _ f: [String: JSONValue], blocks: [[OffsetCoordinate]], into patch: inout BoardPatch
  ) throws {
    guard let value = f["view"] else {
      if blocks.contains(where: { !$0.isEmpty }) {
        throw invalid("cells", "a block's 'view' code places cells in a view the patch has not")
      }
      return
    }
    let fields = try json.fields(
      try json.object(value, "view"), "view", allowed: BoardPatch.viewKeys, required: [])
    var view = BoardPatch.ViewChange()
    var total = blocks.reduce(0) { $0 + $1.count }
    for (n, key) in BoardPatch.viewKeys.enumerated() {
      var cells: [OffsetCoordinate] = []
      var last: OffsetCoordinate? = nil
      for (i, element) in try json.array(fields[key] ?? .array([]), "view.\(key)").enumerated() {
        let path = "view.\(key)[\(i)]"
        let code = try json.string(element, path, limit: MapFile.maximumRowLength)
        let (runs, count) = try self.runs(code, path, limit: cellLimit - total)
        if let first = runs.first, let problem = BoardPatch.orderProblem(first.start, after: last) {
          throw invalid(path, "the first run: \(problem)")
        }
        total += count
        cells.reserveCapacity(cells.count + count)
        for run in runs {
          for k in 0..<run.count {
            cells.append(OffsetCoordinate(col: run.start.col + k, row: run.start.row))
          }
        }
        last = cells.last
      }
      cells = try BoardPatch.merged(cells, blocks[n], "view.\(key)")
      switch key {
      case "hidden": view.hidden = cells
      case "remembered": view.remembered = cells
      default: view.revealed = cells
      }
    }
    patch.view = view
  }
}

extension BoardPatch {
  /// Two lists in storage order as one; a cell in both is refused (each cell is listed
  /// once, in the list or in a block's view code).
  static func merged(
    _ a: [OffsetCoordinate], _ b: [OffsetCoordinate], _ path: String
  ) throws -> [OffsetCoordinate] {
    guard !b.isEmpty else { return a }
    guard !a.isEmpty else { return b }
    var result: [OffsetCoordinate] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && precedes(a[i], b[j])) {
        result.append(a[i])
        i += 1
      } else if i == a.count || precedes(b[j], a[i]) {
        result.append(b[j])
        j += 1
      } else {
        throw BoardFileError(
          .invalid, at: path,
          "[\(a[i].col), \(a[i].row)] is listed here and in a block's 'view' code")
      }
    }
    return result
  }
}

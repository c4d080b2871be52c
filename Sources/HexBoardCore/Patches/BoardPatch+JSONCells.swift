// The cells of a patch's JSON form: `cells`, a list of blocks
// `{"at": code, "heights": code, "terrain": "symbols"}`, each naming up to 65,536 cells by
// an `at` code (BoardPatch+JSONRuns.swift) and giving each cell its new terrain symbol (a
// space where the terrain does not change) and its new height (a step from the previous
// height of the block, `.` where the height does not change). One block form carries both
// terrain and heights, so a revealed cell's coordinates are written once.

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
        for value in values[range] {
          if let value {
            PatchVLQ.append(value - previous, to: &out.bytes)
            previous = value
          } else {
            out.bytes.append(UInt8(ascii: "."))
          }
        }
        out.raw("\"")
      }
      if symbols[range].contains(where: { $0 != nil }) {
        let text = String(symbols[range].map { $0 ?? MapFile.noCellSymbol })
        // A row of symbols must read back as the same characters (as in map files).
        if !text.utf8.allSatisfy({ $0 < 0x80 }),
          !text.elementsEqual(
            symbols[range].lazy.map { $0 ?? MapFile.noCellSymbol })
        {
          throw fail(
            "cells",
            "terrain symbols merge into fewer characters when written side by side; "
              + "choose symbols that stand alone")
        }
        out.raw(", \"terrain\": ")
        out.string(text)
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

extension PatchDecoder {
  /// The `cells` blocks: the terrain changes and the height changes, each in storage order.
  /// A block's strings are read along its runs, so a block cannot name more cells than its
  /// strings have characters.
  func cells(_ value: JSONValue) throws -> (
    terrain: [BoardPatch.CellChange], heights: [BoardPatch.HeightChange]
  ) {
    var terrain: [BoardPatch.CellChange] = []
    var heights: [BoardPatch.HeightChange] = []
    var total = 0
    var last: OffsetCoordinate? = nil
    for (i, element) in try json.array(value, "cells").enumerated() {
      let path = "cells[\(i)]"
      let f = try json.fields(
        try json.object(element, path), path, allowed: ["at", "heights", "terrain"],
        required: ["at"])
      let at = try json.string(f["at"] ?? .null, "\(path).at", limit: MapFile.maximumRowLength)
      let (runs, count) = try self.runs(at, "\(path).at", limit: cellLimit - total)
      if let first = runs.first, let problem = BoardPatch.orderProblem(first.start, after: last) {
        throw invalid("\(path).at", "the first run: \(problem)")
      }
      total += count
      let long = MapFile.maximumRowLength
      let symbols = try f["terrain"].map { try json.string($0, "\(path).terrain", limit: long) }
      let code = try f["heights"].map { try json.string($0, "\(path).heights", limit: long) }
      guard symbols != nil || code != nil else {
        throw invalid(path, "a block needs 'terrain' or 'heights'")
      }
      // Each cell takes at least one byte of one of the strings: checked before any list
      // grows by the runs' lengths.
      guard count <= Swift.max(symbols?.utf8.count ?? 0, code?.utf8.count ?? 0) else {
        throw invalid(path, "the runs name \(count) cells; the strings are shorter")
      }
      // ASCII symbols (the usual palette) are read byte by byte; others by character.
      let hasTerrain = symbols != nil
      let ascii = symbols.map { Array($0.utf8) }.flatMap { $0.allSatisfy { $0 < 0x80 } ? $0 : nil }
      var characters = (ascii == nil ? symbols ?? "" : "").makeIterator()
      var next = 0
      let hasHeights = code != nil
      var reader = PatchCodeReader(code ?? "", path: "\(path).heights")
      var height = 0
      var k = 0
      for run in runs {
        for c in 0..<run.count {
          let cell = OffsetCoordinate(col: run.start.col + c, row: run.start.row)
          var changed = false
          if hasTerrain {
            let symbol: Character
            if let ascii {
              guard next < ascii.count else {
                throw invalid("\(path).terrain", "\(k) symbols for \(count) cells")
              }
              symbol = Character(Unicode.Scalar(ascii[next]))
              next += 1
            } else {
              guard let character = characters.next() else {
                throw invalid("\(path).terrain", "\(k) symbols for \(count) cells")
              }
              symbol = character
            }
            if symbol != MapFile.noCellSymbol {
              if let problem = BoardText.symbolProblem(symbol) {
                throw invalid("\(path).terrain", "character \(k + 1): \(problem)")
              }
              terrain.append(BoardPatch.CellChange(cell: cell, symbol: symbol))
              changed = true
            }
          }
          if hasHeights {
            guard !reader.isAtEnd else {
              throw invalid("\(path).heights", "\(k) heights for \(count) cells")
            }
            if reader.bytes[reader.position] == UInt8(ascii: ".") {
              reader.position += 1
            } else {
              height += try reader.number()
              guard PatchDecoder.coordinates.contains(height) else {
                throw invalid(
                  "\(path).heights",
                  "the height of [\(cell.col), \(cell.row)] is \(height), out of range (\(Int32.min)...\(Int32.max))"
                )
              }
              heights.append(BoardPatch.HeightChange(cell: cell, height: height))
              changed = true
            }
          }
          guard changed else {
            throw invalid(
              path, "cell [\(cell.col), \(cell.row)] changes neither terrain nor height")
          }
          k += 1
        }
      }
      if ascii.map { next < $0.count } ?? (characters.next() != nil) {
        throw invalid("\(path).terrain", "more symbols than the \(count) cells of 'at'")
      }
      if !reader.isAtEnd {
        throw reader.invalid("more heights than the \(count) cells of 'at'")
      }
      last = runs.last.map { OffsetCoordinate(col: $0.start.col + $0.count - 1, row: $0.start.row) }
    }
    return (terrain, heights)
  }
}

// Reading the `cells` blocks of a patch's JSON form (written in BoardPatch+JSONCells.swift,
// repeats and view codes in BoardPatch+JSONRepeats.swift): each block's `at` runs, its
// terrain symbols (or symbol runs), heights and view marks, checked along the runs before
// any list grows.

import HexGrid
import HexJSON
import HexText

extension PatchDecoder {
  /// What the `cells` blocks hold: the terrain changes and the height changes, each in
  /// storage order, and the cells their `view` codes place in the view lists
  /// (``BoardPatch/viewKeys`` order).
  struct Cells {
    var terrain: [BoardPatch.CellChange] = []
    var heights: [BoardPatch.HeightChange] = []
    var view: [[OffsetCoordinate]] = [[], [], []]
  }

  /// Without a board to bound them, a block's cells are bounded by its bytes: at most this
  /// many per byte of its strings.
  static let cellsPerByteWithoutBoard = 1024

  /// The `cells` blocks. A block names at most ``BoardPatch/cellsPerBlock`` cells, within
  /// the board's box when decoding for one (and at most
  /// ``cellsPerByteWithoutBoard`` per byte of its strings otherwise); every run and repeat
  /// is checked against the cells the block has left before it is expanded.
  func cells(_ value: JSONValue) throws -> Cells {
    var result = Cells()
    var total = 0
    var last: OffsetCoordinate? = nil
    for (i, element) in try json.array(value, "cells").enumerated() {
      let path = "cells[\(i)]"
      let f = try json.fields(
        try json.object(element, path), path,
        allowed: ["at", "heights", "terrain", "terrainRuns", "view"], required: ["at"])
      let long = MapFile.maximumRowLength
      let at = try json.string(f["at"] ?? .null, "\(path).at", limit: long)
      let (runs, count) = try self.runs(at, "\(path).at", limit: cellLimit - total)
      if let first = runs.first, let problem = BoardPatch.orderProblem(first.start, after: last) {
        throw invalid("\(path).at", "the first run: \(problem)")
      }
      guard count <= BoardPatch.cellsPerBlock else {
        throw invalid(
          "\(path).at",
          "the runs name \(count) cells; a block holds at most \(BoardPatch.cellsPerBlock)")
      }
      total += count
      let symbols = try f["terrain"].map { try json.string($0, "\(path).terrain", limit: long) }
      let lengths = try f["terrainRuns"].map {
        try json.string($0, "\(path).terrainRuns", limit: long)
      }
      let code = try f["heights"].map { try json.string($0, "\(path).heights", limit: long) }
      let marks = try f["view"].map { try json.string($0, "\(path).view", limit: long) }
      guard symbols != nil || code != nil else {
        throw invalid(path, "a block needs 'terrain' or 'heights'")
      }
      if lengths != nil && symbols == nil {
        throw invalid("\(path).terrainRuns", "runs of terrain need 'terrain'")
      }
      if bounds == nil {
        let bytes = [at, symbols, lengths, code, marks].reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        guard count <= PatchDecoder.cellsPerByteWithoutBoard * bytes else {
          throw invalid(path, "the runs name \(count) cells; the strings are too short for them")
        }
      }
      var terrain = TerrainReader(
        symbols: symbols, lengths: lengths.map { PatchCodeReader($0, path: "\(path).terrainRuns") },
        path: "\(path).terrain")
      let hasHeights = code != nil
      var heightReader = PatchRepeatReader(code ?? "", path: "\(path).heights")
      var height = 0
      var step: Int? = nil
      let hasMarks = marks != nil
      var markReader = PatchRepeatReader(marks ?? "", path: "\(path).view")
      var mark = BoardPatch.ViewMark.none
      var k = 0
      for run in runs {
        for c in 0..<run.count {
          let cell = OffsetCoordinate(col: run.start.col + c, row: run.start.row)
          var changed = false
          if let symbol = try terrain.next(cell: k, of: count) {
            result.terrain.append(BoardPatch.CellChange(cell: cell, symbol: symbol))
            changed = true
          }
          if hasHeights {
            if try !heightReader.repeats(cell: k, of: count, what: "heights") {
              if heightReader.reader.bytes[heightReader.reader.position] == UInt8(ascii: ".") {
                heightReader.reader.position += 1
                step = nil
              } else {
                step = try heightReader.reader.number()
              }
            }
            if let step {
              height += step
              guard PatchDecoder.coordinates.contains(height) else {
                throw invalid(
                  "\(path).heights",
                  "the height of [\(cell.col), \(cell.row)] is \(height), out of range (\(Int32.min)...\(Int32.max))"
                )
              }
              result.heights.append(BoardPatch.HeightChange(cell: cell, height: height))
              changed = true
            }
          }
          guard changed else {
            throw invalid(
              path, "cell [\(cell.col), \(cell.row)] changes neither terrain nor height")
          }
          if hasMarks {
            if try !markReader.repeats(cell: k, of: count, what: "marks") {
              let byte = markReader.reader.bytes[markReader.reader.position]
              guard let read = BoardPatch.ViewMark(rawValue: byte) else {
                throw markReader.reader.invalid(
                  "\(TextByte.describe(byte)) is not a view mark (. h r v, or * to repeat)")
              }
              markReader.reader.position += 1
              mark = read
            }
            switch mark {
            case .none: break
            case .hidden: result.view[0].append(cell)
            case .remembered: result.view[1].append(cell)
            case .revealed: result.view[2].append(cell)
            }
          }
          k += 1
        }
      }
      try terrain.finish(count)
      if !heightReader.reader.isAtEnd {
        throw heightReader.reader.invalid("more heights than the \(count) cells of 'at'")
      }
      if !markReader.reader.isAtEnd {
        throw markReader.reader.invalid("more marks than the \(count) cells of 'at'")
      }
      last = runs.last.map { OffsetCoordinate(col: $0.start.col + $0.count - 1, row: $0.start.row) }
    }
    return result
  }
}

/// Reads a block's terrain along its cells: one symbol per cell, or with `terrainRuns` one
/// symbol per run. ASCII symbols (the usual palette) are read byte by byte, others by
/// character.
struct TerrainReader {
  let ascii: [UInt8]?
  var characters: String.Iterator
  let present: Bool
  var lengths: PatchCodeReader?
  let path: String
  /// The symbols read so far.
  var read = 0
  var current: Character = MapFile.noCellSymbol
  /// Cells still to take `current`.
  var left = 0

  init(symbols: String?, lengths: PatchCodeReader?, path: String) {
    present = symbols != nil
    let bytes = symbols.map { Array($0.utf8) }
    ascii = bytes.flatMap { $0.allSatisfy { $0 < 0x80 } ? $0 : nil }
    characters = (ascii == nil ? symbols ?? "" : "").makeIterator()
    self.lengths = lengths
    self.path = path
  }

  func invalid(_ message: String) -> BoardFileError {
    BoardFileError(.invalid, at: path, message)
  }

  /// The terrain symbol of cell `k` (of `count`), or `nil` when it does not change.
  mutating func next(cell k: Int, of count: Int) throws -> Character? {
    guard present else { return nil }
    if left > 0 {
      left -= 1
    } else {
      let symbol: Character
      if let ascii {
        guard read < ascii.count else {
          throw invalid("\(read) symbols for \(count) cells")
        }
        symbol = Character(Unicode.Scalar(ascii[read]))
      } else {
        guard let character = characters.next() else {
          throw invalid("\(read) symbols for \(count) cells")
        }
        symbol = character
      }
      read += 1
      if symbol != MapFile.noCellSymbol, let problem = BoardText.symbolProblem(symbol) {
        throw invalid("character \(read): \(problem)")
      }
      if var reader = lengths {
        guard !reader.isAtEnd else {
          throw reader.invalid("the code ends after \(read - 1) runs; 'terrain' has more symbols")
        }
        let start = reader.position
        let more = try reader.number()
        guard more >= 0, more < count - k else {
          throw reader.invalid(
            more < 0
              ? "a run's length is \(more + 1); it must be at least 1"
              : "a run of \(more + 1) cells passes the block's last cell (\(count - k) are left)",
            at: start)
        }
        left = more
        lengths = reader
      }
      current = symbol
    }
    return current == MapFile.noCellSymbol ? nil : current
  }

  /// Checks that no symbol or run is left over after the block's `count` cells.
  mutating func finish(_ count: Int) throws {
    guard present else { return }
    if ascii.map({ read < $0.count }) ?? (characters.next() != nil) {
      throw invalid("more symbols than the \(count) cells of 'at'")
    }
    if let lengths, !lengths.isAtEnd {
      throw lengths.invalid("more runs than the \(count) cells of 'at'")
    }
  }
}

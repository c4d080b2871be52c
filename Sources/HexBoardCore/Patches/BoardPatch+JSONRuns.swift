// The compact codes of a patch's cell lists (SaveFormat.md, "Cell codes"): numbers as Base64
// VLQ digits (the digits of JavaScript source maps), a list of cells as runs of a row
// (`at` codes: row step, column step, length), and heights as steps from the previous
// height. Written and read here; the blocks and lists that hold them are in
// BoardPatch+JSONCells.swift and BoardPatch+JSONView.swift.

import HexGrid

/// Base64 VLQ numbers: each digit of the standard Base64 alphabet carries 5 bits of the
/// number, lowest first, and a sixth bit (32) saying another digit follows; the lowest bit
/// of the first digit's 5 is the sign. 0 is `A`, 1 is `C`, -1 is `D`, 15 is `e`, 16 is
/// `gB`. The digits of JavaScript source maps, so any language has a reader.
enum PatchVLQ {
  /// The 64 digits, by value.
  static let digits: [UInt8] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
  /// Each byte's value as a digit, or -1.
  static let values: [Int8] = {
    var values = [Int8](repeating: -1, count: 256)
    for (value, digit) in digits.enumerated() { values[Int(digit)] = Int8(value) }
    return values
  }()
  /// The most digits a number may have: 7 hold 34 bits and the sign, enough for any step
  /// between two `Int32` values.
  static let maximumDigits = 7
  /// The largest magnitude a number may have (`2^34 - 1`).
  static let maximumMagnitude = (1 << 34) - 1

  /// Appends `value` (|value| <= ``maximumMagnitude``) as VLQ digits.
  @inline(__always)
  static func append(_ value: Int, to out: inout [UInt8]) {
    var rest = value < 0 ? ((-value) << 1) | 1 : value << 1
    repeat {
      var digit = rest & 31
      rest >>= 5
      if rest != 0 { digit |= 32 }
      out.append(digits[digit])
    } while rest != 0
  }
}

/// Reads VLQ numbers from a code's bytes, naming the character where one goes wrong.
struct PatchCodeReader {
  let bytes: [UInt8]
  /// The JSON path of the code (`cells[0].at`), for errors.
  let path: String
  var position = 0

  init(_ text: String, path: String) {
    bytes = Array(text.utf8)
    self.path = path
  }

  var isAtEnd: Bool { position == bytes.count }

  func invalid(_ message: String, at offset: Int? = nil) -> BoardFileError {
    BoardFileError(.invalid, at: path, "character \((offset ?? position) + 1): \(message)")
  }

  /// The next number; the code must not end before it.
  mutating func number() throws -> Int {
    let start = position
    var result = 0
    var shift = 0
    while true {
      guard position < bytes.count else {
        throw invalid(
          position == start ? "the code ends where a number is expected" : "the number is cut off")
      }
      let value = Int(PatchVLQ.values[Int(bytes[position])])
      guard value >= 0 else {
        throw invalid(
          "\(TextByte.describe(bytes[position])) is not a Base64 VLQ digit (A-Z a-z 0-9 + /)")
      }
      position += 1
      result |= (value & 31) << shift
      shift += 5
      if value & 32 == 0 { break }
      guard position - start < PatchVLQ.maximumDigits else {
        throw invalid("a number has more than \(PatchVLQ.maximumDigits) digits", at: start)
      }
    }
    return result & 1 == 1 ? -(result >> 1) : result >> 1
  }
}

/// Describes one byte of a code for an error message.
enum TextByte {
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte \(byte)"
  }
}

/// A run of consecutive cells of a row.
struct CellRun: Equatable {
  var start: OffsetCoordinate
  var count: Int
}

extension BoardPatch {
  /// The most cells one block of `cells`, or one code of a `view` list, holds when written:
  /// its strings then stay under the reader's string limit.
  static let cellsPerBlock = 1 << 16

  /// The `at` code of `runs` (in storage order, not overlapping): per run, the row minus
  /// the previous run's row, the first column minus the previous run's first column (both
  /// from 0 for the first run), and the length minus 1.
  static func atCode(_ runs: [CellRun]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(runs.count * 4)
    var row = 0
    var col = 0
    for run in runs {
      PatchVLQ.append(run.start.row - row, to: &out)
      PatchVLQ.append(run.start.col - col, to: &out)
      PatchVLQ.append(run.count - 1, to: &out)
      row = run.start.row
      col = run.start.col
    }
    return out
  }

  /// `cells` (in storage order, each once) as runs of a row.
  static func runs(of cells: some Collection<OffsetCoordinate>) -> [CellRun] {
    var runs: [CellRun] = []
    for cell in cells {
      if let last = runs.last, last.start.row == cell.row, last.start.col + last.count == cell.col {
        runs[runs.count - 1].count += 1
      } else {
        runs.append(CellRun(start: cell, count: 1))
      }
    }
    return runs
  }

  /// `cells` (in storage order, each once) as runs of a row, split so that no group of
  /// runs passed to `body` holds more than ``cellsPerBlock`` cells; `body` gets the runs
  /// and the range of `cells` they cover.
  static func forEachBlock(
    of cells: [OffsetCoordinate], _ body: ([CellRun], Range<Int>) throws -> Void
  ) rethrows {
    for start in stride(from: 0, to: cells.count, by: cellsPerBlock) {
      let range = start..<Swift.min(cells.count, start + cellsPerBlock)
      try body(runs(of: cells[range]), range)
    }
  }
}

extension PatchDecoder {
  /// The runs of an `at` code at `path`, checked: numbers within their ranges, runs in
  /// storage order without overlap, within `Int32` (and on the board's box when decoding
  /// for a board), at most `limit` cells in all. Nothing in proportion to the runs' lengths
  /// is allocated.
  func runs(_ text: String, _ path: String, limit: Int) throws -> (runs: [CellRun], cells: Int) {
    var reader = PatchCodeReader(text, path: path)
    guard !reader.isAtEnd else { throw invalid(path, "the code lists no cell") }
    var runs: [CellRun] = []
    var total = 0
    var row = 0
    var col = 0
    var end: OffsetCoordinate? = nil
    let coordinates = PatchDecoder.coordinates
    while !reader.isAtEnd {
      let at = reader.position
      let rowStep = try reader.number()
      let colStep = try reader.number()
      let length = try reader.number() + 1
      row += rowStep
      col += colStep
      guard coordinates.contains(row), coordinates.contains(col) else {
        throw reader.invalid(
          "the run starts at [\(col), \(row)], out of range (\(Int32.min)...\(Int32.max))", at: at)
      }
      guard length >= 1 else {
        throw reader.invalid("a run's length is \(length); it must be at least 1", at: at)
      }
      guard col <= Int(Int32.max) - (length - 1) else {
        throw reader.invalid("the run goes beyond column \(Int32.max)", at: at)
      }
      let start = OffsetCoordinate(col: col, row: row)
      if let problem = BoardPatch.orderProblem(start, after: end) {
        throw reader.invalid("the run from [\(col), \(row)]: \(problem)", at: at)
      }
      let last = OffsetCoordinate(col: col + length - 1, row: row)
      if let bounds, !bounds.contains(start) || !bounds.contains(last) {
        throw BoardPatchError.conflict(
          "\(path): the run of \(length) cells from [\(col), \(row)] is not on the board (columns \(bounds.columnRange), rows \(bounds.rowRange))"
        )
      }
      guard length <= limit - total else {
        throw reader.invalid("more than \(limit) cells; no board has that many", at: at)
      }
      runs.append(CellRun(start: start, count: length))
      total += length
      end = last
    }
    return (runs, total)
  }

  /// The most cells the lists of a patch may hold: the board's box when decoding for one.
  var cellLimit: Int {
    bounds.map { Swift.min($0.columns * $0.rows, MapFile.maximumCellCount) }
      ?? MapFile.maximumCellCount
  }
}

// Repeats in the codes of a `cells` block (SaveFormat.md, "Cell codes"): in `heights` and
// `view`, `*` and a VLQ number n stand for the previous entry n more times; terrain, whose
// symbols may be any character, has its runs in a separate code, `terrainRuns`. And the
// block's `view` code: each cell's place in the view lists, so a cell whose terrain a
// block carries is not listed again in `view`. Written here and read in
// BoardPatch+JSONCellsDecoding.swift.

import HexGrid
import HexText

extension BoardPatch {
  /// A cell's place in the view lists, as a block's `view` code writes it (one byte).
  enum ViewMark: UInt8 {
    /// `.`: in no list (its terrain or height changes, nothing more).
    case none = 0x2E
    /// `h`: in `hidden`.
    case hidden = 0x68
    /// `r`: in `remembered`.
    case remembered = 0x72
    /// `v`: in `revealed`.
    case revealed = 0x76
  }

  /// The byte that repeats the previous entry of a `heights` or `view` code.
  static let repeatByte = UInt8(ascii: "*")

  /// How many VLQ digits `value` takes.
  static func vlqLength(_ value: Int) -> Int {
    var rest = value < 0 ? ((-value) << 1) | 1 : value << 1
    var length = 1
    while rest >= 32 {
      rest >>= 5
      length += 1
    }
    return length
  }

  /// Appends `items` to `out`, each written by `write`, with each run of equal items
  /// written once and then, where it is shorter, `*` and the number of further copies.
  static func appendRepeating<Item: Equatable>(
    _ items: ArraySlice<Item>, to out: inout [UInt8], _ write: (Item, inout [UInt8]) -> Void
  ) {
    var i = items.startIndex
    while i < items.endIndex {
      var j = i + 1
      while j < items.endIndex && items[j] == items[i] { j += 1 }
      let start = out.count
      write(items[i], &out)
      let more = j - i - 1
      if more > 0 {
        let length = out.count - start
        if length * more > 1 + vlqLength(more) {
          out.append(repeatByte)
          PatchVLQ.append(more, to: &out)
        } else {
          for _ in 0..<more { out.append(contentsOf: out[start..<start + length]) }
        }
      }
      i = j
    }
  }
}

/// Gives each cell of the `cells` blocks, in storage order, its ``BoardPatch/ViewMark``
/// where it is in exactly one view list, and records which list entries the blocks carry
/// (the rest stay in the lists). One pass over the lists beside the cells, a block at a time.
struct ViewMarker {
  /// The view lists in ``BoardPatch/viewKeys`` order (hidden, remembered, revealed).
  let lists: [[OffsetCoordinate]]
  /// For each list entry, whether a block carries it.
  var inBlocks: [[Bool]]
  /// The next entry of each list not before the cells marked so far.
  var next = [0, 0, 0]
  /// The mark of each list.
  static let kinds: [BoardPatch.ViewMark] = [.hidden, .remembered, .revealed]

  /// A marker for `view`'s lists.
  init(_ view: BoardPatch.ViewChange) {
    lists = BoardPatch.viewKeys.map { view.list($0) }
    inBlocks = lists.map { [Bool](repeating: false, count: $0.count) }
  }

  /// The mark of `cell`, which comes after every cell marked before it (the lists are
  /// checked again when written: a list out of order fails there).
  mutating func mark(_ cell: OffsetCoordinate) -> BoardPatch.ViewMark {
    var found = -1
    var times = 0
    for k in 0..<3 {
      let list = lists[k]
      while next[k] < list.count && BoardPatch.precedes(list[next[k]], cell) { next[k] += 1 }
      if next[k] < list.count && list[next[k]] == cell {
        found = k
        times += 1
      }
    }
    guard times == 1 else { return .none }
    inBlocks[found][next[found]] = true
    return ViewMarker.kinds[found]
  }
}

extension PatchEncoder {
  /// A block's `terrain` (one symbol per cell, a space where it does not change) or, when
  /// shorter, its runs: `terrain` with one symbol per run and `terrainRuns` with each run's
  /// length minus 1.
  mutating func encodeTerrain(_ symbols: ArraySlice<Character?>) throws {
    let cells = symbols.map { $0 ?? MapFile.noCellSymbol }
    var runSymbols: [Character] = []
    var lengths: [UInt8] = []
    var i = 0
    while i < cells.count {
      var j = i + 1
      while j < cells.count && cells[j] == cells[i] { j += 1 }
      runSymbols.append(cells[i])
      PatchVLQ.append(j - i - 1, to: &lengths)
      i = j
    }
    let plain = cells.reduce(0) { $0 + $1.utf8.count }
    let runs = runSymbols.reduce(0) { $0 + $1.utf8.count } + lengths.count + 17
    let written = runs < plain ? runSymbols : cells
    let text = String(written)
    // A row of symbols must read back as the same characters (as in map files).
    if !text.utf8.allSatisfy({ $0 < 0x80 }), !text.elementsEqual(written) {
      throw fail(
        "cells",
        "terrain symbols merge into fewer characters when written side by side; "
          + "choose symbols that stand alone")
    }
    out.raw(", \"terrain\": ")
    out.string(text)
    if runs < plain {
      out.raw(", \"terrainRuns\": \"")
      out.bytes.append(contentsOf: lengths)
      out.raw("\"")
    }
  }
}

/// Reads the repeats of a `heights` or `view` code: before each cell's entry,
/// ``repeats(cell:of:)`` says whether the cell takes the previous entry again.
struct PatchRepeatReader {
  var reader: PatchCodeReader
  /// Copies of the previous entry still to come.
  var left = 0
  /// Whether an entry has been read (a repeat needs one).
  var hasEntry = false

  init(_ text: String, path: String) {
    reader = PatchCodeReader(text, path: path)
  }

  /// Whether cell `k` (of the block's `count`) repeats the previous entry; when not, the
  /// caller reads the entry at `reader.position`. A repeat's count is checked against the
  /// cells left in the block before anything is expanded.
  mutating func repeats(cell k: Int, of count: Int, what: String) throws -> Bool {
    if left > 0 {
      left -= 1
      return true
    }
    guard !reader.isAtEnd else {
      throw reader.invalid("the code ends after \(k) \(what) for the block's \(count) cells")
    }
    guard reader.bytes[reader.position] == BoardPatch.repeatByte else {
      hasEntry = true
      return false
    }
    let start = reader.position
    guard hasEntry else {
      throw reader.invalid("'*' repeats the previous entry; there is none before it")
    }
    reader.position += 1
    let n = try reader.number()
    guard n >= 1, n <= count - k else {
      throw reader.invalid(
        n < 1
          ? "'*' must be followed by a count of at least 1; found \(n)"
          : "'*\(n)' repeats past the block's last cell (\(count - k) cells are left)",
        at: start)
    }
    left = n - 1
    return true
  }
}

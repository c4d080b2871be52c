// The per-cell rows of a map file: `cells` (terrain symbols, holes checked against the
// shape, or the cell set built from them) and `elevation` (heights, zero where there is
// no cell), both checked against the grid header row by row.

import HexBoardMaps
import HexGrid
import HexJSON
import HexText

extension MapDecoder {
  static let unknownSymbol: UInt8 = 0xFF
  static let hole: UInt8 = 0xFE

  /// The grid and each cell's palette index (0 where there is no cell), from the `cells`
  /// rows: symbols looked up in the palette, holes checked against the shape, or, for a
  /// cell set, the cells collected and the declared box checked to be their bounding box.
  func cells(_ value: JSONValue, header: GridHeader, palette: [Terrain]) throws -> (
    MapGrid, [UInt8]
  ) {
    var texts: [String]  // var: reading a row's UTF-8 may make it contiguous
    let asciiRows: [Bool]
    (texts, asciiRows) = try cellRows(value, header: header)
    let lookup = MapDecoder.symbolLookup(palette)
    let grid = try shapeGrid(header)
    let masks = grid?.topology.masks
    var storage = [UInt8](repeating: 0, count: header.columns * header.rows)
    var cellSet = CellSetBox(header: header)
    for r in 0..<header.rows {
      try readSymbols(
        row: r, of: &texts[r], ascii: asciiRows[r], lookup: lookup, header: header,
        into: &storage)
      if let masks {
        try checkHoles(row: r, against: masks, header: header, storage: &storage)
      } else {
        cellSet.collect(row: r, storage: &storage)
      }
    }
    if let grid { return (grid, storage) }
    return (try cellSetGrid(cellSet, header), storage)
  }

  /// The grid a fixed shape gives (its cells known before the rows are read); `nil` for a
  /// cell set, whose cells are the rows' symbols.
  func shapeGrid(_ header: GridHeader) throws -> MapGrid? {
    switch header.shape {
    case .rectangle:
      try makeGrid(.rectangle(columns: header.columns, rows: header.rows), header)
    case .hexagon:
      try makeGrid(.hexagon(radius: header.radius), header)
    case .parallelogram:
      try makeGrid(.parallelogram(columns: header.qCount, rows: header.rCount), header)
    case .cells:
      nil
    }
  }

  /// Row `r`'s palette indices into `storage` (``hole`` for a space), or an error naming the
  /// first unknown symbol.
  func readSymbols(
    row r: Int, of text: inout String, ascii: Bool,
    lookup: (table: [UInt8], bySymbol: [Character: UInt8]), header: GridHeader,
    into storage: inout [UInt8]
  ) throws {
    func unknown(_ c: Int, _ symbol: String) -> BoardFileError {
      invalid("cells[\(r)]", "column \(c): unknown terrain symbol \(MessageText.quoted(symbol))")
    }
    let width = header.columns
    let base = r * width
    if ascii {
      let table = lookup.table
      try text.withUTF8 { bytes in
        for c in 0..<width {
          let code = table[Int(bytes[c])]
          if code == MapDecoder.unknownSymbol {
            throw unknown(c, String(UnicodeScalar(bytes[c])))
          }
          storage[base + c] = code
        }
      }
    } else {
      var c = 0
      for character in text {
        guard let code = lookup.bySymbol[character] else { throw unknown(c, String(character)) }
        storage[base + c] = code
        c += 1
      }
    }
  }

  /// Refuses a hole where the shape has a cell and a symbol where it has none, then turns
  /// row `r`'s holes into 0.
  func checkHoles(
    row r: Int, against masks: [UInt8], header: GridHeader, storage: inout [UInt8]
  ) throws {
    let base = r * header.columns
    for c in 0..<header.columns {
      let isHole = storage[base + c] == MapDecoder.hole
      let isCell = masks[base + c] & 0x80 != 0
      if isHole && isCell {
        throw invalid(
          "cells[\(r)]", "column \(c): \(header.phrase) has a cell here, found ' ' (no cell)")
      }
      if !isHole && !isCell {
        throw invalid("cells[\(r)]", "column \(c): \(header.phrase) has no cell here; write ' '")
      }
      if isHole { storage[base + c] = 0 }
    }
  }

  /// The cells of a cell set as its rows are read, and whether they touch each side of the
  /// declared box (which must be their bounding box).
  struct CellSetBox {
    let header: GridHeader
    var present: [OffsetCoordinate] = []
    var firstRowHasCell = false
    var lastRowHasCell = false
    var firstColumnHasCell = false
    var lastColumnHasCell = false

    /// Collects row `r`'s cells and turns its holes into 0.
    mutating func collect(row r: Int, storage: inout [UInt8]) {
      let width = header.columns
      let base = r * width
      for c in 0..<width {
        if storage[base + c] == MapDecoder.hole {
          storage[base + c] = 0
          continue
        }
        present.append(OffsetCoordinate(col: header.origin.col + c, row: header.origin.row + r))
        if r == 0 { firstRowHasCell = true }
        if r == header.rows - 1 { lastRowHasCell = true }
        if c == 0 { firstColumnHasCell = true }
        if c == width - 1 { lastColumnHasCell = true }
      }
    }
  }

  /// The grid of a cell set, once its box is known to be the cells' bounding box.
  func cellSetGrid(_ cellSet: CellSetBox, _ header: GridHeader) throws -> MapGrid {
    guard !cellSet.present.isEmpty else { throw invalid("cells", "the map has no cell") }
    let box = "; columns, rows and origin must be the bounding box of the cells"
    if !cellSet.firstRowHasCell { throw invalid("cells", "the first row has no cell" + box) }
    if !cellSet.lastRowHasCell { throw invalid("cells", "the last row has no cell" + box) }
    if !cellSet.firstColumnHasCell { throw invalid("cells", "the first column has no cell" + box) }
    if !cellSet.lastColumnHasCell { throw invalid("cells", "the last column has no cell" + box) }
    return try makeGrid(.cells(cellSet.present), header)
  }

  /// The `cells` rows as text, and whether each is all ASCII. Every row's type and length
  /// is checked first: after this the declared box is known to be backed by at least one
  /// byte per cell of actual file content.
  func cellRows(_ value: JSONValue, header: GridHeader) throws -> (
    texts: [String], ascii: [Bool]
  ) {
    let width = header.columns
    let height = header.rows
    let rows = try json.array(value, "cells")
    guard rows.count == height else {
      throw invalid("cells", "expected \(height) rows (grid.rows), found \(rows.count)")
    }
    var texts: [String] = []
    texts.reserveCapacity(height)
    var asciiRows: [Bool] = []
    asciiRows.reserveCapacity(height)
    for (r, row) in rows.enumerated() {
      var text = try json.string(row, "cells[\(r)]", limit: MapFile.maximumRowLength)
      let ascii = text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
      let length = ascii ? text.utf8.count : text.count
      guard length == width else {
        throw invalid(
          "cells[\(r)]", "expected \(width) columns (grid.columns), found \(length)")
      }
      texts.append(text)
      asciiRows.append(ascii)
    }
    return (texts, asciiRows)
  }

  /// Symbol lookup: a table for ASCII, a dictionary for the rest. ``MapFile/noCellSymbol``
  /// gives `hole`; in the table, a symbol outside the palette gives `unknownSymbol`.
  static func symbolLookup(_ palette: [Terrain]) -> (
    table: [UInt8], bySymbol: [Character: UInt8]
  ) {
    var table = [UInt8](repeating: MapDecoder.unknownSymbol, count: 128)
    table[0x20] = MapDecoder.hole
    var bySymbol: [Character: UInt8] = [MapFile.noCellSymbol: MapDecoder.hole]
    for (i, terrain) in palette.enumerated() {
      bySymbol[terrain.symbol] = UInt8(i)
      let utf8 = Array(String(terrain.symbol).utf8)
      if utf8.count == 1 && utf8[0] < 0x80 { table[Int(utf8[0])] = UInt8(i) }
    }
    return (table, bySymbol)
  }

  // MARK: - Elevation

  /// The `elevation` rows: one array of heights per row, each within `Int32`, 0 where
  /// there is no cell.
  func elevation(_ value: JSONValue, grid: MapGrid) throws -> HexMap<Int> {
    let rows = try json.array(value, "elevation")
    guard rows.count == grid.height else {
      throw invalid("elevation", "expected \(grid.height) rows (grid.rows), found \(rows.count)")
    }
    let masks = grid.topology.masks
    var storage = [Int]()
    storage.reserveCapacity(grid.indexCount)
    for (r, row) in rows.enumerated() {
      try elevationRow(row, r, width: grid.width, masks: masks, into: &storage)
    }
    return HexMap(grid: grid, storage: storage)
  }

  static let heights = Int(Int32.min)...Int(Int32.max)

  /// Row `r` of the heights, checked and appended to `storage`.
  func elevationRow(
    _ row: JSONValue, _ r: Int, width: Int, masks: [UInt8], into storage: inout [Int]
  ) throws {
    let path = "elevation[\(r)]"
    let base = r * width
    let numbers: [Int]
    switch row {
    case .integers(let values):
      numbers = values
    case .deferredIntegers(let deferred):
      // Read straight into the storage: no array per row.
      guard deferred.count == width else {
        throw invalid(path, "expected \(width) values (grid.columns), found \(deferred.count)")
      }
      var c = 0
      try json.integers(deferred) { height in
        try checkHeight(height, path, c, isCell: masks[base + c] & 0x80 != 0)
        storage.append(height)
        c += 1
      }
      return
    case .array(let values):
      guard values.count == width else {
        throw invalid(path, "expected \(width) values (grid.columns), found \(values.count)")
      }
      // Not all integers: find the first offender for its message.
      for (c, element) in values.enumerated() {
        _ = try json.integer(element, "\(path)[\(c)]", in: MapDecoder.heights)
      }
      numbers = []
    default:
      throw invalid(path, "expected an array, found \(row.kindDescription)")
    }
    guard numbers.count == width else {
      throw invalid(path, "expected \(width) values (grid.columns), found \(numbers.count)")
    }
    for c in 0..<width {
      try checkHeight(numbers[c], path, c, isCell: masks[base + c] & 0x80 != 0)
    }
    storage.append(contentsOf: numbers)
  }

  /// Refuses a height outside `Int32`, or other than 0 where there is no cell.
  @inline(__always)
  func checkHeight(_ height: Int, _ path: String, _ c: Int, isCell: Bool) throws {
    let range = MapDecoder.heights
    if height < range.lowerBound || height > range.upperBound {
      throw invalid(
        "\(path)[\(c)]", "\(height) is out of range (\(range.lowerBound)...\(range.upperBound))")
    }
    if height != 0 && !isCell {
      throw invalid("\(path)[\(c)]", "no cell here; write 0")
    }
  }
}

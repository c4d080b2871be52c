// The per-cell rows of a map file: `cells` (terrain symbols, holes checked against the
// shape, or the cell set built from them) and `elevation` (heights, zero where there is
// no cell), both checked against the grid header row by row.

import HexJSON
import HexText

extension MapDecoder {
  static let unknownSymbol: UInt8 = 0xFF
  static let hole: UInt8 = 0xFE

  func cells(_ value: JSONValue, header: GridHeader, palette: [Terrain]) throws -> (
    MapGrid, [UInt8]
  ) {
    let width = header.columns
    let height = header.rows
    var texts: [String]  // var: reading a row's UTF-8 may make it contiguous
    let asciiRows: [Bool]
    (texts, asciiRows) = try cellRows(value, header: header)
    let (table, bySymbol) = MapDecoder.symbolLookup(palette)

    var grid: MapGrid? = nil
    switch header.shape {
    case .rectangle:
      grid = try makeGrid(.rectangle(columns: width, rows: height), header)
    case .hexagon:
      grid = try makeGrid(.hexagon(radius: header.radius), header)
    case .parallelogram:
      grid = try makeGrid(.parallelogram(columns: header.qCount, rows: header.rCount), header)
    case .cells:
      break
    }
    let masks = grid?.topology.masks
    var storage = [UInt8](repeating: 0, count: width * height)
    var present: [OffsetCoordinate] = []
    var firstRowHasCell = false
    var lastRowHasCell = false
    var firstColumnHasCell = false
    var lastColumnHasCell = false

    func unknown(_ r: Int, _ c: Int, _ symbol: String) -> BoardFileError {
      invalid("cells[\(r)]", "column \(c): unknown terrain symbol \(TerminalText.quoted(symbol))")
    }
    for r in 0..<height {
      let base = r * width
      if asciiRows[r] {
        try texts[r].withUTF8 { bytes in
          for c in 0..<width {
            let code = table[Int(bytes[c])]
            if code == MapDecoder.unknownSymbol {
              throw unknown(r, c, String(UnicodeScalar(bytes[c])))
            }
            storage[base + c] = code
          }
        }
      } else {
        var c = 0
        for character in texts[r] {
          guard let code = bySymbol[character] else { throw unknown(r, c, String(character)) }
          storage[base + c] = code
          c += 1
        }
      }
      // Holes against the shape.
      for c in 0..<width {
        let isHole = storage[base + c] == MapDecoder.hole
        if let masks {
          let isCell = masks[base + c] & 0x80 != 0
          if isHole && isCell {
            throw invalid(
              "cells[\(r)]",
              "column \(c): \(header.phrase) has a cell here, found ' ' (no cell)")
          }
          if !isHole && !isCell {
            throw invalid(
              "cells[\(r)]", "column \(c): \(header.phrase) has no cell here; write ' '")
          }
        } else if !isHole {
          present.append(
            OffsetCoordinate(col: header.origin.col + c, row: header.origin.row + r))
          if r == 0 { firstRowHasCell = true }
          if r == height - 1 { lastRowHasCell = true }
          if c == 0 { firstColumnHasCell = true }
          if c == width - 1 { lastColumnHasCell = true }
        }
        if isHole { storage[base + c] = 0 }
      }
    }
    if let grid { return (grid, storage) }

    guard !present.isEmpty else { throw invalid("cells", "the map has no cell") }
    let box = "; columns, rows and origin must be the bounding box of the cells"
    if !firstRowHasCell { throw invalid("cells", "the first row has no cell" + box) }
    if !lastRowHasCell { throw invalid("cells", "the last row has no cell" + box) }
    if !firstColumnHasCell { throw invalid("cells", "the first column has no cell" + box) }
    if !lastColumnHasCell { throw invalid("cells", "the last column has no cell" + box) }
    return (try makeGrid(.cells(present), header), storage)
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

  func elevation(_ value: JSONValue, grid: MapGrid) throws -> HexMap<Int> {
    let rows = try json.array(value, "elevation")
    guard rows.count == grid.height else {
      throw invalid("elevation", "expected \(grid.height) rows (grid.rows), found \(rows.count)")
    }
    let width = grid.width
    let masks = grid.topology.masks
    let range = Int(Int32.min)...Int(Int32.max)
    var storage = [Int]()
    storage.reserveCapacity(grid.indexCount)
    for (r, row) in rows.enumerated() {
      let path = "elevation[\(r)]"
      let numbers: [Int]
      switch row {
      case .integers(let values):
        numbers = values
      case .deferredIntegers(let deferred):
        // Read straight into the storage: no array per row.
        guard deferred.count == width else {
          throw invalid(path, "expected \(width) values (grid.columns), found \(deferred.count)")
        }
        let base = r * width
        var c = 0
        try json.integers(deferred) { height in
          if height < range.lowerBound || height > range.upperBound {
            throw invalid(
              "\(path)[\(c)]",
              "\(height) is out of range (\(range.lowerBound)...\(range.upperBound))")
          }
          if height != 0 && masks[base + c] & 0x80 == 0 {
            throw invalid("\(path)[\(c)]", "no cell here; write 0")
          }
          storage.append(height)
          c += 1
        }
        continue
      case .array(let values):
        guard values.count == width else {
          throw invalid(path, "expected \(width) values (grid.columns), found \(values.count)")
        }
        // Not all integers: find the first offender for its message.
        for (c, element) in values.enumerated() {
          _ = try json.integer(element, "\(path)[\(c)]", in: range)
        }
        numbers = []
      default:
        throw invalid(path, "expected an array, found \(row.kindDescription)")
      }
      guard numbers.count == width else {
        throw invalid(path, "expected \(width) values (grid.columns), found \(numbers.count)")
      }
      let base = r * width
      for c in 0..<width {
        let height = numbers[c]
        if height < range.lowerBound || height > range.upperBound {
          throw invalid(
            "\(path)[\(c)]", "\(height) is out of range (\(range.lowerBound)...\(range.upperBound))"
          )
        }
        if height != 0 && masks[base + c] & 0x80 == 0 {
          throw invalid("\(path)[\(c)]", "no cell here; write 0")
        }
      }
      storage.append(contentsOf: numbers)
    }
    return HexMap(grid: grid, storage: storage)
  }
}

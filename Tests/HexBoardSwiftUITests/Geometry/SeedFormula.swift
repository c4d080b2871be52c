// The seed article's arithmetic, written out independently of HexGrid's layout code: the
// known answers the fit and the layout are checked against (flat hexes, odd-q cells).

import HexGrid

/// Where the seed puts flat odd-q cells in a `width` × `height` space at `(x, y)`.
struct SeedFormula {
  let cells: [OffsetCoordinate]

  static let rowFactor = Double(3).squareRoot() / 2  // hex height / hex width

  /// A cell's row, odd columns counted half a row lower.
  func shiftedRow(_ cell: OffsetCoordinate) -> Double {
    Double(cell.row) + (cell.col & 1 == 1 ? 0.5 : 0)
  }

  var minX: Int { cells.map(\.col).min() ?? 0 }
  var minY: Double { cells.map(shiftedRow).min() ?? 0 }
  /// The grid's width in column steps: `maxX - minX + 4/3`.
  var columns: Double { Double((cells.map(\.col).max() ?? 0) - minX) + 4.0 / 3.0 }
  /// The grid's height in rows: `maxY - minY + 1`.
  var rows: Double { (cells.map(shiftedRow).max() ?? 0) - minY + 1 }

  /// The width of a hex that fits `width` × `height`.
  func hexWidth(width: Double, height: Double) -> Double {
    Swift.min(width / (0.75 * columns), height / rows / Self.rowFactor)
  }

  /// The grid's size at hex width `w`.
  func gridSize(hexWidth w: Double) -> (width: Double, height: Double) {
    (0.75 * w * columns, w * Self.rowFactor * rows)
  }

  /// The centre of `cell` when the grid is fitted and centred in the rectangle.
  func center(
    of cell: OffsetCoordinate, x: Double, y: Double, width: Double, height: Double
  ) -> (x: Double, y: Double) {
    let w = hexWidth(width: width, height: height)
    let grid = gridSize(hexWidth: w)
    let left = x + (width - grid.width) / 2
    let top = y + (height - grid.height) / 2
    let rowHeight = w * Self.rowFactor
    return (
      left + w / 2 + 0.75 * w * Double(cell.col - minX),
      top + rowHeight / 2 + rowHeight * (shiftedRow(cell) - minY)
    )
  }
}

/// Whether two numbers agree to 1e-9 of their size.
func close(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
}

import HexGrid
import Testing

@testable import HexBoardSwiftUI

@Suite struct HexGridFitTests {
  /// A scattered set with negative and odd columns, the seed's kind of input.
  static let cells = [
    OffsetCoordinate(col: -1, row: 0), OffsetCoordinate(col: 0, row: 2),
    OffsetCoordinate(col: 1, row: -1), OffsetCoordinate(col: 3, row: 1),
    OffsetCoordinate(col: 2, row: 3),
  ]
  let seed = SeedFormula(cells: cells)
  let fit = HexGridFit(hexes: cells.map { Hex($0) })

  @Test(arguments: [(400.0, 300.0), (120.0, 500.0), (1000.0, 90.0)])
  func sizeIsTheSeedsGridSize(width: Double, height: Double) {
    let size = fit.size(fittingWidth: width, height: height)
    let expected = seed.gridSize(hexWidth: seed.hexWidth(width: width, height: height))
    #expect(close(size.width, expected.width))
    #expect(close(size.height, expected.height))
    // One dimension is filled, the other fits.
    #expect(close(size.width, width) || close(size.height, height))
  }

  @Test func seedCountsColumnsAndHalfRows() {
    // maxX - minX + 4/3 = 4 + 4/3; rows: shifted rows -0.5 (col 1) … 3 (col 2) + 1.
    #expect(close(seed.columns, 4 + 4.0 / 3.0))
    #expect(close(seed.rows, 4.5))
  }

  @Test func anOpenDimensionDoesNotLimit() {
    let w = 300.0
    let size = fit.size(fittingWidth: w, height: nil)
    #expect(close(size.width, w))
    #expect(close(size.height, seed.gridSize(hexWidth: w / (0.75 * seed.columns)).height))
    let tall = fit.size(fittingWidth: .infinity, height: 200)
    #expect(close(tall.height, 200))
    // Neither: the ideal radius (hex width 48).
    let ideal = fit.size(fittingWidth: nil, height: nil)
    #expect(close(ideal.width, seed.gridSize(hexWidth: 48).width))
    #expect(close(ideal.height, seed.gridSize(hexWidth: 48).height))
  }

  @Test func degenerateProposalsGiveZeroNotTraps() {
    #expect(HexGridFit(hexes: []).size(fittingWidth: 100, height: 100) == Size(uniform: 0))
    #expect(fit.size(fittingWidth: -5, height: 100) == Size(uniform: 0))
    #expect(fit.size(fittingWidth: .nan, height: 100) == Size(uniform: 0))
    #expect(fit.layout(in: Rect(x: 0, y: 0, width: 0, height: 0)) == nil)
  }

  @Test func layoutPutsEveryCellWhereTheSeedDoes() throws {
    let (x, y, width, height) = (10.0, 20.0, 400.0, 300.0)
    let layout = try #require(fit.layout(in: Rect(x: x, y: y, width: width, height: height)))
    for cell in Self.cells {
      let center = layout.center(of: cell)
      let expected = seed.center(of: cell, x: x, y: y, width: width, height: height)
      #expect(close(center.x, expected.x) && close(center.y, expected.y), "\(cell)")
    }
    let w = seed.hexWidth(width: width, height: height)
    let cellSize = HexGridFit.cellSize(in: layout)
    #expect(close(cellSize.width, w))
    #expect(close(cellSize.height, w * SeedFormula.rowFactor))
  }

  @Test func pointyGridsFitTheTransposedFormula() {
    // Pointy odd-r is flat odd-q with x and y swapped: a row of 3 cells and a second row.
    let cells = [
      OffsetCoordinate(col: 0, row: 0), OffsetCoordinate(col: 1, row: 0),
      OffsetCoordinate(col: 2, row: 0), OffsetCoordinate(col: 0, row: 1),
    ]
    let pointy = HexGridFit(hexes: cells.map { Hex($0, convention: .oddR) }, orientation: .pointy)
    let transposed = SeedFormula(cells: cells.map { OffsetCoordinate(col: $0.row, row: $0.col) })
    let size = pointy.size(fittingWidth: 300, height: 400)
    let expected = transposed.gridSize(hexWidth: transposed.hexWidth(width: 400, height: 300))
    #expect(close(size.width, expected.height))
    #expect(close(size.height, expected.width))
  }
}

// Building a grid: the bounding box of a shape, the wrap rules, and the per-cell
// neighbour table. All of it runs once per grid; nothing here is on a query's path.

import HexGrid

extension MapGrid {
  /// The bounding box of a shape in offset coordinates, and its cells when it does not
  /// fill the box. Checks the size limit before anything proportional to it is allocated.
  static func boundingBox(
    of shape: MapShape, convention: OffsetConvention
  ) throws -> (origin: OffsetCoordinate, width: Int, height: Int, cells: [OffsetCoordinate]?) {
    func checkArea(_ width: Int, _ height: Int) throws {
      let (area, overflow) = width.multipliedReportingOverflow(by: height)
      if overflow || area > maximumCellCount {
        throw MapGridError.tooLarge(cells: overflow ? Int.max : area, limit: maximumCellCount)
      }
    }
    func box(of cells: [OffsetCoordinate]) throws -> (
      origin: OffsetCoordinate, width: Int, height: Int, cells: [OffsetCoordinate]?
    ) {
      guard let first = cells.first else {
        throw MapGridError.noCells
      }
      var minCol = first.col
      var maxCol = first.col
      var minRow = first.row
      var maxRow = first.row
      for cell in cells {
        minCol = Swift.min(minCol, cell.col)
        maxCol = Swift.max(maxCol, cell.col)
        minRow = Swift.min(minRow, cell.row)
        maxRow = Swift.max(maxRow, cell.row)
      }
      let (w, o1) = maxCol.subtractingReportingOverflow(minCol)
      let (h, o2) = maxRow.subtractingReportingOverflow(minRow)
      if o1 || o2 || w >= Int.max || h >= Int.max {
        throw MapGridError.tooLarge(cells: Int.max, limit: maximumCellCount)
      }
      try checkArea(w + 1, h + 1)
      return (OffsetCoordinate(col: minCol, row: minRow), w + 1, h + 1, cells)
    }

    switch shape {
    case .rectangle(let columns, let rows):
      guard columns > 0, rows > 0 else {
        throw MapGridError.invalidSize(shape)
      }
      try checkArea(columns, rows)
      return (OffsetCoordinate(col: 0, row: 0), columns, rows, nil)
    case .hexagon(let radius):
      guard radius >= 0 else {
        throw MapGridError.invalidSize(shape)
      }
      guard radius < 1 << 14 else {
        throw MapGridError.tooLarge(cells: Int.max, limit: maximumCellCount)
      }
      try checkArea(2 * radius + 2, 2 * radius + 2)
      return try box(of: Hex.zero.range(radius: radius).map { $0.offset(in: convention) })
    case .parallelogram(let columns, let rows):
      guard columns > 0, rows > 0 else {
        throw MapGridError.invalidSize(shape)
      }
      // The offset box of a parallelogram is at most (columns + rows) on each side.
      try checkArea(columns + rows, columns + rows)
      let hexes = ParallelogramShape(q: 0...(columns - 1), r: 0...(rows - 1))
      return try box(of: hexes.map { $0.offset(in: convention) })
    case .cells(let cells):
      return try box(of: cells)
    }
  }

  static func validateWrap(_ wrap: MapWrap, shape: MapShape, convention: OffsetConvention) throws {
    guard wrap != .none else { return }
    guard case .rectangle(let columns, let rows) = shape else {
      throw MapGridError.wrapNeedsRectangle(wrap)
    }
    if !MapGridError.columnsWrap(columns, convention)
      || (wrap == .torus && !MapGridError.rowsWrap(rows, convention))
    {
      throw MapGridError.wrapDoesNotTile(wrap, convention: convention, columns: columns, rows: rows)
    }
  }

  /// Computes, for every index, which neighbours exist and a small class number whose row of
  /// deltas leads to them. Interior cells of one parity share a class; wrapped maps add a
  /// class per seam position (first or last column, first or last row), at most 18 in all.
  ///
  /// Parity is that of the absolute offset column (or row), so boxes whose origin is odd
  /// (a hexagon of odd radius, cells at negative offsets) get the right neighbours.
  static func buildTopology(
    width: Int, height: Int, origin: OffsetCoordinate, present: [Bool]?,
    convention: OffsetConvention, wrap: MapWrap
  ) -> (links: [UInt8], classes: [UInt8], deltas: [Int], cellCount: Int) {
    let count = width * height
    var links = [UInt8](repeating: 0, count: count)
    var classes = [UInt8](repeating: 0, count: count)
    var deltas = [Int](repeating: 0, count: 18 * 6)
    var known = [Bool](repeating: false, count: 18 * 6)
    var cellCount = 0
    let wrapsColumns = wrap != .none
    let wrapsRows = wrap == .torus
    let shiftsColumns = convention.shiftsColumns
    // The six steps of each parity, looked up once rather than per cell.
    var steps = [(dcol: Int, drow: Int)](repeating: (0, 0), count: 12)
    for parity in 0..<2 {
      for direction in HexDirection.allCases {
        steps[parity * 6 + direction.rawValue] = convention.step(
          toward: direction, parity: parity)
      }
    }

    func isPresent(_ col: Int, _ row: Int) -> Bool {
      present.map { $0[row * width + col] } ?? true
    }

    func build(_ col: Int, _ row: Int) {
      let index = row * width + col
      guard isPresent(col, row) else { return }
      cellCount += 1
      let parity = shiftsColumns ? (col + origin.col) & 1 : (row + origin.row) & 1
      let colEdge = !wrapsColumns ? 0 : col == 0 ? 1 : col == width - 1 ? 2 : 0
      let rowEdge = !wrapsRows ? 0 : row == 0 ? 1 : row == height - 1 ? 2 : 0
      let cellClass = parity + 2 * colEdge + 6 * rowEdge
      var mask: UInt8 = 0x80
      for d in 0..<6 {
        let step = steps[parity * 6 + d]
        var ncol = col + step.dcol
        var nrow = row + step.drow
        if wrapsColumns { ncol = positiveRemainder(ncol, width) }
        if wrapsRows { nrow = positiveRemainder(nrow, height) }
        let inside = ncol >= 0 && ncol < width && nrow >= 0 && nrow < height
        if inside && isPresent(ncol, nrow) { mask |= 1 << d }
        // A seam cell on the top row has no north-west neighbour on a cylinder, but the
        // same class lower down does: record a delta only from a neighbour on the map, and
        // until one is seen keep the unwrapped delta (the mask hides it anyway).
        let slot = cellClass * 6 + d
        if inside && !known[slot] {
          deltas[slot] = (nrow - row) * width + (ncol - col)
          known[slot] = true
        } else if !known[slot] {
          deltas[slot] = step.drow * width + step.dcol
        }
      }
      links[index] = mask
      classes[index] = UInt8(cellClass)
    }

    // A full box's interior cells (neither on the border nor next to a seam) all have six
    // neighbours and the plain class of their parity, whose deltas are the unwrapped steps:
    // fill them directly, in the same row-major order, and run the general rule on the
    // border only. Steps move at most one column and one row, so this is exact.
    guard present == nil, width >= 3, height >= 3 else {
      for row in 0..<height {
        for col in 0..<width { build(col, row) }
      }
      return (links, classes, deltas, cellCount)
    }
    for col in 0..<width { build(col, 0) }
    links.withUnsafeMutableBufferPointer { linkBuffer in
      classes.withUnsafeMutableBufferPointer { classBuffer in
        for row in 1..<(height - 1) {
          let base = row * width
          for col in 1..<(width - 1) {
            linkBuffer[base + col] = 0xBF
            classBuffer[base + col] =
              UInt8(
                truncatingIfNeeded: shiftsColumns ? (col + origin.col) & 1 : (row + origin.row) & 1)
          }
        }
      }
    }
    cellCount += (width - 2) * (height - 2)
    for parity in 0..<2 {
      for d in 0..<6 where !known[parity * 6 + d] {
        let step = steps[parity * 6 + d]
        deltas[parity * 6 + d] = step.drow * width + step.dcol
        known[parity * 6 + d] = true
      }
    }
    for row in 1..<(height - 1) {
      build(0, row)
      build(width - 1, row)
    }
    for col in 0..<width { build(col, height - 1) }
    return (links, classes, deltas, cellCount)
  }
}

import HexGrid

/// The cells of a map and how they connect: shape, offset convention and wrap, with O(1)
/// conversion between hexes and dense cell indices and O(1) neighbour lookup.
///
/// A grid stores no cell values (``HexMap`` does); it is the shared geometry that maps,
/// navigation graphs and vision all index into. Cells are numbered row-major over the
/// shape's bounding box in offset coordinates: `index = (row - origin.row) * width +
/// (col - origin.col)`. For a rectangle at the origin this is the familiar `row * W + col`.
/// Shapes that do not fill their box leave holes: indices that are not cells.
///
/// ```swift
/// let grid = try MapGrid(shape: .rectangle(columns: 8, rows: 6), wrap: .cylinder)
/// let i = grid.index(of: Hex(OffsetCoordinate(col: 7, row: 2)))!
/// grid.neighbors(of: i).map { grid.hex(at: $0) }   // includes column 0: the map wraps
/// ```
///
/// **Wrap rules.** Only rectangles wrap. With the column-shifting conventions (odd-q,
/// even-q) a wrapping column count must be even, and with the row-shifting ones (odd-r,
/// even-r) a torus's row count must be even, so that the shifted columns or rows alternate
/// across the seam; each wrapped dimension must be at least 3 (4 when it must be even) so
/// a cell never neighbours itself or another cell twice.
///
/// Equality and hashing compare the shape, convention and wrap (everything else follows).
public struct MapGrid: Sendable {
  /// Which cells exist.
  public let shape: MapShape
  /// How offset coordinates map to hexes.
  public let convention: OffsetConvention
  /// Whether and how the edges join.
  public let wrap: MapWrap
  /// The top-left offset cell of the bounding box.
  public let origin: OffsetCoordinate
  /// The bounding box's number of columns.
  public let width: Int
  /// The bounding box's number of rows.
  public let height: Int
  /// The number of cells (the bounding box minus its holes).
  public let cellCount: Int

  /// The largest bounding box a grid accepts: 2²⁶ cells (e.g. 8192 × 8192). Checked before
  /// anything is allocated, so absurd dimensions from a file fail cleanly.
  public static let maximumCellCount = 1 << 26

  /// Per index: bit 7 set when the index is a cell, bit `d` when its neighbour in direction
  /// `d` is a cell.
  @usableFromInline let links: [UInt8]
  /// Per index: which row of ``neighborDeltas`` gives its neighbours.
  @usableFromInline let cellClass: [UInt8]
  /// `neighborDeltas[class * 6 + d]`: add to an index to reach its neighbour in direction `d`.
  @usableFromInline let neighborDeltas: [Int]
  /// Whether every index of the box is a cell (a full rectangle).
  @usableFromInline let isFull: Bool
  /// The convention as numbers, for a branch-free hex → offset conversion in
  /// ``index(of:)-(Hex)``: whether columns are shifted, and 0 (odd) or 1 (even).
  @usableFromInline let shiftsColumns: Bool
  @usableFromInline let evenBias: Int
  /// A full, unwrapped box at offset (0, 0): ``index(of:)-(Hex)`` needs only two range
  /// checks.
  @usableFromInline let isPlainBox: Bool
  /// ``origin`` widened once, so lookups do no conversions.
  @usableFromInline let originCol: Int
  @usableFromInline let originRow: Int

  /// Creates a grid.
  ///
  /// - Throws: ``MapGridError`` for empty or negative dimensions, a bounding box over
  ///   ``maximumCellCount``, or a wrap the shape cannot take (see the wrap rules above).
  /// - Complexity: O(cells in the bounding box).
  public init(shape: MapShape, convention: OffsetConvention = .oddQ, wrap: MapWrap = .none) throws {
    self.shape = shape
    self.convention = convention
    self.wrap = wrap
    let box = try MapGrid.boundingBox(of: shape, convention: convention)
    origin = box.origin
    width = box.width
    height = box.height
    try MapGrid.validateWrap(wrap, shape: shape, convention: convention)

    var present: [Bool]? = nil
    if let cells = box.cells {
      var mask = [Bool](repeating: false, count: width * height)
      for cell in cells {
        mask[(cell.row - origin.row) * width + (cell.col - origin.col)] = true
      }
      present = mask
    }
    isFull = present == nil
    shiftsColumns = convention.shiftsColumns
    evenBias = convention.shovesOdd ? 0 : 1
    isPlainBox = isFull && wrap == .none && origin == OffsetCoordinate(col: 0, row: 0)
    originCol = origin.col
    originRow = origin.row
    (links, cellClass, neighborDeltas, cellCount) = MapGrid.buildTopology(
      width: width, height: height, origin: box.origin, present: present,
      convention: convention, wrap: wrap)
  }

  /// Creates a `columns × rows` rectangle, the most common board.
  public init(
    columns: Int, rows: Int, convention: OffsetConvention = .oddQ, wrap: MapWrap = .none
  ) throws {
    try self.init(
      shape: .rectangle(columns: columns, rows: rows), convention: convention, wrap: wrap)
  }

  // MARK: - Hexes and indices

  /// The number of indices (`width × height`), holes included: the size of per-cell arrays.
  @inlinable
  public var indexCount: Int { links.count }

  /// Whether `index` is a cell (not a hole and within the box).
  @inlinable
  public func isCell(_ index: Int) -> Bool {
    index >= 0 && index < links.count && links[index] & 0x80 != 0
  }

  /// The index of `hex`, or `nil` if it is not on the map. On wrapped maps every hex has a
  /// cell: coordinates are taken modulo the map's size.
  ///
  /// - Complexity: O(1), no hashing.
  @inlinable @inline(__always)
  public func index(of hex: Hex) -> Int? {
    // `hex.offset(in: convention)` without a switch or a parity branch: the shifted axis
    // `a` moves the other by (a - (a & 1)) / 2 = a >> 1 (odd conventions) or
    // (a + (a & 1)) / 2 = (a + 1) >> 1 (even ones), the Red Blob Games formulas.
    let a = shiftsColumns ? hex.q : hex.r
    let b = shiftsColumns ? hex.r : hex.q
    let moved = b &+ ((a &+ evenBias) >> 1)
    return index(col: shiftsColumns ? a : moved, row: shiftsColumns ? moved : a)
  }

  /// The index of an offset cell, or `nil` if it is not on the map (see ``index(of:)-(Hex)``).
  @inlinable @inline(__always)
  public func index(of cell: OffsetCoordinate) -> Int? {
    index(col: cell.col, row: cell.row)
  }

  @inlinable @inline(__always)
  func index(col absoluteCol: Int, row absoluteRow: Int) -> Int? {
    if isPlainBox {
      guard UInt(bitPattern: absoluteCol) < UInt(bitPattern: width),
        UInt(bitPattern: absoluteRow) < UInt(bitPattern: height)
      else { return nil }
      return absoluteRow &* width &+ absoluteCol
    }
    var col = absoluteCol &- originCol
    var row = absoluteRow &- originRow
    if wrap != .none {
      col = MapGrid.positiveRemainder(col, width)
      if wrap == .torus { row = MapGrid.positiveRemainder(row, height) }
    }
    // One unsigned comparison per axis also rejects negative values.
    guard UInt(bitPattern: col) < UInt(bitPattern: width),
      UInt(bitPattern: row) < UInt(bitPattern: height)
    else { return nil }
    let index = row &* width &+ col
    guard isFull || links.withUnsafeBufferPointer({ $0[index] & 0x80 != 0 }) else { return nil }
    return index
  }

  /// The hex of cell `index`.
  ///
  /// - Precondition: `0 <= index < indexCount`.
  @inlinable
  public func hex(at index: Int) -> Hex {
    Hex(offset(at: index), convention: convention)
  }

  /// The offset coordinate of cell `index`.
  ///
  /// - Precondition: `0 <= index < indexCount`.
  @inlinable
  public func offset(at index: Int) -> OffsetCoordinate {
    precondition(index >= 0 && index < links.count, "cell index out of range")
    let row = index / width
    return OffsetCoordinate(col: index - row * width + origin.col, row: row + origin.row)
  }

  /// The index of the cell at `offset`, read in the grid's own convention and box (as map
  /// files and patches name cells, never wrapped round), or `nil` when it is not a cell.
  public func index(ofOffset offset: OffsetCoordinate) -> Int? {
    let (col, o1) = offset.col.subtractingReportingOverflow(origin.col)
    let (row, o2) = offset.row.subtractingReportingOverflow(origin.row)
    guard !o1, !o2, col >= 0, col < width, row >= 0, row < height else { return nil }
    let index = row * width + col
    return isCell(index) ? index : nil
  }

  /// Whether `hex` is a cell of the map.
  @inlinable
  public func contains(_ hex: Hex) -> Bool { index(of: hex) != nil }

  /// The position of `hex` on the map: on wrapped maps the image of `hex` inside the
  /// bounding box (so `canonical(hex) == hex(at: index(of: hex)!)`), elsewhere `hex`
  /// itself if it is a cell; `nil` when it is not on the map.
  public func canonical(_ hex: Hex) -> Hex? {
    index(of: hex).map { self.hex(at: $0) }
  }

  /// The cell indices in storage order: rows top to bottom, each left to right, holes
  /// skipped. This is the order every HexBoard output uses.
  ///
  /// - Complexity: no allocation (a view of the grid's tables); O(1) on a full grid, O(the
  ///   holes before the first cell) otherwise. Walking it is O(``indexCount``).
  @inlinable
  public var indices: CellIndices { CellIndices(links: links, isFull: isFull, count: cellCount) }

  /// The hexes of the map in storage order (see ``indices``).
  public var hexes: [Hex] { indices.map(hex(at:)) }

  // MARK: - Neighbours

  /// The index of the neighbour of cell `index` in `direction`, or `nil` at the map's edge.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func neighbor(of index: Int, in direction: HexDirection) -> Int? {
    let d = direction.rawValue
    guard links[index] & (1 << d) != 0 else { return nil }
    return index &+ neighborDeltas[Int(cellClass[index]) &* 6 &+ d]
  }

  /// The neighbours of cell `index` that are on the map, in `HexDirection` order.
  ///
  /// - Complexity: O(1); the collection never allocates.
  @inlinable
  public func neighbors(of index: Int) -> NeighborIndices {
    NeighborIndices(
      index: index, mask: links[index] & 0x3F,
      deltaBase: Int(cellClass[index]) &* 6, deltas: neighborDeltas)
  }

  /// The bit mask of directions in which cell `index` has a neighbour on the map.
  @inlinable
  public func neighborMask(of index: Int) -> UInt8 { links[index] & 0x3F }

  /// The per-index neighbour data, for algorithms that walk the grid in tight loops:
  /// `mask` bit `d` says the neighbour in direction `d` exists, and it is at
  /// `index + deltas[Int(classes[index]) * 6 + d]`. Bit 7 of `mask` marks real cells.
  @inlinable
  public var topology: (masks: [UInt8], classes: [UInt8], deltas: [Int]) {
    (links, cellClass, neighborDeltas)
  }

  // MARK: - Distance

  /// The axial translations that map the grid onto itself: empty for an unwrapped map, the
  /// east–west period for a cylinder, both periods for a torus.
  public var periods: [Hex] {
    let zero = Hex(OffsetCoordinate(col: 0, row: 0), convention: convention)
    let east = Hex(OffsetCoordinate(col: width, row: 0), convention: convention) - zero
    let south = Hex(OffsetCoordinate(col: 0, row: height), convention: convention) - zero
    switch wrap {
    case .none: return []
    case .cylinder: return [east]
    case .torus: return [east, south]
    }
  }

  /// The number of steps between two hexes on this map, the shortest way round on wrapped
  /// maps (the hexes are first moved to their positions on the map).
  ///
  /// - Complexity: O(1).
  public func distance(from a: Hex, to b: Hex) -> Int {
    guard wrap != .none, let ca = canonical(a), let cb = canonical(b) else {
      return a.distance(to: b)
    }
    var best = ca.distance(to: cb)
    let p = periods
    let rows = wrap == .torus ? -1...1 : 0...0
    for i in -1...1 {
      for j in rows where i != 0 || j != 0 {
        var image = cb + p[0] * i
        if j != 0 { image += p[1] * j }
        best = Swift.min(best, ca.distance(to: image))
      }
    }
    return best
  }

  @inlinable
  static func positiveRemainder(_ value: Int, _ modulus: Int) -> Int {
    let r = value % modulus
    return r < 0 ? r + modulus : r
  }
}

extension MapGrid: Hashable {
  /// Grids are equal when their shape, convention and wrap are.
  public static func == (lhs: MapGrid, rhs: MapGrid) -> Bool {
    lhs.shape == rhs.shape && lhs.convention == rhs.convention && lhs.wrap == rhs.wrap
  }

  /// Hashes the shape, convention and wrap.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shape)
    hasher.combine(convention)
    hasher.combine(wrap)
  }
}

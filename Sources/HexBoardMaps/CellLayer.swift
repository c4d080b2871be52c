import HexBoardSupport
import HexGrid

/// A value for every cell of a ``MapGrid``, stored in pages copied on write one at a time:
/// the form of a `Board`'s per-cell layers (`Board.terrain`, `Board.elevation`).
///
/// It reads like a ``HexMap`` (the same subscripts, ``cells``, ``values``), but its values
/// live in pages, each its own copy-on-write array: square tiles of 64 × 64 cells on grids
/// at least 128 wide, runs of 4096 grid indices on narrower ones. A copy of a board kept as
/// a snapshot (`let turnStart = server.board`) shares every page; the first write to a page
/// of either copy copies that page only (4 KiB of terrain), so a turn's snapshot costs what
/// the turn writes, not the whole map. Because pages are square, a layer written only where
/// a player has looked (a client's view) holds memory in proportion to the area seen.
///
/// ```swift
/// let height = board.elevation?[hex]            // O(1), as on a HexMap
/// let codes = board.terrain.flattened()         // one flat array, O(n), for bulk readers
/// let map = HexMap(board.terrain)               // a HexMap of the same values, O(n)
/// ```
///
/// Reading a cell is O(1) (on a tiled grid, a multiply by the width's reciprocal, a few
/// shifts and masks; no division). Bulk readers
/// (building a navigation graph, renderers, encoders) take ``flattened()`` once and index
/// it, or convert to a ``HexMap``.
public struct CellLayer<Value> {
  /// The geometry the values are laid out on.
  public let grid: MapGrid
  /// The values, one per grid index (holes included), in pages.
  @usableFromInline package var pages: PagedArray<Value>
  /// Where each grid index lives in ``pages``.
  @usableFromInline let paging: CellPaging

  /// A layer with every cell set to `fill`.
  ///
  /// - Complexity: O(n / 4096): pages of one size share one array until written.
  @inlinable
  public init(grid: MapGrid, fill: Value) {
    self.grid = grid
    paging = CellPaging(width: grid.width, count: grid.indexCount)
    pages = PagedArray(pages: paging.pages(repeating: fill))
  }

  /// A layer holding the values of `map`.
  ///
  /// - Complexity: O(n).
  @inlinable
  public init(_ map: HexMap<Value>) {
    grid = map.grid
    paging = CellPaging(width: grid.width, count: grid.indexCount)
    pages = PagedArray(pages: paging.pages(of: map.storage))
  }

  /// The value at `hex`, or `nil` when `hex` is not on the map. Setting a hex that is not
  /// on the map, or setting `nil`, changes nothing (as on ``HexMap``).
  @inlinable
  public subscript(hex: Hex) -> Value? {
    get {
      guard let index = grid.index(of: hex) else { return nil }
      return self[index: index]
    }
    set {
      guard let index = grid.index(of: hex), let value = newValue else { return }
      self[index: index] = value
    }
  }

  /// The value at offset cell `cell`, or `nil` when it is not on the map.
  @inlinable
  public subscript(cell: OffsetCoordinate) -> Value? {
    guard let index = grid.index(of: cell) else { return nil }
    return self[index: index]
  }

  /// The value at grid index `index`.
  ///
  /// - Precondition: `0 <= index < grid.indexCount`, as for an array.
  @inlinable
  public subscript(index index: Int) -> Value {
    get {
      let (page, offset) = paging.locate(index)
      return pages[page: page, offset: offset]
    }
    set {
      let (page, offset) = paging.locate(index)
      pages[page: page, offset: offset] = newValue
    }
  }

  /// The values, one per grid index (holes included), in storage order, in one flat array:
  /// for readers that walk the whole map (graph building, rendering, encoding).
  ///
  /// - Complexity: O(n): take it once, not per cell.
  @inlinable
  public func flattened() -> [Value] {
    guard paging.isTiled else { return pages.flattened() }
    return [Value](unsafeUninitializedCapacity: paging.count) { buffer, initialized in
      // Every index lies in exactly one segment, so the buffer is initialized once over.
      guard let base = buffer.baseAddress else { return }
      paging.forEachSegment(ofPages: CellPaging.everyPage) { p, offset, start, length in
        pages.pages[p].withUnsafeBufferPointer { page in
          if let source = page.baseAddress {
            (base + start).initialize(from: source + offset, count: length)
          }
        }
      }
      initialized = paging.count
    }
  }

  /// Calls `body` with the values in increasing grid index order, a run of contiguous storage
  /// at a time: the grid index of the run's first value and the values (holes included). A
  /// run is a page on a narrow grid and one row of a tile (at most 64 values) on a tiled
  /// one. Bulk readers (hashes, encoders) walk every value this way without copying the
  /// layer.
  @inlinable
  public func withContiguousRuns(
    _ body: (_ start: Int, _ values: UnsafeBufferPointer<Value>) throws -> Void
  ) rethrows {
    try paging.forEachSegment(ofPages: CellPaging.everyPage) { p, offset, start, length in
      try pages.pages[p].withUnsafeBufferPointer { page in
        try body(start, UnsafeBufferPointer(rebasing: page[offset..<(offset + length)]))
      }
    }
  }

  /// Calls `body` with every grid index, in increasing order, at which `self` and `other`
  /// can hold different values: the indices of the pages the two do not share. For a layer
  /// and a recent copy of it (a turn's snapshot) that is the pages written since, so two
  /// copies compare in time proportional to what changed, not the map.
  ///
  /// - Precondition: both layers have the same grid.
  public func forEachIndex(notSharedWith other: CellLayer, _ body: (Int) throws -> Void) rethrows {
    precondition(grid == other.grid, "the layers are on different grids")
    let notShared = { (p: Int) in !pages.sharesPage(p, with: other.pages) }
    try paging.forEachSegment(ofPages: notShared) { _, _, start, length in
      for index in start..<(start + length) { try body(index) }
    }
  }

  /// Every cell with its value, in storage order.
  public var cells: LazyMapSequence<CellIndices, (hex: Hex, value: Value)> {
    let layer = self
    return grid.indices.lazy.map { (layer.grid.hex(at: $0), layer[index: $0]) }
  }

  /// The cell values in storage order, holes skipped.
  public var values: [Value] {
    grid.indices.map { self[index: $0] }
  }

  /// A ``HexMap`` on the same grid with every value transformed.
  ///
  /// - Complexity: O(n).
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> HexMap<T> {
    HexMap<T>(grid: grid, storage: try flattened().map(transform))
  }
}

extension HexMap {
  /// A map holding the values of `layer`.
  ///
  /// - Complexity: O(n).
  public init(_ layer: CellLayer<Value>) {
    self.init(grid: layer.grid, storage: layer.flattened())
  }
}

extension CellLayer: Sendable where Value: Sendable {}

extension CellLayer: Equatable where Value: Equatable {
  /// Layers are equal when their grids are and every cell holds an equal value (holes are
  /// not compared, as on ``HexMap``). Pages the two still share are not read.
  public static func == (lhs: CellLayer, rhs: CellLayer) -> Bool {
    guard lhs.grid == rhs.grid else { return false }
    // Both are on one grid, so their pages are cut alike.
    if lhs.grid.isFull { return lhs.pages == rhs.pages }
    var equal = true
    let unread = { (p: Int) in equal && !lhs.pages.sharesPage(p, with: rhs.pages) }
    lhs.paging.forEachSegment(ofPages: unread) { p, offset, start, length in
      for k in 0..<length where lhs.grid.isCell(start &+ k) {
        if lhs.pages.pages[p][offset &+ k] != rhs.pages.pages[p][offset &+ k] { equal = false }
      }
    }
    return equal
  }
}

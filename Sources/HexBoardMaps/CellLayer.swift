import HexBoardSupport
import HexGrid

/// A value for every cell of a ``MapGrid``, stored in pages copied on write one at a time:
/// the form of a `Board`'s per-cell layers (`Board.terrain`, `Board.elevation`).
///
/// It reads like a ``HexMap`` (the same subscripts, ``cells``, ``values``), but its values
/// live in pages of 4096 grid indices, each its own copy-on-write array. A copy of a board
/// kept as a snapshot (`let turnStart = server.board`) shares every page; the first write
/// to a page of either copy copies that page only (4 KiB of terrain, 32 KiB of heights),
/// so a turn's snapshot costs what the turn writes, not the whole map.
///
/// ```swift
/// let height = board.elevation?[hex]            // O(1), as on a HexMap
/// let codes = board.terrain.flattened()         // one flat array, O(n), for bulk readers
/// let map = HexMap(board.terrain)               // a HexMap of the same values, O(n)
/// ```
///
/// Reading a cell is O(1) (one shift and one mask more than a flat array). Bulk readers
/// (building a navigation graph, renderers, encoders) take ``flattened()`` once and index
/// it, or convert to a ``HexMap``.
public struct CellLayer<Value> {
  /// The geometry the values are laid out on.
  public let grid: MapGrid
  /// The values, one per grid index (holes included), in pages.
  @usableFromInline package var pages: PagedArray<Value>

  /// A layer with every cell set to `fill`.
  ///
  /// - Complexity: O(n / 4096): the pages share one array until written.
  @inlinable
  public init(grid: MapGrid, fill: Value) {
    self.grid = grid
    pages = PagedArray(repeating: fill, count: grid.indexCount)
  }

  /// A layer holding the values of `map`.
  ///
  /// - Complexity: O(n).
  @inlinable
  public init(_ map: HexMap<Value>) {
    grid = map.grid
    pages = PagedArray(map.storage)
  }

  /// The value at `hex`, or `nil` when `hex` is not on the map. Setting a hex that is not
  /// on the map, or setting `nil`, changes nothing (as on ``HexMap``).
  @inlinable
  public subscript(hex: Hex) -> Value? {
    get {
      guard let index = grid.index(of: hex) else { return nil }
      return pages[index]
    }
    set {
      guard let index = grid.index(of: hex), let value = newValue else { return }
      pages[index] = value
    }
  }

  /// The value at offset cell `cell`, or `nil` when it is not on the map.
  @inlinable
  public subscript(cell: OffsetCoordinate) -> Value? {
    guard let index = grid.index(of: cell) else { return nil }
    return pages[index]
  }

  /// The value at grid index `index`.
  ///
  /// - Precondition: `0 <= index < grid.indexCount`, as for an array.
  @inlinable
  public subscript(index index: Int) -> Value {
    get { pages[index] }
    set { pages[index] = newValue }
  }

  /// The values, one per grid index (holes included), in storage order, in one flat array:
  /// for readers that walk the whole map (graph building, rendering, encoding).
  ///
  /// - Complexity: O(n): take it once, not per cell.
  @inlinable
  public func flattened() -> [Value] { pages.flattened() }

  /// Calls `body` with the values in storage order, a run of contiguous storage at a time:
  /// the grid index of the run's first value and the values (holes included). Bulk readers
  /// (hashes, encoders) walk every value this way without copying the layer.
  @inlinable
  public func withContiguousRuns(
    _ body: (_ start: Int, _ values: UnsafeBufferPointer<Value>) throws -> Void
  ) rethrows {
    try pages.withPages(body)
  }

  /// Calls `body` with every grid index, in increasing order, at which `self` and `other`
  /// can hold different values: the indices of the pages the two do not share. For a layer
  /// and a recent copy of it (a turn's snapshot) that is the pages written since, so two
  /// copies compare in time proportional to what changed, not the map.
  ///
  /// - Precondition: both layers have the same grid.
  public func forEachIndex(notSharedWith other: CellLayer, _ body: (Int) throws -> Void) rethrows {
    precondition(grid == other.grid, "the layers are on different grids")
    let size = PagedArray<Value>.pageSize
    for p in 0..<pages.pages.count where !pages.sharesPage(p, with: other.pages) {
      for index in (p * size)..<Swift.min((p + 1) * size, pages.count) { try body(index) }
    }
  }

  /// Every cell with its value, in storage order.
  public var cells: LazyMapSequence<CellIndices, (hex: Hex, value: Value)> {
    let grid = grid
    let pages = pages
    return grid.indices.lazy.map { (grid.hex(at: $0), pages[$0]) }
  }

  /// The cell values in storage order, holes skipped.
  public var values: [Value] {
    grid.indices.map { pages[$0] }
  }

  /// A ``HexMap`` on the same grid with every value transformed.
  ///
  /// - Complexity: O(n).
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> HexMap<T> {
    HexMap<T>(grid: grid, storage: try pages.flattened().map(transform))
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
    if lhs.grid.isFull { return lhs.pages == rhs.pages }
    let size = PagedArray<Value>.pageSize
    for p in 0..<lhs.pages.pages.count where !lhs.pages.sharesPage(p, with: rhs.pages) {
      let end = Swift.min((p + 1) * size, lhs.grid.indexCount)
      for index in (p * size)..<end where lhs.grid.isCell(index) {
        guard lhs.pages[index] == rhs.pages[index] else { return false }
      }
    }
    return true
  }
}

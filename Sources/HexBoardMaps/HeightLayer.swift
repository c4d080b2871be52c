import HexGrid

/// A height for every cell of a ``MapGrid``, stored as compactly as the heights need: the form
/// of a `Board`'s elevation (`Board.elevation`).
///
/// It reads like a ``CellLayer`` of `Int` (the same subscripts, ``cells``, ``values``,
/// ``flattened()``, ``withContiguousRuns(_:)``), and its pages are cut and shared the same
/// way: a copy (a turn's snapshot) shares every page, and the first write to a page copies
/// that page only. Each page keeps its heights in the narrowest width that holds them all,
/// 1, 2 or 4 bytes a cell (heights in map files are within Int32; 8 bytes only for larger
/// values set from code). A write that needs more widens its page once, so heights between
/// -128 and 127, the usual case, take one byte a cell instead of eight.
///
/// ```swift
/// var heights = HeightLayer(grid: grid)          // every cell 0, one byte a cell
/// heights[hex] = 300                             // its page widens to 2 bytes
/// let h = heights[hex]                           // 300, read as an Int, O(1)
/// let map = HexMap(heights)                      // a HexMap<Int> of the same heights
/// ```
///
/// Bulk readers (graph building, renderers, encoders) take ``flattened()`` once, or walk
/// ``withContiguousRuns(_:)``.
public struct HeightLayer {
  /// The geometry the heights are laid out on.
  public let grid: MapGrid
  /// Where each grid index lives in ``pages``.
  @usableFromInline let paging: CellPaging
  /// The pages, cut by ``paging``.
  @usableFromInline var pages: [HeightPage]

  /// A layer with every cell at height `fill`.
  ///
  /// - Complexity: O(n / 4096): pages of one size share one array until written.
  public init(grid: MapGrid, fill: Int = 0) {
    self.grid = grid
    let paging = CellPaging(width: grid.width, count: grid.indexCount)
    self.paging = paging
    let width = HeightPage.width(of: fill)
    var shared: [Int: HeightPage] = [:]
    pages = (0..<paging.pageCount).map { p in
      let length = paging.pageLength(p)
      if let page = shared[length] { return page }
      let page = HeightPage(repeatElement(fill, count: length), width: width)
      shared[length] = page
      return page
    }
  }

  /// A layer holding the heights of `map`, each page in the narrowest width its heights need.
  ///
  /// - Complexity: O(n).
  public init(_ map: HexMap<Int>) {
    grid = map.grid
    paging = CellPaging(width: grid.width, count: grid.indexCount)
    var pages: [HeightPage] = []
    pages.reserveCapacity(paging.pageCount)
    paging.forEachPage(of: map.storage) { pages.append(HeightPage(narrowest: $0)) }
    self.pages = pages
  }

  /// The height at `hex`, or `nil` when `hex` is not on the map. Setting a hex that is not
  /// on the map, or setting `nil`, changes nothing (as on ``HexMap``).
  @inlinable
  public subscript(hex: Hex) -> Int? {
    get {
      guard let index = grid.index(of: hex) else { return nil }
      return self[index: index]
    }
    set {
      guard let index = grid.index(of: hex), let value = newValue else { return }
      self[index: index] = value
    }
  }

  /// The height at offset cell `cell`, or `nil` when it is not on the map.
  @inlinable
  public subscript(cell: OffsetCoordinate) -> Int? {
    guard let index = grid.index(of: cell) else { return nil }
    return self[index: index]
  }

  /// The height at grid index `index`.
  ///
  /// - Precondition: `0 <= index < grid.indexCount`, as for an array.
  @inlinable
  public subscript(index index: Int) -> Int {
    get {
      let (page, offset) = paging.locate(index)
      return pages[page][offset]
    }
    set {
      let (page, offset) = paging.locate(index)
      pages[page].set(newValue, at: offset)
    }
  }

  /// The heights, one per grid index (holes included), in storage order, in one flat array:
  /// for readers that walk the whole map.
  ///
  /// - Complexity: O(n): take it once, not per cell.
  public func flattened() -> [Int] {
    [Int](unsafeUninitializedCapacity: paging.count) { buffer, initialized in
      // Every index lies in exactly one segment, so the buffer is written once over.
      guard let base = buffer.baseAddress else { return }
      paging.forEachSegment(ofPages: CellPaging.everyPage) { p, offset, start, length in
        pages[p].copy(from: offset, count: length, into: base + start)
      }
      initialized = paging.count
    }
  }

  /// Calls `body` with the heights in increasing grid index order, a run at a time: the grid
  /// index of the run's first height and the heights (holes included), as `Int`s. A run is a
  /// page on a narrow grid and one row of a tile on a tiled one (see ``CellLayer``).
  public func withContiguousRuns(
    _ body: (_ start: Int, _ values: UnsafeBufferPointer<Int>) throws -> Void
  ) rethrows {
    let scratch = UnsafeMutablePointer<Int>.allocate(capacity: 1 << CellPaging.linearShift)
    defer { scratch.deallocate() }
    try paging.forEachSegment(ofPages: CellPaging.everyPage) { p, offset, start, length in
      pages[p].copy(from: offset, count: length, into: scratch)
      try body(start, UnsafeBufferPointer(start: scratch, count: length))
    }
  }

  /// Calls `body` with every grid index, in increasing order, at which `self` and `other`
  /// can hold different heights: the indices of the pages the two do not share (for a layer
  /// and a recent copy of it, the pages written since).
  ///
  /// - Precondition: both layers have the same grid.
  public func forEachIndex(notSharedWith other: HeightLayer, _ body: (Int) throws -> Void)
    rethrows
  {
    precondition(grid == other.grid, "the layers are on different grids")
    let notShared = { (p: Int) in sharesPage(p, with: other) == false }
    try paging.forEachSegment(ofPages: notShared) { _, _, start, length in
      for index in start..<(start + length) { try body(index) }
    }
  }

  /// Every cell with its height, in storage order.
  public var cells: LazyMapSequence<CellIndices, (hex: Hex, value: Int)> {
    let layer = self
    return grid.indices.lazy.map { (layer.grid.hex(at: $0), layer[index: $0]) }
  }

  /// The heights in storage order, holes skipped.
  public var values: [Int] {
    grid.indices.map { self[index: $0] }
  }

  /// A ``HexMap`` on the same grid with every height transformed.
  ///
  /// - Complexity: O(n).
  public func mapValues<T>(_ transform: (Int) throws -> T) rethrows -> HexMap<T> {
    HexMap<T>(grid: grid, storage: try flattened().map(transform))
  }

  /// The bytes the heights take in their pages (each page at its own width): what the
  /// compact form saves over 8 bytes a cell.
  public var storedByteCount: Int {
    pages.reduce(0) { $0 + $1.count * $1.width }
  }
}

extension HeightLayer {
  /// Whether page `p` of `self` and of `other` are the same storage (not merely equal).
  func sharesPage(_ p: Int, with other: HeightLayer) -> Bool {
    p < pages.count && p < other.pages.count && pages[p].address == other.pages[p].address
  }

  /// The number of pages of `self` that are not the same storage as `other`'s: for tests
  /// that check a write copies one page, not the layer.
  package func pagesNotShared(with other: HeightLayer) -> Int {
    (0..<pages.count).count { !sharesPage($0, with: other) }
  }

  /// The address of each page's storage, in order: for tests that check a write happened in
  /// place.
  package func pageAddresses() -> [UInt] { pages.map(\.address) }

  /// The bytes a height takes in each page, in page order: for tests of widening.
  package var pageWidths: [Int] { pages.map(\.width) }
}

extension HexMap where Value == Int {
  /// A map holding the heights of `layer`.
  ///
  /// - Complexity: O(n).
  public init(_ layer: HeightLayer) {
    self.init(grid: layer.grid, storage: layer.flattened())
  }
}

extension HeightLayer: Sendable {}

extension HeightLayer: Equatable {
  /// Layers are equal when their grids are and every cell holds an equal height, whatever
  /// width each page stores it in (holes are not compared, as on ``HexMap``). Pages the two
  /// still share are not read.
  public static func == (lhs: HeightLayer, rhs: HeightLayer) -> Bool {
    guard lhs.grid == rhs.grid else { return false }
    let grid = lhs.grid
    var equal = true
    let unread = { (p: Int) in equal && !lhs.sharesPage(p, with: rhs) }
    lhs.paging.forEachSegment(ofPages: unread) { p, offset, start, length in
      let a = lhs.pages[p]
      let b = rhs.pages[p]
      for k in 0..<length where grid.isCell(start &+ k) && a[offset &+ k] != b[offset &+ k] {
        equal = false
      }
    }
    return equal
  }
}

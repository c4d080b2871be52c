/// Where a grid index lives in a paged per-cell store (``CellLayer``, ``HeightLayer``): which
/// page, and where in it.
///
/// Grids at least ``tiledWidth`` wide are cut into square tiles of 64 × 64 cells, one tile a
/// page, so the pages a client writes follow the area it has seen (a fog disc of radius 8
/// touches one to four tiles, where a page of 4096 consecutive indices, one whole row of a
/// 4096-wide map, made it touch 17). Tiles on the right and bottom edges hold only the cells
/// they cover, so pages hold exactly the grid's indices. Narrower grids keep pages of 4096
/// consecutive indices: there a page is already at least 32 rows tall.
///
/// Locating an index takes no division: the row comes from a 64-bit multiply by the width's
/// precomputed reciprocal (exact for every index below 2³²; grids have at most 2²⁶).
@usableFromInline
struct CellPaging: Sendable, Equatable {
  /// The narrowest grid that is tiled.
  @usableFromInline static var tiledWidth: Int { 128 }
  /// log2 of a tile's side.
  @usableFromInline static var tileShift: Int { 6 }
  /// A tile's side (64 cells).
  @usableFromInline static var tileSide: Int { 1 << tileShift }
  /// log2 of a linear page's length.
  @usableFromInline static var linearShift: Int { 12 }

  /// The grid's index count.
  @usableFromInline let count: Int
  /// The grid's width (indices per row).
  @usableFromInline let width: Int
  /// Whether pages are tiles (otherwise runs of 4096 consecutive indices).
  @usableFromInline let isTiled: Bool
  /// `⌊2⁶⁴ / width⌋ + 1`: `index / width` is the high half of `index × reciprocal`.
  @usableFromInline let reciprocal: UInt64
  /// Tiles per band of 64 rows.
  @usableFromInline let tilesAcross: Int
  /// The first column of the last tile of a band.
  @usableFromInline let lastTileColumn: Int
  /// The width of the last tile of a band (1...64).
  @usableFromInline let lastTileWidth: Int

  @usableFromInline
  init(width: Int, count: Int) {
    self.count = count
    self.width = width
    isTiled = width >= CellPaging.tiledWidth
    let side = CellPaging.tileSide
    tilesAcross = (width + side - 1) / side
    lastTileColumn = (tilesAcross - 1) * side
    lastTileWidth = width - lastTileColumn
    reciprocal = UInt64.max / UInt64(Swift.max(width, 1)) &+ 1
  }

  /// The number of pages.
  @usableFromInline var pageCount: Int {
    if isTiled {
      let rows = count / width
      return (rows + CellPaging.tileSide - 1) / CellPaging.tileSide * tilesAcross
    }
    return (count + (1 << CellPaging.linearShift) - 1) >> CellPaging.linearShift
  }

  /// The number of indices page `p` holds.
  @usableFromInline
  func pageLength(_ p: Int) -> Int {
    guard isTiled else {
      return Swift.min(1 << CellPaging.linearShift, count - (p << CellPaging.linearShift))
    }
    let band = p / tilesAcross
    let rows = Swift.min(CellPaging.tileSide, count / width - band * CellPaging.tileSide)
    return rows * (p % tilesAcross == tilesAcross - 1 ? lastTileWidth : CellPaging.tileSide)
  }

  /// The page of `index` and its offset in that page.
  @inlinable @inline(__always)
  func locate(_ index: Int) -> (page: Int, offset: Int) {
    guard isTiled else {
      return (index &>> CellPaging.linearShift, index & ((1 << CellPaging.linearShift) &- 1))
    }
    let row = Int(truncatingIfNeeded: reciprocal.multipliedFullWidth(by: UInt64(index)).high)
    let col = index &- row &* width
    let page = (row &>> CellPaging.tileShift) &* tilesAcross &+ (col &>> CellPaging.tileShift)
    let stride = col >= lastTileColumn ? lastTileWidth : CellPaging.tileSide
    let mask = CellPaging.tileSide &- 1
    return (page, (row & mask) &* stride &+ (col & mask))
  }

  /// Accepts every page (for ``forEachSegment(ofPages:_:)`` over the whole layer).
  @inlinable
  static func everyPage(_: Int) -> Bool { true }

  /// Calls `body` for every row segment of the pages that `include` accepts, in increasing
  /// grid index order: the page, the segment's offset in it, its first grid index and its
  /// length. A linear page is one segment; a tile is one segment per row.
  @inlinable
  func forEachSegment(
    ofPages include: (Int) -> Bool,
    _ body: (_ page: Int, _ offset: Int, _ start: Int, _ length: Int) throws -> Void
  ) rethrows {
    guard isTiled else {
      for p in 0..<pageCount where include(p) {
        try body(p, 0, p << CellPaging.linearShift, pageLength(p))
      }
      return
    }
    let side = CellPaging.tileSide
    let rows = count / width
    var chosen: [Int] = []
    chosen.reserveCapacity(tilesAcross)
    var bandStart = 0
    while bandStart < rows {
      let band = bandStart >> CellPaging.tileShift
      chosen.removeAll(keepingCapacity: true)
      for t in 0..<tilesAcross where include(band &* tilesAcross &+ t) { chosen.append(t) }
      if !chosen.isEmpty {
        for r in 0..<Swift.min(side, rows - bandStart) {
          let rowStart = (bandStart &+ r) &* width
          for t in chosen {
            let length = t == tilesAcross - 1 ? lastTileWidth : side
            try body(band &* tilesAcross &+ t, r &* length, rowStart &+ t &* side, length)
          }
        }
      }
      bandStart &+= side
    }
  }

  /// The pages of `values` (in grid index order), cut the way this paging cuts them.
  @usableFromInline
  func pages<Element>(of values: [Element]) -> [[Element]] {
    var pages: [[Element]] = []
    pages.reserveCapacity(pageCount)
    forEachPage(of: values) { pages.append(Array($0)) }
    return pages
  }

  /// Calls `body` with the values of each page in turn, in page order, gathered from
  /// `values` (in grid index order) into one reused buffer: a caller that converts each page
  /// (``HeightLayer`` narrows them) holds one page beside `values`, not a second copy of it.
  @usableFromInline
  func forEachPage<Element>(of values: [Element], _ body: (UnsafeBufferPointer<Element>) -> Void) {
    values.withUnsafeBufferPointer { source in
      guard isTiled else {
        for p in 0..<pageCount {
          let start = p << CellPaging.linearShift
          body(UnsafeBufferPointer(rebasing: source[start..<(start + pageLength(p))]))
        }
        return
      }
      let side = CellPaging.tileSide
      let rows = count / width
      var page: [Element] = []
      page.reserveCapacity(side * side)
      for p in 0..<pageCount {
        let band = p / tilesAcross
        let column = (p % tilesAcross) * side
        let tileWidth = column == lastTileColumn ? lastTileWidth : side
        page.removeAll(keepingCapacity: true)
        for row in (band * side)..<Swift.min(rows, (band + 1) * side) {
          let start = row * width + column
          page.append(contentsOf: source[start..<(start + tileWidth)])
        }
        page.withUnsafeBufferPointer(body)
      }
    }
  }

  /// Pages of the given lengths, each filled with `value`; pages of one length share one
  /// array until written, so a layer nobody writes costs a few pages.
  @usableFromInline
  func pages<Element>(repeating value: Element) -> [[Element]] {
    var shared: [Int: [Element]] = [:]
    return (0..<pageCount).map { p in
      let length = pageLength(p)
      if let page = shared[length] { return page }
      let page = [Element](repeating: value, count: length)
      shared[length] = page
      return page
    }
  }
}

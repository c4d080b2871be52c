import HexBoard

/// The cells a selection has picked so far, each once, in the order first picked.
///
/// Selectors add cells straight into it instead of building lists of hexes first: one
/// flag per grid index says what is already in, so a selection costs one byte per index of
/// the map plus the cells it keeps, however large a radius or how many centres are given
/// (`--radius 4096` once materialised 50 million hexes per centre on a 4096 × 1 map).
struct SelectedCells {
  let grid: MapGrid
  private var seen: [Bool]
  /// The selected grid indices, in the order first selected.
  private(set) var indices: [Int] = []

  init(grid: MapGrid) {
    self.grid = grid
    seen = [Bool](repeating: false, count: grid.indexCount)
  }

  /// The selected cells as hexes (in their positions on the map).
  var hexes: [Hex] { indices.map(grid.hex(at:)) }

  /// Adds `hex` if it is on the map (on wrapped maps, its position on the map).
  mutating func add(_ hex: Hex) {
    if let index = grid.index(of: hex) { add(index: index) }
  }

  /// Adds the offset cell `cell` if it is on the map.
  mutating func add(_ cell: OffsetCoordinate) {
    if let index = grid.index(of: cell) { add(index: index) }
  }

  private mutating func add(index: Int) {
    guard !seen[index] else { return }
    seen[index] = true
    indices.append(index)
  }

  /// Adds every cell within `radius` steps of `center`: the same cells as adding each hex
  /// of `center.spiral(radius:)`, but visiting only the part of each line of the range
  /// (a column in odd-q/even-q, a row in odd-r/even-r) that lies on the map's bounding box,
  /// and at most one period of it where the map wraps. Work is bounded by the map, not by
  /// the radius.
  mutating func addRange(around center: Hex, radius: Int) {
    let convention = grid.convention
    // The major axis is the one a line of the range keeps fixed: the column when columns
    // are shifted (q fixed), the row otherwise (r fixed).
    let byColumns = convention.shiftsColumns
    let first = byColumns ? center.q : center.r
    let other = byColumns ? center.r : center.q
    let majorStart = byColumns ? grid.origin.col : grid.origin.row
    let majorCount = byColumns ? grid.width : grid.height
    let minorStart = byColumns ? grid.origin.row : grid.origin.col
    let minorCount = byColumns ? grid.height : grid.width
    let majorWraps = byColumns ? grid.wrap != .none : grid.wrap == .torus
    let minorWraps = byColumns ? grid.wrap == .torus : grid.wrap != .none

    var low = -radius
    var high = radius
    if !majorWraps {
      // Offset major coordinate = axial major coordinate (col = q, or row = r).
      low = Swift.max(low, majorStart - first)
      high = Swift.min(high, majorStart + majorCount - 1 - first)
    }
    guard low <= high else { return }
    for d in low...high {
      let a = first + d
      let lowOther = other + Swift.max(-radius, -d - radius)
      let highOther = other + Swift.min(radius, -d + radius)
      // Along the line the minor offset coordinate is the minor axial one plus a constant.
      let shift = minorOffset(major: a, minor: 0, byColumns: byColumns)
      var from = lowOther + shift
      var to = highOther + shift
      if minorWraps {
        if to - from + 1 >= minorCount {
          from = minorStart
          to = minorStart + minorCount - 1
        }
      } else {
        from = Swift.max(from, minorStart)
        to = Swift.min(to, minorStart + minorCount - 1)
      }
      guard from <= to else { continue }
      for b in from...to {
        add(byColumns ? OffsetCoordinate(col: a, row: b) : OffsetCoordinate(col: b, row: a))
      }
    }
  }

  /// The minor offset coordinate (row when `byColumns`, else column) of the hex whose major
  /// axial coordinate is `major` and minor axial coordinate is `minor`.
  private func minorOffset(major: Int, minor: Int, byColumns: Bool) -> Int {
    let hex = byColumns ? Hex(q: major, r: minor) : Hex(q: minor, r: major)
    let cell = hex.offset(in: grid.convention)
    return byColumns ? cell.row : cell.col
  }
}

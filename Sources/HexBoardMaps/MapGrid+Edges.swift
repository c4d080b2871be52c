// The hexsides of a map, named once per grid.
//
// A `HexEdge` is canonical in the plane, which is not enough on a map: across a wrapped
// seam one physical side has two plane names (one from each image of the cell beyond the
// seam), and `HexEdge(between:and:)` cannot see that the two cells are neighbours. The grid
// gives every side of every cell one *slot*: side `d` of cell `i` is slot `6·i + d` when
// `d` is `southEast`, `northEast` or `north` (0…2); a side in the other three directions
// belongs to the neighbour across it (slot `6·j + d − 3`), or, at the edge of the map where
// there is none, to the cell itself (slot `6·i + d`). Slots are dense, ordered like the
// cells (storage order), and found in O(1) from either side.

import HexGrid

extension MapGrid {
  /// The number of edge slots: six per index (most slots of a full map are unused; an
  /// interior side uses the slot of the cell on its `southEast`, `northEast` or `north`
  /// side).
  @inlinable
  public var edgeSlotCount: Int { indexCount &* 6 }

  /// The slot of side `direction` of cell `index`.
  ///
  /// - Precondition: `index` is a cell.
  @inlinable @inline(__always)
  public func edgeSlot(of index: Int, side direction: Int) -> Int {
    if direction < 3 { return index &* 6 &+ direction }
    guard let other = neighbor(of: index, in: HexDirection(rawValue: direction).unsafelyUnwrapped)
    else { return index &* 6 &+ direction }
    return other &* 6 &+ (direction &- 3)
  }

  /// The slot of `edge`, or `nil` if neither hex beside it is on the map.
  @inlinable
  public func edgeSlot(of edge: HexEdge) -> Int? {
    if let owner = index(of: edge.hex) { return owner &* 6 &+ edge.direction.rawValue }
    guard let other = index(of: edge.hex.neighbor(in: edge.direction)) else { return nil }
    // The owner is off the map, so `other` has no neighbour across this side.
    return other &* 6 &+ edge.direction.rawValue &+ 3
  }

  /// The edge in slot `slot`, in the form ``canonical(_:)-(HexEdge)`` returns.
  @inlinable
  public func edge(atSlot slot: Int) -> HexEdge {
    HexEdge(hex(at: slot / 6), HexDirection(rawValue: slot % 6).unsafelyUnwrapped)
  }

  /// Whether `slot` is the slot of an edge of this map.
  @inlinable
  public func isEdgeSlot(_ slot: Int) -> Bool {
    let index = slot / 6
    guard slot >= 0, isCell(index) else { return false }
    let direction = slot % 6
    return direction < 3
      || neighbor(of: index, in: HexDirection(rawValue: direction).unsafelyUnwrapped) == nil
  }

  /// Whether a cell of `cells` lies beside the side in slot `slot`: the slot's own cell or
  /// the neighbour across the side (a player who sees a cell sees its sides).
  ///
  /// - Precondition: `slot` is in `0..<edgeSlotCount`; `cells` is a set over this grid.
  /// - Complexity: O(1).
  public func edgeSlot(_ slot: Int, touches cells: CellSet) -> Bool {
    let owner = slot / 6
    if cells.contains(index: owner) { return true }
    guard let direction = HexDirection(rawValue: slot % 6),
      let other = neighbor(of: owner, in: direction)
    else { return false }
    return cells.contains(index: other)
  }

  /// The one name this map gives `edge`: the same value for every name of the same side,
  /// including the two names of a side on a wrapped seam; `nil` if neither hex beside the
  /// edge is on the map.
  ///
  /// The canonical name is owned by the cell on the side's `southEast`, `northEast` or
  /// `north` side when that is on the map (so on an unwrapped map it is the plane name
  /// `HexEdge` already uses); a side on the map's border is named from the cell it borders.
  ///
  /// ```swift
  /// let grid = try MapGrid(columns: 8, rows: 6, wrap: .cylinder)
  /// let west = Hex(OffsetCoordinate(col: 0, row: 2)), east = Hex(OffsetCoordinate(col: 7, row: 2))
  /// grid.edge(between: west, and: east)                            // not nil: a seam side
  /// grid.canonical(HexEdge(west, .northWest)) == grid.canonical(HexEdge(east, .southEast))  // true
  /// ```
  ///
  /// - Complexity: O(1).
  public func canonical(_ edge: HexEdge) -> HexEdge? {
    edgeSlot(of: edge).map(edge(atSlot:))
  }

  /// Whether `edge` is a side of a cell of this map.
  public func contains(_ edge: HexEdge) -> Bool { edgeSlot(of: edge) != nil }

  /// The side shared by two neighbouring cells, in canonical form, or `nil` if they are not
  /// neighbours on this map (wrapping counts: two cells across a seam are neighbours).
  ///
  /// - Complexity: O(1).
  public func edge(between a: Hex, and b: Hex) -> HexEdge? {
    guard let i = index(of: a), let j = index(of: b) else { return nil }
    for direction in HexDirection.allCases where neighbor(of: i, in: direction) == j {
      return edge(atSlot: edgeSlot(of: i, side: direction.rawValue))
    }
    return nil
  }

  /// The six sides of `hex` in `HexDirection` order, each in canonical form, or an empty
  /// array if `hex` is not on the map. Sides on the map's border are included.
  public func edges(of hex: Hex) -> [HexEdge] {
    guard let i = index(of: hex) else { return [] }
    return (0..<6).map { edge(atSlot: edgeSlot(of: i, side: $0)) }
  }

  /// The cells on either side of `edge` that are on the map, in canonical positions: two
  /// for an inner side, one for a side on the border, none off the map.
  public func cells(beside edge: HexEdge) -> [Hex] {
    [edge.hex, edge.hex.neighbor(in: edge.direction)].compactMap(canonical)
  }

  /// The outline of a region: every side with a cell of `region` on one side and anything
  /// else (another cell, a hole, the map's border) on the other, each once, in slot order
  /// (storage order of the cells that own them). Hexes off the map are ignored.
  ///
  /// - Complexity: O(n) for n hexes in `region`, plus O(map) for a scratch mark array.
  public func outline<Region: Sequence>(of region: Region) -> [HexEdge]
  where Region.Element == Hex {
    var inside = [Bool](repeating: false, count: indexCount)
    var members: [Int] = []
    for hex in region {
      guard let i = index(of: hex), !inside[i] else { continue }
      inside[i] = true
      members.append(i)
    }
    var slots: [Int] = []
    for i in members {
      for direction in HexDirection.allCases {
        let other = neighbor(of: i, in: direction)
        if let other, inside[other] { continue }
        slots.append(edgeSlot(of: i, side: direction.rawValue))
      }
    }
    return slots.sorted().map(edge(atSlot:))
  }

  /// The sides a straight line of cells from `a` to `b` crosses, in order from `a`: the side
  /// between each pair of consecutive cells of the line (`Hex.line(to:)`, whose nudge
  /// decides lines through a corner). On wrapped maps the line takes the shortest way round
  /// (the first of equally short ones in ``periods`` order). Empty when `a` or `b` is off
  /// the map or the line leaves it.
  public func edgesCrossed(from a: Hex, to b: Hex) -> [HexEdge] {
    guard let start = canonical(a), let end = canonical(b) else { return [] }
    let target = nearestImages(of: end, from: start)[0]
    let line = start.line(to: target)
    var result: [HexEdge] = []
    result.reserveCapacity(Swift.max(0, line.count - 1))
    for (previous, next) in zip(line, line.dropFirst()) {
      guard let i = index(of: previous), let j = index(of: next) else { return [] }
      guard
        let direction = HexDirection.allCases.first(where: { previous.neighbor(in: $0) == next }),
        neighbor(of: i, in: direction) == j
      else { return [] }
      result.append(edge(atSlot: edgeSlot(of: i, side: direction.rawValue)))
    }
    return result
  }
}

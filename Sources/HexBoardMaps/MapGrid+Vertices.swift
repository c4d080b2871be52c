// The corners of a map, named once per grid.
//
// Corner `c` of a cell is also corner `c + 2` of its neighbour in direction `c` and corner
// `c + 4` of its neighbour in direction `c + 1` (see `HexVertex`). Of those three names
// exactly one uses corner 0 or 1; the grid keeps the vertex in that name's slot
// (`6·index + corner`) when its cell is on the map, and otherwise in the slot of the name
// with the smallest corner among the cells that are. Like edge slots, vertex slots are
// dense, ordered like the cells, and found in O(1) from any name, across wrapped seams too.

import HexGrid

extension MapGrid {
  /// The number of vertex slots: six per index.
  @inlinable
  public var vertexSlotCount: Int { indexCount &* 6 }

  /// The slot of corner `corner` (0…5) of cell `index`.
  ///
  /// - Precondition: `index` is a cell.
  @inlinable
  public func vertexSlot(of index: Int, corner: Int) -> Int {
    // The three names are (index, c), (neighbour in c, c + 2), (neighbour in c + 1, c + 4);
    // the one with the smallest corner number whose cell is on the map owns the slot. Read
    // without building a list: this runs once per corner in renderers and loaders.
    var best = index &* 6 &+ corner
    var bestCorner = corner
    let second = (corner + 2) % 6
    if second < bestCorner,
      let cell = neighbor(of: index, in: HexDirection(rawValue: corner).unsafelyUnwrapped)
    {
      best = cell &* 6 &+ second
      bestCorner = second
    }
    let third = (corner + 4) % 6
    if third < bestCorner,
      let cell = neighbor(of: index, in: HexDirection(rawValue: (corner + 1) % 6).unsafelyUnwrapped)
    {
      best = cell &* 6 &+ third
    }
    return best
  }

  /// The slot of `vertex`, or `nil` if none of the three hexes around it is on the map.
  @inlinable
  public func vertexSlot(of vertex: HexVertex) -> Int? {
    let (a, b, c) = vertex.hexes
    // `hexes` lists the owner (corner 0 or 1), then the names with corners + 2 and + 4.
    if let i = index(of: a) { return i &* 6 &+ vertex.corner }
    if let j = index(of: b) { return vertexSlot(of: j, corner: vertex.corner + 2) }
    if let k = index(of: c) { return vertexSlot(of: k, corner: vertex.corner + 4) }
    return nil
  }

  /// The vertex in slot `slot`, in the form ``canonical(_:)-(HexVertex)`` returns.
  @inlinable
  public func vertex(atSlot slot: Int) -> HexVertex {
    HexVertex(hex(at: slot / 6), corner: slot % 6)
  }

  /// Whether `slot` is the slot of a vertex of this map.
  @inlinable
  public func isVertexSlot(_ slot: Int) -> Bool {
    guard slot >= 0, isCell(slot / 6) else { return false }
    return vertexSlot(of: slot / 6, corner: slot % 6) == slot
  }

  /// Whether a cell of `cells` lies around the corner in slot `slot`: the slot's own cell
  /// or one of the two neighbours that share the corner (a player who sees a cell sees its
  /// corners).
  ///
  /// - Precondition: `slot` is in `0..<vertexSlotCount`; `cells` is a set over this grid.
  /// - Complexity: O(1).
  public func vertexSlot(_ slot: Int, touches cells: CellSet) -> Bool {
    let owner = slot / 6
    let corner = slot % 6
    if cells.contains(index: owner) { return true }
    // The corner's other cells are the neighbours in directions `corner` and `corner + 1`;
    // two checks written out (an array literal would allocate per corner).
    if let d = HexDirection(rawValue: corner), let other = neighbor(of: owner, in: d),
      cells.contains(index: other)
    {
      return true
    }
    if let d = HexDirection(rawValue: (corner + 1) % 6), let other = neighbor(of: owner, in: d),
      cells.contains(index: other)
    {
      return true
    }
    return false
  }

  /// The one name this map gives `vertex`, the same value for each of its three names and
  /// across wrapped seams; `nil` if none of the three hexes around it is on the map.
  ///
  /// - Complexity: O(1).
  public func canonical(_ vertex: HexVertex) -> HexVertex? {
    vertexSlot(of: vertex).map(vertex(atSlot:))
  }

  /// Whether `vertex` is a corner of a cell of this map.
  public func contains(_ vertex: HexVertex) -> Bool { vertexSlot(of: vertex) != nil }

  /// The six corners of `hex` in corner order, each in canonical form, or an empty array if
  /// `hex` is not on the map.
  public func vertices(of hex: Hex) -> [HexVertex] {
    guard let i = index(of: hex) else { return [] }
    return (0..<6).map { vertex(atSlot: vertexSlot(of: i, corner: $0)) }
  }

  /// The cells around `vertex` that are on the map (one to three), in canonical positions.
  public func cells(around vertex: HexVertex) -> [Hex] {
    let (a, b, c) = vertex.hexes
    return [a, b, c].compactMap(canonical)
  }

  /// The corners on the outline of a region (see ``outline(of:)``): every end of an outline
  /// side, each once, in slot order.
  public func outlineVertices<Region: Sequence>(of region: Region) -> [HexVertex]
  where Region.Element == Hex {
    var slots = Set<Int>()
    for edge in outline(of: region) {
      let (from, to) = edge.vertices
      if let slot = vertexSlot(of: from) { slots.insert(slot) }
      if let slot = vertexSlot(of: to) { slots.insert(slot) }
    }
    return slots.sorted().map(vertex(atSlot:))
  }

  /// The two corners at the ends of `edge`, in canonical form (`nil` if `edge` is not on
  /// the map).
  public func vertices(of edge: HexEdge) -> (HexVertex, HexVertex)? {
    guard contains(edge) else { return nil }
    let (from, to) = edge.vertices
    guard let a = canonical(from), let b = canonical(to) else { return nil }
    return (a, b)
  }
}

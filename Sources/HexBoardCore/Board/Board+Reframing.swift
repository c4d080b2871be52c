// Resizing and cropping a rectangular board: its cells move into a new rectangle, old cell
// (c, r) to (c + dx, r + dy), with their terrain, heights, objects and the features of their
// sides and corners. Built on the board's public API alone (grid, layers, objects, feature
// lists and setters), as any user of the library could write it.

import HexBoardMaps
import HexGrid

extension Board {
  /// The board grown or shrunk to `columns` × `rows`, keeping `anchor` in place.
  ///
  /// The change of width and of height is split by the anchor: `.topLeft` adds or removes
  /// columns at the right and rows at the bottom, `.center` half on each side (the odd one at
  /// the right or the bottom), `.bottomRight` at the left and the top. New cells get the
  /// terrain `fill` (the first of the palette when `nil`) and height 0; what no longer fits
  /// is removed and listed in the result (see ``reframed(columns:rows:movingBy:fill:)``).
  ///
  /// ```swift
  /// let board = try Board(name: "Isle", grid: MapGrid(columns: 8, rows: 6), fill: "grass")
  /// let bigger = try board.resized(columns: 12, rows: 8, anchor: .center, fill: "water")
  /// bigger.board.grid.width   // 12: two columns of water on each side
  /// ```
  ///
  /// - Throws: ``BoardError/notRectangular`` for a board of another shape,
  ///   ``BoardError/unknownTerrain(_:)`` for a `fill` not in the palette, and
  ///   `MapGridError` when the new size makes no map (a dimension under 1, too many cells,
  ///   or a wrapped board whose new size cannot wrap).
  /// - Complexity: O(cells of the old and the new board + objects + features).
  public func resized(
    columns: Int, rows: Int, anchor: ResizeAnchor = .topLeft, fill: String? = nil
  ) throws -> BoardReframing {
    guard case .rectangle(let oldColumns, let oldRows) = grid.shape else {
      throw BoardError.notRectangular
    }
    // 0, ½ or all of the change goes before the old cells on each axis (rounded toward 0).
    let shift = OffsetCoordinate(
      col: (columns - oldColumns) * anchor.horizontalHalves / 2,
      row: (rows - oldRows) * anchor.verticalHalves / 2)
    return try reframed(columns: columns, rows: rows, movingBy: shift, fill: fill)
  }

  /// The board cut down to the cells in `columns` × `rows` (offset coordinates, both ends
  /// included); the cell at their lower bounds becomes (0, 0).
  ///
  /// Objects outside are removed; features on sides and corners stay while one of their
  /// cells does (a wall along a cut-off neighbour stays on the new border). The result
  /// lists what was removed.
  ///
  /// ```swift
  /// let board = try Board(name: "World", grid: MapGrid(columns: 60, rows: 40), fill: "grass")
  /// let region = try board.cropped(columns: 10...49, rows: 10...39).board
  /// region.grid.width   // 40
  /// ```
  ///
  /// - Throws: ``BoardError/notRectangular`` for a board of another shape,
  ///   ``BoardError/rectangleOutsideBoard(columns:rows:)`` when the rectangle does not lie
  ///   inside the board, and `MapGridError` for a wrapped board whose new size cannot wrap.
  /// - Complexity: O(cells of the old board + objects + features).
  public func cropped(columns: ClosedRange<Int>, rows: ClosedRange<Int>) throws
    -> BoardReframing
  {
    guard case .rectangle(let width, let height) = grid.shape else {
      throw BoardError.notRectangular
    }
    guard columns.lowerBound >= 0, columns.upperBound < width, rows.lowerBound >= 0,
      rows.upperBound < height
    else { throw BoardError.rectangleOutsideBoard(columns: columns, rows: rows) }
    return try reframed(
      columns: columns.count, rows: rows.count,
      movingBy: OffsetCoordinate(col: -columns.lowerBound, row: -rows.lowerBound), fill: nil)
  }

  /// The board's cells moved into a `columns` × `rows` rectangle: old cell (c, r) becomes
  /// (c + `shift.col`, r + `shift.row`); the rest of the rectangle is new cells.
  ///
  /// - New cells get the terrain `fill` (the palette's first when `nil`), height 0, and no
  ///   value (0) in each named layer; kept cells keep their layer values.
  /// - Objects move with their cells; those whose cell is outside are removed.
  /// - A side keeps its features while one of its two cells is kept, a corner while one of
  ///   its three is; the others are removed and counted.
  /// - An odd shift along the shifted axis (columns for odd-q and even-q, rows for odd-r
  ///   and even-r) switches the offset convention between odd and even, so every kept cell
  ///   keeps its neighbours. The wrap stays; name, palettes and properties are kept.
  ///
  /// - Throws: ``BoardError/notRectangular`` for a board of another shape,
  ///   ``BoardError/unknownTerrain(_:)`` for a `fill` not in the palette, and
  ///   `MapGridError` when the rectangle makes no map.
  /// - Complexity: O(cells of the old and the new board + objects + features).
  public func reframed(
    columns: Int, rows: Int, movingBy shift: OffsetCoordinate, fill: String? = nil
  ) throws -> BoardReframing {
    guard case .rectangle = grid.shape else { throw BoardError.notRectangular }
    let old = grid
    var fillIndex = 0
    if let fill {
      guard let index = paletteIndex(of: fill) else { throw BoardError.unknownTerrain(fill) }
      fillIndex = index
    }
    let dx = shift.col
    let dy = shift.row
    let convention = old.convention.shifted(columns: dx, rows: dy)
    let new = try MapGrid(
      shape: .rectangle(columns: columns, rows: rows), convention: convention, wrap: old.wrap)
    var newTerrain = HexMap<UInt8>(grid: new, fill: UInt8(fillIndex))
    var newElevation = elevation.map { _ in HexMap<Int>(grid: new, fill: 0) }
    // Named layers move with their cells; new cells are none (categorical) or 0.
    var newLayers = layers.map { _ in HexMap<Int32>(grid: new, fill: 0) }
    for row in 0..<rows {
      for col in 0..<columns {
        // The box test first: on a wrapped grid `index(of:)` wraps coordinates round.
        let from = OffsetCoordinate(col: col - dx, row: row - dy)
        guard from.col >= 0, from.col < old.width, from.row >= 0, from.row < old.height,
          let index = old.index(of: from)
        else { continue }
        let to = row * columns + col
        newTerrain[index: to] = terrain[index: index]
        if let heights = elevation { newElevation?[index: to] = heights[index: index] }
        for k in layers.indices { newLayers[k][index: to] = layers[k].codes[index: index] }
      }
    }
    var kept: [BoardObject] = []
    var removed: [BoardObject] = []
    for object in objects {
      let cell = old.offset(of: object.position)
      let moved = OffsetCoordinate(col: cell.col + dx, row: cell.row + dy)
      if moved.col >= 0 && moved.col < columns && moved.row >= 0 && moved.row < rows {
        var placed = object
        placed.position = Hex(moved, convention: convention)
        kept.append(placed)
      } else {
        removed.append(object)
      }
    }
    var result = try Board(
      name: name, orientation: orientation, palette: palette, terrain: newTerrain,
      elevation: newElevation, objects: kept, properties: properties,
      edgePalette: edgePalette, vertexPalette: vertexPalette,
      layers: zip(layers, newLayers).map { layer, codes in
        BoardLayer(name: layer.name, kind: layer.kind, codes: CellLayer(codes))
      })
    // The new index of each old cell, or nil where the cell is cut off.
    let movedIndex: (Int) -> Int? = { index in
      let cell = old.offset(at: index)
      let col = cell.col + dx
      let row = cell.row + dy
      guard col >= 0, col < columns, row >= 0, row < rows else { return nil }
      return new.index(of: OffsetCoordinate(col: col, row: row))
    }
    let removedSides = try carryFeatures(.side, to: &result, movedIndex: movedIndex)
    let removedCorners = try carryFeatures(.corner, to: &result, movedIndex: movedIndex)
    return BoardReframing(
      board: result, removedObjects: removed, removedSideCount: removedSides,
      removedCornerCount: removedCorners)
  }

  /// Copies the features of `kind` onto `result` (cells moved by `movedIndex`) and returns
  /// how many sides or corners with features have no cell left.
  private func carryFeatures(
    _ kind: FeatureLocation.Kind, to result: inout Board, movedIndex: (Int) -> Int?
  ) throws -> Int {
    var dropped = 0
    let new = result.grid
    for location in featureLocations(kind) {
      guard let (cell, number) = Self.firstKept(names(of: location), movedIndex),
        let target = Self.location(kind, of: new.hex(at: cell), number: number)
      else {
        dropped += 1
        continue
      }
      for id in featureIDs(at: location) { try result.setFeature(id, at: target) }
    }
    return dropped
  }

  /// The names of `location` from its cells that are on the map, as (cell index, side or
  /// corner number). A side: the owner's, then the neighbour's (a border side's plane name
  /// may start from the hex off the map; across a wrapped seam `index(of:)` finds the
  /// neighbour's image). A corner (see HexVertex): corner c of its owner, c + 2 of the
  /// owner's neighbour towards c, c + 4 of the one towards c + 1.
  private func names(of location: FeatureLocation) -> [(Int, Int)] {
    var names: [(Int, Int)] = []
    switch location {
    case .side(let edge):
      let side = edge.direction.rawValue
      if let index = grid.index(of: edge.hex) { names.append((index, side)) }
      if let other = grid.index(of: edge.hex.neighbor(in: edge.direction)) {
        names.append((other, (side + 3) % 6))
      }
    case .corner(let vertex):
      let (a, b, c) = vertex.hexes
      for (hex, offset) in [(a, 0), (b, 2), (c, 4)] {
        if let index = grid.index(of: hex) { names.append((index, (vertex.corner + offset) % 6)) }
      }
    }
    return names
  }

  /// Side or corner `number` of `hex`.
  private static func location(_ kind: FeatureLocation.Kind, of hex: Hex, number: Int)
    -> FeatureLocation?
  {
    switch kind {
    case .side: HexDirection(rawValue: number).map { .side(HexEdge(hex, $0)) }
    case .corner: .corner(HexVertex(hex, corner: number))
    }
  }

  /// The first of `names` (a cell index and a side or corner number) whose cell is kept,
  /// with the cell's new index.
  private static func firstKept(_ names: [(Int, Int)], _ movedIndex: (Int) -> Int?) -> (Int, Int)? {
    for (index, number) in names {
      if let cell = movedIndex(index) { return (cell, number) }
    }
    return nil
  }
}

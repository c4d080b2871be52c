import HexBoard

/// Moves a rectangular board's cells into a new rectangle: old cell (c, r) goes to
/// (c + dx, r + dy).
///
/// Hexside and corner features move with the cells: a side stays on the map while one of
/// its cells does (a wall along a cropped-away neighbour becomes a wall on the border), a
/// corner while one of its up to three cells does; the others are removed, and the
/// warnings say how many.
enum Reframe {
  static func apply(
    _ board: Board, columns: Int, rows: Int, dx: Int, dy: Int, fill: String?
  ) throws -> (board: Board, warnings: [String]) {
    let old = board.grid
    // An odd shift along the shifted axis flips which lines are shoved: the cells keep
    // their neighbours under the other parity.
    let convention = old.convention.shifted(columns: dx, rows: dy)
    let fillIndex: Int
    if let fill {
      guard let index = board.paletteIndex(of: fill) else {
        throw CLIError.failure("unknown terrain '\(fill)'")
      }
      fillIndex = index
    } else {
      fillIndex = 0
    }
    do {
      let grid = try MapGrid(
        shape: .rectangle(columns: columns, rows: rows), convention: convention, wrap: old.wrap)
      var terrain = HexMap<UInt8>(grid: grid, fill: UInt8(fillIndex))
      var elevation = board.elevation.map { _ in HexMap<Int>(grid: grid, fill: 0) }
      for row in 0..<rows {
        for col in 0..<columns {
          guard let from = old.index(of: OffsetCoordinate(col: col - dx, row: row - dy)),
            col - dx >= 0, col - dx < old.width, row - dy >= 0, row - dy < old.height
          else { continue }
          let to = row * columns + col
          terrain[index: to] = board.terrain[index: from]
          if let heights = board.elevation { elevation?[index: to] = heights[index: from] }
        }
      }
      var objects: [BoardObject] = []
      var warnings: [String] = []
      for var object in board.objects {
        let cell = old.offset(of: object.position)
        let moved = OffsetCoordinate(col: cell.col + dx, row: cell.row + dy)
        if moved.col >= 0 && moved.col < columns && moved.row >= 0 && moved.row < rows {
          object.position = Hex(moved, convention: convention)
          objects.append(object)
        } else {
          warnings.append("removed object '\(object.id)' (outside)")
        }
      }
      var result = try Board(
        name: board.name, orientation: board.orientation, palette: board.palette,
        terrain: terrain, elevation: elevation, objects: objects, properties: board.properties,
        edgePalette: board.edgePalette, vertexPalette: board.vertexPalette)
      warnings += carryFeatures(from: board, to: &result, dx: dx, dy: dy)
      return (result, warnings)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.failure("\(error)")
    }
  }

  /// Copies the hexside and corner features of `board` onto `result` (its cells moved by
  /// `dx`, `dy`) and returns the warnings for those that no longer fit. Nothing is done,
  /// and nothing allocated, for a board without features.
  static func carryFeatures(from board: Board, to result: inout Board, dx: Int, dy: Int)
    -> [String]
  {
    if board.edgeLayer.isEmpty && board.vertexLayer.isEmpty { return [] }
    let old = board.grid
    let grid = result.grid
    // The new index of each old cell, or nil where the cell is cut off.
    let moved: (Int) -> Int? = { index in
      let cell = old.offset(at: index)
      let col = cell.col + dx
      let row = cell.row + dy
      guard col >= 0, col < grid.width, row >= 0, row < grid.height else { return nil }
      return grid.index(of: OffsetCoordinate(col: col, row: row))
    }
    var droppedSides = 0
    for slot in board.edgeLayer.occupiedSlots {
      let index = slot / 6
      let side = slot % 6
      // The side's names from the cells beside it: the owner's, then the neighbour's.
      var names = [(index, side)]
      if let other = old.neighbor(of: index, in: HexDirection(rawValue: side) ?? .north) {
        names.append((other, (side + 3) % 6))
      }
      guard
        let (cell, direction) = names.lazy.compactMap({ name in moved(name.0).map { ($0, name.1) } }
        ).first
      else {
        droppedSides += 1
        continue
      }
      let target = grid.edgeSlot(of: cell, side: direction)
      result.setEdgeFeatureBits(result.edgeLayer[target] | board.edgeLayer[slot], atSlot: target)
    }
    var droppedCorners = 0
    for slot in board.vertexLayer.occupiedSlots {
      let index = slot / 6
      let corner = slot % 6
      // The corner's names from its three cells (see HexVertex): corner c of the cell,
      // c + 2 of its neighbour towards c, c + 4 of its neighbour towards c + 1.
      var names = [(index, corner)]
      for (step, offset) in [(0, 2), (1, 4)] {
        let direction = HexDirection(rawValue: (corner + step) % 6) ?? .north
        if let other = old.neighbor(of: index, in: direction) {
          names.append((other, (corner + offset) % 6))
        }
      }
      guard
        let (cell, name) = names.lazy.compactMap({ name in moved(name.0).map { ($0, name.1) } })
          .first
      else {
        droppedCorners += 1
        continue
      }
      let target = grid.vertexSlot(of: cell, corner: name)
      result.setVertexFeatureBits(
        result.vertexLayer[target] | board.vertexLayer[slot], atSlot: target)
    }
    var warnings: [String] = []
    if droppedSides > 0 {
      warnings.append(
        "removed the features of \(droppedSides) \(droppedSides == 1 ? "side" : "sides") (outside)")
    }
    if droppedCorners > 0 {
      warnings.append(
        "removed the features of \(droppedCorners) \(droppedCorners == 1 ? "corner" : "corners") (outside)"
      )
    }
    return warnings
  }
}

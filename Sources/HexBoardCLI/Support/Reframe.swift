import HexBoard

/// Moves a rectangular board's cells into a new rectangle: old cell (c, r) goes to
/// (c + dx, r + dy).
enum Reframe {
  static func apply(
    _ board: Board, columns: Int, rows: Int, dx: Int, dy: Int, fill: String?
  ) throws -> (board: Board, dropped: [String]) {
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
      var dropped: [String] = []
      for var object in board.objects {
        let cell = object.position.offset(in: old.convention)
        let moved = OffsetCoordinate(col: cell.col + dx, row: cell.row + dy)
        if moved.col >= 0 && moved.col < columns && moved.row >= 0 && moved.row < rows {
          object.position = Hex(moved, convention: convention)
          objects.append(object)
        } else {
          dropped.append(object.id)
        }
      }
      let result = try Board(
        name: board.name, orientation: board.orientation, palette: board.palette,
        terrain: terrain, elevation: elevation, objects: objects, properties: board.properties)
      return (result, dropped)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.failure("\(error)")
    }
  }
}

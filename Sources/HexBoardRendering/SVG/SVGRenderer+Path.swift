// The lines of the path overlay: where a route runs, including across a wrapped map's
// seam.

import HexBoard

extension SVGRenderer {
  /// The route of ``PictureOptions/path`` as polylines through cell centres in `layout`.
  ///
  /// A step between cells that are neighbours on the picture continues the line. A step
  /// across a wrapped map's seam (neighbours on the map, at opposite ends of the picture)
  /// is drawn as the features' seam rule draws a road: the line runs on from the first cell
  /// to the middle of the seam side at its end of the picture, and a new line starts at
  /// the middle of the same side beside the second cell, at the other end. Any other jump
  /// (off the board, or cells that are not neighbours) ends the line. Lines of a single
  /// point are not drawn.
  ///
  /// - Complexity: O(path length).
  func pathPolylines(of board: Board, layout: HexLayout) -> [[Point]] {
    let grid = board.grid
    var lines: [[Point]] = []
    var current: [Point] = []
    var last: (hex: Hex, index: Int)?
    func endLine() {
      if current.count > 1 { lines.append(current) }
      current = []
    }
    for hex in options.path {
      guard let cell = grid.canonical(hex), let index = grid.index(of: cell) else {
        endLine()
        last = nil
        continue
      }
      defer { last = (cell, index) }
      guard let previous = last else {
        current = [layout.center(of: cell)]
        continue
      }
      if previous.index == index { continue }
      if previous.hex.distance(to: cell) == 1 {
        current.append(layout.center(of: cell))
        continue
      }
      // Neighbours on the map only through the seam: each half goes to the side's middle.
      if let direction = HexDirection.allCases.first(where: {
        grid.neighbor(of: previous.index, in: $0) == index
      }) {
        let from = layout.center(of: previous.hex)
        let beyond = layout.center(of: previous.hex.neighbor(in: direction))
        current.append(Point(x: (from.x + beyond.x) / 2, y: (from.y + beyond.y) / 2))
        endLine()
        let to = layout.center(of: cell)
        let before = layout.center(of: cell.neighbor(in: direction.opposite))
        current = [Point(x: (to.x + before.x) / 2, y: (to.y + before.y) / 2), to]
        continue
      }
      endLine()
      current = [layout.center(of: cell)]
    }
    endLine()
    return lines
  }
}

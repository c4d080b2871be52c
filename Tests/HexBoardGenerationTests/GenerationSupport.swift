import HexBoard
import HexBoardGeneration

/// The board as text, one line per row of offset cells, each cell its terrain symbol
/// (holes as spaces); odd columns of odd-q maps are shifted down half a row in reality.
func previewText(_ board: Board) -> String {
  let grid = board.grid
  var lines: [String] = []
  for row in 0..<grid.height {
    var line = ""
    for col in 0..<grid.width {
      let index = row * grid.width + col
      if grid.isCell(index) {
        let symbol = board.palette[Int(board.terrain[index: index])].symbol
        let hasStart = board.objects.contains {
          $0.kind == "start" && grid.index(of: $0.position) == index
        }
        line.append(hasStart ? "@" : symbol)
      } else {
        line.append(" ")
      }
    }
    lines.append(line)
  }
  return lines.joined(separator: "\n")
}

/// The four grid families every generator must handle (small, so the suite stays fast).
func generationGrids() throws -> [(String, MapGrid)] {
  [
    ("rectangle", try MapGrid(columns: 48, rows: 32)),
    ("hexagon", try MapGrid(shape: .hexagon(radius: 16))),
    ("cylinder", try MapGrid(columns: 48, rows: 32, wrap: .cylinder)),
    ("torus", try MapGrid(columns: 48, rows: 32, wrap: .torus)),
  ]
}

/// Whether a terrain id is water.
func isWaterTerrain(_ terrain: Terrain) -> Bool {
  terrain.id == "ocean" || terrain.id == "coast"
}

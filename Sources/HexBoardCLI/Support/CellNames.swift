import HexBoard

/// The message of a library error as the command line says it: the library's errors name
/// cells as `Hex(q: 0, r: 0)` (they know no map), the tool names them as its user writes
/// them, `col,row` in the map's convention (or `q,r` with `--axial`), and sides and corners
/// by that cell and their compass name (`the n side of 2,3`).
enum CellNames {
  /// `error`'s sentence, with the cells, sides and corners it names written as `parser`
  /// writes cells; errors that name none are described as they are.
  static func message(_ error: any Error, parser: CellParser, orientation: HexOrientation)
    -> String
  {
    func side(_ edge: HexEdge) -> String {
      "the \(orientation.sideName(of: edge.direction)) side of \(parser.format(edge.hex))"
    }
    func corner(_ vertex: HexVertex) -> String {
      "the \(orientation.cornerName(of: vertex.corner)) corner of \(parser.format(vertex.hex))"
    }
    switch error {
    case let error as BoardError:
      switch error {
      case .offBoard(let hex): return "\(parser.format(hex)) is not on the map"
      case .invalidTerrainIndex(let hex, let index):
        return "cell \(parser.format(hex)) has terrain index \(index), not in the palette"
      case .offBoardEdge(let edge): return "\(side(edge)) is not a side of a cell of the map"
      case .offBoardVertex(let vertex):
        return "\(corner(vertex)) is not a corner of a cell of the map"
      default: return "\(error)"
      }
    case let error as NavigationError:
      switch error {
      case .offMap(let hex): return "\(parser.format(hex)) is not a cell of the map"
      case .invalidCost(let hex, let cost):
        return
          "invalid movement cost \(cost) at \(parser.format(hex)): costs are whole numbers from 1 to \(NavigationGraph.maximumCellCost)"
      case .offMapEdge(let edge): return "edge rule on \(side(edge)), a side of no cell of the map"
      case .invalidEdgeCost(let edge, let cost):
        return
          "invalid edge cost \(cost) on \(side(edge)): a set cost is 1 to \(EdgeFeature.maximumCost), an added cost 0 to \(EdgeFeature.maximumCost)"
      default: return "\(error)"
      }
    default:
      return "\(error)"
    }
  }

  /// ``message(_:parser:orientation:)`` for an error of an operation on `board`, with the
  /// command line's `--axial` choice.
  static func message(_ error: any Error, on board: Board, arguments: ParsedArguments) -> String {
    message(
      error, parser: CellParser(board: board, arguments: arguments),
      orientation: board.orientation)
  }
}

import HexBoardCore
import HexGrid

/// Why a navigation query or graph cannot be made.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
  /// A cell's cost is outside `1...NavigationGraph.maximumCellCost`.
  case invalidCost(Hex, Int)
  /// An edge rule names a side of no cell of the map.
  case offMapEdge(HexEdge)
  /// An edge rule's cost is out of range: a set cost outside `1...EdgeFeature.maximumCost`
  /// or an added cost outside `0...EdgeFeature.maximumCost`.
  case invalidEdgeCost(HexEdge, Int)
  /// An update names a hex that is not a cell of the map (off it, or a hole of its shape).
  case offMap(Hex)
  /// An update names an index that is not a cell of the grid (out of range, or a hole).
  case notACell(Int)
  /// A ``CostTable`` built from a board is used with that board after its terrain or its
  /// sides changed: its cell classes are those of the board it was built from.
  case staleCostTable
  /// A query names a movement class the board does not declare
  /// (`Board.movementClasses`).
  case unknownMovementClass(String)
  /// A movement class gives the cells of a board more different costs than a ``CostTable``
  /// holds (256; this many or more).
  case tooManyCellCosts(Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidCost(let hex, let cost):
      "invalid movement cost \(cost) at \(hex): costs are whole numbers from 1 to \(NavigationGraph.maximumCellCost)"
    case .offMapEdge(let edge):
      "edge rule on \(edge), a side of no cell of the map"
    case .invalidEdgeCost(let edge, let cost):
      "invalid edge cost \(cost) on \(edge): a set cost is 1 to \(EdgeFeature.maximumCost), an added cost 0 to \(EdgeFeature.maximumCost)"
    case .offMap(let hex):
      "\(hex) is not a cell of the map"
    case .notACell(let index):
      "index \(index) is not a cell of the grid"
    case .staleCostTable:
      "the cost table was built before the board's terrain or sides changed: build it again from the board (CostTable(board:cost:) costs no scan of the sides)"
    case .unknownMovementClass(let name):
      "the board declares no movement class '\(name)'"
    case .tooManyCellCosts(let count):
      "the movement class gives the board's cells \(count) or more different costs; a cost table holds 256"
    }
  }
}

/// Why a navigation query or graph cannot be made.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
  /// A cell's cost is outside `1...NavigationGraph.maximumCellCost`.
  case invalidCost(Hex, Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidCost(let hex, let cost):
      "invalid movement cost \(cost) at \(hex): costs are whole numbers from 1 to \(NavigationGraph.maximumCellCost)"
    }
  }
}

import HexBoard

/// Why a map could not be generated.
public enum GenerationError: Error, Equatable, CustomStringConvertible {
  /// A parameter is out of range: its name and the rule.
  case invalidParameter(String, String)
  /// The grid cannot host the generator (e.g. too small).
  case unsuitableGrid(String)
  /// Fewer than the asked players fit at the asked distance: players, distance, and how
  /// many fit.
  case cannotPlaceStarts(players: Int, distance: Int, placed: Int)
  /// The board lacks a terrain the generator paints with.
  case missingTerrain(String)
  /// The board's edge palette lacks a feature the generator places (`river`, `road`).
  case missingEdgeFeature(String)

  /// A sentence saying what is wrong and what to change.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let rule): "invalid parameter \(name): \(rule)"
    case .unsuitableGrid(let detail): "unsuitable grid: \(detail)"
    case .cannotPlaceStarts(let players, let distance, let placed):
      "only \(placed) of \(players) start positions fit at least \(distance) hexes apart; "
        + "lower the start distance or the number of players, or use a bigger map"
    case .missingTerrain(let id): "the board's palette has no terrain '\(id)'"
    case .missingEdgeFeature(let id):
      "the board's edge palette has no feature '\(id)'"
    }
  }
}

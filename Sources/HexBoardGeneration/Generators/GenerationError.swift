import HexBoard

/// Why a map could not be generated.
public enum GenerationError: Error, Equatable, CustomStringConvertible {
  /// A parameter is out of range: its name (as in ``GeneratorParameters`` or the argument's
  /// label) and the rule it breaks, as the end of a sentence (`"must be between 0 and 1"`).
  case invalidParameter(name: String, rule: String)
  /// The grid is too small for the generator: `needed` cells at least, `cells` given.
  case tooFewCells(needed: Int, cells: Int)
  /// An input map (`input` names it: `"the sea mask"`, `"the height field"`) is laid out
  /// on another grid than the board's.
  case gridMismatch(input: String)
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
    case .tooFewCells(let needed, let cells):
      "unsuitable grid: the generator needs at least \(needed) cells, the grid has \(cells)"
    case .gridMismatch(let input): "unsuitable grid: \(input) is laid out on another grid"
    case .cannotPlaceStarts(let players, let distance, let placed):
      "only \(placed) of \(players) start positions fit at least \(distance) hexes apart; "
        + "lower the start distance or the number of players, or use a bigger map"
    case .missingTerrain(let id): "the board's palette has no terrain '\(id)'"
    case .missingEdgeFeature(let id):
      "the board's edge palette has no feature '\(id)'"
    }
  }
}

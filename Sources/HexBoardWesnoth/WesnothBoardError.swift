/// Why a Wesnoth map cannot become a board, or a board a Wesnoth map.
public enum WesnothBoardError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The map has no playable hex (it is under 3 × 3 with the border, or every playable hex
  /// is `_off^_usr`).
  case noPlayableHex
  /// The map uses more distinct base terrains than a board's palette holds (255).
  case tooManyTerrains(Int)
  /// The board's grid is not one a `.map` can hold: not odd-q, wrapped, or with cells at
  /// negative offsets.
  case unsupportedGrid(String)
  /// A palette entry's id (terrain or overlay) is not a Wesnoth terrain code.
  case notATerrainCode(id: String, problem: String)
  /// A board property written by the import (`wesnoth.…`) does not hold what it should.
  case badProperty(key: String, problem: String)
  /// The `wesnoth.formatting` property does not describe the map's spacing.
  case badFormatting(String)
  /// The board could not be built (a palette, object or property the board refuses).
  case board(String)

  /// What is wrong, in words.
  public var description: String {
    switch self {
    case .noPlayableHex:
      return "the map has no playable hex (it needs 3 x 3 cells with the border, and a hex "
        + "that is not _off^_usr)"
    case .tooManyTerrains(let count):
      return "the map has \(count) distinct base terrains; a board holds at most 255"
    case .unsupportedGrid(let problem):
      return "a Wesnoth map cannot hold this board: \(problem)"
    case .notATerrainCode(let id, let problem):
      return "\(WesnothText.quoted(id)) is not a Wesnoth terrain code: \(problem)"
    case .badProperty(let key, let problem):
      return "board property \(WesnothText.quoted(key)): \(problem)"
    case .badFormatting(let problem):
      return "board property \"wesnoth.formatting\": \(problem)"
    case .board(let problem):
      return problem
    }
  }
}

import HexBoard
import HexBoardRendering

/// Shared pieces of the query commands.
enum QueryOutput {
  static func graph(of board: Board) throws -> NavigationGraph {
    do {
      return try board.navigationGraph()
    } catch {
      throw CLIError.failure("\(error)")
    }
  }

  /// Checks `--svg FILE`, if given, against ``OutputRule`` before the map is read.
  static func checkOutput(_ arguments: ParsedArguments, input: String) throws {
    guard let file = arguments.value("svg") else { return }
    try OutputRule.check(
      [.init(path: file, role: "--svg")], inputs: [input], force: arguments.flag("force"))
  }

  /// Writes `--svg FILE` if it was given (checked by ``checkOutput(_:input:)``): the board
  /// with a highlight and a path.
  static func drawIfAsked(
    _ board: Board, arguments: ParsedArguments, highlight: [Hex], path: [Hex]
  ) throws {
    guard let file = arguments.value("svg") else { return }
    try MapIO.writeText(to: file) {
      SVGDrawing.render(board, highlight: highlight, path: path, to: &$0)
    }
  }
}

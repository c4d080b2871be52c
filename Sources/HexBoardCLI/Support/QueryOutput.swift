import HexBoard

/// Shared pieces of the query commands.
enum QueryOutput {
  static func graph(of board: Board) throws -> NavigationGraph {
    do {
      return try board.navigationGraph()
    } catch {
      throw CLIError.failure("\(error)")
    }
  }

  /// Writes `--svg FILE` if it was given: the board with a highlight and a path.
  static func drawIfAsked(
    _ board: Board, arguments: ParsedArguments, highlight: [Hex], path: [Hex]
  ) throws {
    guard let file = arguments.value("svg") else { return }
    if MapIO.exists(file) && !arguments.flag("force") {
      throw CLIError.failure("refusing to overwrite existing file '\(file)' (use --force)")
    }
    try MapIO.writeFile(to: file) {
      SVGDrawing.render(board, highlight: highlight, path: path, to: &$0)
    }
  }
}

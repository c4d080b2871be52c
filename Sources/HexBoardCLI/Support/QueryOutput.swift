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

  /// Checks `--svg FILE`, if given, against ``OutputRule`` before the map is read (`-` is
  /// standard output; an earlier SVG of ours is replaced without `--force`).
  static func checkOutput(_ arguments: ParsedArguments, input: String) throws {
    guard let file = arguments.value("svg") else { return }
    try OutputRule.check(
      [.init(path: file, role: "--svg", dashIsStandardOutput: true, kind: .svg)], inputs: [input],
      force: arguments.flag("force"))
  }

  /// Writes `--svg FILE` if it was given (checked by ``checkOutput(_:input:)``): the board
  /// with a highlight and a path, cells outside `focus` (when given) dimmed and `origins`
  /// ringed.
  ///
  /// - Returns: whether the picture went to standard output (`--svg -`); the command then
  ///   prints nothing else there, so the output is a whole SVG file.
  static func drawIfAsked(
    _ board: Board, arguments: ParsedArguments, highlight: [Hex], path: [Hex],
    focus: [Hex]? = nil, origins: [Hex] = [], context: CommandContext
  ) throws -> Bool {
    guard let file = arguments.value("svg") else { return false }
    if file == "-" {
      var stream = StandardOutputStream(context: context)
      SVGDrawing.render(
        board, highlight: highlight, path: path, focus: focus, origins: origins, to: &stream)
      return true
    }
    try MapIO.writeText(to: file) {
      SVGDrawing.render(
        board, highlight: highlight, path: path, focus: focus, origins: origins, to: &$0)
    }
    return false
  }
}

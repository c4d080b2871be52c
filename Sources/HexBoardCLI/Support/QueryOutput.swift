import HexBoard
import HexBoardRendering

/// Shared pieces of the query commands.
enum QueryOutput {
  /// The board's navigation graph; its errors name cells as `arguments` write them.
  static func graph(of board: Board, arguments: ParsedArguments) throws -> NavigationGraph {
    do {
      // `--class NAME`: the graph of that class alone, so plain queries price it exactly.
      if let name = arguments.value("class") {
        return try board.navigationGraph(for: [try ClassOptions.declared(name, on: board)])
      }
      return try board.navigationGraph()
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.failure(CellNames.message(error, on: board, arguments: arguments))
    }
  }

  /// Checks `--picture FILE` (or its old spelling `--svg`), if given, against
  /// ``OutputRule`` before the map is read (`-` is standard output, as SVG; an earlier
  /// picture of ours is replaced without `--force`).
  static func checkOutput(_ arguments: ParsedArguments, input: String) throws {
    guard let (file, role) = try SVGDrawing.pictureOption(arguments) else { return }
    let format = try SVGDrawing.format(of: file, arguments: arguments)
    try OutputRule.check(
      [
        .init(
          path: file, role: role, dashIsStandardOutput: true,
          kind: format == .png ? .png : .svg)
      ], inputs: [input], force: arguments.flag("force"))
  }

  /// Writes `--picture FILE` if it was given (checked by ``checkOutput(_:input:)``): the
  /// board with a highlight and a path, cells outside `focus` (when given) dimmed and
  /// `origins` ringed: PNG for a `.png` name, else SVG.
  ///
  /// - Returns: whether the picture went to standard output (`--picture -`); the command
  ///   then prints nothing else there, so the output is a whole SVG file.
  static func drawIfAsked(
    _ board: Board, arguments: ParsedArguments, highlight: [Hex], path: [Hex],
    focus: [Hex]? = nil, origins: [Hex] = [], context: CommandContext
  ) throws -> Bool {
    guard let (file, _) = try SVGDrawing.pictureOption(arguments) else { return false }
    try SVGDrawing.write(
      board,
      options: SVGDrawing.queryOptions(
        highlight: highlight, path: path, focus: focus, origins: origins),
      format: SVGDrawing.format(of: file, arguments: arguments),
      transparent: false, to: file, context: context)
    return file == "-"
  }
}

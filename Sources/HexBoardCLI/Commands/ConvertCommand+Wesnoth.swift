import HexBoard
import HexBoardWesnoth
import HexText

/// `hexboard convert` for Battle for Wesnoth maps: `.map` (or a scenario `.cfg`'s inline
/// `map_data`) to a `.json` map, and a `.json` map to `.map`.
extension ConvertCommand {
  /// Converts when either side is a Wesnoth file; `false` when neither is (Tiled's turn).
  static func convertWesnoth(
    _ input: String, to output: String, arguments: ParsedArguments, context: CommandContext
  ) throws -> Bool {
    let inputLower = input.lowercased()
    let outputLower = output.lowercased()
    let importing = inputLower.hasSuffix(".map") || inputLower.hasSuffix(".cfg")
    let exporting = outputLower.hasSuffix(".map")
    guard importing || exporting else { return false }
    for option in ["layer", "tile-radius", "checks"] where arguments.value(option) != nil {
      throw CLIError.usage("--\(option) applies to Tiled maps, not to Wesnoth maps")
    }
    if arguments.flag("allow-outside") {
      throw CLIError.usage("--allow-outside applies to Tiled maps, not to Wesnoth maps")
    }
    if importing {
      guard output == "-" || outputLower.hasSuffix(".json") else {
        throw CLIError.usage(
          "a Wesnoth map imports to a .json map (or '-'), not to '\(TerminalText.escaped(output))'")
      }
      try importWesnoth(input, to: output, arguments: arguments, context: context)
    } else {
      guard input == "-" || inputLower.hasSuffix(".json") else {
        throw CLIError.usage(
          "a Wesnoth .map is exported from a .json map (or '-'), not from '\(TerminalText.escaped(input))'"
        )
      }
      if arguments.value("wesnoth-data") != nil {
        throw CLIError.usage("--wesnoth-data applies to importing a Wesnoth map, not to exporting")
      }
      try exportWesnoth(input, to: output, arguments: arguments, context: context)
    }
    return true
  }

  static func importWesnoth(
    _ input: String, to output: String, arguments: ParsedArguments, context: CommandContext
  ) throws {
    let destination: MapIO.Destination
    if output == "-" {
      destination = .standardOutput
    } else {
      try OutputRule.check(
        [.init(path: output, role: "<output>", dashIsStandardOutput: true)], inputs: [input],
        force: arguments.flag("force"))
      destination = .file(output)
    }
    let shown = TerminalText.escaped(input)
    let bytes = try MapIO.readFile(input)
    let map: WesnothMap
    do {
      if input.lowercased().hasSuffix(".cfg") {
        let found = try WesnothEmbeddedMap.maps(inConfig: bytes)
        guard let first = found.first else {
          throw CLIError.failure("\(shown): no inline map_data=\"…\" map in this file")
        }
        if found.count > 1 {
          context.error(
            "warning: \(shown): \(found.count) inline maps; converting the first (line \(first.line))"
          )
        }
        map = first.map
      } else {
        map = try WesnothMap(bytes: bytes)
      }
    } catch let error as WesnothMapError {
      throw CLIError.failure("\(shown): \(TerminalText.escaped(error.description))")
    }
    let data = WesnothData(
      directory: arguments.value("wesnoth-data") ?? WesnothData.debianDirectory)
    let table: WesnothTerrainTable
    do { table = try data.terrainTable() } catch {
      throw CLIError.failure(TerminalText.escaped(error.description))
    }
    let board: Board
    do { board = try map.board(name: boardName(input), table: table) } catch {
      throw CLIError.failure(
        "cannot convert '\(shown)': \(TerminalText.escaped(error.description))")
    }
    try MapIO.write(board, to: destination, context: context)
    let starts = board.objects.filter { $0.kind == WesnothBoard.startKind }.count
    EditReport.say(
      "imported \(EditReport.count(board.grid.cellCount, "cell")) from Wesnoth "
        + "(\(map.playableWidth)x\(map.playableHeight) hexes, "
        + "\(EditReport.count(starts, "starting position")), "
        + "\(data.isInstalled ? "terrain from \(TerminalText.escaped(data.directory))" : "built-in terrain table"))",
      arguments, context: context)
  }

  static func exportWesnoth(
    _ input: String, to output: String, arguments: ParsedArguments, context: CommandContext
  ) throws {
    try OutputRule.check(
      [.init(path: output, role: "<output>")], inputs: [input], force: arguments.flag("force"))
    let board = try MapIO.load(input, context: context)
    let map: WesnothMap
    do { map = try WesnothMap(board: board) } catch {
      let name = input == "-" ? "<stdin>" : TerminalText.escaped(input)
      throw CLIError.failure(
        "cannot export '\(name)' to a Wesnoth map: \(TerminalText.escaped(error.description))")
    }
    try MapIO.writeFile(map.bytes(), to: output)
    EditReport.say(
      "exported \(EditReport.count(board.grid.cellCount, "cell")) to Wesnoth "
        + "(\(map.playableWidth)x\(map.playableHeight) hexes)",
      arguments, context: context)
  }

  /// The board's name: the file's name without its folder and extension.
  static func boardName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }
}

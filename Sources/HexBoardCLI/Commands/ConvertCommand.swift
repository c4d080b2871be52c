import HexBoard
import HexBoardTiled
import HexBoardWesnoth
import HexJSON
import HexText

/// `hexboard convert`: HexBoard maps to Tiled and Battle for Wesnoth maps and back.
enum ConvertCommand: Command {
  static let spec = CommandSpec(
    name: "convert",
    abstract: "Convert between HexBoard maps and Tiled (.tmj/.tmx) or Wesnoth (.map) maps.",
    arguments: [
      (
        "input",
        "The file to convert: a map (.json, '-' for standard input), a Tiled map, or a Wesnoth .map (or scenario .cfg)."
      ),
      ("output", "The file to write: .tmj or .map to export, .json (or '-') to import."),
    ],
    options: [
      .init(
        ["layer"], value: "name",
        help: "Import: the tile layer holding the terrain (default: the first)."),
      .init(
        ["overlay"], value: "name",
        help:
          "Import: also read this tile layer as a named layer of the map (repeatable; layers HexBoard exported always are).",
        repeats: true),
      .init(
        ["tile-radius"], value: "px",
        help:
          "Export: hex radius in pixels, \(TiledExportOptions.tileRadiusRange.lowerBound) to \(TiledExportOptions.tileRadiusRange.upperBound) (default: \(TiledExportOptions.defaultTileRadius))."
      ),
      .init(
        ["checks"], value: "file",
        help:
          "Export: also write each cell's centre pixel and colour (JSON, for renderer tests; '-' for standard output)."
      ),
      .init(
        ["allow-outside"],
        help:
          "Import: also read tilesets and images outside the map's folder (only for maps you trust)."
      ),
      .init(
        ["wesnoth-data"], value: "dir",
        help:
          "Wesnoth import: the game's data folder, for terrain names and kinds (default: \(WesnothData.debianDirectory); the built-in table when it has no core/terrain.cfg)."
      ),
      CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard convert Maps/skirmish.json skirmish.tmj          # and skirmish.tiles.png",
      "hexboard convert Maps/world.json world.tmj --tile-radius 24",
      "hexboard convert Maps/dungeon.tmx dungeon.json --layer Ground",
      "hexboard convert level.tmj - | hexboard info -",
      "hexboard convert Maps/ford.map ford.json                 # Battle for Wesnoth",
      "hexboard convert Maps/ford.map - | hexboard convert - ford.map   # and back, byte for byte",
    ],
    discussion: """
      The direction follows the extensions: a .json map exports to a Tiled JSON map (.tmj)
      with its tileset image, a PNG named after the map (OUT.tiles.png), next to it; a .tmj
      or .tmx Tiled map imports to a .json map. Only hexagonal Tiled maps import; the
      stagger axis and index give the offset convention (x/odd is odd-q). Exporting and
      importing back gives the same map. A categorical named layer exports as a tile layer
      of its own (its values are tiles after the terrains), and comes back on import;
      numeric layers stay behind, with a warning. Import reads only regular files inside the map's
      folder (after resolving '..' and symbolic links); --allow-outside lifts the folder
      rule, never the one on devices, FIFOs and /proc. See the Tiled article of the
      HexBoardTiled documentation (Sources/HexBoardTiled/HexBoardTiled.docc/Tiled.md) for
      the mapping.

      A Battle for Wesnoth .map (or the first inline map_data of a scenario .cfg) imports
      to a .json map: the playable hexes on an odd-q grid, base terrains in the palette
      (ids are Wesnoth codes), overlays in a categorical layer 'overlay' (^Fp, ^Vh),
      off-map hexes as holes, starting positions and named locations as objects, and the
      border and spacing in wesnoth.* properties; exporting that map to .map gives the
      original file back byte for byte. See the BoardConversion article of the
      HexBoardWesnoth documentation.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "input")
    let output = try arguments.argument(1, "output")
    if try convertWesnoth(input, to: output, arguments: arguments, context: context) { return }
    if arguments.value("wesnoth-data") != nil {
      throw CLIError.usage("--wesnoth-data applies to importing a Wesnoth .map or .cfg")
    }
    let inputIsTiled = TiledMap.Format(path: input) != nil && !input.lowercased().hasSuffix(".json")
    let outputIsTiled = output.lowercased().hasSuffix(".tmj")
    if output.lowercased().hasSuffix(".tmx") {
      throw CLIError.usage("export writes Tiled JSON maps only; name the output .tmj")
    }
    if inputIsTiled && !outputIsTiled && (output == "-" || output.lowercased().hasSuffix(".json")) {
      try importTiled(input, to: output, arguments: arguments, context: context)
    } else if !inputIsTiled && outputIsTiled
      && (input == "-" || input.lowercased().hasSuffix(".json"))
    {
      try exportTiled(input, to: output, arguments: arguments, context: context)
    } else {
      throw CLIError.usage(
        "cannot tell the direction from '\(input)' and '\(output)': convert a .json map to .tmj, or a .tmj/.tmx map to .json"
      )
    }
  }

  static func exportTiled(
    _ input: String, to output: String, arguments: ParsedArguments, context: CommandContext
  ) throws {
    if arguments.value("layer") != nil || !arguments.allValues("overlay").isEmpty {
      throw CLIError.usage("--layer and --overlay apply to importing a Tiled map, not to exporting")
    }
    if arguments.flag("allow-outside") {
      throw CLIError.usage("--allow-outside applies to importing a Tiled map, not to exporting")
    }
    let radius =
      try arguments.integer("tile-radius", in: TiledExportOptions.tileRadiusRange)
      ?? TiledExportOptions.defaultTileRadius
    let imageName = TiledMap.imageName(forMapAt: output)
    let imagePath = sibling(imageName, of: output)
    try OutputRule.check(
      [
        .init(path: output, role: "<output>", kind: .tiledMap),
        .init(path: imagePath, role: "the tileset image", kind: .tilesetImage(mapPath: output)),
      ]
        + (arguments.value("checks").map {
          [.init(path: $0, role: "--checks", dashIsStandardOutput: true, kind: .pixelChecks)]
        } ?? []),
      inputs: [input], force: arguments.flag("force"))
    let board = try MapIO.load(input, context: context)
    let options = TiledExportOptions(tileRadius: radius, imagePath: imageName)
    do {
      try TiledMap.checkExportable(board)
    } catch {
      throw CLIError.failure("cannot export '\(input)': \(error)")
    }
    // Everything streams (one check, one piece of the map at a time): a 16384 x 4096 map
    // once took 9.7 GB here, mostly for a check object per cell that was rarely asked for.
    if let checks = arguments.value("checks") {
      if checks == "-" {
        var stream = StandardOutputStream(context: context)
        writeChecks(board, options: options, to: &stream)
      } else {
        try MapIO.writeText(to: checks) { writeChecks(board, options: options, to: &$0) }
      }
    }
    try MapIO.writeFile(TiledMap.tilesetImage(board, options: options), to: imagePath)
    try MapIO.writeFile(to: output) { try TiledMap.writeMapFile(board, options: options, to: &$0) }
    // Categorical layers become tile layers; numbers have no tile: say so rather than drop
    // them silently.
    let numeric = board.layers.filter { !$0.isCategorical }
    if !numeric.isEmpty {
      let names = numeric.map { TerminalText.escaped($0.name) }.joined(separator: ", ")
      context.error("warning: \(input): numeric layers are not exported to Tiled: \(names)")
    }
    EditReport.say(
      "exported \(EditReport.count(board.grid.cellCount, "cell")) to Tiled (tileset image \(TerminalText.escaped(imageName)))",
      arguments, context: context)
  }

  static func importTiled(
    _ input: String, to output: String, arguments: ParsedArguments, context: CommandContext
  ) throws {
    if arguments.value("tile-radius") != nil || arguments.value("checks") != nil {
      throw CLIError.usage("--tile-radius and --checks apply to exporting, not to importing")
    }
    let destination: MapIO.Destination
    if output == "-" {
      destination = .standardOutput
    } else {
      try OutputRule.check(
        [.init(path: output, role: "<output>", dashIsStandardOutput: true)], inputs: [input],
        force: arguments.flag("force"))
      destination = .file(output)
    }
    let imported: TiledImport
    let allowOutside = arguments.flag("allow-outside")
    do {
      imported = try TiledMap.load(
        from: input, layer: arguments.value("layer"), overlays: arguments.allValues("overlay"),
        resolver: allowOutside ? .unconfined : .confined)
    } catch let error as TiledError where error.kind == .outsideFolder {
      throw CLIError.failure("\(error) (use --allow-outside to allow it)")
    } catch {
      throw CLIError.failure("\(error)")
    }
    try MapIO.write(imported.board, to: destination, context: context)
    for warning in imported.warnings {
      context.error("warning: \(input): \(warning)")
    }
    EditReport.say(
      "imported \(EditReport.count(imported.board.grid.cellCount, "cell")) from Tiled", arguments,
      context: context)
  }

  /// Streams the pixel checks of `board`'s export: the colour Tiled's renderer must paint at
  /// each cell centre, one check at a time.
  static func writeChecks<Stream: TextOutputStream>(
    _ board: Board, options: TiledExportOptions, to stream: inout Stream
  ) {
    stream.write("{\"checks\":[")
    var first = true
    let grid = board.grid
    TiledMap.forEachCellCenter(board, options: options) { index, center in
      if !first { stream.write(",") }
      first = false
      let terrain = board.palette[Int(board.terrain[index: index])]
      let cell = grid.offset(at: index)
      stream.write(
        JSONValue.object([
          ("x", .double(center.x)), ("y", .double(center.y)),
          ("color", .string(terrain.color.description.lowercased())),
          ("note", .string("\(terrain.id) at (col: \(cell.col), row: \(cell.row))")),
        ]).outputText)
    }
    stream.write("]}\n")
  }

  /// `name` in the folder of the file written at `path` (a link's target's folder).
  static func sibling(_ name: String, of path: String) -> String {
    FileIO.sibling(name, ofSaveAt: path)
  }
}

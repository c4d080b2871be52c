import HexBoard
import HexJSON
import HexText

/// `hexboard cell`: everything at one cell.
enum CellCommand: Command {
  static let spec = CommandSpec(
    name: "cell",
    abstract:
      "Show what is at a cell: terrain, height, layer values, objects, side and corner features.",
    arguments: [("file", "The map ('-' for standard input)."), ("cell", "The cell.")],
    options: [CommonOptions.axial, CommonOptions.json],
    examples: [
      "hexboard cell Maps/skirmish.json 2,1", "hexboard cell Maps/hexsides.json 6,6 --json",
    ],
    discussion:
      """
      Lists the six sides in the map's compass names with the neighbouring cell across each
      ('border' where the map ends) and the features on it, then the six corners and their
      features ('-' for none). A wrapped map's cell is shown at its position on the map.
      When the map has named layers, 'layers:' gives the cell's value in each ('-' for
      none).
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let (file, cellText) = (try arguments.argument(0, "file"), try arguments.argument(1, "cell"))
    let board = try MapIO.load(file, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let given = try parser.cell(cellText, what: "<cell>")
    let hex = board.grid.canonical(given) ?? given
    let report = Report(board: board, hex: hex, parser: parser)
    if arguments.flag("json") {
      context.line(report.json.outputText)
    } else {
      for line in report.lines { context.line(line) }
    }
  }

  /// What a cell holds, gathered once for either output.
  struct Report {
    let cell: String
    let terrain: Terrain
    let elevation: Int?
    /// Per named layer, in the map's order: its name and the cell's value (`nil`: none).
    let layers: [(name: String, value: JSONValue?)]
    let objects: [BoardObject]
    let parser: CellParser
    /// Per side in `HexDirection` order: its compass name, the cell across, its features.
    let sides: [(name: String, neighbor: String?, features: [String])]
    /// Per corner in corner order: its compass name and its features.
    let corners: [(name: String, features: [String])]

    init(board: Board, hex: Hex, parser: CellParser) {
      self.parser = parser
      cell = parser.format(hex)
      // The cell was checked to be on the map, so it has a terrain.
      terrain = board.terrain(at: hex) ?? board.palette[0]
      elevation = board.elevation?[hex]
      layers = board.layers.map { layer in
        let code = layer.code(at: hex) ?? 0
        if !layer.isCategorical { return (layer.name, JSONValue.integer(Int(code))) }
        return (layer.name, code == 0 ? nil : .string(LayerEdit.describe(layer, code: code)))
      }
      objects = board.objects(at: hex)
      let orientation = board.orientation
      sides = HexDirection.allCases.map { direction in
        let neighbor = board.grid.canonical(hex.neighbor(in: direction)).map(parser.format)
        let features = board.features(at: HexEdge(hex, direction)).map(\.id)
        return (orientation.sideName(of: direction), neighbor, features)
      }
      corners = (0..<6).map { corner in
        (
          orientation.cornerName(of: corner),
          board.features(at: HexVertex(hex, corner: corner)).map(\.id)
        )
      }
    }

    /// The text output; text from the file goes through TerminalText.
    var lines: [String] {
      let text = TerminalText.escaped
      var cost = terrain.movementCost.map { "cost \($0)" } ?? "impassable"
      if terrain.blocksSight { cost += ", blocks sight" }
      var lines = [
        "cell:       \(cell)",
        "terrain:    \(text(terrain.id)) (\(text(String(terrain.symbol)))), \(cost)",
        "elevation:  \(elevation.map(String.init) ?? "none")",
      ]
      // Only on maps with layers, so the output for other maps is what it always was.
      if !layers.isEmpty {
        lines.append("layers:")
        let width = layers.map { text($0.name).count }.max() ?? 0
        for layer in layers {
          let name = text(layer.name)
          let shown: String
          switch layer.value {
          case .string(let id)?: shown = text(id)
          case .integer(let number)?: shown = String(number)
          default: shown = "-"
          }
          lines.append("  " + pad(name, width + 2) + shown)
        }
      }
      lines.append("objects:    \(objects.isEmpty ? "none" : String(objects.count))")
      for object in objects {
        let properties = object.properties.keys.sorted().map {
          "\(text($0))=\(text(InfoCommand.describe(object.properties[$0])))"
        }
        lines.append(
          "  " + ([text(object.id), text(object.kind)] + properties).joined(separator: "  "))
      }
      lines.append("sides:")
      for side in sides {
        let across = side.neighbor ?? "border"
        lines.append(
          "  " + pad(side.name, 4) + pad(across, 12) + list(side.features.map(text)))
      }
      lines.append("corners:")
      for corner in corners {
        lines.append("  " + pad(corner.name, 4) + list(corner.features.map(text)))
      }
      return lines
    }

    /// The `--json` output: `cell`, `terrain` {id, symbol, movementCost (null when
    /// impassable), blocksSight}, `elevation` (null without heights), `objects` as
    /// `object list --json` writes them, `sides` [{side, neighbor (null on the border),
    /// features}], `corners` [{corner, features}]; on a map with named layers, `layers`
    /// [{layer, value}] (a value id, null for none, or a number).
    var json: JSONValue {
      var members: [(String, JSONValue)] = [
        ("cell", .string(cell)),
        (
          "terrain",
          .object([
            ("id", .string(terrain.id)), ("symbol", .string(String(terrain.symbol))),
            ("movementCost", terrain.movementCost.map { .integer($0) } ?? .null),
            ("blocksSight", .bool(terrain.blocksSight)),
          ])
        ),
        ("elevation", elevation.map { .integer($0) } ?? .null),
        (
          "objects",
          .array(objects.map { ObjectListCommand.json(of: $0, parser: parser) })
        ),
        (
          "sides",
          .array(
            sides.map { side in
              .object([
                ("side", .string(side.name)),
                ("neighbor", side.neighbor.map { .string($0) } ?? .null),
                ("features", .array(side.features.map { .string($0) })),
              ])
            })
        ),
        (
          "corners",
          .array(
            corners.map { corner in
              .object([
                ("corner", .string(corner.name)),
                ("features", .array(corner.features.map { .string($0) })),
              ])
            })
        ),
      ]
      if !layers.isEmpty {
        members.insert(
          (
            "layers",
            .array(
              layers.map { .object([("layer", .string($0.name)), ("value", $0.value ?? .null)]) })
          ), at: 3)
      }
      return JSONValue.object(members)
    }

    private func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(1, width - text.count))
    }

    private func list(_ features: [String]) -> String {
      features.isEmpty ? "-" : features.joined(separator: "+")
    }
  }
}

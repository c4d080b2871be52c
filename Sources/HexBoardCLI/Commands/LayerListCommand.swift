import HexBoard
import HexJSON
import HexText

/// `hexboard layer list`: a map's layers, or one layer's cells.
enum LayerListCommand: Command {
  static let spec = CommandSpec(
    name: "layer list", abstract: "List a map's layers, or the cells of one layer with a value.",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      ("layer?", "A layer: list its cells that hold a value (not none, not 0)."),
    ],
    options: [CommonOptions.axial, CommonOptions.json],
    examples: [
      "hexboard layer list layers.json", "hexboard layer list layers.json overlay",
      "hexboard layer list layers.json owner --json",
    ],
    discussion:
      """
      Without a layer: one line per layer, in the map's order, with its kind, its values and
      how many cells hold each (numeric: how many cells are not 0). With a layer: one line
      per cell holding a value, in storage order (rows top to bottom), the cell then the
      value.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let board = try MapIO.load(input, context: context)
    let text = TerminalText.escaped
    let json = arguments.flag("json")
    guard arguments.positional.count > 1 else {
      if json {
        context.line(JSONValue.array(board.layers.map(summaryJSON)).outputText)
        return
      }
      for layer in board.layers {
        let counts = valueCounts(layer)
        guard layer.isCategorical else {
          context.line("\(text(layer.name))  numeric  \(EditReport.count(counts[0], "cell")) not 0")
          continue
        }
        let values = zip(layer.palette, counts.dropFirst()).map { "\(text($0.id)) \($1)" }
        context.line(
          "\(text(layer.name))  categorical  "
            + (values.isEmpty ? "no values" : values.joined(separator: ", ")))
      }
      return
    }
    let layer = try LayerEdit.layer(arguments.positional[1], of: board, input: input)
    let parser = CellParser(board: board, arguments: arguments)
    let grid = board.grid
    let codes = layer.codes.flattened()
    var entries: [(cell: String, code: Int32)] = []
    for index in 0..<grid.indexCount where grid.isCell(index) && codes[index] != 0 {
      entries.append((parser.format(grid.hex(at: index)), codes[index]))
    }
    if json {
      let items = entries.map { entry -> JSONValue in
        .object([
          ("cell", .string(entry.cell)),
          (
            "value",
            layer.isCategorical
              ? .string(LayerEdit.describe(layer, code: entry.code)) : .integer(Int(entry.code))
          ),
        ])
      }
      context.line(JSONValue.array(items).outputText)
      return
    }
    for entry in entries {
      context.line("\(entry.cell)  \(text(LayerEdit.describe(layer, code: entry.code)))")
    }
  }

  /// Per categorical layer, the cells with no value then with each value; per numeric
  /// layer, one count: the cells that are not 0.
  static func valueCounts(_ layer: BoardLayer) -> [Int] {
    let grid = layer.codes.grid
    let codes = layer.codes.flattened()
    guard layer.isCategorical else {
      var count = 0
      for index in 0..<grid.indexCount where grid.isCell(index) && codes[index] != 0 {
        count += 1
      }
      return [count]
    }
    var counts = [Int](repeating: 0, count: layer.palette.count + 1)
    for index in 0..<grid.indexCount where grid.isCell(index) { counts[Int(codes[index])] += 1 }
    return counts
  }

  /// A layer as `--json` lists it: name, kind, and for a categorical layer its values
  /// {id, name, color (null when unset), cells}; for a numeric one the cells not 0.
  static func summaryJSON(_ layer: BoardLayer) -> JSONValue {
    let counts = valueCounts(layer)
    guard layer.isCategorical else {
      return .object([
        ("name", .string(layer.name)), ("kind", .string("numeric")),
        ("cellsNotZero", .integer(counts[0])),
      ])
    }
    return .object([
      ("name", .string(layer.name)), ("kind", .string("categorical")),
      (
        "values",
        .array(
          zip(layer.palette, counts.dropFirst()).map { value, count in
            .object([
              ("id", .string(value.id)), ("name", .string(value.name)),
              ("color", value.color.map { .string($0.description) } ?? .null),
              ("cells", .integer(count)),
            ])
          })
      ),
    ])
  }
}

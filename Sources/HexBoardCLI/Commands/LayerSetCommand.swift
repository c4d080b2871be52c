import HexBoard

/// `hexboard layer set` and `hexboard layer clear`: a layer's value on selected cells.
enum LayerSetCommand: Command {
  static let spec = CommandSpec(
    name: "layer set", abstract: "Set a layer's value (a value id or a number) on cells.",
    arguments: [
      ("file", "The map ('-' for standard input)."), ("layer", "The layer."),
      ("value", "A value id of a categorical layer, or an integer for a numeric one."),
    ],
    options: CellSelection.options + [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: [
      "hexboard layer set layers.json overlay village --at 3,4 --at 7,2",
      "hexboard layer set layers.json owner 2 --rect 0,0:5,5",
      "hexboard layer set layers.json moisture -3 --flood 0,0 -o dry.json",
    ],
    discussion: "Cells are selected as for paint (see hexboard paint --help).\n\n"
      + CellSelection.discussion)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 3)
    let value = try arguments.argument(2, "value")
    try edit(arguments, context: context, value: value)
  }

  /// Sets `value` (or clears, `nil`) on the selected cells of the layer named by the second
  /// argument.
  static func edit(_ arguments: ParsedArguments, context: CommandContext, value: String?) throws {
    let input = try arguments.argument(0, "file")
    let name = try arguments.argument(1, "layer")
    try CellSelection.checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let layer = try LayerEdit.layer(name, of: board, input: input)
    var number: Int? = nil
    if let value, !layer.isCategorical {
      guard let parsed = Int(value) else {
        throw CLIError.usage(
          "<value>: layer '\(name)' is numeric; '\(value)' is not an integer")
      }
      number = parsed
    }
    let cells = try CellSelection.cells(on: board, arguments: arguments)
    try LayerEdit.perform(on: &board, input: input, arguments: arguments) { board in
      for hex in cells {
        if let number {
          try board.setLayerNumber(number, inLayer: name, at: hex)
        } else {
          try board.setLayerValue(value, inLayer: name, at: hex)
        }
      }
    }
    try MapIO.write(board, to: destination, context: context)
    let what = value.map { "set \(name) to \($0) on" } ?? "cleared \(name) on"
    EditReport.say("\(what) \(EditReport.count(cells.count, "cell"))", arguments, context: context)
  }
}

/// `hexboard layer clear`: no value (categorical) or 0 (numeric) on cells.
enum LayerClearCommand: Command {
  static let spec = CommandSpec(
    name: "layer clear", abstract: "Clear a layer on cells: no value, or 0 for a number.",
    arguments: [("file", "The map ('-' for standard input)."), ("layer", "The layer.")],
    options: CellSelection.options + [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: [
      "hexboard layer clear layers.json overlay --at 3,4 --radius 1",
      "hexboard layer clear layers.json owner --rect 0,0:9,9",
    ],
    discussion: "Cells are selected as for paint (see hexboard paint --help).\n\n"
      + CellSelection.discussion)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    try LayerSetCommand.edit(arguments, context: context, value: nil)
  }
}

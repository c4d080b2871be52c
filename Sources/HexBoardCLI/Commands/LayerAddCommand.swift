import HexBoard

/// `hexboard layer add`: a new named layer, categorical (with its values) or numeric.
enum LayerAddCommand: Command {
  static let spec = CommandSpec(
    name: "layer add", abstract: "Add a named layer to a map: categorical values or numbers.",
    arguments: [("file", "The map ('-' for standard input)."), ("name", "The new layer's name.")],
    options: [
      .init(
        ["values"], value: "id[=#rrggbb],...",
        help:
          "A categorical layer with these values (comma-separated, each with an optional colour)."),
      .init(["numeric"], help: "A numeric layer: an integer per cell (0 to start)."),
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard layer add map.json overlay --values forest=#2e7d32,village,castle,bridge",
      "hexboard layer add map.json owner --numeric -o owned.json",
    ],
    discussion:
      """
      Give exactly one of --values and --numeric. Layers keep the order they were added in;
      every cell of a new layer holds no value (categorical) or 0 (numeric). A map with
      layers is saved as hexboard-map version 3.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let name = try arguments.argument(1, "name")
    let values = arguments.value("values")
    guard (values != nil) != arguments.flag("numeric") else {
      throw CLIError.usage("give exactly one of --values and --numeric")
    }
    var kind = BoardLayer.Kind.numeric
    if let values { kind = .categorical(palette: try parseValues(values)) }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    try LayerEdit.perform(on: &board, input: input, arguments: arguments) {
      try $0.addLayer(name, kind: kind)
    }
    try MapIO.write(board, to: destination, context: context)
    let what =
      values == nil
      ? "numeric" : "categorical, \(EditReport.count(kind.valueCount, "value"))"
    EditReport.say("added layer \(name) (\(what))", arguments, context: context)
  }

  /// `--values`: `id` or `id=#rrggbb`, comma-separated; an empty list is allowed (values
  /// can be added later by a script).
  static func parseValues(_ text: String) throws -> [LayerValue] {
    guard !text.isEmpty else { return [] }
    return try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let id = String(parts[0])
      guard !id.isEmpty else { throw CLIError.usage("--values: an empty value id in '\(text)'") }
      guard parts.count == 2 else { return LayerValue(id: id) }
      guard let color = RGBColor(parsing: String(parts[1])) else {
        throw CLIError.usage("--values: '\(parts[1])' is not a colour; write #rrggbb")
      }
      return LayerValue(id: id, color: color)
    }
  }
}

extension BoardLayer.Kind {
  /// The number of values of a categorical layer (0 for a numeric one).
  var valueCount: Int {
    if case .categorical(let palette) = self { return palette.count }
    return 0
  }
}

/// The shared step of the layer commands: an edit of the board whose refusal becomes the
/// one-line failure every editing command gives (the file, then what is wrong).
enum LayerEdit {
  static func perform(
    on board: inout Board, input: String, arguments: ParsedArguments,
    _ body: (inout Board) throws -> Void
  ) throws {
    do {
      try body(&board)
    } catch let error as BoardError {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
  }

  /// The layer `name` of `board`, or the failure naming the layers it has.
  static func layer(_ name: String, of board: Board, input: String) throws -> BoardLayer {
    guard let layer = board.layer(named: name) else {
      let names = board.layers.map(\.name)
      let have = names.isEmpty ? "it has none" : "it has \(names.joined(separator: ", "))"
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): no layer named '\(name)'; \(have)")
    }
    return layer
  }

  /// A cell's value in `layer` as text: the value id, the number, or `-` for none.
  static func describe(_ layer: BoardLayer, code: Int32) -> String {
    guard layer.isCategorical else { return String(code) }
    return code == 0 ? "-" : layer.palette[Int(code) - 1].id
  }
}

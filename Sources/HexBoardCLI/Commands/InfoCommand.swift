import HexBoard
import HexJSON
import HexText

/// `hexboard info`: what a map holds.
enum InfoCommand: Command {
  static let spec = CommandSpec(
    name: "info", abstract: "Describe a map: size, shape, terrain, objects, regions.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [CommonOptions.json],
    examples: ["hexboard info Maps/skirmish.json", "hexboard info Maps/world.json --json"],
    discussion:
      """
      Land regions are the connected regions of passable terrain (movement cost set), as
      walls and other edge features that block movement divide them. When the map has
      features on sides or corners, 'edges:' and 'vertices:' count the sides and corners
      carrying each feature, in palette order. 'layers:' lists the named layers, when the
      map has any, as 'hexboard layer list' does. 'properties:' lists the map's free
      properties by key (a generated map's seed), when it has any; --json always has
      "properties", typed as in the file.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let board = try MapIO.load(arguments.argument(0, "file"), context: context)
    let grid = board.grid
    let counts = board.terrainCounts
    let regions = try board.navigationGraph().componentCount
    let kinds = Dictionary(grouping: board.objects, by: \.kind).mapValues(\.count)
    let sortedKinds = kinds.keys.sorted()
    let (shapeName, dimensions) = describe(grid.shape)
    if arguments.flag("json") {
      let json = JSONValue.object(
        [
          ("name", .string(board.name)),
          ("shape", .string(shapeName)),
          ("dimensions", .object(dimensions.map { ($0.0, .integer($0.1)) })),
          ("convention", .string(grid.convention.rawValue)),
          ("orientation", .string(board.orientation.rawValue)),
          ("wrap", .string(grid.wrap.rawValue)),
          ("cells", .integer(grid.cellCount)),
          (
            "terrain",
            .array(
              board.palette.indices.map { index in
                .object([
                  ("id", .string(board.palette[index].id)), ("cells", .integer(counts[index])),
                ])
              })
          ),
          ("objects", .integer(board.objects.count)),
          ("objectKinds", .object(sortedKinds.map { ($0, .integer(kinds[$0] ?? 0)) })),
          ("landRegions", .integer(regions)),
          ("elevation", .bool(board.elevation != nil)),
          (
            "properties",
            .object(propertyKeys(board).map { ($0, propertyJSON(board.properties[$0])) })
          ),
        ] + featureCountsJSON(board)
          + (board.hasLayers
            ? [("layers", JSONValue.array(board.layers.map(LayerListCommand.summaryJSON)))] : []))
      context.line(json.outputText)
      return
    }
    // Text from the file goes through TerminalText: a name may hold a tab (the loader
    // refuses every other control character, but this output does not rely on it).
    let text = TerminalText.escaped
    context.line("name:       \(text(board.name))")
    let size = dimensions.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    context.line("shape:      \(shapeName) (\(size))")
    context.line(
      "grid:       \(grid.convention.rawValue), \(board.orientation.rawValue), wrap \(grid.wrap.rawValue)"
    )
    context.line("cells:      \(grid.cellCount)")
    context.line("elevation:  \(board.elevation == nil ? "no" : "yes")")
    context.line("terrain:")
    for (index, terrain) in board.palette.enumerated() {
      let id = text(terrain.id)
      let padded = id + String(repeating: " ", count: max(1, 10 - id.count))
      context.line("  \(text(String(terrain.symbol))) \(padded)\(counts[index])")
    }
    let kindList = sortedKinds.map { "\(text($0)) \(kinds[$0] ?? 0)" }.joined(separator: ", ")
    context.line("objects:    \(board.objects.count)\(kindList.isEmpty ? "" : " (\(kindList))")")
    for (label, counts) in featureCounts(board) {
      let list = counts.map { "\(text($0.id)) \($0.count)" }.joined(separator: ", ")
      context.line(label + String(repeating: " ", count: 12 - label.count) + list)
    }
    if board.hasLayers {
      context.line("layers:")
      for layer in board.layers {
        let counts = LayerListCommand.valueCounts(layer)
        let detail =
          layer.isCategorical
          ? "categorical, \(EditReport.count(layer.palette.count, "value")), \(EditReport.count(counts.dropFirst().reduce(0, +), "cell")) with a value"
          : "numeric, \(EditReport.count(counts[0], "cell")) not 0"
        context.line("  \(text(layer.name))  \(detail)")
      }
    }
    context.line("land regions: \(regions)")
    // Only when there are some, so the output for maps without properties is unchanged.
    let keys = propertyKeys(board)
    if !keys.isEmpty {
      context.line("properties:")
      let width = keys.map { text($0).count }.max() ?? 0
      for key in keys {
        let name = text(key)
        let padded = name + String(repeating: " ", count: width + 2 - name.count)
        context.line("  \(padded)\(text(describe(board.properties[key])))")
      }
    }
  }

  /// The board's property keys, sorted (never the dictionary's order).
  static func propertyKeys(_ board: Board) -> [String] {
    board.properties.keys.sorted()
  }

  /// A property value as text: strings as they are, numbers and booleans as in the file.
  static func describe(_ value: PropertyValue?) -> String {
    value?.description ?? ""
  }

  /// A property value as JSON, typed as in the map file.
  static func propertyJSON(_ value: PropertyValue?) -> JSONValue {
    switch value {
    case .string(let text): .string(text)
    case .integer(let n): .integer(n)
    case .number(let x): .number(x, x.description)
    case .bool(let flag): .bool(flag)
    case nil: .null
    }
  }

  /// The hexside and corner features per id, in palette order: `edges:` and `vertices:`,
  /// each only when the board has a feature of that kind placed (so the output for boards
  /// without features is what it always was).
  static func featureCounts(_ board: Board) -> [(String, [(id: String, count: Int)])] {
    var parts: [(String, [(id: String, count: Int)])] = []
    let edgeCounts = board.featureCounts(.side)
    if edgeCounts.contains(where: { $0 > 0 }) {
      parts.append(("edges:", zip(board.edgePalette, edgeCounts).map { ($0.id, $1) }))
    }
    let vertexCounts = board.featureCounts(.corner)
    if vertexCounts.contains(where: { $0 > 0 }) {
      parts.append(("vertices:", zip(board.vertexPalette, vertexCounts).map { ($0.id, $1) }))
    }
    return parts
  }

  /// ``featureCounts(_:)`` as `--json` members: `"edgeFeatures": [{"id", "edges"}, …]` and
  /// `"vertexFeatures": [{"id", "vertices"}, …]`.
  static func featureCountsJSON(_ board: Board) -> [(String, JSONValue)] {
    featureCounts(board).map { label, counts in
      let unit = String(label.dropLast())
      return (
        unit == "edges" ? "edgeFeatures" : "vertexFeatures",
        .array(counts.map { .object([("id", .string($0.id)), (unit, .integer($0.count))]) })
      )
    }
  }

  static func describe(_ shape: MapShape) -> (String, [(String, Int)]) {
    switch shape {
    case .rectangle(let columns, let rows): ("rectangle", [("columns", columns), ("rows", rows)])
    case .hexagon(let radius): ("hexagon", [("radius", radius)])
    case .parallelogram(let columns, let rows):
      ("parallelogram", [("columns", columns), ("rows", rows)])
    case .cells(let cells): ("cells", [("count", cells.count)])
    }
  }
}

import HexBoard
import HexBoardGeneration
import HexText

/// `hexboard generate`: a procedural map from a seed.
enum GenerateCommand: Command {
  static let spec = CommandSpec(
    name: "generate", abstract: "Generate a map procedurally from a seed.",
    arguments: [("generator", GeneratorKind.allCases.map(\.rawValue).joined(separator: ", "))],
    options: GridOptions.options(defaultSize: (64, 48)) + [
      .init(["seed"], value: "n", help: "The random seed, 0 to 18446744073709551615 (default: 1)."),
      .init(
        ["land"], value: "fraction", help: "Share of land, 0.05 to 0.95 (islands, continents)."),
      .init(["feature-size"], value: "hexes", help: "Size of the largest landforms."),
      .init(["rivers"], value: "n", help: "Number of rivers (islands, continents)."),
      .init(
        ["river-style"], value: "cells|edges",
        help: "Rivers through cells (default) or along hexsides (the river feature)."),
      .init(["players"], value: "n", help: "Place fair start positions for n players."),
      .init(["start-distance"], value: "n", help: "Smallest distance between two starts."),
      .init(
        ["start-radius"], value: "k", help: "Steps within which starts are compared (default: 4)."),
      .init(["resources"], value: "n", help: "Resources placed near each start (default: 3)."),
      .init(["roads"], help: "Join the starts with roads along cheapest paths (needs --players)."),
      .init(["cave-fill"], value: "fraction", help: "Caves: initial wall share (default: 0.47)."),
      .init(["cave-iterations"], value: "n", help: "Caves: smoothing rounds (default: 5)."),
      .init(["name"], value: "text", help: "The map's name (default: the generator's)."),
      .init(["no-carving"], help: "Never carve corridors to connect starts; report them instead."),
      .init(["report"], help: "Print what was made and what could not be (rivers, lakes, starts)."),
      CommonOptions.output, CommonOptions.force,
    ],
    examples: [
      "hexboard generate continents --seed 42 --columns 96 --rows 64 --wrap cylinder -o world.json",
      "hexboard generate islands --seed 7 --land 0.3 --players 4 | hexboard show -",
      "hexboard generate caves --seed 3 --radius 20 -o caves.json",
      "hexboard generate continents --seed 5 --players 3 --river-style edges --roads -o land.json",
      "hexboard generate islands --seed 9 --players 6 --no-carving --report -o world.json",
    ],
    discussion: """
      The same generator, seed and options give a byte-identical file on every run and
      platform. The seed and parameters are recorded in the map's properties. When writing to
      a file, a one-line report goes to standard output.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let kind = try CLIParse.choice(
      try arguments.argument(0, "generator"), what: "<generator>", as: GeneratorKind.self)
    var seed: UInt64 = 1
    if let text = arguments.value("seed") {
      guard let value = UInt64(text) else {
        throw CLIError.usage(
          "--seed: expected a whole number from 0 to \(UInt64.max), got '\(text)'")
      }
      seed = value
    }
    let options = try GridOptions(
      arguments, defaultSize: (64, 48), sideLimit: 1...8_192, radiusLimit: 1...4_000)
    var parameters = GeneratorParameters()
    parameters.landFraction = try fraction(arguments, "land")
    parameters.featureSize = try fraction(arguments, "feature-size", in: 1...100_000)
    parameters.rivers = try arguments.integer("rivers", in: 0...100_000)
    parameters.players = try arguments.integer("players", in: 0...64) ?? 0
    parameters.startDistance = try arguments.integer("start-distance", in: 1...100_000)
    parameters.startRadius = try arguments.integer("start-radius", in: 1...1_000) ?? 4
    parameters.resourcesPerPlayer = try arguments.integer("resources", in: 0...1_000) ?? 3
    parameters.caveFill = try fraction(arguments, "cave-fill") ?? 0.47
    parameters.caveIterations = try arguments.integer("cave-iterations", in: 0...100) ?? 5
    if let style = arguments.value("river-style") {
      parameters.riverStyle = try CLIParse.choice(style, what: "--river-style", as: RiverStyle.self)
    }
    parameters.roads = arguments.flag("roads")
    parameters.allowCarving = !arguments.flag("no-carving")
    if parameters.roads && parameters.players == 0 {
      throw CLIError.usage("--roads: roads join start positions; add --players n")
    }
    let destination = try MapIO.destination(forNewFile: arguments)
    let grid = try options.makeGrid()
    var report: GenerationReport
    do {
      report = try MapGenerator.run(kind, grid: grid, seed: seed, parameters: parameters)
    } catch {
      throw CLIError.failure("\(error)")
    }
    report.board.orientation = options.orientation
    if let name = arguments.value("name") { report.board.name = name }
    try MapIO.write(report.board, to: destination, context: context)
    if case .file(let path) = destination {
      var line =
        "\(TerminalText.escaped(path)): \(kind.rawValue), seed \(seed), \(report.board.grid.cellCount) cells"
      line += ", land \(Int((report.landFraction * 100).rounded()))%"
      let riverCount = report.rivers.count + report.riverCorners.count
      if riverCount > 0 { line += ", \(riverCount) rivers" }
      if let placement = report.placement {
        line += ", \(placement.starts.count) starts (spread \(placement.spread))"
      }
      if parameters.roads { line += ", \(report.roads.count) roads" }
      context.line(line)
    }
    if arguments.flag("report") {
      // The map may be on standard output: the report then goes to standard error.
      let toFile = if case .file = destination { true } else { false }
      for line in reportLines(report) { toFile ? context.line(line) : context.error(line) }
    }
  }

  static func fraction(
    _ arguments: ParsedArguments, _ name: String, in range: ClosedRange<Double> = 0...1
  ) throws -> Double? {
    guard let text = arguments.value(name) else { return nil }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw CLIError.usage(
        "--\(name): expected a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
      )
    }
    return value
  }
}

import HexBoard
import HexBoardGeneration

/// `hexboard generate`: a procedural map from a seed.
enum GenerateCommand: Command {
  static let spec = CommandSpec(
    name: "generate", abstract: "Generate a map procedurally from a seed.",
    arguments: [("generator", GeneratorKind.allCases.map(\.rawValue).joined(separator: ", "))],
    options: GridOptions.options(defaultSize: (64, 48)) + [
      .init(["seed"], value: "n", help: "The random seed, 0 to 18446744073709551615 (default: 1).")
    ] + generatorOptions + [
      .init(["name"], value: "text", help: "The map's name (default: the generator's)."),
      .init(["no-carving"], help: "Never carve corridors to connect starts; report them instead."),
      .init(["report"], help: "Print what was made and what could not be (rivers, lakes, starts)."),
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
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
      platform. The seed and parameters are recorded in the map's properties. What was made
      is said in one line on standard error (as every command that writes a map says what it
      did; --quiet silences it); --report adds the details. An option the generator does not
      use (--rivers for caves, --start-radius without --players) is a usage error.
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
    let parameters = try Self.parameters(arguments, kind: kind)
    let destination = try MapIO.destination(forNewFile: arguments)
    let grid = try options.makeGrid()
    var report: GenerationReport
    do {
      report = try MapGenerator.run(kind, grid: grid, seed: seed, parameters: parameters)
    } catch {
      throw CLIError.failure("\(error)")
    }
    try report.board.setOrientation(options.orientation)
    if let name = arguments.value("name") {
      do {
        try report.board.setName(name)
      } catch {
        throw CLIError.failure("--name: \(error)")
      }
    }
    try MapIO.write(report.board, to: destination, context: context)
    if arguments.flag("report") {
      // The map may be on standard output: the report then goes to standard error.
      let toFile = if case .file = destination { true } else { false }
      for line in reportLines(report) { toFile ? context.line(line) : context.error(line) }
    }
    var line =
      "generated \(kind.rawValue), seed \(seed), \(report.board.grid.cellCount) cells"
    line += landFigure(report)
    let riverCount = report.rivers.count + report.riverCorners.count
    if riverCount > 0 { line += ", \(riverCount) rivers" }
    if let placement = report.placement {
      line += ", \(placement.starts.count) starts (spread \(placement.spread))"
    }
    if parameters.roads { line += ", \(report.roads.count) roads" }
    EditReport.say(line, arguments, context: context)
  }

  /// The report's land share: land for islands and continents, floor for caves (with the
  /// cell count when the rounded percentage would hide it).
  static func landFigure(_ report: GenerationReport) -> String {
    let percent = Int((report.landFraction * 100).rounded())
    guard report.kind == .caves else { return ", land \(percent)%" }
    let cells = Int((report.landFraction * Double(report.board.grid.cellCount)).rounded())
    return ", floor \(percent)% (\(cells) \(cells == 1 ? "cell" : "cells"))"
  }
}

import HexBoard

/// The entry point of the ready-made generators: one call from a seed and parameters to a
/// finished `Board`.
///
/// ```swift
/// let grid = try MapGrid(columns: 48, rows: 32, wrap: .cylinder)
/// var parameters = GeneratorParameters()
/// parameters.players = 4
/// let board = try MapGenerator.generate(.continents, grid: grid, seed: 42, parameters: parameters)
/// board.properties["generator"]            // .string("continents")
/// ```
///
/// **Determinism.** The same kind, grid, seed and parameters give the same board, cell for
/// cell and object for object, on every run, platform and build mode: all randomness comes
/// from ``Xoshiro256StarStar`` streams derived from the seed by label ("elevation",
/// "rivers", "starts" …), noise is hash-based (``HexNoise``), every loop walks cells in
/// storage order, ties break by index, and no `Set`/`Dictionary` order, `Hasher` or system
/// randomness reaches the output. ``algorithmVersion`` changes whenever a change to the
/// algorithms changes the output for some seed.
///
/// **Recorded properties.** The board's properties say how it was made: `generator`
/// (the kind), `generator.seed` (the seed's 64-bit pattern as an integer; seeds above
/// `Int.max` read negative), `generator.version`, and one `generator.<parameter>` entry
/// per parameter used (defaults resolved), plus results such as `generator.startSpread`.
public enum MapGenerator: Sendable {
  /// The version of the generation algorithms, recorded in every generated board.
  public static let algorithmVersion = 1

  /// Generates a board.
  ///
  /// - Throws: ``GenerationError`` for out-of-range parameters, grids too small for the
  ///   generator, or starts that do not fit.
  /// - Complexity: O(n log n) for n cells (plus the start search when players are asked).
  public static func generate(
    _ kind: GeneratorKind, grid: MapGrid, seed: UInt64,
    parameters: GeneratorParameters = GeneratorParameters()
  ) throws -> Board {
    try run(kind, grid: grid, seed: seed, parameters: parameters).board
  }

  /// Generates a board and reports what was made (rivers, starts and their fairness).
  ///
  /// - Throws: see ``generate(_:grid:seed:parameters:)``.
  public static func run(
    _ kind: GeneratorKind, grid: MapGrid, seed: UInt64,
    parameters: GeneratorParameters = GeneratorParameters()
  ) throws -> GenerationReport {
    try parameters.validate()
    let root = Xoshiro256StarStar(seed: seed)
    var board: Board
    var recorded: [String: PropertyValue] = [:]
    var carvedCells = 0
    var rivers: [[Hex]] = []
    var riverCorners: [[HexVertex]] = []
    var roads: [[Hex]] = []
    var riverReports: [RiverReport] = []
    var notes: [String] = []

    switch kind {
    case .islands, .continents:
      let landmass = LandmassGenerator(
        kind: kind, grid: grid, landFraction: parameters.landFraction,
        featureSize: parameters.featureSize)
      board = try landmass.makeBoard(grid: grid, generator: root)
      recorded["landFraction"] = .number(landmass.landFraction)
      recorded["featureSize"] = .number(landmass.featureSize)
      let landCells = board.terrainCounts.enumerated().reduce(0) { sum, entry in
        let id = board.palette[entry.offset].id
        return id == "ocean" || id == "coast" ? sum : sum + entry.element
      }
      let riverCount = parameters.rivers ?? Swift.min(64, landCells / 350)
      recorded["rivers"] = .integer(riverCount)
      recorded["minimumRiverLength"] = .integer(parameters.minimumRiverLength)
      var riverStream = root.derived(label: "rivers")
      let riverGenerator = RiverGenerator(
        count: riverCount, minimumLength: parameters.minimumRiverLength)
      switch parameters.riverStyle {
      case .cells:
        riverReports = try riverGenerator.riverReports(to: &board, using: &riverStream)
        rivers = riverReports.filter(\.isDrawn).map(\.cells)
        recorded["riversDrawn"] = .integer(rivers.count)
      case .edges:
        riverReports = try riverGenerator.edgeRiverReports(to: &board, using: &riverStream)
        riverCorners = riverReports.filter(\.isDrawn).map(\.corners)
        recorded["riverStyle"] = .string(parameters.riverStyle.rawValue)
        recorded["riversDrawn"] = .integer(riverCorners.count)
      }
      notes += GenerationReport.riverNotes(asked: riverCount, reports: riverReports)
    case .caves:
      let caves = CaveGenerator(fill: parameters.caveFill, iterations: parameters.caveIterations)
      (board, carvedCells) = try caves.makeBoard(grid: grid, generator: root)
      recorded["caveFill"] = .number(caves.fill)
      recorded["caveIterations"] = .integer(caves.iterations)
      recorded["carvedCells"] = .integer(carvedCells)
      if carvedCells > 0 {
        notes.append(
          "carved \(GenerationReport.cellCount(carvedCells)) of wall to connect the caverns")
      }
    }

    var placement: StartPlacer.Placement? = nil
    if parameters.players > 0 {
      let placer = StartPlacer(
        players: parameters.players, minimumDistance: parameters.startDistance,
        radius: parameters.startRadius, resourcesPerPlayer: parameters.resourcesPerPlayer,
        allowCarving: parameters.allowCarving)
      var startStream = root.derived(label: "starts")
      let placed = try placer.place(on: &board, using: &startStream)
      placement = placed
      recorded["players"] = .integer(parameters.players)
      recorded["startDistance"] = .integer(placed.minimumDistance)
      recorded["startRadius"] = .integer(parameters.startRadius)
      recorded["resourcesPerPlayer"] = .integer(parameters.resourcesPerPlayer)
      recorded["startSpread"] = .integer(placed.spread)
      if !parameters.allowCarving { recorded["allowCarving"] = .bool(false) }
      notes += GenerationReport.startNotes(placed, players: parameters.players)
    }
    if parameters.roads {
      roads = try RoadGenerator().addRoads(to: &board)
      recorded["roads"] = .bool(true)
      recorded["roadsBuilt"] = .integer(roads.count)
    }

    try board.setName("\(kind.rawValue) \(seed)")
    try board.setProperty("generator", to: .string(kind.rawValue))
    try board.setProperty("generator.seed", to: .integer(Int(truncatingIfNeeded: seed)))
    try board.setProperty("generator.version", to: .integer(algorithmVersion))
    for (key, value) in recorded { try board.setProperty("generator.\(key)", to: value) }

    // Land is what is not water; in caves, the floor (walls are `mountain`).
    var land = 0
    let counts = board.terrainCounts
    for (i, terrain) in board.palette.enumerated()
    where kind == .caves ? terrain.id == "grass" : terrain.id != "ocean" && terrain.id != "coast" {
      land += counts[i]
    }
    return GenerationReport(
      board: board, kind: kind, seed: seed,
      landFraction: Double(land) / Double(Swift.max(1, grid.cellCount)), rivers: rivers,
      riverCorners: riverCorners, roads: roads, placement: placement, carvedCells: carvedCells,
      riverReports: riverReports, notes: notes)
  }
}

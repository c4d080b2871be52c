import HexBoard

/// The knobs of the ready-made generators. `nil` means "the generator's default for this
/// map" (documented per property); every value used is recorded in the board's properties.
///
/// ```swift
/// var parameters = GeneratorParameters()
/// parameters.landFraction = 0.35
/// parameters.players = 4
/// let board = try MapGenerator.generate(
///   .continents, grid: MapGrid(columns: 96, rows: 64, wrap: .cylinder), seed: 7,
///   parameters: parameters)
/// ```
public struct GeneratorParameters: Sendable, Hashable {
  /// The share of cells that are land before rivers and repairs, 0.05...0.95 (islands and
  /// continents; default 0.3 for islands, 0.42 for continents). This is the sea level,
  /// expressed as the quantile of the elevation noise that stays dry.
  public var landFraction: Double?
  /// The size of the largest landforms in hexes (default: islands `min(W, H) / 5`,
  /// continents `min(W, H) / 2.5`, both at least 4).
  public var featureSize: Double?
  /// How many rivers to draw on islands and continents (default: one per ~350 land cells,
  /// at most 64). Fewer are drawn when too few mountain sources exist.
  public var rivers: Int?
  /// The fewest cells a river crosses before it reaches water (default 4); for edge
  /// rivers, the fewest sides it runs along.
  public var minimumRiverLength: Int
  /// Whether rivers run through cells (default) or along the sides between them.
  public var riverStyle: RiverStyle
  /// Whether to join the start positions with roads (``RoadGenerator``); needs
  /// ``players`` > 0.
  public var roads: Bool
  /// The number of players to place start positions for (0: none).
  public var players: Int
  /// The smallest hex distance between two starts (default: the largest that fits, from
  /// `√(land / players)` down).
  public var startDistance: Int?
  /// The number of steps `K` within which reachable land is counted for fairness, and
  /// resources are placed around each start.
  public var startRadius: Int
  /// Resources placed within ``startRadius`` of each start (the same number per player).
  public var resourcesPerPlayer: Int
  /// Caves: the share of cells that start as wall before smoothing (0...1).
  public var caveFill: Double
  /// Caves: the number of cellular-automaton rounds.
  public var caveIterations: Int
  /// Whether ``StartPlacer`` may carve corridors (ocean to coast, mountain to hills) to
  /// connect starts on separate landmasses (default `true`); with `false` the terrain is
  /// kept and the report says which players are unconnected
  /// (``StartPlacer/allowCarving``). Recorded as `generator.allowCarving` only when `false`.
  public var allowCarving: Bool = true

  /// Creates parameters; every argument has a default.
  public init(
    landFraction: Double? = nil, featureSize: Double? = nil, rivers: Int? = nil,
    minimumRiverLength: Int = 4, players: Int = 0, startDistance: Int? = nil,
    startRadius: Int = 4, resourcesPerPlayer: Int = 3, caveFill: Double = 0.47,
    caveIterations: Int = 5, riverStyle: RiverStyle = .cells, roads: Bool = false
  ) {
    self.landFraction = landFraction
    self.featureSize = featureSize
    self.rivers = rivers
    self.minimumRiverLength = minimumRiverLength
    self.players = players
    self.startDistance = startDistance
    self.startRadius = startRadius
    self.resourcesPerPlayer = resourcesPerPlayer
    self.caveFill = caveFill
    self.caveIterations = caveIterations
    self.riverStyle = riverStyle
    self.roads = roads
  }

  /// Checks the ranges, so bad input from a script or the command line fails with a clear
  /// message instead of a strange map.
  ///
  /// - Throws: ``GenerationError/invalidParameter(_:_:)``.
  public func validate() throws {
    if let landFraction, !(landFraction >= 0.05 && landFraction <= 0.95) {
      throw GenerationError.invalidParameter("landFraction", "must be between 0.05 and 0.95")
    }
    if let featureSize, !(featureSize >= 1 && featureSize <= 100_000) {
      throw GenerationError.invalidParameter("featureSize", "must be between 1 and 100000 hexes")
    }
    if let rivers, !(0...10_000).contains(rivers) {
      throw GenerationError.invalidParameter("rivers", "must be between 0 and 10000")
    }
    guard (1...1000).contains(minimumRiverLength) else {
      throw GenerationError.invalidParameter("minimumRiverLength", "must be between 1 and 1000")
    }
    guard (0...64).contains(players) else {
      throw GenerationError.invalidParameter("players", "must be between 0 and 64")
    }
    if let startDistance, !(1...10_000).contains(startDistance) {
      throw GenerationError.invalidParameter("startDistance", "must be between 1 and 10000")
    }
    guard (1...32).contains(startRadius) else {
      throw GenerationError.invalidParameter("startRadius", "must be between 1 and 32")
    }
    guard (0...32).contains(resourcesPerPlayer) else {
      throw GenerationError.invalidParameter("resourcesPerPlayer", "must be between 0 and 32")
    }
    guard caveFill >= 0, caveFill <= 1 else {
      throw GenerationError.invalidParameter("caveFill", "must be between 0 and 1")
    }
    guard (0...64).contains(caveIterations) else {
      throw GenerationError.invalidParameter("caveIterations", "must be between 0 and 64")
    }
    guard !roads || players > 0 else {
      throw GenerationError.invalidParameter("roads", "join start positions: needs players > 0")
    }
  }
}

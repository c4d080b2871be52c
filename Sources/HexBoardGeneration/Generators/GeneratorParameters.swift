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

  /// The allowed ``landFraction``s. Each range below is the one rule for its parameter:
  /// ``validate()`` checks it and `hexboard generate` checks and prints the same range.
  public static let landFractionRange: ClosedRange<Double> = 0.05...0.95
  /// The allowed ``featureSize``s, in hexes.
  public static let featureSizeRange: ClosedRange<Double> = 1...100_000
  /// The allowed numbers of ``rivers``.
  public static let riversRange: ClosedRange<Int> = 0...10_000
  /// The allowed ``minimumRiverLength``s.
  public static let minimumRiverLengthRange: ClosedRange<Int> = 1...1000
  /// The allowed numbers of ``players``.
  public static let playersRange: ClosedRange<Int> = 0...64
  /// The allowed ``startDistance``s.
  public static let startDistanceRange: ClosedRange<Int> = 1...10_000
  /// The allowed ``startRadius``es.
  public static let startRadiusRange: ClosedRange<Int> = 1...32
  /// The allowed ``resourcesPerPlayer`` counts.
  public static let resourcesPerPlayerRange: ClosedRange<Int> = 0...32
  /// The allowed ``caveFill``s.
  public static let caveFillRange: ClosedRange<Double> = 0...1
  /// The allowed ``caveIterations``.
  public static let caveIterationsRange: ClosedRange<Int> = 0...64

  /// Checks the ranges (the `…Range` constants), so bad input from a script or the command
  /// line fails with a clear message instead of a strange map.
  ///
  /// - Throws: ``GenerationError/invalidParameter(name:rule:)``.
  public func validate() throws {
    typealias P = GeneratorParameters
    func check<T: Comparable>(_ value: T?, _ range: ClosedRange<T>, _ name: String) throws {
      guard let value else { return }
      guard range.contains(value) else {
        throw GenerationError.invalidParameter(
          name: name,
          rule: "must be between \(P.text(range.lowerBound)) and \(P.text(range.upperBound))")
      }
    }
    try check(landFraction, P.landFractionRange, "landFraction")
    try check(featureSize, P.featureSizeRange, "featureSize")
    try check(rivers, P.riversRange, "rivers")
    try check(minimumRiverLength, P.minimumRiverLengthRange, "minimumRiverLength")
    try check(players, P.playersRange, "players")
    try check(startDistance, P.startDistanceRange, "startDistance")
    try check(startRadius, P.startRadiusRange, "startRadius")
    try check(resourcesPerPlayer, P.resourcesPerPlayerRange, "resourcesPerPlayer")
    try check(caveFill, P.caveFillRange, "caveFill")
    try check(caveIterations, P.caveIterationsRange, "caveIterations")
    guard !roads || players > 0 else {
      throw GenerationError.invalidParameter(
        name: "roads", rule: "join start positions: needs players > 0")
    }
  }

  /// A bound as people write it: whole numbers without a fraction part.
  static func text<T>(_ value: T) -> String {
    if let double = value as? Double, double == double.rounded(), Swift.abs(double) < 1e15 {
      return String(Int(double))
    }
    return "\(value)"
  }
}

import HexBoard

/// What a generator made and how: the board plus the facts a game or a test wants to know.
public struct GenerationReport: Sendable {
  /// The generated board (also returned by ``MapGenerator/generate(_:grid:seed:parameters:)``).
  public var board: Board
  /// The generator that ran.
  public var kind: GeneratorKind
  /// The seed it ran with.
  public var seed: UInt64
  /// The share of cells that are land (not ocean or coast) on the finished board; for
  /// caves, the share that is floor.
  public var landFraction: Double
  /// Each river's cells from spring to mouth (the mouth is the water cell it ends in);
  /// empty for edge rivers.
  public var rivers: [[Hex]]
  /// Each edge river's corners from spring to mouth (``RiverStyle/edges``; empty for cell
  /// rivers): the sides between consecutive corners carry `river`, and the last corner
  /// touches water or lies on an earlier river.
  public var riverCorners: [[HexVertex]]
  /// Each road's cells, from the site it joins to the network it joins
  /// (``GeneratorParameters/roads``; see ``RoadGenerator``).
  public var roads: [[Hex]]
  /// The start placement, when players were asked for.
  public var placement: StartPlacer.Placement?
  /// Cells carved to connect caverns (caves only).
  public var carvedCells: Int
}

import HexBoard

/// Rivers: each river starts at a spring and flows downhill until it reaches water (the
/// sea, a lake or another river), in one of two styles (``RiverStyle``).
///
/// **On any height field** (``addRivers(to:drainage:paint:springs:using:)``): the rivers
/// follow a ``Drainage`` (a height field with its depressions filled, and its outlets),
/// are painted with any terrain or edge feature the caller names (``RiverPaint``), make
/// lakes or not where they cannot reach the sea (``lakes``), and every river tried is
/// reported with where it ended and why it was dropped (``RiverReport``).
///
/// **On a board of the default palette** (``addRivers(to:using:)``,
/// ``addEdgeRivers(to:using:)``, the wrappers ``MapGenerator`` uses): the height field is
/// `Board.elevation`, the sea is the `ocean` and `coast` cells, springs are mountain or
/// hill cells, and cell rivers are painted `coast` (shallow, passable water, movement cost
/// 3), so rivers read as water on the map, slow armies and join the sea visibly; the
/// spring keeps its terrain. Hexside rivers give each side they run along the `river`
/// edge feature (crossing it costs more); the terrain is not changed.
///
/// Rivers run strictly downhill on the filled field (``Drainage/filled``); the board's
/// elevation is not changed. Boards from ``LandmassGenerator`` already drain (every land
/// cell has a strictly lower neighbour), so there the filled field is the elevation
/// itself and "rivers never climb" can be checked on the finished board.
public struct RiverGenerator: Sendable {
  /// How many rivers to try to draw.
  public var count: Int
  /// The fewest land cells (spring included) a river must cross before reaching water.
  public var minimumLength: Int
  /// What happens where a river runs into standing water that does not reach the sea.
  public var lakes: LakePolicy

  /// Creates a river generator.
  public init(count: Int, minimumLength: Int = 4, lakes: LakePolicy = .drop) {
    self.count = count
    self.minimumLength = minimumLength
    self.lakes = lakes
  }

  /// Draws the rivers onto `board` (default palette, `Board.elevation`).
  ///
  /// Springs are mountain or hill cells at least 3 steps from water, picked by
  /// `MapGrid.poissonDiscSample(from:minimumDistance:limit:using:)` so rivers spread over
  /// the land; candidates are tried until `count` rivers are drawn or none are left.
  ///
  /// - Returns: each drawn river's cells from spring to mouth; the mouth (last cell) is the
  ///   water cell it flows into. ``riverReports(to:using:)`` also says which were dropped
  ///   and why.
  /// - Throws: ``GenerationError/missingTerrain(_:)`` if the palette lacks the default
  ///   terrains.
  /// - Complexity: O(n log n + r × L) for r rivers of length L.
  @discardableResult
  public func addRivers<G: RandomNumberGenerator>(to board: inout Board, using generator: inout G)
    throws -> [[Hex]]
  {
    try riverReports(to: &board, using: &generator).filter(\.isDrawn).map(\.cells)
  }

  /// ``addRivers(to:using:)`` with the report of every river tried (drawn or dropped, and
  /// why): a thin wrapper over ``addRivers(to:drainage:paint:springs:using:)`` with the
  /// elevation as height field, `ocean` and `coast` as sea, and `coast` as paint.
  ///
  /// - Throws: see ``addRivers(to:using:)``.
  /// - Complexity: see ``addRivers(to:using:)``.
  public func riverReports<G: RandomNumberGenerator>(
    to board: inout Board, using generator: inout G
  ) throws -> [RiverReport] {
    guard count > 0, let elevation = board.elevation.map(HexMap.init) else { return [] }
    let t = try TerrainIndices(palette: board.palette)
    let order = springs(on: board, t, using: &generator)
    guard !order.isEmpty else { return [] }
    let drainage = try Drainage(
      heights: elevation, outlets: .sea(board.terrain.mapValues(t.isWater)))
    return try addRivers(
      to: &board, drainage: drainage, paint: .terrain("coast"), springs: order,
      using: &generator)
  }
}

extension RiverGenerator {
  /// The spring cells to try, in order: mountain or hill cells at least 3 steps from water,
  /// spread by a Poisson-disc sample (both river styles start from the same springs).
  func springs<G: RandomNumberGenerator>(
    on board: Board, _ t: TerrainIndices, using generator: inout G
  ) -> [Hex] {
    let grid = board.grid
    let terrain = board.terrain.flattened()
    let distance = HexMap(board.terrain).stepCounts(toNearest: t.isWater)
    let springs = grid.indices.filter {
      (terrain[$0] == t.mountain || terrain[$0] == t.hills) && distance[$0] >= 3
        && distance[$0] != Int.max
    }
    guard !springs.isEmpty else { return [] }
    var landCount = 0
    for index in grid.indices where !t.isWater(terrain[index]) { landCount += 1 }
    let spacing = Swift.max(3, Int((Double(landCount) / Double(count)).squareRoot() / 2))
    return grid.poissonDiscSample(
      from: springs.map(grid.hex(at:)), minimumDistance: spacing, using: &generator)
  }
}

extension Board {
  /// Replaces every cell's palette index at once (storage order, one per grid index).
  ///
  /// - Throws: ``BoardError/invalidTerrainIndex(_:_:)`` for an index outside the palette.
  /// Hexside and corner features and their palettes are kept.
  mutating func replaceTerrain(with storage: [UInt8]) throws {
    let kept = FeatureLocation.Kind.allCases.map { kind in
      occupiedFeatureSlots(kind).map { (kind, $0, featureBits(atSlot: $0, kind: kind)) }
    }
    self = try Board(
      name: name, orientation: orientation, palette: palette,
      terrain: CellLayer(HexMap(grid: grid, storage: storage)), elevation: elevation,
      objects: Array(objects),
      properties: properties, edgePalette: edgePalette, vertexPalette: vertexPalette,
      movementClasses: movementClasses)
    for (kind, slot, bits) in kept.joined() { try setFeatureBits(bits, atSlot: slot, kind: kind) }
  }
}

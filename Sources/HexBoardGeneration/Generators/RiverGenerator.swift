import HexBoard

/// Rivers: each river starts at a spring in the mountains or hills and flows downhill on
/// `Board.elevation` until it reaches water (the sea, a lake or another river), in one of
/// two styles (``RiverStyle``).
///
/// **On cells** (``addRivers(to:using:)``): a river is the list of cells it flows
/// through, by steepest descent, strictly downhill at every step; every cell after the
/// spring is painted `coast` (shallow, passable water, movement cost 3), so rivers read as
/// water on the map, slow armies and join the sea visibly. The spring keeps its terrain.
///
/// **Along hexsides** (``addEdgeRivers(to:using:)``): a river runs corner to corner along
/// the sides between cells, never climbing, and each side it runs along carries the
/// `river` edge feature (crossing it costs more); the terrain is not changed.
///
/// The elevation is not changed, so the downhill property can be checked on the finished
/// board. Boards from ``LandmassGenerator`` always drain (every land cell has a strictly
/// lower neighbour); on other boards a river that meets a pit is dropped.
public struct RiverGenerator: Sendable {
  /// How many rivers to try to draw.
  public var count: Int
  /// The fewest land cells (spring included) a river must cross before reaching water.
  public var minimumLength: Int

  /// Creates a river generator.
  public init(count: Int, minimumLength: Int = 4) {
    self.count = count
    self.minimumLength = minimumLength
  }

  /// Draws the rivers onto `board`.
  ///
  /// Springs are mountain or hill cells at least 3 steps from water, picked by
  /// ``HexBoard/MapGrid/poissonDiscSample(from:minimumDistance:limit:using:)`` so rivers spread over
  /// the land; candidates are tried until `count` rivers are drawn or none are left.
  ///
  /// - Returns: each river's cells from spring to mouth; the mouth (last cell) is the water
  ///   cell it flows into.
  /// - Throws: ``GenerationError/missingTerrain(_:)`` if the palette lacks the default
  ///   terrains.
  /// - Complexity: O(n + r × L) for r rivers of length L.
  @discardableResult
  public func addRivers<G: RandomNumberGenerator>(to board: inout Board, using generator: inout G)
    throws -> [[Hex]]
  {
    guard count > 0, let elevationMap = board.elevation else { return [] }
    let t = try TerrainIndices(palette: board.palette)
    let grid = board.grid
    var terrain = board.terrain.storage
    let heights = elevationMap.storage
    let order = springs(on: board, t, using: &generator)
    guard !order.isEmpty else { return [] }
    var rivers: [[Hex]] = []
    for spring in order where rivers.count < count {
      guard let start = grid.index(of: spring), !t.isWater(terrain[start]) else { continue }
      var path = [start]
      var cell = start
      var reachedWater = false
      while true {
        var lowest = -1
        for neighbor in grid.neighbors(of: cell)
        where heights[neighbor] < heights[cell]
          && (lowest < 0 || heights[neighbor] < heights[lowest])
        {
          lowest = neighbor
        }
        guard lowest >= 0 else { break }
        path.append(lowest)
        cell = lowest
        if t.isWater(terrain[lowest]) {
          reachedWater = true
          break
        }
      }
      guard reachedWater, path.count - 1 >= minimumLength else { continue }
      for index in path.dropFirst().dropLast() { terrain[index] = t.coast }
      rivers.append(path.map(grid.hex(at:)))
    }
    try board.replaceTerrain(with: terrain)
    return rivers
  }
}

extension RiverGenerator {
  /// The spring cells to try, in order: mountain or hill cells at least 3 steps from water,
  /// spread by a Poisson-disc sample (both river styles start from the same springs).
  func springs<G: RandomNumberGenerator>(
    on board: Board, _ t: TerrainIndices, using generator: inout G
  ) -> [Hex] {
    let grid = board.grid
    let terrain = board.terrain.storage
    let distance = board.terrain.stepDistances(toNearest: t.isWater).storage
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
    let edges = edgeLayer
    let corners = vertexLayer
    self = try Board(
      name: name, orientation: orientation, palette: palette,
      terrain: HexMap(grid: grid, storage: storage), elevation: elevation, objects: Array(objects),
      properties: properties, edgePalette: edgePalette, vertexPalette: vertexPalette)
    for slot in edges.occupiedSlots { setEdgeFeatureBits(edges[slot], atSlot: slot) }
    for slot in corners.occupiedSlots { setVertexFeatureBits(corners[slot], atSlot: slot) }
  }
}

import HexBoard

/// Cellular-automaton caverns: `grass` floor and `mountain` walls, every floor cell
/// reachable from every other.
///
/// The recipe: each cell starts as wall with probability ``fill``; the automaton
/// (`HexMap.smoothed(iterations:birth:survival:outside:)` with walls alive, birth 4,
/// survival 3, the map's edge counting as wall) runs ``iterations`` times; floor pockets
/// under 4 cells are filled; then every remaining cavern is joined to the largest by
/// carving the cheapest corridors through the walls
/// (`HexMap.connectRegions(carveCost:)`). On unwrapped maps the outer ring stays wall.
public struct CaveGenerator: Sendable {
  /// The share of cells that start as wall (0...1); around 0.45–0.5 gives caves.
  public var fill: Double
  /// The number of automaton rounds.
  public var iterations: Int

  /// Creates a cave generator.
  public init(fill: Double = 0.47, iterations: Int = 5) {
    self.fill = fill
    self.iterations = iterations
  }

  /// Generates a cave board on `grid`; the board has no elevation.
  ///
  /// - Returns: the board and the number of corridor cells carved to connect caverns.
  /// - Throws: ``GenerationError/tooFewCells(needed:cells:)`` for a grid under 3 cells.
  /// - Complexity: O(n × iterations + n log n).
  public func makeBoard(grid: MapGrid, generator: Xoshiro256StarStar) throws
    -> (board: Board, carved: Int)
  {
    guard grid.cellCount >= 3 else {
      throw GenerationError.tooFewCells(needed: 3, cells: grid.cellCount)
    }
    let palette = Terrain.defaultPalette
    let t = try TerrainIndices(palette: palette)
    // 1. White noise: each cell is wall with probability `fill`.
    var rng = generator.derived(label: "cave-fill")
    var walls = HexMap<Bool>(grid: grid, fill: true)
    for index in grid.indices { walls[index: index] = rng.nextUnitDouble() < fill }
    // 2. The automaton, the map's edge counting as wall.
    walls = walls.smoothed(iterations: iterations, birth: 4, survival: 3, outside: true)
    // 3. A solid rim on maps that end (the cells at the edge, when there are others).
    let edge = grid.edgeDistances().storage
    let hasInterior = grid.indices.contains { edge[$0] != 0 }
    let isRim = (0..<grid.indexCount).map { hasInterior && grid.isCell($0) && edge[$0] == 0 }
    for index in grid.indices where isRim[index] { walls[index: index] = true }
    // 4. Pockets under 4 cells filled; a map with no floor left gets its middle cell.
    walls.replaceSmallRegions(where: { !$0 }, smallerThan: 4, with: true)
    var floor = walls.mapValues { !$0 }
    if !grid.indices.contains(where: { floor[index: $0] }) {
      let interior = grid.indices.filter { !isRim[$0] && edge[$0] != 0 }
      let pool = interior.isEmpty ? Array(grid.indices) : interior
      floor[index: pool[pool.count / 2]] = true
    }
    // 5. Every cavern joined to the largest through the walls, never through the rim.
    let carved = floor.connectRegions { hex in
      guard let index = grid.index(of: hex), !isRim[index] else { return nil }
      return 1
    }
    let terrain = floor.storage.map { $0 ? t.grass : t.mountain }
    let board = try Board(
      name: "caves", orientation: TerrainIndices.orientation(for: grid), palette: palette,
      terrain: HexMap(grid: grid, storage: terrain), elevation: nil, objects: [],
      properties: [:])
    return (board, carved.count)
  }
}

import HexBoard

/// Fair start positions for N players, with resources around each.
///
/// Fairness is measured by the **reachable land within K steps** of a start: the walkable
/// land cells (passable terrain that is not water) a unit reaches in at most
/// ``radius`` steps over walkable land. The placer:
/// 1. scores a Poisson-disc sample of candidate cells (grass, forest, hills, desert) by
///    their reachable land;
/// 2. runs seeded trials: each starts from a random well-scored candidate and adds, one
///    at a time, the candidate at least ``minimumDistance`` hexes from every start so far
///    whose score is closest to the first one's (then: on the same landmass, farthest);
/// 3. keeps the trial with the smallest **spread** (max − min reachable land), then one on
///    a single landmass, then the largest distances;
/// 4. makes the starts mutually reachable on the board's navigation graph: if they are on
///    separate landmasses, the cheapest shallow-water or pass corridors are carved
///    (`HexMap.connect(_:carveCost:)`: ocean becomes coast, mountain becomes hills),
///    unless ``allowCarving`` is `false`: then the terrain is never changed, the corridor
///    that would have been carved is reported in ``Placement/corridor``, and the players
///    whose start stays unreachable from player 1 in ``Placement/unconnected`` (the
///    placement still succeeds: a game may connect them by sea, or refuse the map);
/// 5. places ``resourcesPerPlayer`` resources on distinct walkable cells within the radius
///    of each start.
///
/// Starts are `BoardObject`s of kind `"start"` (id `start-<n>`, property `player`);
/// resources are of kind `"resource"` (id `resource-<n>-<i>`, properties `player` and
/// `type`: wheat on grass, wood on forest, stone on hills, gold on desert, furs on snow).
public struct StartPlacer: Sendable {
  /// The number of players.
  public var players: Int
  /// The smallest hex distance between two starts, or `nil` for the largest that fits.
  public var minimumDistance: Int?
  /// K: the number of steps within which reachable land is counted and resources placed.
  public var radius: Int
  /// Resources placed around each start.
  public var resourcesPerPlayer: Int
  /// Whether corridors may be carved to connect starts on separate landmasses (step 4);
  /// with `false` the terrain is never changed.
  public var allowCarving: Bool

  /// Creates a placer.
  public init(
    players: Int, minimumDistance: Int? = nil, radius: Int = 4, resourcesPerPlayer: Int = 3,
    allowCarving: Bool = true
  ) {
    self.players = players
    self.minimumDistance = minimumDistance
    self.radius = radius
    self.resourcesPerPlayer = resourcesPerPlayer
    self.allowCarving = allowCarving
  }

  /// What the placer did.
  public struct Placement: Sendable, Hashable {
    /// The start cells, player 1 first.
    public var starts: [Hex]
    /// Each start's reachable walkable land within the radius (in player order).
    public var reachableLand: [Int]
    /// The minimum distance that was enforced.
    public var minimumDistance: Int
    /// The smallest distance between two starts (0 for one player).
    public var closestPair: Int
    /// The cells carved to connect the starts (empty with ``StartPlacer/allowCarving``
    /// `false`).
    public var carved: [Hex]
    /// The cells a corridor connecting the starts needs: the cells carved, or with
    /// ``StartPlacer/allowCarving`` `false` the cells that would have been carved. Empty
    /// when the starts were connected already.
    public var corridor: [Hex]
    /// The players (1-based) whose start cannot be reached from player 1's on the final
    /// board; empty when every start is reachable (always, when carving is allowed and a
    /// corridor exists).
    public var unconnected: [Int]
    /// The number of resources placed.
    public var resources: Int

    /// The fairness spread: the largest minus the smallest reachable land.
    public var spread: Int { (reachableLand.max() ?? 0) - (reachableLand.min() ?? 0) }
  }

  /// Places the starts and resources on `board` (objects are added; terrain changes only
  /// where corridors are carved, and never with ``allowCarving`` `false`).
  ///
  /// - Throws: ``GenerationError/cannotPlaceStarts(players:distance:placed:)`` when the
  ///   players do not fit (with an explicit ``minimumDistance``, or at distance 1),
  ///   `BoardError` if an object id is taken.
  /// - Complexity: O(n + c × K² + trials × c × players) for c candidates.
  public func place<G: RandomNumberGenerator>(on board: inout Board, using generator: inout G)
    throws -> Placement
  {
    let grid = board.grid
    guard players > 0 else {
      return Placement(
        starts: [], reachableLand: [], minimumDistance: 0, closestPair: 0, carved: [],
        corridor: [], unconnected: [], resources: 0)
    }
    let t = try TerrainIndices(palette: board.palette)
    let palette = board.palette
    var terrain = board.terrain.flattened()
    func walkable(_ i: Int) -> Bool {
      palette[Int(terrain[i])].movementCost != nil && !t.isWater(terrain[i])
    }
    let good = grid.indices.filter {
      let x = terrain[$0]
      return x == t.grass || x == t.forest || x == t.hills || x == t.desert
    }
    let land = grid.indices.filter(walkable)
    let fallback = good.isEmpty ? land : good
    guard fallback.count >= players else {
      throw GenerationError.cannotPlaceStarts(
        players: players, distance: minimumDistance ?? 1, placed: fallback.count)
    }
    let landmass = HexMap<Bool>(grid: grid, storage: (0..<grid.indexCount).map(walkable))
      .connectedRegions { $0 }

    var distance =
      minimumDistance ?? Swift.max(1, Int((Double(land.count) / Double(players)).squareRoot()))
    var chosen: [Int]? = nil
    while chosen == nil {
      var pool = generator  // each distance tries from the same state: reproducible
      chosen = pick(
        candidates: fallback, distance: distance, landmass: landmass, grid: grid,
        walkable: walkable, using: &pool)
      if chosen != nil {
        generator = pool
        break
      }
      guard minimumDistance == nil, distance > 1 else {
        throw GenerationError.cannotPlaceStarts(players: players, distance: distance, placed: 0)
      }
      distance = distance > 8 ? distance * 7 / 8 : distance - 1
    }
    let starts = chosen ?? []

    // Mutual reachability on the board's own rules.
    var carved: [Hex] = []
    var corridor: [Hex] = []
    var unconnected: [Int] = []
    let passable = (0..<grid.indexCount).map { palette[Int(terrain[$0])].movementCost != nil }
    var open = HexMap<Bool>(grid: grid, storage: passable)
    let graph = try board.navigationGraph()
    let first = grid.hex(at: starts[0])
    if !starts.allSatisfy({ graph.areConnected(first, grid.hex(at: $0)) }) {
      corridor = open.connect(starts.map(grid.hex(at:))) { hex in
        guard let i = grid.index(of: hex) else { return nil }
        if terrain[i] == t.ocean { return 2 }
        if terrain[i] == t.mountain { return 3 }
        return nil
      }
      if allowCarving {
        carved = corridor
        for hex in carved {
          guard let i = grid.index(of: hex) else { continue }
          terrain[i] = terrain[i] == t.mountain ? t.hills : t.coast
        }
        try board.replaceTerrain(with: terrain)
      }
      let final = allowCarving ? try board.navigationGraph() : graph
      for (player, s) in starts.enumerated()
      where !final.areConnected(first, grid.hex(at: s)) {
        unconnected.append(player + 1)
      }
    }

    // Scores on the final terrain, and resources.
    var reachable: [Int] = []
    var used = [Bool](repeating: false, count: grid.indexCount)
    for s in starts { used[s] = true }
    var resourceCount = 0
    for (player, s) in starts.enumerated() {
      let area = StartPlacer.reach(from: s, radius: radius, grid: grid, walkable: walkable)
      reachable.append(area.count)
      try board.addObject(
        BoardObject(
          id: "start-\(player + 1)", kind: "start", position: grid.hex(at: s),
          properties: ["player": "\(player + 1)"]))
      var spots = area.filter { !used[$0] }
      spots.shuffleStably(using: &generator)
      var placed = 0
      for spot in spots where placed < resourcesPerPlayer {
        guard !grid.neighbors(of: spot).contains(where: { used[$0] && !starts.contains($0) })
        else { continue }
        used[spot] = true
        placed += 1
        try board.addObject(
          BoardObject(
            id: "resource-\(player + 1)-\(placed)", kind: "resource", position: grid.hex(at: spot),
            properties: [
              "player": "\(player + 1)", "type": .string(StartPlacer.resource(terrain[spot], t)),
            ]
          ))
      }
      resourceCount += placed
    }
    var closest = 0
    for a in starts.indices {
      for b in starts.indices where b > a {
        let d = grid.distance(from: grid.hex(at: starts[a]), to: grid.hex(at: starts[b]))
        closest = closest == 0 ? d : Swift.min(closest, d)
      }
    }
    return Placement(
      starts: starts.map(grid.hex(at:)), reachableLand: reachable, minimumDistance: distance,
      closestPair: closest, carved: carved, corridor: corridor, unconnected: unconnected,
      resources: resourceCount)
  }

  /// One search for `players` starts at least `distance` apart; `nil` if no trial fits.
  private func pick<G: RandomNumberGenerator>(
    candidates: [Int], distance: Int, landmass: ConnectedRegions, grid: MapGrid,
    walkable: (Int) -> Bool, using generator: inout G
  ) -> [Int]? {
    let spacing = Swift.max(1, distance / 3)
    let sample = grid.poissonDiscSample(
      from: candidates.map(grid.hex(at:)), minimumDistance: spacing, limit: 400,
      using: &generator
    ).compactMap { grid.index(of: $0) }
    let scores = sample.map {
      StartPlacer.reach(from: $0, radius: radius, grid: grid, walkable: walkable).count
    }
    let hexes = sample.map(grid.hex(at:))
    let ranked = sample.indices.sorted {
      scores[$0] > scores[$1] || (scores[$0] == scores[$1] && $0 < $1)
    }
    let anchors = Array(ranked.prefix(Swift.max(1, ranked.count / 2)))
    var best: (set: [Int], sameLand: Bool, spread: Int, closest: Int)? = nil
    for _ in 0..<Swift.min(96, anchors.count * 2) {
      let anchor = anchors[generator.nextInt(below: anchors.count)]
      let home = landmass.labels[sample[anchor]]
      var set = [anchor]
      while set.count < players {
        var choice = -1
        var choiceKey = (1, Int.max, 0)
        for c in sample.indices where !set.contains(c) {
          var nearest = Int.max
          for s in set { nearest = Swift.min(nearest, grid.distance(from: hexes[c], to: hexes[s])) }
          guard nearest >= distance else { continue }
          let key = (
            Swift.abs(scores[c] - scores[anchor]), landmass.labels[sample[c]] == home ? 0 : 1,
            -nearest
          )
          if choice < 0 || key < choiceKey {
            choice = c
            choiceKey = key
          }
        }
        guard choice >= 0 else { break }
        set.append(choice)
      }
      guard set.count == players else { continue }
      let sameLand = set.allSatisfy { landmass.labels[sample[$0]] == home }
      let values = set.map { scores[$0] }
      let spread = (values.max() ?? 0) - (values.min() ?? 0)
      var closest = Int.max
      for a in set.indices {
        for b in set.indices where b > a {
          closest = Swift.min(closest, grid.distance(from: hexes[set[a]], to: hexes[set[b]]))
        }
      }
      let better: Bool
      if let current = best {
        better =
          spread < current.spread
          || (spread == current.spread
            && ((sameLand && !current.sameLand)
              || (sameLand == current.sameLand && closest > current.closest)))
      } else {
        better = true
      }
      if better { best = (set, sameLand, spread, closest) }
    }
    return best.map { $0.set.map { sample[$0] } }
  }

  /// The walkable cells within `radius` steps of `start` over walkable cells (BFS), start
  /// included, in discovery order.
  static func reach(from start: Int, radius: Int, grid: MapGrid, walkable: (Int) -> Bool) -> [Int] {
    guard walkable(start) else { return [] }
    var depth: [Int: Int] = [start: 0]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let cell = queue[head]
      head += 1
      let d = depth[cell] ?? 0
      guard d < radius else { continue }
      for n in grid.neighbors(of: cell) where depth[n] == nil && walkable(n) {
        depth[n] = d + 1
        queue.append(n)
      }
    }
    return queue
  }

  static func resource(_ terrain: UInt8, _ t: TerrainIndices) -> String {
    switch terrain {
    case t.forest: "wood"
    case t.hills: "stone"
    case t.desert: "gold"
    case t.snow: "furs"
    default: "wheat"
    }
  }
}

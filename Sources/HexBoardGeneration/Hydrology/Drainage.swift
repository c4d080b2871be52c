import HexBoard

/// How water runs over a height field: the field with its depressions filled, where water
/// stands, which way each cell drains and where it leaves the map.
///
/// ```swift
/// let drainage = try Drainage(heights: heights, outlets: .sea(isSea))
/// drainage.downstream(of: hex)            // the neighbour water flows to, nil at an outlet
/// drainage.accumulation()[hex]            // the cells that drain through hex, itself included
/// drainage.isStandingWater(hex)           // a depression the flood filled: a lake's place
/// ```
///
/// **Heights are integers** (`HexMap<Int>`, the type of `Board.elevation`): the fill raises
/// cells by whole steps of 1 (Priority-Flood+ε with ε = 1), which is exact, so "every cell
/// drains strictly downhill to an outlet" holds without rounding, on every platform. A
/// `Double` field (noise) is quantised by the caller first, e.g.
/// `noise.mapValues { Int(($0 * 10_000).rounded()) }`; the quantum only has to be finer
/// than the differences that matter.
///
/// **Guarantees.** On ``filled``, every cell that is not an outlet has a neighbour strictly
/// lower than itself, and following the steepest descent (``downstream(of:)``) from any
/// cell reaches an outlet (``isOutlet``) in finitely many strictly descending steps.
/// ``filled`` is the lowest such surface at or above ``heights`` (outlets keep their
/// height). ``waterLevel`` is the same flood without the ε: where it is above ``heights``
/// water stands (a pit or a depression, filled flat to its spill level); neighbouring
/// flooded cells always share one level, so each connected flooded region is one lake.
///
/// **Flow direction** is the steepest descent on ``filled``: the neighbour with the lowest
/// filled height, strictly lower than the cell; on a tie the first in `HexDirection` order.
/// Outlets (sea, edge, sinks) have none.
///
/// Wrapped maps flow across their seams; holes are never visited (they have no height,
/// direction or accumulation: their entries hold 0, `nil` and 0).
public struct Drainage: Sendable {
  /// The height field as given.
  public let heights: HexMap<Int>
  /// The heights with every depression filled and every flat given a slope of 1 per step
  /// towards its outlet.
  public let filled: HexMap<Int>
  /// The level water stands at: the heights with depressions filled flat.
  public let waterLevel: HexMap<Int>
  /// The cells where water leaves: the sea, the map edge when asked, and the sinks.
  public let isOutlet: HexMap<Bool>
  /// The cells of the sea mask (`false` everywhere without one).
  public let isSea: HexMap<Bool>
  /// The lowest cell of each region no outlet reaches (the first in storage order on a
  /// tie), made an outlet so the region drains; in the order found (storage order of the
  /// regions' first cells). Empty when every region has an outlet.
  public let sinks: [Hex]
  /// Each cell's flow direction (see the type's discussion); `nil` at outlets and holes.
  public let direction: HexMap<HexDirection?>
  /// The downstream neighbour's grid index, −1 at outlets (internal, for the walks).
  let downstream: [Int]

  /// Fills the depressions of `heights` and computes the flow directions.
  ///
  /// - Throws: ``GenerationError/gridMismatch(input:)`` if the sea mask is laid out on
  ///   another grid than `heights`.
  /// - Complexity: O(n log n) for n cells (two priority floods); O(n) for a field that
  ///   already drains.
  public init(heights: HexMap<Int>, outlets: DrainageOutlets) throws {
    let grid = heights.grid
    var (outlet, sea) = try outlets.masks(on: grid)
    let raw = heights.storage
    // A field that already drains (every cell not an outlet has a strictly lower
    // neighbour, as boards from LandmassGenerator) is its own fill, flat or sloped: both
    // floods are skipped after this O(n) check.
    let drains = grid.indices.allSatisfy { index in
      outlet[index] || grid.neighbors(of: index).contains { raw[$0] < raw[index] }
    }
    let strict =
      drains
      ? (filled: raw, sinks: [])
      : PriorityFlood.fill(heights: raw, outlet: outlet, grid: grid, step: 1)
    let flat =
      drains
      ? (filled: raw, sinks: [])
      : PriorityFlood.fill(heights: raw, outlet: outlet, grid: grid, step: 0)
    for sink in strict.sinks { outlet[sink] = true }
    var downstream = [Int](repeating: -1, count: grid.indexCount)
    var direction = [HexDirection?](repeating: nil, count: grid.indexCount)
    let level = strict.filled
    for index in grid.indices where !outlet[index] {
      var best = -1
      for d in HexDirection.allCases {
        guard let n = grid.neighbor(of: index, in: d), level[n] < level[index] else { continue }
        if best < 0 || level[n] < level[best] {
          best = n
          direction[index] = d
        }
      }
      downstream[index] = best
    }
    self.heights = heights
    self.filled = HexMap(grid: grid, storage: strict.filled)
    self.waterLevel = HexMap(grid: grid, storage: flat.filled)
    self.isOutlet = HexMap(grid: grid, storage: outlet)
    self.isSea = HexMap(grid: grid, storage: sea)
    self.sinks = strict.sinks.map(grid.hex(at:))
    self.direction = HexMap(grid: grid, storage: direction)
    self.downstream = downstream
  }

  /// The grid the field lies on.
  public var grid: MapGrid { heights.grid }

  /// The neighbour water flows to from `hex`, or `nil` at an outlet or off the map.
  ///
  /// - Complexity: O(1).
  public func downstream(of hex: Hex) -> Hex? {
    guard let index = grid.index(of: hex), downstream[index] >= 0 else { return nil }
    return grid.hex(at: downstream[index])
  }

  /// Whether water stands on `hex` (its water level is above its height: a pit or a
  /// depression the flood filled).
  ///
  /// - Complexity: O(1).
  public func isStandingWater(_ hex: Hex) -> Bool {
    guard let index = grid.index(of: hex) else { return false }
    return standing(index)
  }

  /// Whether grid index `index` is a sink.
  func isSink(_ index: Int) -> Bool { sinks.contains(grid.hex(at: index)) }

  func standing(_ index: Int) -> Bool {
    waterLevel[index: index] > heights[index: index]
  }

  /// The number of cells whose water flows through each cell, the cell itself included
  /// (1 at a ridge, the whole basin at its outlet); 0 in holes.
  ///
  /// - Complexity: O(n): cells are added downstream in topological order (a cell once all
  ///   the cells flowing into it are counted).
  public func accumulation() -> HexMap<Int> {
    let grid = self.grid
    var inflow = [Int](repeating: 0, count: grid.indexCount)
    for index in grid.indices where downstream[index] >= 0 { inflow[downstream[index]] += 1 }
    var total = [Int](repeating: 0, count: grid.indexCount)
    var ready: [Int] = []
    for index in grid.indices {
      total[index] = 1
      if inflow[index] == 0 { ready.append(index) }
    }
    while let cell = ready.popLast() {
      let next = downstream[cell]
      guard next >= 0 else { continue }
      total[next] += total[cell]
      inflow[next] -= 1
      if inflow[next] == 0 { ready.append(next) }
    }
    return HexMap(grid: grid, storage: total)
  }

  /// The connected region of standing water (one lake) that holds `index`, in breadth-first
  /// order from it; a sink that holds no standing water is a lake of one cell.
  func lake(at index: Int) -> [Int] {
    let grid = self.grid
    var region = [index]
    var seen = [Bool](repeating: false, count: grid.indexCount)
    seen[index] = true
    var head = 0
    while head < region.count {
      let cell = region[head]
      head += 1
      for n in grid.neighbors(of: cell) where !seen[n] && standing(n) {
        seen[n] = true
        region.append(n)
      }
    }
    return region
  }
}

extension HexMap where Value == Int {
  /// This height field with its depressions filled so that water always reaches an
  /// outlet: the ``Drainage/filled`` field of ``Drainage``.
  ///
  /// With `slope` (the default) every cell that is not an outlet ends strictly above one of
  /// its neighbours (Priority-Flood+ε, ε = 1: flats get a slope towards their way out);
  /// without, depressions are filled flat to their spill level (the water level). Regions
  /// without an outlet drain to their lowest cell (see ``Drainage/sinks``).
  ///
  /// - Throws: ``GenerationError/gridMismatch(input:)`` if the sea mask is laid out on
  ///   another grid.
  /// - Complexity: O(n log n) for n cells.
  public func filledDepressions(outlets: DrainageOutlets, slope: Bool = true) throws -> HexMap<
    Int
  > {
    let (outlet, _) = try outlets.masks(on: grid)
    let result = PriorityFlood.fill(
      heights: storage, outlet: outlet, grid: grid, step: slope ? 1 : 0)
    return HexMap(grid: grid, storage: result.filled)
  }
}

import HexBoardCore
import HexBoardMaps
import HexGrid

/// Where units can go on a map and what each step costs: the input of A*, movement range,
/// distance fields and connectivity queries.
///
/// **Movement rule.** This is the one place the rule is written down; every search, the CLI
/// and the generators follow it.
///
/// - A step goes from a cell `a` to an adjacent cell `b` on the map (wrapping where the grid
///   wraps), across the side `e` they share. Both cells must be passable: an impassable
///   cell stays impassable, whatever lies on its sides.
/// - The step is forbidden, in both directions, if a feature on `e` *blocks*
///   (`EdgeFeature.Movement.blocks`, a wall). A closed line of walls therefore splits a
///   region: connectivity (``componentCount``, ``areConnected(_:_:)``) sees it.
/// - Otherwise, if features on `e` *set* the cost (`EdgeFeature.Movement.sets(_:)`, a
///   road), the step costs the smallest of those costs, whatever `b` costs to enter.
/// - Otherwise it costs the *entry cost of `b`* (a positive integer up to
///   ``maximumCellCost``) plus every cost the features on `e` *add*
///   (`EdgeFeature.Movement.adds(_:)`, a river). A road over a river is a bridge: the
///   road's cost wins.
///
/// A path's cost is the sum of its steps; the start is free. With no features on the sides
/// a step simply costs the entry cost of the cell entered. Queries may add rules of their
/// own, in any combination (``SearchRules``): units in the way (``Occupancy``), a unit
/// class's costs (``CostTable``) and a function of each step (``NavigationStep``);
/// forbidden steps stay forbidden. Path costs saturate: a path costing more than
/// `UInt32.max - 1` is not found.
///
/// A `Board` applies its edge features for you (`Board.navigationGraph()`). Without a
/// board, give the features of the sides to
/// ``init(grid:costAtIndex:edgeRules:)`` or ``init(map:edgeRules:cost:)``.
/// The searches stay exact: the A* heuristic is scaled by ``minimumStepCost``, a lower bound
/// on every step that counts the sides (a road can be cheaper than any cell), so it stays
/// admissible. A graph whose sides change no step cost (none, or walls only) keeps the
/// plain per-cell model and costs no more per step than one without features; one whose
/// sides do change costs reads one more word per cell a search expands.
///
/// A graph is a `Sendable` value: share it between tasks freely, and give each task its own
/// ``SearchContext`` (one shared by several tasks is safe, but only one of them at a time
/// gets its buffers). Building it also labels connected components, so "can A reach B?" is
/// O(1) and a search for an unreachable goal returns at once instead of exploring the whole
/// region.
///
/// **Live maps.** A graph changes in place when the map does, in time proportional to the
/// change, not to the map: ``setCost(_:at:)`` opens, blocks or re-prices a cell and
/// ``setEdgeRules(_:on:)`` replaces what the features on one side do, connectivity included
/// (see <doc:LiveNavigation>). Copies are snapshots: copying a graph is O(1), and a copy
/// handed to readers never sees later updates; the first update after the copy pays one
/// copy of each per-cell array it writes.
///
/// ```swift
/// let graph = try NavigationGraph(map: terrain) { $0.movementCost }   // nil = impassable
/// let context = SearchContext()
/// if let path = graph.path(from: a, to: b, context: context) {
///   print(path.cost, path.hexes)
/// }
/// ```
public struct NavigationGraph: Sendable {
  /// The geometry the graph is laid out on.
  public let grid: MapGrid
  /// Per index: bit 7 set for passable cells, bit `d` when the step in direction `d` is
  /// allowed (the neighbour exists, both cells are passable and no feature on the side
  /// between them blocks), and, when
  /// ``classInMask``, bit 6 holding the cell's neighbour class.
  @usableFromInline var moves: [UInt8]
  /// Whether the grid has at most two neighbour classes (it does not wrap), so bit 6 of
  /// ``moves`` carries the class.
  @usableFromInline let classInMask: Bool
  /// Per index: the cost of entering the cell (0 for impassable cells and holes). Empty
  /// when every cell costs 1 (an update that prices a cell otherwise allocates it).
  @usableFromInline var entryCosts: [UInt16]
  /// The steps whose cost features on the sides change (rivers, roads). Empty unless some
  /// allowed step costs other than the entry cost of the cell it enters, so a graph without
  /// such features pays nothing for them.
  @usableFromInline var overrides: StepOverrides
  /// Per index: the connected component, or -1 for impassable cells and holes.
  @usableFromInline var components: [Int32]
  /// Per component id: its number of cells (0 for a free id). Filled when components are
  /// labelled; updates use it to relabel the smaller side of a merge.
  var componentSizes: [Int32]
  /// Component ids no region uses any more (after merges and vanished regions), reused
  /// before new ones are made, so ids stay below the largest number of regions ever held.
  var freeComponentIDs: [Int32] = []
  /// What the features on each side do, kept so that updates can recompute the steps
  /// around a changed cell (walls stay closed when a cell reopens, a road's cost follows
  /// the cell it enters). Empty for a graph built without side features.
  var sideTable: SideEffectTable
  /// The number of connected regions of passable cells (exact, also after updates).
  public internal(set) var componentCount: Int
  /// Landmark distances for A* (``prepareLandmarks(count:)``), or nil. Not carried over
  /// by ``withUniformCost`` (another metric).
  package var landmarks: LandmarkTable? = nil
  /// The smallest entry cost of a passable cell (1 when there are none). After updates a
  /// lower bound: it only ever decreases.
  public internal(set) var minimumCost: Int
  /// The largest entry cost of a passable cell (1 when there are none). After updates an
  /// upper bound: it only ever grows.
  public internal(set) var maximumCost: Int
  /// No allowed step costs less: ``minimumCost``, or less when features on the sides make
  /// a step cheaper than any cell (a road). A* scales its heuristic by it, which keeps the
  /// heuristic admissible. After updates a lower bound that only ever decreases.
  public internal(set) var minimumStepCost: Int
  /// No allowed step costs more: ``maximumCost``, or more when features on the sides add to
  /// a step (a river). The bucket queue sizes itself by it. After updates an upper bound
  /// that only ever grows.
  public internal(set) var maximumStepCost: Int

  /// The largest cost a single cell can have: `Terrain.maximumMovementCost`, the limit a
  /// board's terrain is held to (the graph stores a cell's cost in 16 bits).
  public static let maximumCellCost = Terrain.maximumMovementCost

  /// Whether every step costs 1 (movement counted in steps).
  @inlinable
  public var isUniform: Bool { entryCosts.isEmpty && overrides.isEmpty }

  /// Builds a graph from a map, asking `cost` for each cell's entry cost (`nil` for an
  /// impassable cell).
  ///
  /// - Throws: ``NavigationError/invalidCost(_:_:)`` for a cost outside
  ///   `1...maximumCellCost`.
  /// - Complexity: O(n) for n cells.
  @inlinable
  public init<Value>(map: HexMap<Value>, cost: (Value) throws -> Int?) throws {
    // Inlinable, with the helpers below, so that the caller's closure is specialised and
    // inlined into the one loop over the cells: building the graph is then a few passes
    // over flat arrays, with no call per cell.
    let storage = map.storage
    let costs = try storage.withUnsafeBufferPointer { values in
      try NavigationGraph.cellCosts(grid: map.grid) { index in try cost(values[index]) }
    }
    self.init(grid: map.grid, cellCosts: costs)
  }

  /// Builds a graph over `grid`, asking `cost` for the entry cost of each cell by index
  /// (`nil` for an impassable cell).
  ///
  /// - Throws: ``NavigationError/invalidCost(_:_:)`` for a cost outside
  ///   `1...maximumCellCost`.
  /// - Complexity: O(n) for n cells.
  @inlinable
  public init(grid: MapGrid, costAtIndex cost: (Int) throws -> Int?) throws {
    let costs = try NavigationGraph.cellCosts(grid: grid, cost: cost)
    self.init(grid: grid, cellCosts: costs)
  }

  /// Builds a graph over `grid` with the entry cost of each cell by index and the effects of
  /// the features on its sides (the movement rule above).
  init(grid: MapGrid, costAtIndex cost: (Int) throws -> Int?, sides: SideEffects) throws {
    try self.init(
      grid: grid, cellCosts: NavigationGraph.cellCosts(grid: grid, cost: cost), sides: sides)
  }

  /// The entry cost of every index (0 for impassable cells and holes), asking `cost` about
  /// the cells in storage order.
  ///
  /// - Throws: ``NavigationError/invalidCost(_:_:)`` for the first cost outside
  ///   `1...maximumCellCost`.
  @inlinable
  static func cellCosts(grid: MapGrid, cost: (Int) throws -> Int?) throws -> [UInt16] {
    let count = grid.indexCount
    return try [UInt16](unsafeUninitializedCapacity: count) { costs, initialized in
      // UInt16 is trivial: leaving `initialized` at 0 on a throw is correct.
      let limit = NavigationGraph.maximumCellCost
      for index in 0..<count {
        guard grid.isCell(index), let c = try cost(index) else {
          costs.initializeElement(at: index, to: 0)
          continue
        }
        guard c >= 1 && c <= limit else {
          throw NavigationError.invalidCost(grid.hex(at: index), c)
        }
        costs.initializeElement(at: index, to: UInt16(truncatingIfNeeded: c))
      }
      initialized = count
    }
  }

  /// Builds a graph without features on the sides from the entry cost of every index (see
  /// ``init(grid:cellCosts:sides:)``).
  @usableFromInline
  init(grid: MapGrid, cellCosts costs: [UInt16]) {
    self.init(grid: grid, cellCosts: costs, sides: SideEffects())
  }

  /// Builds a graph from the entry cost of every index (0 for impassable cells and holes,
  /// each other one in `1...maximumCellCost`) and the effects of the features on the sides.
  init(grid: MapGrid, cellCosts costs: [UInt16], sides: SideEffects) {
    self.grid = grid
    // Impassable cells and holes hold 0: counting them as UInt16.max leaves them out of
    // the minimum, and a real cost of UInt16.max raises the maximum to it anyway.
    var low = UInt16.max
    var high: UInt16 = 1
    costs.withUnsafeBufferPointer { costs in
      for c in costs {
        low = Swift.min(low, c &- 1)
        high = Swift.max(high, c)
      }
    }
    // `c &- 1` maps 0 to UInt16.max and every cost c to c - 1.
    minimumCost = low == UInt16.max ? 1 : Int(low) + 1
    maximumCost = Int(high)
    classInMask = grid.wrap == .none
    var moves = NavigationGraph.buildMoves(
      grid: grid, cellCosts: costs, classInMask: classInMask)
    var overrides = StepOverrides()
    if !sides.isEmpty {
      sides.closeBlockedSides(grid: grid, moves: &moves)
      overrides = sides.overrides(grid: grid, moves: moves, entryCosts: costs) ?? overrides
    }
    entryCosts = high == 1 ? [] : costs
    self.overrides = overrides
    minimumStepCost = Swift.min(minimumCost, Int(overrides.minimum))
    maximumStepCost = Swift.max(maximumCost, Int(overrides.maximum))
    self.moves = moves
    sideTable = SideEffectTable(sides)
    (components, componentSizes) = NavigationGraph.labelComponents(grid: grid, moves: moves)
    componentCount = componentSizes.count
  }

  /// This graph with every step costing 1, sharing the passability and connectivity data
  /// (no copy is made). Steps that features forbid (walls) stay forbidden; costs that they
  /// set or add are dropped, also for later updates of the copy.
  public var withUniformCost: NavigationGraph {
    NavigationGraph(copying: self)
  }

  private init(copying other: NavigationGraph) {
    grid = other.grid
    moves = other.moves
    classInMask = other.classInMask
    components = other.components
    componentSizes = other.componentSizes
    freeComponentIDs = other.freeComponentIDs
    componentCount = other.componentCount
    sideTable = other.sideTable.wallsOnly
    entryCosts = []
    overrides = StepOverrides()
    minimumCost = 1
    maximumCost = 1
    minimumStepCost = 1
    maximumStepCost = 1
  }

  // MARK: - Cells

  /// Whether `hex` is a passable cell of the map.
  public func isPassable(_ hex: Hex) -> Bool {
    guard let index = grid.index(of: hex) else { return false }
    return moves[index] & 0x80 != 0
  }

  /// The cost of entering `hex`, or `nil` if it is impassable or off the map: the cell's
  /// own cost. A step into it across a side with features may cost otherwise
  /// (``cost(ofStepFrom:to:)``).
  public func cost(ofEntering hex: Hex) -> Int? {
    guard let index = grid.index(of: hex), moves[index] & 0x80 != 0 else { return nil }
    return entryCosts.isEmpty ? 1 : Int(entryCosts[index])
  }

  /// The cost of the step from `from` to the adjacent cell `to` under the movement rule,
  /// or `nil` if the step is not allowed (not neighbours on the map, an impassable cell, a
  /// blocking feature on the side between them).
  public func cost(ofStepFrom from: Hex, to: Hex) -> Int? {
    guard let i = grid.index(of: from), let j = grid.index(of: to) else { return nil }
    var bits = moves[i] & 0x3F
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      if grid.neighbor(of: i, in: HexDirection(rawValue: d).unsafelyUnwrapped) == j {
        return Int(stepCost(from: i, direction: d, to: j))
      }
    }
    return nil
  }

  /// The cost of the allowed step from `index` in direction `d` into `neighbor`.
  func stepCost(from index: Int, direction d: Int, to neighbor: Int) -> UInt32 {
    let entry = entryCosts.isEmpty ? 1 : UInt32(entryCosts[neighbor])
    return overrides.cost(from: index, direction: d, entry: entry)
  }

  /// The bit mask of directions a unit standing on cell `index` may step in.
  @inlinable
  func moveMask(of index: Int) -> UInt8 { moves[index] & 0x3F }

  /// The number of passable cells.
  public var passableCount: Int { moves.reduce(0) { $0 + Int($1 >> 7) } }

  /// The number of allowed directed steps (each adjacent passable pair counts twice).
  public var edgeCount: Int { moves.reduce(0) { $0 + ($1 & 0x3F).nonzeroBitCount } }

  // MARK: - Connectivity

  /// The connected region `hex` belongs to, or `nil` if it is impassable or off the map.
  ///
  /// Compare ids for equality only: they are numbered in storage order from 0 only on a
  /// freshly built graph; updates reuse freed ids and keep the larger side's id on a merge
  /// or split.
  ///
  /// - Complexity: O(1).
  public func component(of hex: Hex) -> Int? {
    guard let index = grid.index(of: hex), components[index] >= 0 else { return nil }
    return Int(components[index])
  }

  /// Whether a path exists between `a` and `b` (ignoring costs and caps).
  ///
  /// - Complexity: O(1), thanks to the component labels built with the graph.
  public func areConnected(_ a: Hex, _ b: Hex) -> Bool {
    guard let ca = component(of: a), let cb = component(of: b) else { return false }
    return ca == cb
  }

  // MARK: - Construction

  static func buildMoves(grid: MapGrid, cellCosts passable: [UInt16], classInMask: Bool) -> [UInt8]
  {
    let (links, classes, deltas) = grid.topology
    let count = passable.count
    return [UInt8](unsafeUninitializedCapacity: count) { moves, initialized in
      links.withUnsafeBufferPointer { links in
        classes.withUnsafeBufferPointer { classes in
          deltas.withUnsafeBufferPointer { deltas in
            passable.withUnsafeBufferPointer { passable in
              for index in 0..<count {
                guard passable[index] != 0 else {
                  moves.initializeElement(at: index, to: 0)
                  continue
                }
                var mask: UInt8 = 0x80
                if classInMask { mask |= (classes[index] & 1) << 6 }
                var bits = links[index] & 0x3F
                let base = Int(classes[index]) &* 6
                while bits != 0 {
                  let d = bits.trailingZeroBitCount
                  bits &= bits &- 1
                  if passable[index &+ deltas[base &+ d]] != 0 { mask |= 1 << d }
                }
                moves.initializeElement(at: index, to: mask)
              }
            }
          }
        }
      }
      initialized = count
    }
  }

  /// Labels components by breadth-first search in storage order, so labels are the same
  /// on every run; returns the labels and the size of each component.
  static func labelComponents(grid: MapGrid, moves: [UInt8]) -> ([Int32], [Int32]) {
    let (_, classes, deltas) = grid.topology
    let count = moves.count
    var labels = [Int32](repeating: -1, count: count)
    // Each cell enters the queue once, so one queue of `count` slots never overflows.
    let queue = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(1, count))
    defer { queue.deallocate() }
    var next: Int32 = 0
    var sizes: [Int32] = []
    labels.withUnsafeMutableBufferPointer { labels in
      classes.withUnsafeBufferPointer { classes in
        deltas.withUnsafeBufferPointer { deltas in
          moves.withUnsafeBufferPointer { moves in
            for seed in 0..<count where moves[seed] & 0x80 != 0 && labels[seed] < 0 {
              labels[seed] = next
              queue[0] = Int32(truncatingIfNeeded: seed)
              var head = 0
              var tail = 1
              while head < tail {
                let cell = Int(queue[head])
                head &+= 1
                var bits = moves[cell] & 0x3F
                let base = Int(classes[cell]) &* 6
                while bits != 0 {
                  let d = bits.trailingZeroBitCount
                  bits &= bits &- 1
                  let neighbor = cell &+ deltas[base &+ d]
                  if labels[neighbor] < 0 {
                    labels[neighbor] = next
                    queue[tail] = Int32(truncatingIfNeeded: neighbor)
                    tail &+= 1
                  }
                }
              }
              sizes.append(Int32(truncatingIfNeeded: tail))
              next += 1
            }
          }
        }
      }
    }
    return (labels, sizes)
  }
}

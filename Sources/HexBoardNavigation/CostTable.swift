import HexBoardCore
import HexBoardMaps
import HexGrid

/// Movement costs of one unit class over a graph, without a second graph: a class per cell
/// (shared, e.g. a board's terrain indices) and a small cost per class.
///
/// **Rules.** A step the graph allows into a cell of class `k` costs the table's cost of
/// `k` instead of the graph's entry cost; the features on the side crossed apply on top as
/// in the graph's movement rule (a river adds its cost, a road sets the step's cost, a wall
/// still blocks). A class whose cost is `nil` cannot be entered. The graph's passability
/// is the union of every class's: a table can only forbid more, never open a cell or a
/// side the graph closes (build the graph with every cell some class can enter, e.g. the
/// cheapest cost per terrain, and a table per class).
///
/// Use a table with the graph of the same board (``init(board:cost:)``): the table knows
/// which sides *set* a step's cost (roads) from the board. A table built from bare classes
/// (``init(grid:cellClasses:costs:)``) counts every change the graph's sides make to a
/// step as added to the entry cost (rivers; exact unless the map has roads). A table for a
/// grid of another size makes queries find nothing.
///
/// **A table is a snapshot.** ``init(board:cost:)`` takes the board's terrain (and which
/// sides set costs) as they are: after the board's terrain or sides change, the table
/// still prices the old map. It remembers which state of the board it was built from, so
/// it never answers silently for another: ``matches(_:)`` tells, and rules made with
/// ``SearchRules/init(maxCost:occupied:costs:for:units:mover:stopCells:turns:stepCost:)`` refuse it with
/// ``NavigationError/staleCostTable``. A server builds its tables again after a
/// turn that changed terrain or sides (or checks them before each batch of queries):
/// building costs O(n) memory copies (one byte a cell for the classes, one for the road
/// sides when there are roads) and O(palette), with no scan of the sides, since the
/// board keeps the road sides per cell as features change.
///
/// Costs are clamped to `1...NavigationGraph.maximumQueryStepCost`. A table costs the class
/// array (one byte a cell) and 1 KiB; a query with it reads one byte and one table entry
/// per step.
///
/// ```swift
/// let graph = try board.navigationGraph()
/// let cavalry = CostTable(board: board) { $0.id == "forest" ? 4 : $0.movementCost }
/// let rules = try SearchRules(maxCost: 8, costs: cavalry, for: board)
/// let reach = graph.movementRange(from: rider, rules: rules, context: context)
/// ```
public struct CostTable: Sendable, Equatable {
  /// The grid the class array is laid out on.
  public let grid: MapGrid
  /// Per grid index: the cell's class.
  public internal(set) var cellClasses: [UInt8]
  /// Per class (all 256, so any byte is a valid subscript): the cost, 0 = cannot enter.
  var classCosts: [UInt32]
  /// For a table whose cells are classed by their cost (a movement class with layer costs):
  /// how many classes are in use, each a distinct cost of ``classCosts``, so an update
  /// classes a re-priced cell by its cost. 0 when cells are classed by their terrain.
  var costClassCount = 0
  /// Per grid index, bit `d`: the sides set the cost of the step in direction `d` (a road).
  /// Empty when no side sets a cost.
  var setSteps: [UInt8]
  /// The smallest and largest cost of a class that can be entered (1, 1 when none); bounds
  /// of every step's cost, which an update may widen, never narrow.
  var lowest: UInt32
  var highest: UInt32
  /// The state of the board the table was built from (`nil` for a table of bare classes):
  /// its terrain and sides stamp and its edge palette's movement rules.
  var source: Source?

  /// What a table built from a board remembers of it: enough to tell, in O(palette),
  /// whether the board's terrain or sides are still those the table was built from.
  struct Source: Sendable, Equatable {
    let stamp: Board.TerrainAndSidesStamp
    let edgeRules: [EdgeFeature.Movement]
    /// The palette's ids and costs: what a class's (or a cost function's) costs are read
    /// from, so renaming a terrain or changing its cost makes the table stale.
    let terrainIDs: [String]
    let terrainCosts: [Int?]
    /// The movement class the table prices, if built from one, and whether the board
    /// declared it then: a declared class must still be declared the same.
    let movementClass: MovementClass?
    let declared: Bool
    /// Each layer the class prices values of, by name: its content sum and value ids
    /// (`nil` when the board has no such layer), so painting a layer makes the table stale.
    let layers: [LayerState]

    struct LayerState: Sendable, Equatable {
      let sum: UInt64?
      let values: [String]
    }

    init(_ board: Board, movementClass: MovementClass? = nil, declared: Bool = false) {
      stamp = board.terrainAndSidesStamp
      edgeRules = board.edgePalette.map(\.movement)
      terrainIDs = board.palette.map(\.id)
      terrainCosts = board.palette.map(\.movementCost)
      self.movementClass = movementClass
      self.declared = declared
      var names: [String] = []
      for entry in movementClass?.layerCosts ?? [] where !names.contains(entry.layer) {
        names.append(entry.layer)
      }
      layers = names.map { name in
        let layer = board.layer(named: name)
        return LayerState(sum: layer?.contentSum, values: layer?.palette.map(\.id) ?? [])
      }
    }

    /// Whether `board` is in the state this source remembers.
    func matches(_ board: Board) -> Bool {
      if declared, let movementClass,
        board.movementClass(named: movementClass.name) != movementClass
      {
        return false
      }
      return self == Source(board, movementClass: movementClass, declared: declared)
    }
  }

  /// A table from a class per grid index and a cost per class (`nil` = cannot enter;
  /// classes beyond `costs` cannot be entered either). Returns `nil` when `cellClasses`
  /// does not hold one class per index of `grid`.
  public init?(grid: MapGrid, cellClasses: [UInt8], costs: [Int?]) {
    guard cellClasses.count == grid.indexCount else { return nil }
    self.init(grid: grid, cellClasses: cellClasses, costs: costs, setSteps: [], source: nil)
  }

  /// The table of one unit class on `board` as it is now: `cost` gives the class's cost of
  /// entering each terrain of the palette (`nil` = cannot enter). The board's terrain is
  /// the class array; roads on the board keep their set costs. The table remembers this
  /// state of the board (see ``matches(_:)``).
  ///
  /// - Complexity: O(n) byte copies and O(palette); the sides are not scanned (the board
  ///   keeps its road sides per cell).
  public init(board: Board, cost: (Terrain) throws -> Int?) rethrows {
    let costs = try board.palette.map(cost)
    self.init(
      grid: board.grid, cellClasses: board.terrain.flattened(), costs: costs,
      setSteps: board.costSettingSides ?? [], source: Source(board))
  }

  /// The table of a movement class on `board` as it is now: each cell costs what
  /// `movementClass` pays for its terrain and the values of the board's layers it prices
  /// (`MovementClass.cost(of:layerValues:)`). Use it with a graph in which every cell the
  /// class can enter is open (see `Board.navigationGraph(for:)`). The table remembers the
  /// board's state (terrain, sides, palette, the layers the class prices) and, when the
  /// board declares the class, the class: after any of them changes, ``matches(_:)`` is
  /// `false`.
  ///
  /// Without layer costs the board's terrain is the class array (one byte copy a cell).
  /// With them, each cell's cost is worked out and the cells are classed by their cost, so
  /// the table holds any mix of terrain and layer values the board has.
  ///
  /// - Throws: ``NavigationError/tooManyCellCosts(_:)`` when the class gives the cells of
  ///   this board more than 256 different costs (only possible with layer costs).
  /// - Complexity: O(n) byte copies and O(palette) without layer costs; O(n × layer
  ///   costs) with them.
  public init(board: Board, movementClass: MovementClass) throws(NavigationError) {
    let resolved = ClassCellCosts(board: board, movementClass: movementClass)
    let source = Source(
      board, movementClass: movementClass,
      declared: board.movementClass(named: movementClass.name) == movementClass)
    let setSteps = board.costSettingSides ?? []
    guard resolved.usesLayers else {
      self.init(
        grid: board.grid, cellClasses: resolved.terrainCodes, costs: resolved.terrainCosts,
        setSteps: setSteps, source: source)
      return
    }
    // A cell's class is the position of its cost among the distinct costs met so far (a
    // direct-indexed slot per cost, 0 for impassable: no hashing per cell).
    let grid = board.grid
    var slot = [Int16](repeating: -1, count: Terrain.maximumMovementCost + 1)
    var costs: [Int?] = []
    var classes = [UInt8](repeating: 0, count: grid.indexCount)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let cost = resolved.cost(atIndex: index).map {
        Swift.min(Swift.max($0, 1), Terrain.maximumMovementCost)
      }
      let key = cost ?? 0
      if slot[key] < 0 {
        guard costs.count < 256 else { throw NavigationError.tooManyCellCosts(costs.count + 1) }
        slot[key] = Int16(costs.count)
        costs.append(cost)
      }
      classes[index] = UInt8(slot[key])
    }
    self.init(grid: grid, cellClasses: classes, costs: costs, setSteps: setSteps, source: source)
    costClassCount = costs.count
  }

  /// The table of the movement class the board declares with this name (see
  /// ``init(board:movementClass:)``).
  ///
  /// - Throws: ``NavigationError/unknownMovementClass(_:)`` when the board declares none,
  ///   or ``NavigationError/tooManyCellCosts(_:)``.
  public init(board: Board, movementClass name: String) throws(NavigationError) {
    guard let movementClass = board.movementClass(named: name) else {
      throw NavigationError.unknownMovementClass(name)
    }
    try self.init(board: board, movementClass: movementClass)
  }

  private init(
    grid: MapGrid, cellClasses: [UInt8], costs: [Int?], setSteps: [UInt8], source: Source?
  ) {
    self.grid = grid
    self.cellClasses = cellClasses
    self.setSteps = setSteps
    self.source = source
    var table = [UInt32](repeating: 0, count: 256)
    var low = UInt32.max
    var high: UInt32 = 1
    for (k, cost) in costs.prefix(256).enumerated() {
      guard let cost else { continue }
      let c = NavigationGraph.clampedQueryCost(cost)
      table[k] = c
      low = Swift.min(low, c)
      high = Swift.max(high, c)
    }
    classCosts = table
    lowest = low == UInt32.max ? 1 : low
    highest = high
  }

  /// Whether this table was built from `board` in its current state (terrain, sides, edge
  /// rules, terrain palette and, for a declared movement class, that class as they are
  /// now), or is a table of bare classes on the board's grid.
  ///
  /// - Complexity: O(palettes + the class's size).
  public func matches(_ board: Board) -> Bool {
    guard grid == board.grid else { return false }
    guard let source else { return true }
    return source.matches(board)
  }

  /// The cost of entering a cell of class `k`, or `nil` if the class cannot enter it.
  public func cost(ofClass k: UInt8) -> Int? {
    classCosts[Int(k)] == 0 ? nil : Int(classCosts[Int(k)])
  }

  /// The cost of entering `hex` for this class (before side features), or `nil` when it
  /// cannot be entered or is off the map.
  public func cost(ofEntering hex: Hex) -> Int? {
    guard let index = grid.index(of: hex) else { return nil }
    return cost(ofClass: cellClasses[index])
  }
}

/// The step model of a ``CostTable`` over a graph: the class's entry cost of the cell
/// entered, with the graph's side changes applied on top.
struct ClassStepCost: StepCostModel {
  let classes: UnsafePointer<UInt8>
  let costs: UnsafePointer<UInt32>
  /// The table's set-cost steps, or `nil` when none.
  let setSteps: UnsafePointer<UInt8>?
  /// How the graph stores its changed steps: 0 none, 1 one bit per step with a common
  /// delta, 2 the general digits.
  let sideMode: Int
  /// Whether the graph stores entry costs (it does not when every cell costs 1).
  let hasEntryCosts: Bool
  let delta: UInt32
  let minimumStep: UInt32
  let maximumStep: UInt32?
  /// Whether a cell the table prices below the graph's entry cost costs the graph's
  /// (``SearchRules/costsAtLeastGraph``): every step then costs at least the graph's own,
  /// which keeps the landmarks' bounds admissible and consistent.
  let floored: Bool

  @inline(__always)
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    var c = costs[Int(classes[to])]
    if c == 0 { return nil }
    if floored && hasEntryCosts {
      c = Swift.max(c, UInt32(view.entryCosts.unsafelyUnwrapped[to]))
    }
    if sideMode == 0 && setSteps == nil { return c }
    // The graph's own step cost and entry cost, so the side's change can be carried over.
    let entry = hasEntryCosts ? UInt32(view.entryCosts.unsafelyUnwrapped[to]) : 1
    let own: UInt32
    switch sideMode {
    case 1:
      own = entry &+ ((UInt32(view.overrides.masks[from]) &>> UInt32(direction)) & 1) &* delta
    case 2: own = view.overrides.cost(from: from, direction: direction, entry: entry)
    default: own = entry
    }
    if let setSteps, setSteps[from] & (1 << UInt8(direction)) != 0 { return own }
    // A river adds to whatever the class pays to enter (`own - entry` is what it adds).
    return UInt32(truncatingIfNeeded: Swift.max(1, Int(own) &- Int(entry) &+ Int(c)))
  }
}

extension NavigationGraph {
  /// The model of `table` over this graph, with pointers valid inside `body`; `nil` when
  /// the table is laid out on a grid of another size. `floored`: no cell costs less than
  /// the graph's entry cost (``SearchRules/costsAtLeastGraph``).
  func withClassModel<R>(
    _ table: CostTable, floored: Bool = false, _ body: (ClassStepCost) -> R
  ) -> R? {
    guard table.cellClasses.count == grid.indexCount,
      table.setSteps.isEmpty || table.setSteps.count == grid.indexCount
    else { return nil }
    let mode = overrides.isEmpty ? 0 : overrides.changedMasks.isEmpty ? 2 : 1
    // Bounds: a step costs a class cost plus what a river adds, or a road's set cost;
    // both are covered by the graph's own step bounds and the table's.
    // Without the board's set steps, a road's lower cost counts as a decrease of the entry
    // cost, which can take a step below both bounds: only 1 is safe then.
    let low =
      mode != 0 && table.setSteps.isEmpty ? 1 : Swift.min(table.lowest, UInt32(minimumStepCost))
    // Floored, a cell costs at most the larger of the table's and the graph's highest.
    let highest =
      floored ? Swift.max(table.highest, UInt32(maximumStepCost)) : table.highest
    let high =
      mode == 0 && table.setSteps.isEmpty
      ? highest : highest &+ UInt32(maximumStepCost)
    return table.cellClasses.withUnsafeBufferPointer { classes in
      table.classCosts.withUnsafeBufferPointer { costs in
        table.setSteps.withUnsafeBufferPointer { sets in
          body(
            ClassStepCost(
              classes: classes.baseAddress.unsafelyUnwrapped,
              costs: costs.baseAddress.unsafelyUnwrapped,
              setSteps: table.setSteps.isEmpty ? nil : sets.baseAddress, sideMode: mode,
              hasEntryCosts: !entryCosts.isEmpty, delta: overrides.commonDelta, minimumStep: low,
              maximumStep: high, floored: floored))
        }
      }
    }
  }
}

import HexBoardCore
import HexBoardMaps

/// The rules of one search: what a step costs, which cells are in the way, which steps a
/// caller's function forbids or re-prices, and how far the search may go. Every search of
/// a ``NavigationGraph`` takes one (``NavigationGraph/path(from:to:rules:context:)``,
/// ``NavigationGraph/movementRange(from:rules:context:)``,
/// ``NavigationGraph/distanceField(goals:rules:)`` and the batches), and the rules combine
/// freely: a unit class's costs, the units in the way and a zone of control in one query.
///
/// **How the rules stack**, for each step a search considers (only steps the graph allows
/// are ever considered: a rule can forbid more, never open a cell or a side the graph
/// closes):
/// 1. ``occupied``: a step into an occupied cell is not taken (the exemptions are in
///    ``Occupancy``: the start, a path's goal, a field's goals).
/// 2. ``costs``: the step costs what the unit class pays (see ``CostTable``), or the
///    graph's own cost without a table.
/// 3. ``stepCost``: the function sees the step with that cost (``NavigationStep/cost``)
///    and returns the step's cost, or `nil` to forbid it.
/// 4. ``maxCost``: nothing costing more is reached.
/// 5. The game rules, for paths and movement ranges (distance fields ignore them):
///    ``units`` (friends passed through, foes never entered, zones of control ending a
///    move), ``stopCells``, and ``turns``, which make a step's cost depend on the points
///    left this turn (a step that does not fit waits, and the wait is counted). See the
///    Live navigation article.
///
/// The default, `SearchRules()`, is the graph's own costs with no limit: a query with it
/// runs exactly the search it runs without rules. The rules are resolved once per query
/// into a search specialised for them, so each rule costs only its own work per step (one
/// bit test for an overlay, one table read for a cost table, one call for a function).
///
/// ```swift
/// let cavalry = CostTable(board: board) { $0.id == "forest" ? 4 : $0.movementCost }
/// let rules = try SearchRules(
///   maxCost: 12, occupied: units, costs: cavalry, for: board,
///   stepCost: { step in zone.contains(index: step.from) ? step.cost + 10 : step.cost })
/// let path = graph.path(from: rider, to: target, rules: rules, context: context)
/// ```
public struct SearchRules: Sendable {
  /// The most a search may spend: a path's ``Path/cost``, a movement range's budget, a
  /// distance field's reach. `nil` for no limit (up to `UInt32.max - 1`, the most a path
  /// may cost). A limit below 0 reaches nothing, in every search: no path (not even from a
  /// cell to itself), an empty range (not even the start) and a field with no cost (not
  /// even at a goal); 0 reaches the start (or the goals) alone.
  public var maxCost: Int?

  /// The rules that change steps, or `nil` for none. Kept behind one reference so that
  /// rules without them (the default, or a limit alone) are two words to make, copy and
  /// test: a plain query pays nothing for the rules it does not use.
  @usableFromInline var parts: Parts?

  /// The cells units stand on (see ``Occupancy`` for its rules), or `nil` for none. An
  /// overlay on a grid of another size makes the search find nothing.
  public var occupied: Occupancy? {
    get { parts?.occupied }
    set { change { $0.occupied = newValue } }
  }

  /// A unit class's costs (see ``CostTable``), or `nil` for the graph's own. A table on a
  /// grid of another size makes the search find nothing. To make sure a table built from
  /// a board still prices that board, make the rules with
  /// ``init(maxCost:occupied:costs:for:units:mover:stopCells:turns:stepCost:)``.
  public var costs: CostTable? {
    get { parts?.costs }
    set { change { $0.costs = newValue } }
  }

  /// A function of each step (see ``NavigationStep``): its cost, or `nil` to forbid it.
  /// Costs below 1 count as 1, above ``NavigationGraph/maximumQueryStepCost`` as that. It
  /// is not asked about steps the graph, the overlay or the cost table forbid. Keep it
  /// pure: a search may ask about a step more than once. `nil` for none.
  ///
  /// A movement range with a function (or a cost table) traces no paths afterwards
  /// (``MovementRange/path(to:)`` gives `nil`): it keeps no way to price its steps.
  public var stepCost: (@Sendable (NavigationStep) -> Int?)? {
    get { parts?.stepCost }
    set { change { $0.stepCost = newValue } }
  }

  /// The units on the map, friends and foes of ``mover`` (see ``UnitMap``), or `nil` for
  /// none. The mover passes through its friends' cells but never ends a route there (no
  /// path to one, and a movement range does not list one); it never enters a foe's cell;
  /// and entering a cell in a foe's zone of control ends its movement there (this turn's,
  /// with ``turns``), unless ``Mover/ignoresZonesOfControl``. A map of another grid size
  /// makes the search find nothing.
  public var units: UnitMap? {
    get { parts?.units }
    set { change { $0.units = newValue } }
  }

  /// Who moves, for ``units``: its side and whether it ignores zones of control. Side 0
  /// by default.
  public var mover: Mover {
    get { parts?.mover ?? Mover(side: 0) }
    set { change { $0.mover = newValue } }
  }

  /// Cells that end a move on entry (an unowned village, a ford), or `nil` for none:
  /// entering one ends the movement there (this turn's, with ``turns``), as a zone of
  /// control does. The start is never stopped by its own cell. One set per query: pick
  /// the set for the mover's side (the villages it does not own). A set of another grid
  /// size makes the search find nothing.
  public var stopCells: CellSet? {
    get { parts?.stopCells }
    set { change { $0.stopCells = newValue } }
  }

  /// Whether ``costs`` is floored at the graph's costs: a cell the table prices below what
  /// the graph charges for entering it costs the graph's price. Every step then costs at
  /// least the graph's own, so the graph's landmarks
  /// (``NavigationGraph/prepareLandmarks(count:)``) stay admissible and guide the paths of
  /// these rules, as they guide the graph's own costs.
  ///
  /// Set it for each class's table on the graph of a game's classes, which charges each
  /// cell the least any class pays (`Board.navigationGraph(for:)`): no cell is priced
  /// below the graph there, so the floor changes no cost and the answers are the table's
  /// exactly, found faster. A game world's rules set it
  /// (`GameWorld.rules(forClass:player:maxCost:stopCells:turns:ignoresZonesOfControl:)`). `false`
  /// by default: paths with a cost table then search without landmarks. A step function
  /// (``stepCost``) keeps the landmarks out whatever this says.
  public var costsAtLeastGraph: Bool {
    get { parts?.costsAtLeastGraph ?? false }
    set { change { $0.costsAtLeastGraph = newValue } }
  }

  /// Whether the graph's landmarks may guide a path with these rules: no step function,
  /// and the graph's own costs or a table that never prices below them
  /// (``costsAtLeastGraph``). Movement ranges and distance fields never use landmarks.
  public var landmarksStayAdmissible: Bool {
    stepCost == nil && (costs == nil || costsAtLeastGraph)
  }

  /// Movement points per turn (see ``Turns``), or `nil` for one move: with them a route is
  /// split into turns (``Path/turns``), its cost counts the points left unused at each
  /// turn's end, and a zone of control or a stop cell ends a turn instead of the route.
  public var turns: Turns? {
    get { parts?.turns }
    set { change { $0.turns = newValue } }
  }

  /// Rules from their parts; each left out is no rule (see the properties).
  ///
  /// - Complexity: O(1). Inlined, so that rules made without parts (the default, or a
  ///   limit alone) cost the caller two stores.
  @inlinable
  public init(
    maxCost: Int? = nil, occupied: Occupancy? = nil, costs: CostTable? = nil,
    units: UnitMap? = nil, mover: Mover? = nil, stopCells: CellSet? = nil,
    turns: Turns? = nil, stepCost: (@Sendable (NavigationStep) -> Int?)? = nil
  ) {
    self.maxCost = maxCost
    if case .none = occupied, case .none = costs, case .none = stepCost, case .none = units,
      case .none = mover, case .none = stopCells, case .none = turns
    {
      parts = nil
    } else {
      parts = Parts(
        Fields(
          occupied: occupied, costs: costs, stepCost: stepCost, units: units,
          mover: mover ?? Mover(side: 0), stopCells: stopCells, turns: turns))
    }
  }

  /// Replaces the parts with `edit` applied to their fields (O(1): arrays are shared).
  private mutating func change(_ edit: (inout Fields) -> Void) {
    var fields = parts?.fields ?? Fields()
    edit(&fields)
    parts = fields.isEmpty ? nil : Parts(fields)
  }

  /// Rules with a cost table built from `board`, checked to price the board as it is now
  /// (see ``CostTable/matches(_:)``): the form for a live board, where a table built
  /// before a change of terrain or sides would price the old map.
  ///
  /// ```swift
  /// let rules = try SearchRules(maxCost: 8, costs: cavalry, for: server.board)
  /// ```
  ///
  /// - Throws: ``NavigationError/staleCostTable`` when the board's terrain, sides or edge
  ///   rules changed since the table was built (or it is on another grid).
  /// - Complexity: O(edge palette).
  public init(
    maxCost: Int? = nil, occupied: Occupancy? = nil, costs: CostTable, for board: Board,
    units: UnitMap? = nil, mover: Mover? = nil, stopCells: CellSet? = nil,
    turns: Turns? = nil, stepCost: (@Sendable (NavigationStep) -> Int?)? = nil
  ) throws(NavigationError) {
    guard costs.matches(board) else { throw NavigationError.staleCostTable }
    self.init(
      maxCost: maxCost, occupied: occupied, costs: costs, units: units, mover: mover,
      stopCells: stopCells, turns: turns, stepCost: stepCost)
  }

  /// Rules that price steps by the movement class the board declares with this name: its
  /// ``CostTable`` (`CostTable(board:movementClass:)`) is built here, in
  /// O(n). A server asking many queries of one class builds the table once and passes it
  /// as `costs`. Query a graph in which the class's cells are open
  /// (`board.navigationGraph(for: board.movementClasses)`).
  ///
  /// ```swift
  /// let rules = try SearchRules(maxCost: 8, movementClass: "cavalry", on: board)
  /// ```
  ///
  /// - Throws: ``NavigationError/unknownMovementClass(_:)`` when the board declares none,
  ///   or the table's ``NavigationError/tooManyCellCosts(_:)``.
  public init(
    maxCost: Int? = nil, occupied: Occupancy? = nil, movementClass name: String, on board: Board,
    units: UnitMap? = nil, mover: Mover? = nil, stopCells: CellSet? = nil,
    turns: Turns? = nil, stepCost: (@Sendable (NavigationStep) -> Int?)? = nil
  ) throws(NavigationError) {
    let table = try CostTable(board: board, movementClass: name)
    self.init(
      maxCost: maxCost, occupied: occupied, costs: table, units: units, mover: mover,
      stopCells: stopCells, turns: turns, stepCost: stepCost)
  }

  /// The overlay when it occupies some cell: an empty one changes nothing.
  var activeOverlay: Occupancy? {
    guard let occupied, !occupied.isEmpty else { return nil }
    return occupied
  }

  /// Whether the rules change no step: only ``maxCost`` (if anything) is set, or an empty
  /// overlay, so the search is the plain one on the graph's own costs. One load and test.
  var pricesLikeTheGraph: Bool { !(parts?.changeSteps ?? false) }

  /// Whether the query has game rules (units, stop cells or turns): it then runs the
  /// search of NavigationGraph+GameRules.swift.
  var hasGameRules: Bool { parts?.hasGameRules ?? false }

  /// The parts of the rules, as plain fields.
  @usableFromInline
  struct Fields: Sendable {
    @usableFromInline var occupied: Occupancy?
    @usableFromInline var costs: CostTable?
    @usableFromInline var stepCost: (@Sendable (NavigationStep) -> Int?)?
    @usableFromInline var units: UnitMap?
    @usableFromInline var mover = Mover(side: 0)
    @usableFromInline var stopCells: CellSet?
    @usableFromInline var turns: Turns?
    @usableFromInline var costsAtLeastGraph = false

    init() {}

    @usableFromInline
    init(
      occupied: Occupancy?, costs: CostTable?, stepCost: (@Sendable (NavigationStep) -> Int?)?,
      units: UnitMap?, mover: Mover, stopCells: CellSet?, turns: Turns?
    ) {
      self.occupied = occupied
      self.costs = costs
      self.stepCost = stepCost
      self.units = units
      self.mover = mover
      self.stopCells = stopCells
      self.turns = turns
    }

    /// Whether no part is set and the mover is the default one (a mover alone changes no
    /// step, but is kept for the units set later).
    var isEmpty: Bool {
      occupied == nil && costs == nil && stepCost == nil && units == nil && stopCells == nil
        && turns == nil && mover == Mover(side: 0) && !costsAtLeastGraph
    }
  }

  /// The rules that change steps. Immutable: a setter above makes a new one (O(1): the
  /// arrays are shared).
  @usableFromInline
  final class Parts: Sendable {
    @usableFromInline let fields: Fields
    /// Whether some part changes a step (an empty overlay does not).
    @usableFromInline let changeSteps: Bool
    /// Whether units, stop cells or turns are set.
    let hasGameRules: Bool

    var occupied: Occupancy? { fields.occupied }
    var costs: CostTable? { fields.costs }
    var stepCost: (@Sendable (NavigationStep) -> Int?)? { fields.stepCost }
    var units: UnitMap? { fields.units }
    var mover: Mover { fields.mover }
    var stopCells: CellSet? { fields.stopCells }
    var turns: Turns? { fields.turns }
    var costsAtLeastGraph: Bool { fields.costsAtLeastGraph }

    @usableFromInline
    init(_ fields: Fields) {
      self.fields = fields
      hasGameRules = fields.units != nil || fields.stopCells != nil || fields.turns != nil
      changeSteps =
        hasGameRules || fields.costs != nil || fields.stepCost != nil
        || fields.occupied.map { !$0.isEmpty } == true
    }
  }
}

extension NavigationGraph {
  /// Hands `consumer` the step model of `rules`' costs and step function over this graph
  /// (the overlay is the consumer's: its exemptions depend on the search). `nil` when the
  /// rules' cost table is laid out on a grid of another size.
  ///
  /// Each combination of rules is its own specialisation of the consumer's search: the
  /// choice is made here once per query, never per step.
  func withRuleModel<C: StepModelConsumer>(_ rules: SearchRules, _ consumer: C) -> C.Result? {
    if let costs = rules.costs {
      return withClassModel(costs, floored: rules.costsAtLeastGraph) { model in
        guard let function = rules.stepCost else { return consumer.run(model) }
        return consumer.run(FunctionStepCost(base: model, function: function))
      }
    }
    guard let function = rules.stepCost else { return withGraphModel(consumer) }
    return withGraphModel(FunctionAdapter(inner: consumer, function: function))
  }
}

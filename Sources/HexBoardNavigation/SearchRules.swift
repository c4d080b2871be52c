import HexBoardCore

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
    set { parts = Parts.make(occupied: newValue, costs: costs, stepCost: stepCost) }
  }

  /// A unit class's costs (see ``CostTable``), or `nil` for the graph's own. A table on a
  /// grid of another size makes the search find nothing. To make sure a table built from
  /// a board still prices that board, make the rules with
  /// ``init(maxCost:occupied:costs:for:stepCost:)``.
  public var costs: CostTable? {
    get { parts?.costs }
    set { parts = Parts.make(occupied: occupied, costs: newValue, stepCost: stepCost) }
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
    set { parts = Parts.make(occupied: occupied, costs: costs, stepCost: newValue) }
  }

  /// Rules from their parts; each left out is no rule (see the properties).
  ///
  /// - Complexity: O(1). Inlined, so that rules made without parts (the default, or a
  ///   limit alone) cost the caller two stores.
  @inlinable
  public init(
    maxCost: Int? = nil, occupied: Occupancy? = nil, costs: CostTable? = nil,
    stepCost: (@Sendable (NavigationStep) -> Int?)? = nil
  ) {
    self.maxCost = maxCost
    parts = Parts.make(occupied: occupied, costs: costs, stepCost: stepCost)
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
    stepCost: (@Sendable (NavigationStep) -> Int?)? = nil
  ) throws(NavigationError) {
    guard costs.matches(board) else { throw NavigationError.staleCostTable }
    self.init(maxCost: maxCost, occupied: occupied, costs: costs, stepCost: stepCost)
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
    stepCost: (@Sendable (NavigationStep) -> Int?)? = nil
  ) throws(NavigationError) {
    let table = try CostTable(board: board, movementClass: name)
    self.init(maxCost: maxCost, occupied: occupied, costs: table, stepCost: stepCost)
  }

  /// The overlay when it occupies some cell: an empty one changes nothing.
  var activeOverlay: Occupancy? {
    guard let occupied, !occupied.isEmpty else { return nil }
    return occupied
  }

  /// Whether the rules change no step: only ``maxCost`` (if anything) is set, or an empty
  /// overlay, so the search is the plain one on the graph's own costs. One load and test.
  var pricesLikeTheGraph: Bool { !(parts?.changeSteps ?? false) }

  /// The rules that change steps. Immutable: a setter above makes a new one (O(1): the
  /// overlay's and the table's arrays are shared).
  @usableFromInline
  final class Parts: Sendable {
    @usableFromInline let occupied: Occupancy?
    @usableFromInline let costs: CostTable?
    @usableFromInline let stepCost: (@Sendable (NavigationStep) -> Int?)?
    /// Whether some part changes a step (an empty overlay does not).
    @usableFromInline let changeSteps: Bool

    /// The parts, or `nil` when none is set. Tested before anything is allocated, with
    /// tests of the optionals' cases alone, so that rules without parts cost nothing.
    @inlinable
    static func make(
      occupied: Occupancy?, costs: CostTable?, stepCost: (@Sendable (NavigationStep) -> Int?)?
    ) -> Parts? {
      if case .none = occupied, case .none = costs, case .none = stepCost { return nil }
      return Parts(occupied: occupied, costs: costs, stepCost: stepCost)
    }

    @usableFromInline
    init(
      occupied: Occupancy?, costs: CostTable?, stepCost: (@Sendable (NavigationStep) -> Int?)?
    ) {
      changeSteps = costs != nil || stepCost != nil || occupied.map { !$0.isEmpty } == true
      self.occupied = occupied
      self.costs = costs
      self.stepCost = stepCost
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
      return withClassModel(costs) { model in
        guard let function = rules.stepCost else { return consumer.run(model) }
        return consumer.run(FunctionStepCost(base: model, function: function))
      }
    }
    guard let function = rules.stepCost else { return withGraphModel(consumer) }
    return withGraphModel(FunctionAdapter(inner: consumer, function: function))
  }
}

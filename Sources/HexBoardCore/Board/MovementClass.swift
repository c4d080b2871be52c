/// How one kind of unit moves, as data: what it pays to enter each terrain, and how values
/// of the board's layers (an overlay such as a forest or a village drawn over the terrain)
/// change that cost. A game declares its classes once, on the board
/// (``Board/movementClasses``, changed with ``BoardEdit/addMovementClass(_:)`` and its
/// siblings), and they are saved with it; a search prices steps by a class
/// (`CostTable(board:movementClass:)` in HexBoardNavigation).
///
/// **Cost of a cell.** Start from the cost of the cell's terrain: its entry in
/// ``terrainCosts``, else ``defaultCost``, else the terrain's own
/// ``Terrain/movementCost``. Then each entry of ``layerCosts`` that applies to the cell (the
/// cell has its layer value and, when the entry names a ``LayerCost/terrain``, the cell's
/// terrain is that one) combines its cost with the cost so far, in the order of the list,
/// by its ``Combine`` rule. A cost of `nil` (or ``MovementCost/impassable``) means the cell
/// cannot be entered.
///
/// Terrain ids, layers and layer values the board does not have are ignored: one class
/// list can serve boards with different palettes (Wesnoth's movetypes list every terrain
/// of the game).
///
/// ```swift
/// let cavalry = MovementClass(
///   name: "cavalry", terrainCosts: ["forest": 4, "hills": 2, "mountain": .impassable],
///   layerCosts: [
///     // A bog adds 2 anywhere; a bridge over water costs 1.
///     .init(layer: "overlay", value: "bog", cost: 2, combine: .add),
///     .init(layer: "overlay", value: "bridge", terrain: "ocean", cost: 1, combine: .override),
///   ])
/// try board.apply(.addMovementClass(cavalry))
/// ```
public struct MovementClass: Hashable, Sendable {
  /// The class's name, unique on a board (`"cavalry"`); an id (not empty, no control
  /// character).
  public var name: String
  /// The cost of entering each terrain, by terrain id. Terrains not listed cost
  /// ``defaultCost``.
  public var terrainCosts: [String: MovementCost]
  /// The cost of terrains not in ``terrainCosts``, or `nil` for each terrain's own
  /// ``Terrain/movementCost`` (so a class lists only where it differs from the palette).
  public var defaultCost: MovementCost?
  /// Costs of layer values, applied in order on top of the terrain's cost (see
  /// ``LayerCost``).
  public var layerCosts: [LayerCost]

  /// Creates a class.
  public init(
    name: String, terrainCosts: [String: MovementCost] = [:], defaultCost: MovementCost? = nil,
    layerCosts: [LayerCost] = []
  ) {
    self.name = name
    self.terrainCosts = terrainCosts
    self.defaultCost = defaultCost
    self.layerCosts = layerCosts
  }

  /// The class's cost of entering a cell of `terrain` with no layer value: its entry in
  /// ``terrainCosts``, else ``defaultCost``, else the terrain's own cost; `nil` when it
  /// cannot be entered.
  public func cost(of terrain: Terrain) -> Int? {
    if let listed = terrainCosts[terrain.id] { return listed.value }
    if let defaultCost { return defaultCost.value }
    return terrain.movementCost
  }

  /// The class's cost of entering a cell of `terrain` whose layer `layer` has value
  /// `value`, for each pair in `layerValues` (at most one value per layer): the terrain's
  /// cost combined with each matching entry of ``layerCosts`` in order.
  ///
  /// - Parameters:
  ///   - terrain: the cell's terrain.
  ///   - layerValues: the cell's value of each layer, by layer name; layers without a
  ///     value on the cell are left out.
  public func cost(of terrain: Terrain, layerValues: [String: String]) -> Int? {
    var cost = self.cost(of: terrain)
    for entry in layerCosts
    where layerValues[entry.layer] == entry.value && entry.applies(on: terrain) {
      cost = entry.combine.apply(entry.cost.value, to: cost)
    }
    return cost
  }

  /// Whether some entry of ``layerCosts`` names `layer`.
  public func usesLayer(_ layer: String) -> Bool {
    layerCosts.contains { $0.layer == layer }
  }

  /// A cost of a layer value, and how it combines with the cost of the cell so far; on
  /// every terrain, or only on one (``terrain``).
  ///
  /// Restricting an entry to a terrain lets one class price a pairing on its own: a bridge
  /// over water but not over a chasm, or Battle for Wesnoth's forest on a ford, which costs
  /// the worst of the ford's own aliases and the forest where a forest elsewhere costs the
  /// worst of its base's cost and the forest. Entries for different terrains never meet on
  /// one cell, so their relative order does not matter; their order among the unrestricted
  /// entries does.
  public struct LayerCost: Hashable, Sendable {
    /// The layer's name (a categorical layer of the board, such as `"overlay"`).
    public var layer: String
    /// The layer value the cost applies to (an id of the layer's palette, such as
    /// `"forest"`).
    public var value: String
    /// The terrain id the entry is restricted to: it applies only on cells of this terrain
    /// (`nil`: on every terrain). A terrain the board's palette lacks matches no cell.
    public var terrain: String?
    /// The value's cost: for ``Combine/add``, the amount added.
    public var cost: MovementCost
    /// How the cost combines with the cost so far.
    public var combine: Combine

    /// Creates a layer cost.
    ///
    /// - Parameters:
    ///   - layer: the layer's name.
    ///   - value: the layer value's id.
    ///   - terrain: the terrain id the entry is restricted to, or `nil` for every terrain.
    ///   - cost: the value's cost (for ``Combine/add``, the amount added).
    ///   - combine: how the cost combines with the cost so far.
    public init(
      layer: String, value: String, terrain: String? = nil, cost: MovementCost, combine: Combine
    ) {
      self.layer = layer
      self.value = value
      self.terrain = terrain
      self.cost = cost
      self.combine = combine
    }

    /// Whether the entry applies on a cell of `terrain` (that has its layer value): always
    /// when it is not restricted, else when `terrain` is its ``terrain``.
    public func applies(on terrain: Terrain) -> Bool {
      self.terrain.map { $0 == terrain.id } ?? true
    }
  }

  /// How a layer value's cost combines with the cost of the cell so far (`nil` standing for
  /// impassable): enough for Wesnoth's alias rules (best-of by default, worst-of after `-`,
  /// the overlay alone when it has no `_bas`) and for "a forest adds 1".
  public enum Combine: String, Hashable, Sendable, CaseIterable {
    /// The cheaper of the two; impassable only when both are.
    case best
    /// The dearer of the two; impassable when either is.
    case worst
    /// The layer value's cost alone, whatever the cell's.
    case override
    /// The sum (capped at ``Terrain/maximumMovementCost``); impassable when either is.
    case add

    /// `value` combined with `current` by this rule.
    public func apply(_ value: Int?, to current: Int?) -> Int? {
      switch self {
      case .best:
        guard let value else { return current }
        guard let current else { return value }
        return Swift.min(value, current)
      case .worst:
        guard let value, let current else { return nil }
        return Swift.max(value, current)
      case .override:
        return value
      case .add:
        guard let value, let current else { return nil }
        return Swift.min(Terrain.maximumMovementCost, value &+ current)
      }
    }
  }
}

/// The cost of entering a cell for a ``MovementClass``: a number of points, or impassable.
/// An integer literal is a cost (`["forest": 3]`).
public enum MovementCost: Hashable, Sendable, ExpressibleByIntegerLiteral {
  /// Entering costs this many points (1...``Terrain/maximumMovementCost``).
  case points(Int)
  /// The cell cannot be entered.
  case impassable

  /// A cost of `value` points.
  public init(integerLiteral value: Int) {
    self = .points(value)
  }

  /// A cost from an optional number: `nil` is ``impassable``.
  public init(_ value: Int?) {
    self = value.map { .points($0) } ?? .impassable
  }

  /// The points, or `nil` when impassable.
  public var value: Int? {
    switch self {
    case .points(let points): points
    case .impassable: nil
    }
  }
}

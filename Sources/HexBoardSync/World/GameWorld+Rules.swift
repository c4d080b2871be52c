// The world's game rules: the units of its players on a `UnitMap` (each player a side, in
// the order of `players`; alliances declared by name), kept in step with the board edit by
// edit (GameWorld+Apply.swift), and the search rules of a mover in one call: its class's
// cost table, its friends and foes, their zones of control, stop cells and turns.

import HexBoardCore
import HexBoardMaps
import HexBoardNavigation
import HexGrid

extension GameWorld {
  /// The side of `player` on ``unitMap``: its position in ``players``, or `nil` for an
  /// unknown player.
  public func side(of player: String) -> Int? {
    players.firstIndex(of: player)
  }

  /// Makes players `a` and `b` allies (friends: each passes through the other's units and
  /// ignores its zones of control), or foes again with `allied: false`. Takes effect on the
  /// next ``rules(forClass:player:maxCost:stopCells:turns:ignoresZonesOfControl:)``. Alliances
  /// are the world's, declared by the server when it sets up the game (as its players are):
  /// they are not part of the board, its file or its patches.
  ///
  /// - Throws: ``GameWorldError/unknownPlayer(_:)``.
  /// - Complexity: O(players).
  public mutating func setAllied(_ a: String, _ b: String, _ allied: Bool = true) throws {
    guard let sideA = side(of: a) else { throw GameWorldError.unknownPlayer(a) }
    guard let sideB = side(of: b) else { throw GameWorldError.unknownPlayer(b) }
    unitMap.setAllied(sideA, sideB, allied)
  }

  /// Whether players `a` and `b` are allies (a player is its own; `false` for unknown
  /// players).
  public func areAllied(_ a: String, _ b: String) -> Bool {
    guard let sideA = side(of: a), let sideB = side(of: b) else { return false }
    return unitMap.areAllied(sideA, sideB)
  }

  /// Sets the zone of control of the units without their own
  /// (``zoneRadiusProperty``): the cells within `radius` steps of each (1, the default:
  /// its neighbours; 0: none).
  ///
  /// - Throws: ``GameWorldError/invalidZoneRadius(_:)`` outside
  ///   `0...UnitMap.maximumZoneRadius`.
  /// - Complexity: O(n + units × radius²): the unit map is built again.
  public mutating func setZoneRadius(_ radius: Int) throws {
    guard (0...UnitMap.maximumZoneRadius).contains(radius) else {
      throw GameWorldError.invalidZoneRadius(radius)
    }
    zoneRadius = radius
    var rebuilt = buildUnitMap()
    for a in players.indices {
      for b in players.indices where a < b && unitMap.areAllied(a, b) { rebuilt.setAllied(a, b) }
    }
    unitMap = rebuilt
  }

  /// The search rules of a unit of `player` and of movement class `name`, in one value for
  /// single queries and batches on ``graph`` (`path(from:to:rules:)`, `paths(_:)`,
  /// `movementRanges(from:rules:)`):
  /// - the class's costs (``costTable(for:)``; `nil`: the graph's own, the cheapest of
  ///   every class), with the graph's landmarks guiding its paths, as they stay admissible
  ///   (`SearchRules.costsAtLeastGraph`);
  /// - with a `player`, the players' units (``unitMap``): friends (the player's units and its
  ///   allies') passed through but never stopped on, foes never entered, and a foe's zone
  ///   of control ending the move on entry unless `ignoresZonesOfControl`; without one,
  ///   every unit is in the way (``occupied``);
  /// - `stopCells` that end a move on entry, `turns` (movement points per turn) and a
  ///   budget `maxCost`, as `SearchRules` has them.
  ///
  /// Units follow every change at once; costs and landmarks are those of the last
  /// ``commit()``.
  ///
  /// ```swift
  /// let rules = try world.rules(forClass: "cavalry", player: "red", turns: Turns(movesPerTurn: 5))
  /// let paths = await world.graph.paths(targets.map { PathQuery(from: a, to: $0, rules: rules) })
  /// ```
  ///
  /// - Throws: ``GameWorldError/unknownMovementClass(_:)`` for a class the board does not
  ///   declare; ``GameWorldError/unknownPlayer(_:)``.
  /// - Complexity: O(1) (the table and the unit map are shared, not copied).
  public func rules(
    forClass name: String?, player: String? = nil, maxCost: Int? = nil,
    stopCells: CellSet? = nil, turns: Turns? = nil, ignoresZonesOfControl: Bool = false
  ) throws -> SearchRules {
    var table: CostTable? = nil
    if let name {
      guard let known = tables[name] else { throw GameWorldError.unknownMovementClass(name) }
      table = known
    }
    var rules: SearchRules
    if let player {
      guard let side = side(of: player) else { throw GameWorldError.unknownPlayer(player) }
      rules = SearchRules(
        maxCost: maxCost, costs: table, units: unitMap,
        mover: Mover(side: side, ignoresZonesOfControl: ignoresZonesOfControl),
        stopCells: stopCells, turns: turns)
    } else {
      rules = SearchRules(
        maxCost: maxCost, occupied: occupied, costs: table, stopCells: stopCells, turns: turns)
    }
    // Every class's table prices each cell at least the graph's cheapest cost.
    if table != nil { rules.costsAtLeastGraph = true }
    return rules
  }

  /// The search rules of the unit `id`: its owner's side, its movement class and whether it
  /// is a skirmisher (`BoardObject.owner`, `BoardObject.movementClass`,
  /// ``skirmisherProperty``), with the other rules of
  /// ``rules(forClass:player:maxCost:stopCells:turns:ignoresZonesOfControl:)``. The unit itself
  /// stands on the start of its queries, which is never in its way.
  ///
  /// ```swift
  /// let rules = try world.rules(forUnit: "scout", maxCost: 8)
  /// let reach = world.graph.movementRange(from: scout.position, rules: rules)
  /// ```
  ///
  /// - Throws: ``GameWorldError/unknownObject(_:)``; ``GameWorldError/notAUnit(_:)`` for an
  ///   object no player owns; ``GameWorldError/unknownMovementClass(_:)`` for a class the
  ///   board does not declare.
  /// - Complexity: O(1).
  public func rules(
    forUnit id: String, maxCost: Int? = nil, stopCells: CellSet? = nil, turns: Turns? = nil
  ) throws -> SearchRules {
    guard let unit = object(withID: id) else { throw GameWorldError.unknownObject(id) }
    guard let owner = unit.owner, side(of: owner) != nil else {
      throw GameWorldError.notAUnit(id)
    }
    return try rules(
      forClass: unit.movementClass, player: owner, maxCost: maxCost, stopCells: stopCells,
      turns: turns, ignoresZonesOfControl: isSkirmisher(unit))
  }

  /// Brings ``unitMap`` up to date on the cell of `hex` after an object edit: the unit of
  /// the first object there whose owner is a player (in the board's order, as
  /// ``buildUnitMap()`` picks it) with its zone radius, or none.
  ///
  /// - Complexity: O(objects on the cell + r⁴) for zones of radius r.
  mutating func updateUnitMap(at hex: Hex?) {
    guard let hex, let index = board.grid.index(of: hex) else { return }
    var wanted: (side: Int, radius: Int)? = nil
    for object in board.objects(at: hex) {
      if let owner = object.owner, let side = side(of: owner) {
        wanted = (side, zoneRadius(of: object))
        break
      }
    }
    let current = unitMap.side(atIndex: index)
    guard wanted?.side != current || wanted?.radius != unitMap.zoneRadius(at: hex) else { return }
    if current != nil { unitMap.remove(at: hex) }
    if let wanted { unitMap.place(side: wanted.side, at: hex, zoneRadius: wanted.radius) }
  }

  /// The players' units on the board as it is now, with no alliances: each object owned by
  /// a player, the first in the board's order on its cell, with its zone radius.
  ///
  /// - Complexity: O(n + objects × r²) for zones of radius r.
  func buildUnitMap() -> UnitMap {
    var map = UnitMap(grid: board.grid)
    for object in board.objects {
      guard let owner = object.owner, let side = side(of: owner) else { continue }
      map.place(side: side, at: object.position, zoneRadius: zoneRadius(of: object))
    }
    return map
  }
}

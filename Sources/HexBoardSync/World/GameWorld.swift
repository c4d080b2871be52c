// A server's live world: the board behind a recorder, and everything a turn derives from it
// (the navigation graph of the declared movement classes with its landmarks, a cost table
// per class, the units in the way, each player's fog), kept in step by the one change path.
// Changes are noted in GameWorld+Apply.swift, derived structures caught up at `commit()` in
// GameWorld+Commit.swift (navigation in +Navigation, fog in +Fog, joining in +Join).

import HexBoardCore
import HexBoardMaps
import HexBoardNavigation
import HexGrid

/// A game server's live world: the board, and every structure a turn derives from it, kept
/// in step in time proportional to each change.
///
/// It owns:
/// - the **board**, behind a ``BoardRecorder`` (the change log: ``board``, ``sequence``);
/// - the **navigation graph** of the movement classes the board declares (``graph``: each
///   cell costs the cheapest any class pays, `Board.navigationGraph(for:)`), with its
///   **landmarks**, and a **cost table per class** (``costTable(for:)``);
/// - the **units in the way** (``occupied``: the cells of objects that have an owner) and
///   the **players' units** (``unitMap``: sides, alliances, zones of control; a unit's
///   own rules are its object's ``zoneRadiusProperty`` and ``skirmisherProperty``), from
///   which ``rules(forUnit:maxCost:stopCells:turns:)`` gives a mover's search rules in one
///   call (its class's costs, friends and foes, zones of control, stop cells, turns), for
///   single queries and batches alike;
/// - each player's **fog** (``visible(to:)``, ``explored(by:)``): what the objects it owns
///   see within ``sightRadius``, by the board's rules of sight.
///
/// Change the board through the world only: it is `BoardEditing`, so every mutator a board
/// has (`setTerrain(_:at:)`, `moveObject(_:to:)`, `setFeature(_:at:)`…) passes a
/// `BoardEdit` to ``apply(_:)``. Then ``commit()`` ends the turn: the graph, cost tables,
/// landmarks and fogs catch up with the turn's changes, and it returns the spectator patch
/// and each player's view patch, numbered and hashed, ready to encode.
///
/// ```swift
/// var world = try GameWorld(board: board, players: ["red", "blue"], sightRadius: 8)
/// var red = try PlayerView(joining: board.grid)              // red's client
/// try red.apply(try world.joinPatch(for: "red"))              // its first view, from nothing
/// try world.moveObject("u7", to: Hex(q: 4, r: 1))
/// let turn = try world.commit()
/// try red.apply(turn.view(of: "red")!)                       // checked as always
/// ```
///
/// - Complexity: a change costs what the board's does plus O(1); ``commit()`` costs the
///   changes: O(1) per changed cell or side in the graph and the cost tables, the landmark
///   repair (proportional to the distances that drop), a field of view per unit that moved
///   or stands within sight of a change, and each player's patch (the changes it sees and
///   the cells entering and leaving its view; its view hash is kept as running sums).
///   Edits that change every cell's price or sight (a palette, a movement class, the
///   orientation, a whole terrain or elevation map) rebuild the derived structures: O(n)
///   for n cells, once in that turn.
public struct GameWorld: Sendable {
  /// The board and its change log.
  var recorder: BoardRecorder
  /// The board at the start of the turn (an O(1) copy sharing pages): the base of the view
  /// patches.
  var turnStart: Board
  /// The navigation graph of the board's movement classes, landmarks included.
  public internal(set) var graph: NavigationGraph
  /// The cost table of each declared class, by name.
  var tables: [String: CostTable]
  /// Per palette index: the cheapest cost any class pays (the graph's entry cost).
  var cheapest: [Int?]
  /// The cells of the objects that have an owner: units in the way.
  public internal(set) var occupied: Occupancy
  /// The players' units: each object owned by a player is a unit of its side (the
  /// player's position in ``players``), with a zone of control of its own
  /// ``zoneRadiusProperty`` or else ``zoneRadius``, and the players' alliances
  /// (``setAllied(_:_:_:)``). Follows every change at once.
  public internal(set) var unitMap: UnitMap
  /// The zone of control radius of the units without their own ``zoneRadiusProperty`` (1:
  /// its neighbours; ``setZoneRadius(_:)``).
  public internal(set) var zoneRadius = 1
  /// The players, in the order of ``WorldTurn/views``.
  public let players: [String]
  /// How far every unit sees, in steps.
  public let sightRadius: Int
  /// How many landmarks the graph keeps (0: none).
  public let landmarkCount: Int
  /// Each player's fog, in the order of ``players``.
  var fogs: [PlayerFog]
  /// What the turn changed, noted by ``apply(_:)``.
  var pending = PendingChanges()
  /// What each unit saw at the last commit, by object id, and the scanner of its sight.
  var units: UnitSights

  /// The board as it is now.
  public var board: Board { recorder.board }

  /// The sequence number of the last turn committed (0 before the first).
  public var sequence: UInt64 { recorder.sequence }

  /// A world around `board`, with `players` (distinct names, matched against
  /// `BoardObject.owner`), each seeing what its objects see within `sightRadius`.
  ///
  /// - Parameters:
  ///   - board: the board at the start of the game.
  ///   - players: the players' names; an object whose owner is one of them is its unit.
  ///   - sightRadius: how far every unit sees, in steps (fog of war).
  ///   - landmarks: how many landmarks the graph keeps for long paths (0: none).
  ///   - sequence: the number of the last turn (0 for a new game).
  /// - Throws: ``GameWorldError/duplicatePlayer(_:)`` when two players have the same name;
  ///   ``GameWorldError/tooManyPlayers(_:)`` for more than 16 players;
  ///   ``GameWorldError/invalidUnitProperty(object:property:expected:)`` for an object
  ///   whose ``zoneRadiusProperty`` or ``skirmisherProperty`` is not of its kind;
  ///   `NavigationError` when a movement cost is out of range.
  /// - Complexity: O(n) for n cells (the graph, the tables, landmarks), plus a field of
  ///   view per unit.
  public init(
    board: Board, players: [String], sightRadius: Int = 8, landmarks: Int = 8,
    sequence: UInt64 = 0
  ) throws {
    var names = Set<String>()
    for player in players where !names.insert(player).inserted {
      throw GameWorldError.duplicatePlayer(player)
    }
    guard players.count <= UnitMap.maximumSides else {
      throw GameWorldError.tooManyPlayers(players.count)
    }
    for object in board.objects { try GameWorld.checkRulesProperties(of: object) }
    recorder = BoardRecorder(board: board, sequence: sequence)
    turnStart = board
    self.players = players
    self.sightRadius = max(0, sightRadius)
    landmarkCount = max(0, landmarks)
    graph = try NavigationGraph(grid: board.grid) { _ in nil }
    tables = [:]
    cheapest = []
    occupied = Occupancy(grid: board.grid)
    unitMap = UnitMap(grid: board.grid)
    fogs = players.map { PlayerFog(name: $0, grid: board.grid, sequence: sequence) }
    units = UnitSights(radius: self.sightRadius)
    try rebuildNavigation()
    unitMap = buildUnitMap()
    for object in board.objects where object.owner != nil {
      if let index = board.grid.index(of: object.position) { occupied.insert(index: index) }
    }
    for object in board.objects { pending.objects.insert(object.id) }
    updateFog()
    for player in fogs.indices {
      fogs[player].settle()
      fogs[player].sums = board.viewHashSums(of: fogs[player].visible)
      fogs[player].viewHash = board.viewHash(sums: fogs[player].sums)
    }
    pending = PendingChanges()
  }

  /// The cost table of the movement class `name` the board declares, as the board is at
  /// the last ``commit()`` (or `nil` when it declares none).
  public func costTable(for name: String) -> CostTable? {
    tables[name]
  }

  /// The cells `player` sees now (after the last ``commit()``), or `nil` for an unknown
  /// player.
  public func visible(to player: String) -> CellSet? {
    fogs.first { $0.name == player }?.visible
  }

  /// The cells `player` has ever seen, or `nil` for an unknown player.
  public func explored(by player: String) -> CellSet? {
    fogs.first { $0.name == player }?.explored
  }

  /// The view hash of `player`'s view now (the target of its last patch).
  public func viewHash(of player: String) -> UInt64? {
    fogs.first { $0.name == player }?.viewHash
  }
}

/// What a turn changed, noted edit by edit for the derived structures.
struct PendingChanges: Sendable {
  /// Cells whose terrain changed, and both cells of each side whose features changed.
  var cells: [Int] = []
  /// Cells whose sight may have changed (terrain, height, a side's features).
  var sightCells: [Int] = []
  /// Edge slots whose features changed.
  var sides: [Int] = []
  /// Objects added, moved, changed or removed.
  var objects: Set<String> = []
  /// Whether every cell's price may have changed (palette, classes, whole maps).
  var rebuildNavigation = false
  /// Whether every unit's sight may have changed.
  var rebuildSight = false
  /// Whether a layer was added or removed, or a layer's palette or all its codes changed
  /// (every price of a class with layer costs may change); a cell's value notes its cell.
  var layersChanged = false
}

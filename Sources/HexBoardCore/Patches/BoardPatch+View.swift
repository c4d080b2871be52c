// Per-player patches: what one player, who sees only some cells, receives for one turn.
// Built from the cells and objects the turn changed and the two visible sets, never from a
// scan of the whole board (see PlayerViews.md).

import HexBoardMaps
import HexBoardSupport
import HexGrid
import HexJSON

extension BoardPatch {
  /// The cells entering and leaving one player's view (``BoardPatch/view``).
  ///
  /// A revealed cell's whole state travels in the same patch: its terrain in
  /// ``BoardPatch/cells``, its height in ``BoardPatch/elevation`` (when the board has
  /// heights), and the features of its sides and corners in ``BoardPatch/edges`` and
  /// ``BoardPatch/vertices``, where a side or corner of a revealed cell that is not listed
  /// carries none. Objects entering and leaving the view are in
  /// ``BoardPatch/addedObjects`` and ``BoardPatch/removedObjects``.
  public struct ViewChange: Sendable, Hashable {
    /// The cells that become visible, in storage order, each once.
    public var revealed: [OffsetCoordinate]
    /// The cells that stop being visible, in storage order, each once. The player keeps
    /// what it last saw of them (terrain, height, features), but not their objects.
    public var hidden: [OffsetCoordinate]
    /// Cells the player explored before and does not see now, sent in a join
    /// (`GameWorld.joinPatch(for:)`) so that a client starting from nothing remembers them:
    /// in storage order, each once, none visible before or after the patch. Their terrain,
    /// height and side and corner features travel like a revealed cell's (as they are on
    /// the board now: the terrain under the fog is current), their objects never. The view
    /// hash does not cover them.
    public var remembered: [OffsetCoordinate]

    /// Creates a view change.
    public init(
      revealed: [OffsetCoordinate] = [], hidden: [OffsetCoordinate] = [],
      remembered: [OffsetCoordinate] = []
    ) {
      self.revealed = revealed
      self.hidden = hidden
      self.remembered = remembered
    }

    /// Whether no cell enters, leaves or is remembered in the view.
    public var isEmpty: Bool { revealed.isEmpty && hidden.isEmpty && remembered.isEmpty }
  }

  /// The patch one player receives for one turn: what changed in its view of the board
  /// between `base` (seen as `before`) and `target` (seen as `after`).
  ///
  /// Cells that enter the view carry their whole state (terrain, height, the features of
  /// their sides and corners, their objects); cells visible both times carry their changes
  /// only; cells that leave the view are listed in ``ViewChange/hidden`` and lose their
  /// objects. Objects moving into the view are added, out of it removed, and changed inside
  /// it changed; the lists are sorted by id. Header changes (name, orientation, palettes,
  /// properties) are sent whole as in ``init(from:to:)``. ``base`` is
  /// `base.viewHash(of: before)` and ``target`` is `target.viewHash(of: after)`.
  ///
  /// ```swift
  /// let patch = try BoardPatch(
  ///   viewOf: lastTurn, to: board, before: lastVisible, after: visible,
  ///   changedCells: changes.cells, changedObjects: changes.objects, sequence: turn)
  /// try client.apply(patch)    // a PlayerView
  /// ```
  ///
  /// `changedCells` must hold every cell whose terrain or height changed, and a cell beside
  /// every side and corner whose features changed; `changedObjects` every object added,
  /// removed, moved or changed (extra entries cost time, not correctness). A change missing
  /// from them is missing from the patch, and the player's `PlayerView.apply(_:)` refuses
  /// it (the target hash differs).
  ///
  /// - Parameters:
  ///   - base: the board at the start of the turn.
  ///   - target: the board at its end (same grid).
  ///   - before: the cells the player saw at the start of the turn.
  ///   - after: the cells the player sees at its end.
  ///   - changedCells: the grid indices the turn changed (see above).
  ///   - changedObjects: the ids of the objects the turn changed (see above).
  ///   - sequence: the patch's number in the player's stream (``sequence``).
  ///   - baseHash: `base.viewHash(of: before)` when the caller has it (the ``target`` of
  ///     the player's previous patch), to save computing it again; `nil` computes it.
  /// - Throws: ``BoardPatchError/notPatchable(_:)`` if the boards' grids differ or a cell
  ///   set is not over their grid.
  /// - Complexity: O(visible cells before and after + changes + objects on the cells
  ///   entering or leaving the view); no pass over the whole board.
  public init(
    viewOf base: Board, to target: Board, before: CellSet, after: CellSet,
    changedCells: some Sequence<Int>, changedObjects: some Sequence<String>,
    sequence: UInt64? = nil, baseHash: UInt64? = nil
  ) throws {
    let grid = target.grid
    guard base.grid == grid else {
      throw BoardPatchError.notPatchable(
        "the grids differ (shape, size, origin, convention or wrap); send the whole map")
    }
    guard before.indexCount == grid.indexCount, after.indexCount == grid.indexCount else {
      throw BoardPatchError.notPatchable("a visible set is not over the board's grid")
    }
    self.init(
      base: baseHash ?? base.viewHash(of: before), target: target.viewHash(of: after))
    self.sequence = sequence
    diffHeader(from: base, to: target)
    var revealed: [Int] = []
    for index in after where grid.isCell(index) && !before.contains(index: index) {
      revealed.append(index)
    }
    var hidden: [Int] = []
    for index in before where grid.isCell(index) && !after.contains(index: index) {
      hidden.append(index)
    }
    view = ViewChange(
      revealed: revealed.map(grid.offset(at:)), hidden: hidden.map(grid.offset(at:)))
    var changed: [Int] = []
    for index in changedCells where grid.isCell(index) { changed.append(index) }
    viewCells(base, target, revealed: revealed, changed: changed, before, after)
    viewFeatures(base, target, revealed: revealed, changed: changed, after)
    viewObjects(
      base, target, changed: changedObjects, revealed: revealed, hidden: hidden, before, after)
  }

  /// The header's changes: name, orientation, palettes, movement classes, properties.
  private mutating func diffHeader(from base: Board, to target: Board) {
    if base.name != target.name { name = target.name }
    if base.orientation != target.orientation { orientation = target.orientation }
    if base.palette != target.palette { palette = target.palette }
    if base.edgePalette != target.edgePalette { edgePalette = target.edgePalette }
    if base.vertexPalette != target.vertexPalette { vertexPalette = target.vertexPalette }
    if base.movementClasses != target.movementClasses { movementClasses = target.movementClasses }
    for key in sortedKeys(target.properties.keys)
    where base.properties[key] != target.properties[key] {
      setProperties[key] = target.properties[key]
    }
    removedProperties = sortedKeys(base.properties.keys).filter { target.properties[$0] == nil }
  }

  /// Terrain and heights: every revealed cell whole, and the changed cells visible both
  /// times where they differ.
  private mutating func viewCells(
    _ base: Board, _ target: Board, revealed: [Int], changed: [Int], _ before: CellSet,
    _ after: CellSet
  ) {
    let grid = target.grid
    var indices = revealed
    for index in changed where after.contains(index: index) && before.contains(index: index) {
      indices.append(index)
    }
    indices.sort()
    let old = base.terrain
    let new = target.terrain
    let revealedSet = RevealedCells(before: before, after: after)
    var previous = -1
    var heights: [HeightChange] = []
    let newHeights = target.elevation
    let oldHeights = base.elevation
    for index in indices where index != previous {
      previous = index
      let whole = revealedSet.contains(index)
      if whole || old[index: index] != new[index: index] {
        cells.append(
          CellChange(
            cell: grid.offset(at: index), symbol: target.palette[Int(new[index: index])].symbol))
      }
      guard let newHeights else { continue }
      let height = newHeights[index: index]
      // Heights are all new when the elevation appears; zeros then go without saying.
      let send =
        if let oldHeights { whole || oldHeights[index: index] != height } else { height != 0 }
      if send { heights.append(HeightChange(cell: grid.offset(at: index), height: height)) }
    }
    switch (base.elevation, target.elevation) {
    case (nil, nil): break
    case (nil, _?):
      // Every visible cell's height is new, not just the revealed and changed ones.
      var all: [HeightChange] = []
      if let newHeights {
        for index in after where grid.isCell(index) && newHeights[index: index] != 0 {
          all.append(HeightChange(cell: grid.offset(at: index), height: newHeights[index: index]))
        }
      }
      elevation = ElevationChange(state: .added, heights: all)
    case (_?, nil): elevation = ElevationChange(state: .removed)
    case (_?, _?):
      if !heights.isEmpty { elevation = ElevationChange(state: .changed, heights: heights) }
    }
  }

  /// Sides and corners: every one of a revealed cell that carries features, and every one
  /// beside a changed cell whose features differ and that touches the view.
  private mutating func viewFeatures(
    _ base: Board, _ target: Board, revealed: [Int], changed: [Int], _ after: CellSet
  ) {
    let grid = target.grid
    var edgeSlots: [Int] = []
    var vertexSlots: [Int] = []
    if !target.edgeLayer.isEmpty || !target.vertexLayer.isEmpty {
      for index in revealed {
        for k in 0..<6 {
          let edge = grid.edgeSlot(of: index, side: k)
          if target.edgeLayer[edge] != 0 { edgeSlots.append(edge) }
          let vertex = grid.vertexSlot(of: index, corner: k)
          if target.vertexLayer[vertex] != 0 { vertexSlots.append(vertex) }
        }
      }
    }
    if !base.edgeLayer.isEmpty || !target.edgeLayer.isEmpty || !base.vertexLayer.isEmpty
      || !target.vertexLayer.isEmpty
    {
      // Across a palette change, features are compared by id (as the player renumbers them).
      let oldEdge = PaletteBits.renumbering(
        from: base.edgePalette.map(\.id), to: target.edgePalette.map(\.id))
      let oldVertex = PaletteBits.renumbering(
        from: base.vertexPalette.map(\.id), to: target.vertexPalette.map(\.id))
      for index in changed {
        for k in 0..<6 {
          let edge = grid.edgeSlot(of: index, side: k)
          if oldEdge(base.edgeLayer[edge]) != target.edgeLayer[edge],
            grid.edgeSlot(edge, touches: after)
          {
            edgeSlots.append(edge)
          }
          let vertex = grid.vertexSlot(of: index, corner: k)
          if oldVertex(base.vertexLayer[vertex]) != target.vertexLayer[vertex],
            grid.vertexSlot(vertex, touches: after)
          {
            vertexSlots.append(vertex)
          }
        }
      }
    }
    let sideNames = target.orientation.sideNames
    let edgeIDs = target.edgePalette.map(\.id)
    edges = ViewSlots.unique(edgeSlots).map { slot in
      FeatureChange(
        cell: grid.offset(at: slot / 6), name: sideNames[slot % 6],
        features: ViewSlots.ids(target.edgeLayer[slot], edgeIDs))
    }
    let cornerNames = target.orientation.cornerNames
    let vertexIDs = target.vertexPalette.map(\.id)
    vertices = ViewSlots.unique(vertexSlots).map { slot in
      FeatureChange(
        cell: grid.offset(at: slot / 6), name: cornerNames[slot % 6],
        features: ViewSlots.ids(target.vertexLayer[slot], vertexIDs))
    }
  }

  /// Objects: the changed ones by where they stand before and after, and the unchanged
  /// ones on cells entering or leaving the view.
  private mutating func viewObjects(
    _ base: Board, _ target: Board, changed: some Sequence<String>, revealed: [Int],
    hidden: [Int], _ before: CellSet, _ after: CellSet
  ) {
    let grid = target.grid
    let ids = Set(changed)
    var added: [BoardObject] = []
    var removed: [String] = []
    var changes: [ObjectChange] = []
    for id in ids {
      let old = base.object(withID: id)
      let new = target.object(withID: id)
      let oldIndex = old.flatMap { grid.index(of: $0.position) }
      let newIndex = new.flatMap { grid.index(of: $0.position) }
      let wasSeen = oldIndex.map { before.contains(index: $0) } ?? false
      let isSeen = newIndex.map { after.contains(index: $0) } ?? false
      switch (wasSeen, isSeen) {
      case (true, true):
        guard let old, let new, let newIndex else { continue }
        var change = ObjectChange(id: id)
        if old.kind != new.kind { change.kind = new.kind }
        if oldIndex != newIndex { change.position = grid.offset(at: newIndex) }
        if old.properties != new.properties { change.properties = new.properties }
        if old.owner != new.owner { change.owner = .some(new.owner) }
        if old.movementClass != new.movementClass {
          change.movementClass = .some(new.movementClass)
        }
        if change != ObjectChange(id: id) { changes.append(change) }
      case (false, true): if let new { added.append(new) }
      case (true, false): removed.append(id)
      case (false, false): break
      }
    }
    let entering = RevealedCells(before: before, after: after)
    target.forEachObject(on: revealed, count: revealed.count, where: entering.contains) {
      object, _ in
      if !ids.contains(object.id) { added.append(object) }
    }
    let leaving = RevealedCells(before: after, after: before)
    base.forEachObject(on: hidden, count: hidden.count, where: leaving.contains) { object, _ in
      if !ids.contains(object.id) { removed.append(object.id) }
    }
    let byID: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    removedObjects = removed.sorted(by: byID)
    changedObjects = changes.sorted { byID($0.id, $1.id) }
    addedObjects = added.sorted { byID($0.id, $1.id) }.map { object in
      ObjectChange(
        id: object.id, kind: object.kind,
        position: grid.index(of: object.position).map(grid.offset(at:)),
        properties: object.properties, owner: object.owner.map { $0 },
        movementClass: object.movementClass.map { $0 })
    }
  }
}

/// The cells in `after` and not in `before`, without building a set.
struct RevealedCells {
  let before: CellSet
  let after: CellSet

  func contains(_ index: Int) -> Bool {
    after.contains(index: index) && !before.contains(index: index)
  }
}

/// Helpers for the sides and corners of a view.
enum ViewSlots {
  /// The slots sorted, each once.
  static func unique(_ slots: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(slots.count)
    for slot in slots.sorted() where result.last != slot { result.append(slot) }
    return result
  }

  /// The palette ids of the bits of `bits`, in palette order.
  static func ids(_ bits: UInt16, _ palette: [String]) -> [String] {
    var result: [String] = []
    var remaining = bits
    while remaining != 0 {
      result.append(palette[remaining.trailingZeroBitCount])
      remaining &= remaining &- 1
    }
    return result
  }
}

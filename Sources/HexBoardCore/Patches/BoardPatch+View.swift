// Per-player patches: what one player, who sees only some cells, receives for one turn.
// Here the form from the two visible sets, which finds the cells entering and leaving the
// view and hands over to the form from lists (BoardPatch+ViewOfTurn.swift); never a scan of
// the whole board's cells (see PlayerViews.md).

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
  /// A server making a patch per player each turn saves the scans of the two sets with
  /// ``TurnChanges`` and ``init(viewOf:visible:revealed:hidden:sequence:baseHash:targetHash:)``,
  /// and the view hashes with `ViewHashSums`.
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
  /// - Complexity: O(cells / 64 + visible cells after + changes + objects on the cells
  ///   entering or leaving the view); no pass over the board's cells.
  public init(
    viewOf base: Board, to target: Board, before: CellSet, after: CellSet,
    changedCells: some Sequence<Int>, changedObjects: some Sequence<String>,
    sequence: UInt64? = nil, baseHash: UInt64? = nil
  ) throws {
    let turn = try TurnChanges(
      from: base, to: target, changedCells: changedCells, changedObjects: changedObjects)
    try self.init(
      viewOf: turn, before: before, after: after, sequence: sequence, baseHash: baseHash)
  }

  /// The patch of `turn` for a view from `before` to `after`, the cells entering and
  /// leaving it found by one pass over each set.
  init(
    viewOf turn: TurnChanges, before: CellSet, after: CellSet, sequence: UInt64?,
    baseHash: UInt64?
  ) throws {
    let grid = turn.target.grid
    guard before.indexCount == grid.indexCount, after.indexCount == grid.indexCount else {
      throw BoardPatchError.notPatchable("a visible set is not over the board's grid")
    }
    var revealed: [Int] = []
    for index in after where grid.isCell(index) && !before.contains(index: index) {
      revealed.append(index)
    }
    var hidden: [Int] = []
    for index in before where grid.isCell(index) && !after.contains(index: index) {
      hidden.append(index)
    }
    try self.init(
      viewOf: turn, visible: after, revealed: revealed, hidden: hidden, sequence: sequence,
      baseHash: baseHash ?? turn.base.viewHash(of: before),
      targetHash: turn.target.viewHash(of: after))
    self.sequence = sequence
  }

  /// The header's changes: name, orientation, palettes, movement classes, properties.
  mutating func diffHeader(from base: Board, to target: Board) {
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

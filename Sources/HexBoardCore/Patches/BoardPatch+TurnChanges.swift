// A turn's changes resolved once for every player: the changed cells, sides, corners and
// objects looked up on both boards a single time, so that each player's view patch and
// view-hash update only asks which of them the player sees (BoardPatch+View.swift).

import HexBoardMaps
import HexBoardSupport
import HexGrid

extension BoardPatch {
  /// What one turn changed between two boards, resolved once so that every player's view
  /// patch (``init(viewOf:visible:revealed:hidden:sequence:baseHash:targetHash:)``) and
  /// view-hash update (``updateViewHash(_:visible:)``) costs only the changes the player
  /// sees, not the turn's changes looked up again per player.
  ///
  /// ```swift
  /// let turn = try BoardPatch.TurnChanges(from: turnStart, to: board, turn: spectatorPatch)
  /// for player in players {
  ///   turn.updateViewHash(&player.sums, visible: player.visible)  // the board's changes
  ///   // ... reveal and hide the cells entering and leaving the view (Board.reveal/hide) ...
  ///   let patch = try BoardPatch(
  ///     viewOf: turn, visible: player.visible, revealed: revealed, hidden: hidden,
  ///     baseHash: player.hash, targetHash: board.viewHash(sums: player.sums))
  /// }
  /// ```
  public struct TurnChanges: Sendable {
    /// The board at the start of the turn.
    public let base: Board
    /// The board at its end.
    public let target: Board
    /// Whether the turn changed what every term of a view hash means (a palette, the
    /// orientation, or elevation added or removed): ``updateViewHash(_:visible:)`` cannot
    /// follow it, and a view's sums must be rebuilt (`Board.viewHashSums(of:)`).
    public let reshapesViewHash: Bool
    /// The sequence number of the turn's patch, if made from one.
    let sequence: UInt64?
    /// The header's changes (name, orientation, palettes, classes, properties).
    let header: BoardPatch
    /// The changed cells, sorted, each once, with their cell-term change.
    let cells: [Int]
    let cellDeltas: [UInt64]
    /// The sides and corners whose features differ (by feature id), sorted, each once,
    /// with their term change.
    let sides: [Int]
    let sideDeltas: [UInt64]
    let corners: [Int]
    let cornerDeltas: [UInt64]
    /// The changed objects, sorted by id (UTF-8 bytes), each once.
    let objects: [ObjectTurn]

    /// One changed object on both boards.
    struct ObjectTurn: Sendable {
      let id: String
      let old: BoardObject?
      let new: BoardObject?
      /// Grid indices of its cell before and after (-1: not on that board).
      let oldCell: Int
      let newCell: Int
      /// Its view-hash terms before and after.
      let oldTerm: UInt64
      let newTerm: UInt64
    }

    /// The changes from `base` to `target`, given the cells and objects the turn changed
    /// (see `BoardPatch.init(viewOf:to:before:after:changedCells:changedObjects:sequence:baseHash:)`
    /// for what they must hold; extra entries cost time, not correctness).
    ///
    /// - Throws: ``BoardPatchError/notPatchable(_:)`` if the boards' grids differ.
    /// - Complexity: O(changes log changes).
    public init(
      from base: Board, to target: Board, changedCells: some Sequence<Int>,
      changedObjects: some Sequence<String>, sequence: UInt64? = nil
    ) throws {
      let grid = target.grid
      guard base.grid == grid else {
        throw BoardPatchError.notPatchable(
          "the grids differ (shape, size, origin, convention or wrap); send the whole map")
      }
      self.base = base
      self.target = target
      self.sequence = sequence
      var header = BoardPatch(base: 0, target: 0)
      header.diffHeader(from: base, to: target)
      self.header = header
      reshapesViewHash =
        base.palette != target.palette || base.edgePalette != target.edgePalette
        || base.vertexPalette != target.vertexPalette || base.orientation != target.orientation
        || (base.elevation == nil) != (target.elevation == nil)
      var cells: [Int] = []
      for index in changedCells where grid.isCell(index) { cells.append(index) }
      cells = ViewSlots.unique(cells)
      self.cells = cells
      cellDeltas = cells.map { target.viewHashTerm(ofCell: $0) &- base.viewHashTerm(ofCell: $0) }
      var sides: [Int] = []
      var corners: [Int] = []
      if !base.edgeLayer.isEmpty || !target.edgeLayer.isEmpty || !base.vertexLayer.isEmpty
        || !target.vertexLayer.isEmpty
      {
        // Across a palette change, features are compared by id (as the player renumbers them).
        let oldEdge = PaletteBits.renumbering(
          from: base.edgePalette.map(\.id), to: target.edgePalette.map(\.id))
        let oldVertex = PaletteBits.renumbering(
          from: base.vertexPalette.map(\.id), to: target.vertexPalette.map(\.id))
        for index in cells {
          for k in 0..<6 {
            let edge = grid.edgeSlot(of: index, side: k)
            if oldEdge(base.edgeLayer[edge]) != target.edgeLayer[edge] { sides.append(edge) }
            let vertex = grid.vertexSlot(of: index, corner: k)
            if oldVertex(base.vertexLayer[vertex]) != target.vertexLayer[vertex] {
              corners.append(vertex)
            }
          }
        }
      }
      self.sides = ViewSlots.unique(sides)
      sideDeltas = self.sides.map {
        target.viewHashTerm(ofSide: $0) &- base.viewHashTerm(ofSide: $0)
      }
      self.corners = ViewSlots.unique(corners)
      cornerDeltas = self.corners.map {
        target.viewHashTerm(ofCorner: $0) &- base.viewHashTerm(ofCorner: $0)
      }
      let byID: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      var objects: [ObjectTurn] = []
      var previous: String? = nil
      for id in changedObjects.sorted(by: byID) where id != previous {
        previous = id
        let old = base.viewHashTerm(ofObject: id)
        let new = target.viewHashTerm(ofObject: id)
        objects.append(
          ObjectTurn(
            id: id, old: old == nil ? nil : base.object(withID: id),
            new: new == nil ? nil : target.object(withID: id), oldCell: old?.cell ?? -1,
            newCell: new?.cell ?? -1, oldTerm: old?.term ?? 0, newTerm: new?.term ?? 0))
      }
      self.objects = objects
    }

    /// The changes a turn's whole-board patch `turn` (from `base` to `target`: a
    /// `BoardRecorder.makePatch()` result or ``BoardPatch/init(from:to:)``) names, with its
    /// sequence number.
    ///
    /// - Throws: ``BoardPatchError/notPatchable(_:)`` if the boards' grids differ.
    /// - Complexity: O(size of `turn` × log).
    public init(from base: Board, to target: Board, turn: BoardPatch) throws {
      let grid = target.grid
      var cells: [Int] = []
      for change in turn.cells { if let i = grid.index(ofOffset: change.cell) { cells.append(i) } }
      for change in turn.elevation?.heights ?? [] {
        if let i = grid.index(ofOffset: change.cell) { cells.append(i) }
      }
      for change in turn.edges {
        if let i = grid.index(ofOffset: change.cell) { cells.append(i) }
      }
      for change in turn.vertices {
        if let i = grid.index(ofOffset: change.cell) { cells.append(i) }
      }
      var ids = turn.removedObjects
      for change in turn.changedObjects { ids.append(change.id) }
      for change in turn.addedObjects { ids.append(change.id) }
      try self.init(
        from: base, to: target, changedCells: cells, changedObjects: ids,
        sequence: turn.sequence)
    }

    /// Brings `sums`, the view-hash sums of the view `visible` on ``base``, to the sums of
    /// the same view on ``target``: the turn's changed cells, sides, corners and objects
    /// that `visible` sees, old terms out and new ones in. Then bring the view itself
    /// from the cells it had to the ones it has now with `target.reveal(_:in:sums:)` and
    /// `target.hide(_:in:sums:)`.
    ///
    /// Does nothing useful when ``reshapesViewHash``: rebuild the sums instead.
    ///
    /// - Complexity: O(changes), no look-up of the boards.
    public func updateViewHash(_ sums: inout ViewHashSums, visible: CellSet) {
      let grid = target.grid
      for (k, index) in cells.enumerated() where visible.contains(index: index) {
        sums.replaceCell(0, with: cellDeltas[k])
      }
      for (k, slot) in sides.enumerated() where grid.edgeSlot(slot, touches: visible) {
        sums.replaceSide(0, with: sideDeltas[k])
      }
      for (k, slot) in corners.enumerated() where grid.vertexSlot(slot, touches: visible) {
        sums.replaceCorner(0, with: cornerDeltas[k])
      }
      for object in objects {
        let old =
          object.oldCell >= 0 && visible.contains(index: object.oldCell) ? object.oldTerm : 0
        let new =
          object.newCell >= 0 && visible.contains(index: object.newCell) ? object.newTerm : 0
        if old != new { sums.replaceObject(old, with: new) }
      }
    }
  }
}

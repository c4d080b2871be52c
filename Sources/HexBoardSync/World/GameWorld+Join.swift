// Joining: a player's first view is a patch from an empty view (`joinPatch(for:)`), applied
// to a client's blank view (`PlayerView(joining:)`): the visible cells as revealed, the
// explored ones as remembered (their terrain as it is now, no objects).

import HexBoardCore
import HexBoardMaps
import HexGrid

extension GameWorld {
  /// The first view of `player`, as a patch from nothing: applied to
  /// `PlayerView(joining:)` on the board's grid, it gives the cells the player sees now
  /// (terrain, heights, the features of their sides and corners, their objects), the cells
  /// it explored before and does not see now (`BoardPatch.ViewChange.remembered`: their
  /// terrain, heights and features as they are now, no objects, as under fog in Battle for
  /// Wesnoth) and the board's header, numbered ``sequence`` so that the next turn's view
  /// patch follows it. Its size is proportional to the explored cells, not to the map.
  ///
  /// Remembered cells are sent only here: a later turn's patch says nothing of a cell the
  /// player does not see, so what it remembers stays as it was when it joined or last saw
  /// the cell.
  ///
  /// - Throws: ``GameWorldError/unknownPlayer(_:)``.
  /// - Complexity: O(explored cells + objects on the visible ones), plus a scan of the
  ///   explored set's words (n / 64).
  public func joinPatch(for player: String) throws -> BoardPatch {
    guard let fog = fogs.first(where: { $0.name == player }) else {
      throw GameWorldError.unknownPlayer(player)
    }
    let grid = board.grid
    var patch = try BoardPatch(
      viewOf: PlayerView.blankBoard(grid: grid), to: board, before: CellSet(grid: grid),
      after: fog.visible, changedCells: [], changedObjects: [])
    patch.sequence = sequence
    var remembered: [Int] = []
    for index in fog.explored where grid.isCell(index) && !fog.visible.contains(index: index) {
      remembered.append(index)
    }
    guard !remembered.isEmpty else { return patch }
    addRemembered(remembered, explored: fog.explored, to: &patch)
    return patch
  }

  /// Adds the cells `remembered` (grid indices, sorted) to a join patch: their terrain and
  /// heights merged into the patch's lists in storage order, and the features of every
  /// side and corner of an explored cell.
  private func addRemembered(_ remembered: [Int], explored: CellSet, to patch: inout BoardPatch) {
    let grid = board.grid
    patch.view?.remembered = remembered.map(grid.offset(at:))
    let palette = board.palette
    let terrain = board.terrain
    let extra = remembered.map { index in
      BoardPatch.CellChange(
        cell: grid.offset(at: index), symbol: palette[Int(terrain[index: index])].symbol)
    }
    patch.cells = GameWorld.merged(patch.cells, extra, \.cell)
    if let elevation = board.elevation, var change = patch.elevation {
      // A join starts from a board without heights: zeros go without saying.
      var heights: [BoardPatch.HeightChange] = []
      for index in remembered where elevation[index: index] != 0 {
        heights.append(
          BoardPatch.HeightChange(cell: grid.offset(at: index), height: elevation[index: index]))
      }
      change.heights = GameWorld.merged(change.heights, heights, \.cell)
      patch.elevation = change
    }
    guard board.hasFeatures(.side) || board.hasFeatures(.corner) else { return }
    var edgeSlots: [Int] = []
    var vertexSlots: [Int] = []
    for index in explored where grid.isCell(index) {
      for k in 0..<6 {
        let edge = grid.edgeSlot(of: index, side: k)
        if board.featureBits(atSlot: edge, kind: .side) != 0 { edgeSlots.append(edge) }
        let vertex = grid.vertexSlot(of: index, corner: k)
        if board.featureBits(atSlot: vertex, kind: .corner) != 0 { vertexSlots.append(vertex) }
      }
    }
    patch.edges = featureChanges(edgeSlots, .side)
    patch.vertices = featureChanges(vertexSlots, .corner)
  }

  /// The feature changes of `slots` (each once, in slot order): every feature they carry.
  private func featureChanges(_ slots: [Int], _ kind: FeatureLocation.Kind) -> [BoardPatch
    .FeatureChange]
  {
    let grid = board.grid
    let names = kind == .side ? board.orientation.sideNames : board.orientation.cornerNames
    let ids = board.featurePaletteIDs(kind)
    var result: [BoardPatch.FeatureChange] = []
    var previous = -1
    for slot in slots.sorted() where slot != previous {
      previous = slot
      var bits = board.featureBits(atSlot: slot, kind: kind)
      var features: [String] = []
      while bits != 0 {
        features.append(ids[bits.trailingZeroBitCount])
        bits &= bits &- 1
      }
      result.append(
        BoardPatch.FeatureChange(
          cell: grid.offset(at: slot / 6), name: names[slot % 6], features: features))
    }
    return result
  }

  /// Two lists in storage order merged into one (no cell is in both).
  private static func merged<Change>(
    _ a: [Change], _ b: [Change], _ cell: KeyPath<Change, OffsetCoordinate>
  ) -> [Change] {
    var result: [Change] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      let takeA: Bool
      if i == a.count {
        takeA = false
      } else if j == b.count {
        takeA = true
      } else {
        let x = a[i][keyPath: cell]
        let y = b[j][keyPath: cell]
        takeA = x.row < y.row || (x.row == y.row && x.col < y.col)
      }
      if takeA {
        result.append(a[i])
        i += 1
      } else {
        result.append(b[j])
        j += 1
      }
    }
    return result
  }
}

extension PlayerView {
  /// A client's view before its first patch: the blank board a join patch
  /// (`GameWorld.joinPatch(for:)`) starts from, on the server's grid, seeing nothing. It
  /// holds no map-sized data but the pages every cell shares.
  ///
  /// - Throws: never for a valid grid (the blank board's palette is the default one).
  public init(joining grid: MapGrid) throws {
    try self.init(
      board: PlayerView.blankBoard(grid: grid), visible: CellSet(grid: grid), sequence: nil)
  }

  /// The board a client holds before it joins: no name, the default palettes, every cell
  /// the first terrain, no heights, features or objects.
  static func blankBoard(grid: MapGrid) throws -> Board {
    try Board(name: "", grid: grid, fill: Terrain.defaultPalette[0].id)
  }
}

// What one player's client holds of a board it sees only in part: the board as the player
// knows it, what it sees now, and the last patch it applied (see PlayerViews.md).

import HexBoardCore
import HexBoardMaps

/// One player's view of a server's board, as the player's client holds it: the cells it
/// sees now, what it remembers of the cells it saw before, and nothing else. It applies the
/// per-player patches a server makes
/// (`BoardPatch.init(viewOf:to:before:after:changedCells:changedObjects:sequence:baseHash:)`) and
/// checks each against the view hashes (`Board.viewHash(of:)`) and sequence numbers.
///
/// ``board`` is a board on the server's grid with the server's header (name, orientation,
/// palettes, properties). On it:
/// - **visible cells** (``visible``) hold the server's terrain, height, side and corner
///   features, and objects;
/// - **explored cells** (seen before, not now) keep what the player last saw of their
///   terrain, height and features (for a client that joined later, what its join sent as
///   remembered cells: `BoardPatch.ViewChange.remembered`), but no objects: objects are
///   only known where they are seen;
/// - **cells never seen** hold the placeholder: the first terrain of the palette, height 0,
///   no features, no objects.
///
/// Named layers (`Board.layers`: owners, resources, fog memory) are the server's data: a
/// view has none, and view patches and view hashes leave them out, so a turn that changes
/// only layers sends a player an empty patch.
///
/// ```swift
/// // Server: the view a player starts with, then one patch per turn.
/// var view = try PlayerView(of: board, visible: fog.visible, sequence: 0)
/// let patch = try BoardPatch(
///   viewOf: previous, to: board, before: oldVisible, after: fog.visible,
///   changedCells: changedCells, changedObjects: changedObjects, sequence: 1)
/// // Client:
/// try view.apply(patch)     // checks sequence, base and target; all or nothing
/// ```
public struct PlayerView: Sendable, Equatable {
  /// The board as the player knows it (see the type's description for what its cells
  /// hold).
  public internal(set) var board: Board
  /// The cells the player sees now.
  public internal(set) var visible: CellSet
  /// The sequence number of the last patch applied, or `nil` when no numbered patch has
  /// been applied and none was given at creation.
  public internal(set) var sequence: UInt64?
  /// The view hash of ``board`` over ``visible`` (`board.viewHash(of: visible)`): the base
  /// the next patch must name. Kept, so checking a patch's base costs nothing.
  public internal(set) var viewHash: UInt64
  /// The sums ``viewHash`` folds (`ViewHashSums`), kept through every patch so that applying
  /// one costs what it changes, not the visible cells.
  var sums: ViewHashSums

  /// The view of a player who sees `visible` on the server's board `server`: the visible
  /// cells (terrain, height, side and corner features, objects) copied, every other cell
  /// the placeholder (first terrain, height 0, no features). With an empty `visible`, this
  /// is the blank view a client can start from and fill with a first patch from an empty
  /// view.
  ///
  /// - Parameters:
  ///   - server: the server's board.
  ///   - visible: the cells the player sees (indices that are not cells are ignored).
  ///   - sequence: the sequence number of the last patch the player is taken to have
  ///     applied (`nil`: accept the first numbered patch whatever its number).
  /// - Throws: `BoardPatchError.notPatchable(_:)` if `visible` is not over the board's
  ///   grid.
  /// - Complexity: O(n) for n cells (the new board), plus O(objects).
  public init(of server: Board, visible: CellSet, sequence: UInt64? = nil) throws {
    let grid = server.grid
    guard visible.indexCount == grid.indexCount else {
      throw BoardPatchError.notPatchable("the visible set is not over the board's grid")
    }
    var seen = CellSet(grid: grid)
    var cells = [UInt8](repeating: 0, count: grid.indexCount)
    var heights = server.elevation.map { _ in [Int](repeating: 0, count: grid.indexCount) }
    let serverCells = server.terrain.flattened()
    let serverHeights = server.elevation?.flattened()
    for index in visible where grid.isCell(index) {
      seen.insert(index: index)
      cells[index] = serverCells[index]
      if let serverHeights { heights?[index] = serverHeights[index] }
    }
    var objects: [BoardObject] = []
    server.forEachObject(on: seen, count: seen.count, where: seen.contains(index:)) {
      object, _ in objects.append(object)
    }
    var board = try Board(
      name: server.name, orientation: server.orientation, palette: server.palette,
      terrain: HexMap(grid: grid, storage: cells),
      elevation: heights.map { HexMap(grid: grid, storage: $0) }, objects: objects,
      properties: server.properties, edgePalette: server.edgePalette,
      vertexPalette: server.vertexPalette, movementClasses: server.movementClasses)
    if server.hasFeatures(.side) || server.hasFeatures(.corner) {
      // The new board has no features: only the slots carrying some are written.
      for index in seen {
        for k in 0..<6 {
          let edge = grid.edgeSlot(of: index, side: k)
          let edgeBits = server.featureBits(atSlot: edge, kind: .side)
          if edgeBits != 0 { try board.apply(.setFeatureBits(edgeBits, atSlot: edge, kind: .side)) }
          let vertex = grid.vertexSlot(of: index, corner: k)
          let vertexBits = server.featureBits(atSlot: vertex, kind: .corner)
          if vertexBits != 0 {
            try board.apply(.setFeatureBits(vertexBits, atSlot: vertex, kind: .corner))
          }
        }
      }
    }
    self.board = board
    self.visible = seen
    self.sequence = sequence
    sums = board.viewHashSums(of: seen)
    viewHash = board.viewHash(sums: sums)
  }

  /// A view restored from what a client kept: its board and visible cells as they were
  /// (for instance loaded from files the client saved), and the last sequence number it
  /// applied.
  ///
  /// - Throws: `BoardPatchError.notPatchable(_:)` if `visible` is not over the board's
  ///   grid.
  /// - Complexity: O(visible cells + objects on them), the view hash.
  public init(board: Board, visible: CellSet, sequence: UInt64?) throws {
    guard visible.indexCount == board.grid.indexCount else {
      throw BoardPatchError.notPatchable("the visible set is not over the board's grid")
    }
    self.board = board
    self.visible = visible
    self.sequence = sequence
    sums = board.viewHashSums(of: visible)
    viewHash = board.viewHash(sums: sums)
  }
}

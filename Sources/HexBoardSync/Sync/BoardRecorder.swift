// A server's live board that writes its own patches: every mutation goes through the
// recorder, which notes the base value of whatever it touches the first time in a turn, so a
// turn's patch comes from the touched cells, sides, corners and objects alone, never from
// comparing two whole boards. Its one mutating entry point, `apply(_:)`, is in
// BoardRecorder+Mutations.swift (the convenience mutators are `BoardEditing`'s), the patch in
// BoardRecorder+Patch.swift.

import HexBoardCore
import HexBoardMaps
import HexGrid

/// A board that records its changes and turns each batch of them (a turn) into the
/// `BoardPatch` a client needs, in proportion to the changes.
///
/// Change the board through the recorder: it has the board's mutating API, the same
/// `BoardEditing` methods, all of which pass a `BoardEdit` to its ``apply(_:)``, where the
/// recorder notes what the edit touches before the board applies it. Then call
/// ``makePatch()``: the patch is exactly `BoardPatch.init(from:to:)` of the board at the
/// start of the turn and the board now (a change undone within the turn is not listed), numbered by
/// `BoardPatch.sequence` (1 for the first patch, then 2, 3…), and the next turn starts from
/// the current board.
///
/// ```swift
/// var server = BoardRecorder(board: board)
/// try server.moveObject("u7", to: Hex(q: 4, r: 1))
/// try server.setTerrain("road", at: Hex(q: 3, r: 2))
/// let patch = try server.makePatch()          // sequence 1
/// let bytes = try patch.encoded()             // broadcast
/// ```
///
/// The recorder owns its board (``board`` is read-only), so nothing changes it unseen.
///
/// - Complexity: each mutation costs what the board's does plus O(1); ``makePatch()`` costs
///   O(k log k) for k things touched, plus the content hash. Replacing the elevation map
///   or removing a feature palette entry costs O(n) in the patch, as those change the
///   whole board. Creating a recorder costs O(objects) (their order keys) and one hash.
public struct BoardRecorder: Sendable {
  /// The board as it is now.
  public internal(set) var board: Board
  /// The sequence number of the last patch made (the one given at creation before the
  /// first); the next patch gets this plus one.
  public internal(set) var sequence: UInt64

  /// The content hash of the board at the start of the turn.
  var baseHash: UInt64
  /// The base values of what the turn touched (see ``TurnBase``).
  var base = TurnBase()
  /// Each object's place in the order: objects are only ever appended, so the board's order
  /// is the order of these keys, and sorting touched objects by key puts them in board order
  /// without a scan.
  var orderKeys: [String: UInt64] = [:]
  /// The key the next added object gets.
  var nextKey: UInt64 = 0

  /// Starts recording changes to `board`; the first patch is numbered `sequence + 1`.
  ///
  /// - Complexity: O(objects) (their order keys).
  public init(board: Board, sequence: UInt64 = 0) {
    self.board = board
    self.sequence = sequence
    baseHash = board.contentHash()
    for object in board.objects {
      orderKeys[object.id] = nextKey
      nextKey += 1
    }
    base.firstKey = nextKey
  }

  /// Whether anything was changed since the turn started (possibly changed back).
  public var hasChanges: Bool { !base.isEmpty }
}

/// What a recorder knows about the board at the start of the turn: the base value of each
/// thing it touched, recorded on first touch.
struct TurnBase: Sendable {
  /// An object's state at the start of the turn.
  struct Object: Sendable {
    /// The object, or `nil` when it did not exist.
    var object: BoardObject?
    /// Its order key then.
    var key: UInt64?
  }

  var name: String?
  var orientation: HexOrientation?
  var palette: [Terrain]?
  var properties: [String: PropertyValue]?
  var edgePalette: [EdgeFeature]?
  var vertexPalette: [VertexFeature]?
  var movementClasses: [MovementClass]?
  var cells: [Int: UInt8] = [:]
  /// Set when the whole terrain changed (a terrain map, a terrain's removal): the whole
  /// base layer, compared with the board's in the patch.
  var terrainLayer: CellLayer<UInt8>? = nil
  var heights: [Int: Int] = [:]
  /// Set when the elevation map was added, removed or replaced: the whole base map (`nil`
  /// inside for a board without heights), compared cell by cell in the patch.
  var elevation: HeightLayer?? = nil
  /// The base feature bits of the side and corner slots touched. A feature palette entry's
  /// removal renumbers every slot carrying features, so it notes them all.
  var edges: [Int: UInt16] = [:]
  var vertices: [Int: UInt16] = [:]
  /// Set on the turn's first layer edit: the base layers (a copy shares their pages), whose
  /// pages the patch compares with the board's, so it costs what the turn wrote.
  var layers: [BoardLayer]? = nil
  var objects: [String: Object] = [:]
  var objectOrder: [String] = []
  /// Whether an object that existed at the start was added again (after a removal): the
  /// patch then compares the whole order, as ``BoardPatch/init(from:to:)`` does.
  var objectReAdded = false
  /// The first order key of an object added in this turn.
  var firstKey: UInt64 = 0

  var elevationReplaced: Bool { elevation != nil }

  var isEmpty: Bool {
    name == nil && orientation == nil && palette == nil && properties == nil
      && edgePalette == nil && vertexPalette == nil && movementClasses == nil && cells.isEmpty
      && terrainLayer == nil && layers == nil
      && heights.isEmpty
      && elevation == nil && edges.isEmpty && vertices.isEmpty && objects.isEmpty
  }
}

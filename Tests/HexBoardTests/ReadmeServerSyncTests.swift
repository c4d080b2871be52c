import HexBoard
import Testing

/// The ServerGuide article's patches-and-fog example (HexBoard.docc), line for line, with the
/// answers it states in its comments.
@Suite("README server sync")
struct ReadmeServerSyncTests {
  @Test func theServerLoop() throws {
    var board = try Board(name: "Border", grid: MapGrid(columns: 32, rows: 20), fill: "grass")
    for row in 0..<20 {
      try board.setTerrain("forest", at: Hex(OffsetCoordinate(col: 16, row: row)))
    }
    let camp = Hex(OffsetCoordinate(col: 4, row: 10))
    try board.addObject(
      BoardObject(id: "scout", kind: "unit", position: camp, properties: ["hp": "10"]))
    try board.addObject(
      BoardObject(id: "raider", kind: "unit", position: Hex(OffsetCoordinate(col: 12, row: 10))))

    var server = BoardRecorder(board: board)  // the live state, recording every change
    var client = BoardReplica(board: board)  // a client holding the whole board
    var redFog = board.visibility(viewers: [camp], radius: 6)  // what red's units see
    var red = try PlayerView(of: board, visible: redFog.visible)  // red's client: its view only

    // One turn: changes in O(1) each, the patch in proportion to them (no board diff).
    let turnStart = server.board  // O(1); kept for the per-player patches
    try server.moveObject("scout", to: Hex(OffsetCoordinate(col: 8, row: 10)))  // O(1)
    try server.setObjectProperty("hp", to: "7", ofObject: "scout")  // one patch entry
    try server.setTerrain("desert", at: Hex(OffsetCoordinate(col: 9, row: 11)))
    let turn = try server.makePatch()  // sequence 1; base and target content hashes
    let bytes = try turn.encoded()  // broadcast
    try client.apply(BoardPatch.decode(bytes, for: client.board))  // checked: sequence, hashes

    // Fog: one pass per viewer; revealed and hidden are what changed since last turn.
    let redBefore = redFog.visible
    let scout = server.board.object(withID: "scout")!.position  // O(1)
    server.board.updateVisibility(&redFog, viewers: [scout], radius: 6)
    let redTurn = try BoardPatch(
      viewOf: turnStart, to: server.board, before: redBefore, after: redFog.visible, turn: turn)
    try red.apply(redTurn)  // red's client checks its view's hash

    // A repeated or missed patch is named as such.
    let again = Result { try client.apply(turn) }  // .alreadyApplied(1)

    #expect(client.board == server.board && client.sequence == 1)
    #expect(turn.sequence == 1 && turn.changedObjects.count == 1 && turn.cells.count == 1)
    #expect(bytes.count < 300)
    #expect(!redFog.revealed.isEmpty && redFog.explored.count >= redFog.visible.count)
    #expect(red.visible == redFog.visible && red.sequence == 1)
    #expect(red.board.objects(at: scout).map(\.id) == ["scout"])
    #expect(red.board.object(withID: "raider") != nil)  // the raider is in sight now
    #expect(throws: BoardPatchError.alreadyApplied(1)) { try again.get() }
    #expect(redTurn.view != nil)
  }
}

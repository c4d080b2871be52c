import HexBoard
import Testing

/// The README's "Run the server's world" block, line for line, with the answers it states.
@Suite("README game world")
struct ReadmeGameWorldTests {
  @Test func theServerLoop() throws {
    var board = try Board(name: "Border", grid: MapGrid(columns: 32, rows: 20), fill: "grass")
    try board.apply(.addMovementClass(MovementClass(name: "foot")))
    try board.apply(.addMovementClass(MovementClass(name: "cavalry", terrainCosts: ["forest": 4])))
    let camp = Hex(q: 4, r: 8)
    try board.addObject(
      BoardObject(id: "scout", kind: "unit", position: camp, owner: "red", movementClass: "cavalry")
    )
    try board.addObject(
      BoardObject(id: "raider", kind: "unit", position: Hex(q: 20, r: 0), owner: "blue"))

    var world = try GameWorld(board: board, players: ["red", "blue"], sightRadius: 6)
    var red = try PlayerView(joining: board.grid)  // a client: its first view is a patch
    try red.apply(BoardPatch.decode(try world.joinPatch(for: "red").encoded(), for: red.board))

    // A turn: queries on the live graph, changes through the world, then one commit.
    let riding = try world.rules(forUnit: "scout", maxCost: 8)  // cavalry costs, foes, zones
    let reach = world.graph.movementRange(from: camp, rules: riding)
    try world.moveObject("scout", to: Hex(q: 8, r: 6))
    try world.setTerrain("forest", at: Hex(q: 9, r: 6))
    try world.setFeature("wall", at: .side(HexEdge(Hex(q: 9, r: 6), .north)))
    let turn = try world.commit()  // sequence 1: graph, tables, fog caught up
    let spectator = try turn.spectator.encoded()  // for replicas and the log
    let bytes = try turn.view(of: "red")!.encoded()  // red's view: revealed, hidden, changed
    try red.apply(BoardPatch.decode(bytes, for: red.board))  // checked: sequence, hashes

    #expect(reach.count > 100)
    #expect(riding.units?.side(at: Hex(q: 20, r: 0)) == 1 && riding.mover.side == 0)
    #expect(riding.costs != nil && riding.landmarksStayAdmissible)
    #expect(red.viewHash == world.viewHash(of: "red"))
    #expect(turn.sequence == 1 && red.sequence == 1 && !spectator.isEmpty)
    #expect(world.costTable(for: "cavalry")?.cost(ofEntering: Hex(q: 9, r: 6)) == 4)
    #expect(world.graph.cost(ofEntering: Hex(q: 9, r: 6)) == 2)  // foot pays the forest's 2
    #expect(red.board.objects(at: Hex(q: 8, r: 6)).map(\.id) == ["scout"])
    #expect(red.board.object(withID: "raider") == nil)  // out of red's sight
    #expect(world.occupied.contains(Hex(q: 8, r: 6)) && !world.occupied.contains(camp))
  }
}

import Foundation
import HexBoard
import Testing

/// The README's Codable example ("Keep clients in sync"), line for line, with the answer its
/// comment states.
@Suite("README Codable message")
struct ReadmeCodableTests {
  struct TurnMessage: Codable {
    var patch: BoardPatch
    var route: Path?
    var visible: CellSet
  }

  @Test func aTurnMessageRoundTrips() throws {
    let before = try Board(name: "Border", grid: MapGrid(columns: 32, rows: 20), fill: "grass")
    var after = before
    try after.setTerrain("desert", at: Hex(q: 9, r: 6))
    let message = TurnMessage(
      patch: try BoardPatch(from: before, to: after),
      route: try after.navigationGraph().path(from: Hex(q: 4, r: 8), to: Hex(q: 8, r: 6)),
      visible: CellSet(grid: after.grid))
    let data = try JSONEncoder().encode(message)  // or a PropertyListEncoder, or yours
    let received = try JSONDecoder().decode(TurnMessage.self, from: data)
    #expect(try before.applying(received.patch) == after)  // true
    #expect(received.route == message.route && received.route != nil)
    #expect(received.visible == message.visible)
  }
}

import HexBoard
import HexTestSupport
import Testing

extension GameWorldTests {
  /// A player joining now (`joinPatch(for:)` through JSON, onto a blank view): the view's
  /// hash is the world's, its visible cells hold the server's objects, and every cell it
  /// explored holds the server's current terrain, height and side and corner features
  /// (remembered cells: current under fog, Battle for Wesnoth's rule), with no object.
  /// Returns the joined view, to follow the next turns.
  func lateJoin(_ world: GameWorld, _ player: String) throws -> PlayerView {
    let board = world.board
    let grid = board.grid
    var view = try PlayerView(joining: grid)
    let join = try world.joinPatch(for: player)
    try view.apply(BoardPatch.decode(join.encoded(), for: view.board))
    #expect(view.viewHash == world.viewHash(of: player))
    let visible = try #require(world.visible(to: player))
    let explored = try #require(world.explored(by: player))
    #expect(view.visible == visible)
    let remembered = join.view?.remembered ?? []
    #expect(remembered.count == explored.count - visible.count)
    for index in explored {
      let hex = grid.hex(at: index)
      #expect(view.board.terrain(at: hex)?.id == board.terrain(at: hex)?.id, "\(player) \(hex)")
      #expect(view.board.elevation?[hex] == board.elevation?[hex])
      for k in 0..<6 {
        let edge = grid.edgeSlot(of: index, side: k)
        #expect(
          view.board.featureBits(atSlot: edge, kind: .side)
            == board.featureBits(atSlot: edge, kind: .side))
        let vertex = grid.vertexSlot(of: index, corner: k)
        #expect(
          view.board.featureBits(atSlot: vertex, kind: .corner)
            == board.featureBits(atSlot: vertex, kind: .corner))
      }
    }
    let seen = board.objects.filter { grid.index(of: $0.position).map(visible.contains) ?? false }
    #expect(
      view.board.objects.sorted { $0.id < $1.id } == seen.sorted { $0.id < $1.id })
    return view
  }
}

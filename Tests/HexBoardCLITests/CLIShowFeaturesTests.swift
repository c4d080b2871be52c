import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// `hexboard show` draws side and corner features on the map and lists them in the legend
/// (issue 38: before, only SVG and PNG pictures showed them).
@Suite struct CLIShowFeaturesTests {
  @Test func showDrawsFeaturesOnTheMapAndInTheLegend() throws {
    let sandbox = try CLISandbox()
    let path = sandbox.path("p.json")
    var board = try Board(
      name: "p", grid: MapGrid(shape: .rectangle(columns: 6, rows: 3), convention: .oddR),
      orientation: .pointy, fill: "grass")
    let grid = board.grid
    let cell = { (col: Int, row: Int) in
      grid.hex(at: grid.index(of: OffsetCoordinate(col: col, row: row)) ?? 0)
    }
    let east = try #require(board.orientation.side(named: "e"))
    try board.setFeature("wall", at: .side(HexEdge(cell(2, 1), east)))
    try board.setFeature("road", at: .side(HexEdge(cell(4, 2), east)))
    try board.setFeature("tower", at: .corner(HexVertex(cell(1, 1), corner: 1)))
    try MapFile.save(board, to: path)
    let result = try HexboardProcess.run(["show", path, "--color", "never"])
    #expect(result.status == 0)
    // The wall between 2,1 and 3,1; the road between 4,2 and 5,2; the tower on the north
    // corner of 1,1, shared with 1,0 and 2,0.
    #expect(
      result.output == """
        p
        . .x.x. . .
         . .x.#.#. .
        . . . . .=.=

        ~  ocean (impassable)
        -  coast (cost 3)
        .  grass (cost 1)
        f  forest (cost 2, blocks sight)
        h  hills (cost 3)
        ^  mountain (impassable, blocks sight)
        :  desert (cost 2)
        *  snow (cost 3)
         # wall (side)
         = road (side)
         x tower (corner)

        """)
  }
}

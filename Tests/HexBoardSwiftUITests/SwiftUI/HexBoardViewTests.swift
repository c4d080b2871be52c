#if !canImport(SwiftUI)
  import Foundation
  import HexBoard
  import SwiftUIStandIn
  import Testing

  @testable import HexBoardSwiftUI

  @Suite struct HexBoardViewTests {
    func color(_ hex: String) -> Color {
      Color(RGBColor(parsing: hex) ?? .gray)
    }

    @MainActor @Test func canvasDrawsTheDrawingInOrder() throws {
      var board = try BoardDrawingTests.board()
      let wallSide = HexEdge(Hex(OffsetCoordinate(col: 2, row: 1)), .south)
      try board.setFeature("wall", at: .side(wallSide))
      try board.setFeature("town", at: .corner(HexVertex(.zero, corner: 0)))
      try board.addObject(BoardObject(id: "u", kind: "unit", position: .zero))
      let size = CGSize(width: 500, height: 300)
      let rendering = standInRender(HexBoardView(board), size: size)
      let drawing = try #require(BoardDrawing(board: board, in: BoardDrawingTests.viewport))
      let fills = rendering.commands.compactMap { command -> (SwiftUIStandIn.Path, Color)? in
        if case .fill(let path, let color) = command { return (path, color) }
        return nil
      }
      // A fill per cell (terrain colour, the cell's corners), the square, the disc.
      #expect(fills.count == drawing.cells.count + 2)
      for (fill, cell) in zip(fills, drawing.cells) {
        #expect(fill.1 == Color(cell.color))
        #expect(outline(fill.0).points == cell.corners)
      }
      #expect(fills[drawing.cells.count].1 == color("#c62828"))
      #expect(fills.last?.1 == Color(drawing.objects[0].color))
      let wall = rendering.commands.contains {
        if case .stroke(let path, let c, let width) = $0 {
          return c == color("#3b2f2a") && outline(path).points == drawing.lines[0].points
            && close(Double(width), drawing.lines[0].width)
        }
        return false
      }
      #expect(wall)
    }

    @MainActor @Test func aTapReportsTheCellUnderIt() throws {
      let board = try BoardDrawingTests.board()
      let drawing = try #require(BoardDrawing(board: board, in: BoardDrawingTests.viewport))
      var tapped: [Hex] = []
      let rendering = standInRender(
        HexBoardView(board) { tapped.append($0) }, size: CGSize(width: 500, height: 300))
      let target = Hex(OffsetCoordinate(col: 3, row: 2))
      rendering.standInTap(at: CGPoint(drawing.layout.center(of: target)))
      rendering.standInTap(at: CGPoint(x: 1, y: 1))  // outside the board: nothing
      #expect(tapped == [target])
    }

    @MainActor @Test func aViewWithNoRoomDrawsNothing() throws {
      let rendering = standInRender(
        HexBoardView(try BoardDrawingTests.board()), size: CGSize(width: 0, height: 0))
      #expect(rendering.commands.isEmpty)
    }

    @Test func colourComponents() {
      #expect(Color(RGBColor(red: 255, green: 0, blue: 51)).standInComponents == [1, 0, 0.2, 1])
    }
  }
#endif

// A board drawn with SwiftUI: the geometry is BoardDrawing's (platform-free, tested), this
// file only hands it to a Canvas and turns taps into cells.

import HexBoard

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUIStandIn
#endif

/// A view drawing a `Board`: terrain colours, side and corner features and objects, the
/// board fitted into the view (the largest hexes that fit, centred), with the tapped cell
/// reported.
///
/// ```swift
/// HexBoardView(board) { hex in
///   selected = hex
/// }
/// ```
///
/// Taps outside the cells (around the board, in holes) report nothing. On tvOS, which has
/// no tap locations, the view only draws.
public struct HexBoardView: View {
  /// The board drawn.
  public var board: Board
  /// The gap between neighbouring cells, in points.
  public var spacing: CGFloat
  /// Called with the cell under each tap.
  public var onTapCell: ((Hex) -> Void)?

  /// Creates a view of `board`, calling `onTapCell` with each tapped cell.
  public init(_ board: Board, spacing: CGFloat = 0, onTapCell: ((Hex) -> Void)? = nil) {
    self.board = board
    self.spacing = spacing
    self.onTapCell = onTapCell
  }

  /// The canvas, sized by the space the view gets.
  public var body: some View {
    GeometryReader { proxy in
      let drawing = makeDrawing(in: proxy.size)
      tappable(canvas(drawing), drawing: drawing)
    }
  }

  /// The drawing of the board in a view of `size`.
  func makeDrawing(in size: CGSize) -> BoardDrawing? {
    BoardDrawing(
      board: board,
      in: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
      spacing: Double(spacing))
  }

  /// The canvas drawing `drawing` (nonisolated: SwiftUI may run a canvas's renderer off the
  /// main thread).
  nonisolated func canvas(_ drawing: BoardDrawing?) -> some View {
    Canvas { context, _ in
      if let drawing { HexBoardView.paint(drawing, in: &context) }
    }
  }

  /// `content`, reporting the cell under each tap (tvOS has no tap locations).
  func tappable(_ content: some View, drawing: BoardDrawing?) -> some View {
    #if os(tvOS)
      content
    #else
      content.onTapGesture { location in
        if let hex = drawing?.hex(at: Point(location)) { onTapCell?(hex) }
      }
    #endif
  }

  /// The outline drawn around each cell.
  nonisolated static let outline = Color(.sRGB, red: 0.2, green: 0.2, blue: 0.2, opacity: 1)

  /// Draws `drawing`: cells (filled, outlined), feature lines, corner squares, object discs.
  nonisolated static func paint(_ drawing: BoardDrawing, in context: inout GraphicsContext) {
    let radius = Double(Swift.min(drawing.layout.size.width, drawing.layout.size.height))
    let thin = CGFloat(Swift.max(0.5, radius * 0.04))
    for cell in drawing.cells {
      let path = polygonPath(cell.corners)
      context.fill(path, with: .color(Color(cell.color)))
      context.stroke(path, with: .color(outline), lineWidth: thin)
    }
    for line in drawing.lines {
      context.stroke(
        polygonPath(line.points, closed: line.isClosed), with: .color(Color(line.color)),
        lineWidth: CGFloat(line.width))
    }
    for marker in drawing.corners {
      let side = 2 * marker.radius
      let square = CGRect(
        x: marker.center.x - marker.radius, y: marker.center.y - marker.radius, width: side,
        height: side)
      context.fill(Path(square), with: .color(Color(marker.color)))
      context.stroke(Path(square), with: .color(outline), lineWidth: thin)
    }
    for marker in drawing.objects {
      let disc = Path(
        ellipseIn: CGRect(
          x: marker.center.x - marker.radius, y: marker.center.y - marker.radius,
          width: 2 * marker.radius, height: 2 * marker.radius))
      context.fill(disc, with: .color(Color(marker.color)))
      context.stroke(disc, with: .color(outline), lineWidth: thin)
    }
  }
}

extension Color {
  /// The sRGB colour of a board colour.
  init(_ color: RGBColor) {
    self.init(
      .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255,
      blue: Double(color.blue) / 255, opacity: 1)
  }
}

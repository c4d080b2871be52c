import HexBoard
import HexBoardRendering

/// The bridge to HexBoard's renderer for the query commands' `--svg`.
enum SVGDrawing {
  /// Streams the board with a highlight and a path (and the legend) to `output`.
  static func render<Output: TextOutputStream>(
    _ board: Board, highlight: [Hex], path: [Hex], to output: inout Output
  ) {
    SVGRenderer(options: SVGOptions(highlight: highlight, path: path, showsLegend: true))
      .render(board, to: &output)
  }
}

import HexBoard
import HexBoardRendering

/// The bridge to HexBoard's renderer for the query commands' `--svg`.
enum SVGDrawing {
  /// Streams the board with a highlight and a path (and the legend) to `output`; cells
  /// outside `focus` (when given) dimmed and `origins` ringed.
  static func render<Output: TextOutputStream>(
    _ board: Board, highlight: [Hex], path: [Hex], focus: [Hex]? = nil, origins: [Hex] = [],
    to output: inout Output
  ) {
    var options = SVGOptions(highlight: highlight, path: path, showsLegend: true)
    options.focus = focus
    options.origins = origins
    SVGRenderer(options: options).render(board, to: &output)
  }
}

import HexBoard

/// The bridge to HexBoard's renderer for the query commands' `--svg`.
enum SVGDrawing {
  static func render(_ board: Board, highlight: [Hex], path: [Hex]) -> String {
    board.svg(options: SVGOptions(highlight: highlight, path: path, showsLegend: true))
  }
}

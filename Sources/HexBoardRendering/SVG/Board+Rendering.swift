import HexBoard

extension Board {
  /// The board as an SVG document (see ``SVGRenderer`` for the structure and guarantees).
  ///
  /// ```swift
  /// let svg = board.svg(options: PictureOptions(sizing: .fit(width: 800, height: 600)))
  /// ```
  ///
  /// - Complexity: O(cells).
  public func svg(options: PictureOptions = PictureOptions()) -> String {
    SVGRenderer(options: options).render(self)
  }

  /// The board as text for a terminal: a symbol per cell, shifted columns or rows, ANSI
  /// colours when ``TerminalOptions/usesColor`` is on (see ``TerminalRenderer``).
  ///
  /// ```swift
  /// let color = isatty(1) != 0 && getenv("NO_COLOR") == nil
  /// print(board.terminalPreview(options: TerminalOptions(usesColor: color)), terminator: "")
  /// ```
  public func terminalPreview(options: TerminalOptions = TerminalOptions()) -> String {
    TerminalRenderer(options: options).render(self)
  }
}

import HexBoard

/// What ``TerminalRenderer`` prints.
public struct TerminalOptions: Hashable, Sendable {
  /// Whether cells are coloured with 24-bit ANSI escapes (background: the terrain colour;
  /// text: black or white, whichever reads better). Off, the output is plain text. The
  /// caller decides; `hexboard show` colours only a terminal, and never with `NO_COLOR` set
  /// or `TERM=dumb`.
  public var usesColor: Bool
  /// Whether column numbers are printed above the board and row numbers to its left.
  public var showsCoordinates: Bool
  /// Whether a legend (symbol, id, movement cost, sight) follows the board.
  public var showsLegend: Bool
  /// Whether the board's name is printed first.
  public var showsName: Bool

  /// Whether a cell holding objects shows its first object's kind symbol (`@` for a unit,
  /// see ``TerminalRenderer``) after its terrain symbol (the second character of the
  /// cell), and the legend lists the object kinds. Off by default, so existing previews
  /// keep their text; `hexboard show` turns it on.
  public var showsObjects: Bool

  /// Whether cells bordering side features (walls, rivers, roads) and corner features
  /// (towns, towers) show their glyphs, and the legend lists the features placed: a side
  /// feature by what it does (`#` blocks movement, `=` a road, `~` adds to a step, `|`
  /// changes nothing), a corner feature `x`. Shifted columns show them on a cell's second
  /// line (the side glyph, then the corner glyph); shifted rows after the terrain symbol
  /// when no object marker is there. Off by default; `hexboard show` turns it on.
  public var showsFeatures: Bool

  /// The columns to print, in the map's own offset coordinates (`nil`: all). Columns
  /// outside the map are ignored; with ``rows``, this crops a big map to a window.
  public var columns: ClosedRange<Int>?
  /// The rows to print, in the map's own offset coordinates (`nil`: all).
  public var rows: ClosedRange<Int>?

  /// Creates options; by default colour, legend and name are on, coordinates, object
  /// markers and features off.
  public init(
    usesColor: Bool = true, showsCoordinates: Bool = false, showsLegend: Bool = true,
    showsName: Bool = true, showsObjects: Bool = false, showsFeatures: Bool = false
  ) {
    self.showsObjects = showsObjects
    self.showsFeatures = showsFeatures
    self.usesColor = usesColor
    self.showsCoordinates = showsCoordinates
    self.showsLegend = showsLegend
    self.showsName = showsName
  }
}

import HexBoard
import HexBoardSupport

/// How objects of one kind are drawn: a marker shape and colour in pictures, a symbol in
/// the terminal preview.
///
/// The built-in table (``builtIn``), matched case-insensitively on the kind:
///
/// | kind     | shape    | colour    | symbol |
/// |----------|----------|-----------|--------|
/// | unit     | circle   | `#ffffff` | `@`    |
/// | town     | square   | `#ffb300` | `o`    |
/// | city     | star     | `#e53935` | `O`    |
/// | resource | diamond  | `#43a047` | `$`    |
/// | start    | triangle | `#1e88e5` | `&`    |
/// | flag     | flag     | `#8e24aa` | `!`    |
/// | other    | circle   | the fallback colour (`PictureOptions.objectColor`, white) | `+` |
///
/// A board overrides or extends the table with string properties `marker.<kind>` (see
/// ``ObjectStyleTable``).
package struct ObjectStyle: Sendable, Hashable {
  /// The marker's outline.
  package var shape: MarkerShape
  /// The marker's fill (an object's own `color` or `owner` can replace it).
  package var color: RGBColor
  /// The character marking a cell holding such an object in the terminal.
  package var symbol: Character

  package init(shape: MarkerShape, color: RGBColor, symbol: Character) {
    self.shape = shape
    self.color = color
    self.symbol = symbol
  }

  /// The built-in styles, by lowercased kind, in the documented order.
  package static let builtIn: [(kind: String, style: ObjectStyle)] = [
    ("unit", ObjectStyle(shape: .circle, color: "#ffffff", symbol: "@")),
    ("town", ObjectStyle(shape: .square, color: "#ffb300", symbol: "o")),
    ("city", ObjectStyle(shape: .star, color: "#e53935", symbol: "O")),
    ("resource", ObjectStyle(shape: .diamond, color: "#43a047", symbol: "$")),
    ("start", ObjectStyle(shape: .triangle, color: "#1e88e5", symbol: "&")),
    ("flag", ObjectStyle(shape: .flag, color: "#8e24aa", symbol: "!")),
  ]

  /// The style of a kind that is in neither the built-in table nor the board's overrides.
  package static func fallback(color: RGBColor) -> ObjectStyle {
    ObjectStyle(shape: .circle, color: color, symbol: "+")
  }

  /// The fixed player palette for `owner`/`player` values: player 1 is red, 2 blue, and so
  /// on, cycling after 8; these names pick their colour directly.
  package static let playerColors: [(name: String, color: RGBColor)] = [
    ("red", "#e53935"), ("blue", "#1e88e5"), ("green", "#43a047"), ("yellow", "#fdd835"),
    ("purple", "#8e24aa"), ("orange", "#fb8c00"), ("teal", "#00897b"), ("pink", "#d81b60"),
  ]

  /// The colour of an object owned by nobody in particular (`owner` `neutral` or `none`).
  package static let neutralColor: RGBColor = "#9e9e9e"

  /// The colour of owner `text`: a player number n ≥ 1 is entry (n − 1) mod 8 of
  /// ``playerColors``; a palette name is its colour; `neutral`/`none` is
  /// ``neutralColor``; any other name picks an entry by its FNV-1a hash (64-bit, of the
  /// lowercased UTF-8), so the same name always gets the same colour. `nil` for empty text.
  package static func ownerColor(_ text: String) -> RGBColor? {
    let name = text.lowercased()
    guard !name.isEmpty else { return nil }
    if let number = Int(name), number >= 1 {
      return playerColors[(number - 1) % playerColors.count].color
    }
    if name == "neutral" || name == "none" { return neutralColor }
    if let entry = playerColors.first(where: { $0.name == name }) { return entry.color }
    return playerColors[Int(FNV1a64.hash(name) % UInt64(playerColors.count))].color
  }
}

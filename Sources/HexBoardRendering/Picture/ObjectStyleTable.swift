import HexBoard

/// The object styles of one board: ``ObjectStyle/builtIn`` with the board's overrides.
///
/// **Overrides.** A board string property `marker.<kind>` (the kind matched
/// case-insensitively) holds up to three words in any order: a shape name
/// (``MarkerShape``: circle, square, diamond, triangle, hexagon, star, flag, cross), a
/// colour `#rrggbb`, and one printable ASCII character for the terminal. Words left out
/// keep the built-in (or fallback) value; words that are none of these are ignored, so a
/// map never fails to draw over a typo. Example: `"marker.castle": "star #6d4c41 C"`.
///
/// **Per object.** An object's `color` property (`#rrggbb`) fills its marker; otherwise
/// its `owner` property (or, without one, `player`) picks a colour with
/// ``ObjectStyle/ownerColor(_:)``; otherwise the kind's colour. Shape and symbol always
/// follow the kind, so the kind stays recognisable.
package struct ObjectStyleTable: Sendable {
  /// Overrides and built-ins, by lowercased kind (overrides replace built-ins).
  private var styles: [String: ObjectStyle] = [:]
  /// The style of any other kind.
  package let fallback: ObjectStyle

  /// The table for `board`; kinds not in it use a circle of `fallbackColor`.
  ///
  /// - Complexity: O(board properties).
  package init(board: Board, fallbackColor: RGBColor) {
    fallback = ObjectStyle.fallback(color: fallbackColor)
    for (kind, style) in ObjectStyle.builtIn { styles[kind] = style }
    // Sorted, so two spellings of one kind ("marker.Town", "marker.town") resolve the same
    // way on every run: the later in code-point order wins.
    for key in board.properties.keys.sorted() {
      guard key.count > 7, key.lowercased().hasPrefix("marker."),
        case .string(let value) = board.properties[key]
      else { continue }
      let kind = String(key.dropFirst(7)).lowercased()
      styles[kind] = Self.parse(value, base: styles[kind] ?? fallback)
    }
  }

  /// `base` with the words of a `marker.<kind>` value applied.
  package static func parse(_ value: String, base: ObjectStyle) -> ObjectStyle {
    var style = base
    for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      let text = String(word)
      if let shape = MarkerShape(name: text) {
        style.shape = shape
      } else if text.hasPrefix("#"), text.count == 7, let color = RGBColor(parsing: text) {
        style.color = color
      } else if text.count == 1, let scalar = text.unicodeScalars.first,
        scalar.value > 0x20, scalar.value < 0x7F
      {
        style.symbol = Character(scalar)
      }
    }
    return style
  }

  /// The style of objects of `kind` (case-insensitive).
  package func style(forKind kind: String) -> ObjectStyle {
    styles[kind.lowercased()] ?? fallback
  }

  /// The fill of `object`'s marker: its `color`, else its owner's colour, else its kind's.
  package func fill(for object: BoardObject) -> RGBColor {
    if let text = object.properties["color"], let color = RGBColor(parsing: text) {
      return color
    }
    if let owner = object.properties["owner"] ?? object.properties["player"],
      let color = ObjectStyle.ownerColor(owner)
    {
      return color
    }
    return style(forKind: object.kind).color
  }

  /// The kinds on `board`, matched case-insensitively, in the order of their first object
  /// and spelled as that object spells them.
  ///
  /// - Complexity: O(objects).
  package static func kindsPresent(in board: Board) -> [String] {
    var seen = Set<String>()
    var kinds: [String] = []
    for object in board.objects where seen.insert(object.kind.lowercased()).inserted {
      kinds.append(object.kind)
    }
    return kinds
  }
}

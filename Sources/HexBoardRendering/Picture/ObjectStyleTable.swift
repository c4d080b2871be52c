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
    fillAndSource(for: object).fill
  }

  /// The fill of `object`'s marker and what chose it, in words for the legend: the
  /// `color` property's text, the `owner` value, `player` and the `player` value, or `nil`
  /// for the kind's own colour.
  func fillAndSource(for object: BoardObject) -> (fill: RGBColor, source: String?) {
    if let text = object.properties["color"]?.stringValue, let color = RGBColor(parsing: text) {
      return (color, text)
    }
    if let owner = Self.ownerText(object.properties["owner"]),
      let color = ObjectStyle.ownerColor(owner)
    {
      return (color, owner)
    }
    if let player = Self.ownerText(object.properties["player"]),
      let color = ObjectStyle.ownerColor(player)
    {
      return (color, "player " + player)
    }
    return (style(forKind: object.kind).color, nil)
  }

  /// An `owner` or `player` value as text: a name, or a player number written as a string
  /// or as an integer (`"2"` and `2` are the same player). Other values name no owner.
  static func ownerText(_ value: PropertyValue?) -> String? {
    switch value {
    case .string(let text): text
    case .integer(let n): String(n)
    default: nil
    }
  }

  /// One legend entry for objects: a kind as its first object spells it, a fill its
  /// objects are drawn in, and the text beside the swatch.
  package struct LegendItem: Equatable, Sendable {
    /// The kind, as the first object of it spells it.
    package var kind: String
    /// The fill its markers have (``fill(for:)``).
    package var fill: RGBColor
    /// The kind alone when all its objects share one fill; else the kind and, in
    /// parentheses, what chose this fill for its first object with it (owner, `player n`,
    /// the `color` text), or the kind alone for the kind's own colour.
    package var label: String
  }

  /// The legend's object entries, so that every marker drawn has its colour in the legend:
  /// one entry per kind (matched case-insensitively) and fill, in the order of the first
  /// object of each.
  ///
  /// - Complexity: O(objects × fills of the object's kind).
  package func legendItems(in board: Board) -> [LegendItem] {
    var items: [(kind: String, key: String, fill: RGBColor, source: String?)] = []
    var fillsOfKind: [String: [RGBColor]] = [:]
    for object in board.objects {
      let key = object.kind.lowercased()
      let (fill, source) = fillAndSource(for: object)
      var fills = fillsOfKind[key, default: []]
      guard !fills.contains(fill) else { continue }
      fills.append(fill)
      fillsOfKind[key] = fills
      let spelling = items.first(where: { $0.key == key })?.kind ?? object.kind
      items.append((spelling, key, fill, source))
    }
    return items.map { item in
      var label = item.kind
      if fillsOfKind[item.key, default: []].count > 1, let source = item.source {
        label += " (" + source + ")"
      }
      return LegendItem(kind: item.kind, fill: item.fill, label: label)
    }
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

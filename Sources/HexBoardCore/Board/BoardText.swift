// What the strings of a board may hold. One function decides, for the map loader, the map
// encoder, the patch reader and writer, the Tiled importer and Board's own mutators, so no
// API call or command can build or save a board that the loader would refuse.
//
// Ids, kinds and property keys are keys: they name things, show up in JSON paths and in
// one-line messages, so no control character at all (tab included). Names and string
// property values are prose: any Unicode but control characters other than tab (a newline
// or an escape sequence in a name would reach a terminal or a log line raw).

import HexText

/// The rules for the text a board holds: ids, kinds, property keys, the name and string
/// property values.
public enum BoardText: Sendable {
  /// What a string is for, which decides what it may hold.
  public enum Field: Sendable {
    /// A terrain or object id: not empty, no control character.
    case id
    /// An object's kind: no control character (empty is allowed).
    case kind
    /// An object or board property key: no control character (empty is allowed).
    case propertyKey
    /// The board's name: anything but control characters other than tab.
    case name
    /// A string property value: anything but control characters other than tab.
    case propertyValue

    /// How messages name the field: "control character U+001B in an id".
    var noun: String {
      switch self {
      case .id: "an id"
      case .kind: "a kind"
      case .propertyKey: "a property key"
      case .name: "a name"
      case .propertyValue: "a property value"
      }
    }

    /// Whether a tab may appear (prose may be laid out with tabs; keys may not).
    var allowsTab: Bool {
      self == .name || self == .propertyValue
    }
  }

  /// Why `text` cannot be used as `field`, or `nil` if it can.
  ///
  /// The checks, in order: at most ``MapFile/maximumStringLength`` UTF-8 bytes; an id is
  /// not empty; no control character (C0, DEL, C1, as `TerminalText.isControl(_:)`
  /// defines them) except a tab in a name or a property value. Messages never quote the
  /// text; a control character is named by its code point (`U+001B`).
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func problem(_ text: String, as field: Field) -> String? {
    let length = text.utf8.count
    if length > MapFile.maximumStringLength {
      return "the string is \(length) bytes long; the limit is \(MapFile.maximumStringLength)"
    }
    if field == .id && text.isEmpty { return "the id is empty" }
    // Every control character is below 0xA0, so text without such a byte is fine; ASCII and
    // most other text is cleared by this one pass over the bytes.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else {
      return nil
    }
    for scalar in text.unicodeScalars where TerminalText.isControl(scalar) {
      if scalar == "\t" && field.allowsTab { continue }
      return "control character U+\(TerminalText.hex4(scalar.value)) in \(field.noun)"
    }
    return nil
  }

  /// Why `symbol` cannot be a terrain symbol, or `nil` if it can: a space (reserved for
  /// "no cell"), a control character, or more than ``MapFile/maximumSymbolLength`` bytes.
  public static func symbolProblem(_ symbol: Character) -> String? {
    if symbol == MapFile.noCellSymbol { return "' ' is reserved for \"no cell\"" }
    if symbol.unicodeScalars.contains(where: TerminalText.isControl) {
      return "control characters cannot be terrain symbols"
    }
    if symbol.utf8.count > MapFile.maximumSymbolLength {
      return "the symbol is longer than \(MapFile.maximumSymbolLength) bytes"
    }
    return nil
  }
}

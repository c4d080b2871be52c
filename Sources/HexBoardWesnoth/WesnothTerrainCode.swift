/// One Wesnoth terrain code: a base terrain and an optional overlay, written `base^overlay`.
///
/// Each part is one to four characters from letters, digits, `_`, `/`, `\` and `|` (the
/// characters Wesnoth's codes use: `Ww^Bw|`, `Qxu^Bs/`, `_off^_usr`). An overlay written
/// alone (`^Vh`) has an empty base; that form appears in terrain definitions and alias lists,
/// never in a map.
public struct WesnothTerrainCode: Hashable, Sendable, CustomStringConvertible {
  /// The base terrain (`Gg` in `Gg^Vh`); empty for an overlay-only code such as `^Vh`.
  public let base: String
  /// The overlay (`Vh` in `Gg^Vh`), or `nil` when the code has none.
  public let overlay: String?

  /// The code that marks a hex off the map, `_off^_usr`.
  public static let offMap = WesnothTerrainCode(uncheckedBase: "_off", overlay: "_usr")

  /// A code from its parts, checked as ``init(parsing:)`` checks text.
  ///
  /// - Parameters:
  ///   - base: the base terrain, one to four code characters (or empty with an overlay).
  ///   - overlay: the overlay, one to four code characters, or `nil`.
  /// - Throws: ``WesnothTerrainCodeError`` when a part is empty, too long or has a
  ///   character codes do not use.
  public init(base: String, overlay: String? = nil) throws(WesnothTerrainCodeError) {
    try self.init(parsing: overlay.map { base + "^" + $0 } ?? base)
  }

  /// Parses `base`, `base^overlay` or `^overlay`.
  ///
  /// - Parameter text: the code, without surrounding spaces.
  /// - Throws: ``WesnothTerrainCodeError`` saying what is wrong with the text.
  public init(parsing text: String) throws(WesnothTerrainCodeError) {
    try self.init(bytes: Array(text.utf8)[...])
  }

  /// Parses a code from bytes (the map reader's path: no intermediate string).
  init(bytes: ArraySlice<UInt8>) throws(WesnothTerrainCodeError) {
    let caret = bytes.firstIndex(of: UInt8(ascii: "^"))
    let baseBytes = bytes[..<(caret ?? bytes.endIndex)]
    let overlayBytes = caret.map { bytes[($0 + 1)...] }
    if let overlayBytes {
      try Self.check(overlayBytes, part: "overlay", code: bytes)
      if !baseBytes.isEmpty { try Self.check(baseBytes, part: "base", code: bytes) }
    } else {
      try Self.check(baseBytes, part: "base", code: bytes)
    }
    self.init(
      uncheckedBase: String(decoding: baseBytes, as: UTF8.self),
      overlay: overlayBytes.map { String(decoding: $0, as: UTF8.self) })
  }

  init(uncheckedBase base: String, overlay: String?) {
    self.base = base
    self.overlay = overlay
  }

  /// The code as Wesnoth writes it: `base`, `base^overlay` or `^overlay`.
  public var description: String {
    overlay.map { base + "^" + $0 } ?? base
  }

  /// The base terrain alone, as a code (`Gg` for `Gg^Vh`).
  public var baseCode: WesnothTerrainCode {
    WesnothTerrainCode(uncheckedBase: base, overlay: nil)
  }

  /// The overlay alone, as an overlay-only code (`^Vh` for `Gg^Vh`), or `nil`.
  public var overlayCode: WesnothTerrainCode? {
    overlay.map { WesnothTerrainCode(uncheckedBase: "", overlay: $0) }
  }

  /// Whether this is the off-map code `_off^_usr`.
  public var isOffMap: Bool { self == .offMap }

  /// Whether a byte may appear in a code: letters, digits, `_`, `/`, `\`, `|`.
  static func isCodeByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "/"),
      UInt8(ascii: "\\"), UInt8(ascii: "|"):
      return true
    default: return false
    }
  }

  private static func check(
    _ part: ArraySlice<UInt8>, part name: String, code: ArraySlice<UInt8>
  ) throws(WesnothTerrainCodeError) {
    let text = { String(decoding: code, as: UTF8.self) }
    if part.isEmpty { throw .emptyPart(code: text(), part: name) }
    if part.count > 4 { throw .tooLong(code: text(), part: name) }
    if let bad = part.first(where: { !isCodeByte($0) }) {
      throw .badCharacter(code: text(), byte: bad)
    }
  }
}

/// Why text is not a Wesnoth terrain code.
public enum WesnothTerrainCodeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The base or the overlay is empty (`""`, `Gg^`).
  case emptyPart(code: String, part: String)
  /// The base or the overlay has more than four characters.
  case tooLong(code: String, part: String)
  /// A byte that codes do not use (spaces inside a code, a second `^`, punctuation).
  case badCharacter(code: String, byte: UInt8)

  /// What is wrong, with the code quoted.
  public var description: String {
    switch self {
    case .emptyPart(let code, let part):
      return "terrain code \(WesnothText.quoted(code)): the \(part) is empty"
    case .tooLong(let code, let part):
      return "terrain code \(WesnothText.quoted(code)): the \(part) has more than 4 characters"
    case .badCharacter(let code, let byte):
      return "terrain code \(WesnothText.quoted(code)): character \(WesnothText.describe(byte)) "
        + "is not used in codes (letters, digits, _ / \\ |)"
    }
  }
}

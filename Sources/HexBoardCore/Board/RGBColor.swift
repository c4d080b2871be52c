/// A colour written `#rrggbb`: the one form terrain colours, SVG options and Tiled
/// colours take, checked once where the text is read instead of wherever it is used.
///
/// ```swift
/// let sea = RGBColor(parsing: "#1F4E8C")   // nil for anything but # and six hex digits
/// sea?.red                                 // 31
/// sea?.description                         // "#1F4E8C", as written
/// let grass: RGBColor = "#7cb342"          // a literal
/// RGBColor(red: 124, green: 179, blue: 66).description   // "#7cb342"
/// ```
///
/// A colour remembers the letter case of its hex digits, so a map file's `#3A6EA5` is
/// written back as `#3A6EA5` and saving stays byte-identical. Equality and hashing include
/// that spelling (as they did when colours were strings): `"#ABCDEF"` and `"#abcdef"` are
/// the same colour but not equal values; compare ``red``, ``green`` and ``blue`` for the
/// colour alone.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The red channel, 0...255.
  public let red: UInt8
  /// The green channel, 0...255.
  public let green: UInt8
  /// The blue channel, 0...255.
  public let blue: UInt8
  /// Which of the six hex digits were written as capital letters (bit 5 is the first).
  private let capitals: UInt8

  /// Mid grey, `#808080`: what renderers draw for a colour they cannot use.
  public static let gray = RGBColor(red: 0x80, green: 0x80, blue: 0x80)

  /// A colour from its channels, written in lower case (`#7cb342`).
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
    capitals = 0
  }

  /// Reads `#rrggbb`: `#` and exactly six hex digits, in either case (kept for
  /// ``description``); `nil` for anything else, so the value can go into SVG, a terminal
  /// escape or a file without further checks.
  ///
  /// The label keeps `RGBColor(parsing: "…")` a check: an unlabelled `RGBColor("…")` with a
  /// literal would be the literal initialiser (Swift reads `T("x")` as `"x" as T`).
  public init?(parsing text: String) {
    var bytes = text.utf8.makeIterator()
    guard bytes.next() == UInt8(ascii: "#") else { return nil }
    var value: UInt32 = 0
    var capitals: UInt8 = 0
    for _ in 0..<6 {
      guard let byte = bytes.next() else { return nil }
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46:
        digit = byte - 0x41 + 10
        capitals |= 1
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
      capitals <<= 1
    }
    guard bytes.next() == nil else { return nil }
    red = UInt8(truncatingIfNeeded: value >> 16)
    green = UInt8(truncatingIfNeeded: value >> 8)
    blue = UInt8(truncatingIfNeeded: value)
    self.capitals = capitals >> 1
  }

  /// A colour literal, `"#rrggbb"`. A literal that is not `#rrggbb` gives ``gray`` (what
  /// renderers have always drawn for an invalid colour) rather than stopping the program;
  /// read text that comes from elsewhere with ``init(parsing:)``, which says `nil`.
  public init(stringLiteral text: String) {
    self = RGBColor(parsing: text) ?? .gray
  }

  /// `#rrggbb`, each digit in the case it was read in (lower case when made from channels).
  public var description: String {
    let digits: [UInt8] = [red >> 4, red & 15, green >> 4, green & 15, blue >> 4, blue & 15]
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for (position, digit) in digits.enumerated() {
      let capital = capitals & (1 << (5 - position)) != 0
      bytes.append(digit < 10 ? 0x30 + digit : (capital ? 0x41 : 0x61) + digit - 10)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

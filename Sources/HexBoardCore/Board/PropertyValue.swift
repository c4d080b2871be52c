/// A value of a board or object property: a string, a whole number, a number or a flag.
///
/// Its ``description`` is the value as text: a string as it is, numbers and flags as the
/// map file writes them (`12`, `0.5`, `true`).
public enum PropertyValue: Hashable, Sendable, CustomStringConvertible {
  /// Text.
  case string(String)
  /// A whole number (e.g. a generator seed).
  case integer(Int)
  /// A number with a fraction.
  case number(Double)
  /// A flag.
  case bool(Bool)

  /// The value as text: strings as they are, numbers and flags as in the map file.
  public var description: String {
    switch self {
    case .string(let text): text
    case .integer(let n): String(n)
    case .number(let x): x.description
    case .bool(let flag): flag ? "true" : "false"
    }
  }
}

extension PropertyValue: ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
  /// A text literal: `"red"` is `.string("red")`.
  public init(stringLiteral text: String) { self = .string(text) }

  /// A text literal with interpolations: `"\(hp)"` is `.string` of the text.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self = .string(String(stringInterpolation: stringInterpolation))
  }

  /// A whole-number literal: `12` is `.integer(12)`.
  public init(integerLiteral value: Int) { self = .integer(value) }

  /// A number literal: `0.5` is `.number(0.5)`.
  public init(floatLiteral value: Double) { self = .number(value) }

  /// `true` or `false`: `.bool`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  /// The text of a `.string` value; `nil` for the others.
  public var stringValue: String? {
    if case .string(let text) = self { text } else { nil }
  }
}

/// A value of a board-level property: a string, a whole number, a number or a flag.
public enum PropertyValue: Hashable, Sendable {
  /// Text.
  case string(String)
  /// A whole number (e.g. a generator seed).
  case integer(Int)
  /// A number with a fraction.
  case number(Double)
  /// A flag.
  case bool(Bool)
}

import HexBoard

/// Prints numbers with a fixed number of decimals, byte for byte the same on every
/// platform: no locale, no `Foundation`, no shortest-round-trip printing.
///
/// Values are first turned into whole numbers of *units* (`10^-decimals`), so sums and
/// differences of printed values are exact: the renderer writes a hex's first corner in
/// absolute units and the others as differences of absolute units, and shared corners of
/// neighbouring hexes land on exactly the same spot.
struct FixedPointFormat: Sendable {
  /// Digits after the decimal point (0...6).
  let decimals: Int
  /// `10^decimals`.
  let scale: Double
  /// Values are clamped to ±this many units so the conversion to `Int` never traps.
  private static let limit = 1e15

  init(decimals: Int) {
    let clamped = Swift.min(Swift.max(decimals, 0), 6)
    self.decimals = clamped
    var scale = 1.0
    for _ in 0..<clamped { scale *= 10 }
    self.scale = scale
  }

  /// `value` in units, rounded half away from zero; non-finite values become 0.
  func units(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let scaled = (value * scale).rounded()
    return Int(Swift.min(Swift.max(scaled, -FixedPointFormat.limit), FixedPointFormat.limit))
  }

  /// `value` rounded and printed: `12.5`, `-3`, `0` (never `-0`).
  func string(_ value: Double) -> String { string(units: units(value)) }

  /// A number of units printed as a decimal, trailing zeros trimmed.
  func string(units: Int) -> String {
    var text = ""
    append(units: units, to: &text)
    return text
  }

  /// Appends a number of units printed as a decimal, trailing zeros trimmed.
  func append(units: Int, to text: inout String) {
    if units < 0 { text.append("-") }
    let magnitude = units.magnitude
    let divisor = UInt(scale)
    text.append(String(magnitude / divisor))
    var fraction = magnitude % divisor
    guard fraction != 0 else { return }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let body = String(fraction)
    text.append(".")
    text.append(String(repeating: "0", count: digits - body.count))
    text.append(body)
  }

  /// `value` with about `digits` significant digits (at most 15 decimals), trailing zeros
  /// trimmed: for a scale factor or a width whose size is not known in advance, where
  /// fixed decimals would lose it (`0.0001234`) or waste bytes. Deterministic: the
  /// value is scaled by repeated multiplication by 10 (exact IEEE steps), never a `log`.
  static func significant(_ value: Double, digits: Int) -> String {
    guard value.isFinite, value != 0 else { return "0" }
    var low = 1.0
    for _ in 1..<Swift.max(1, digits) { low *= 10 }
    var scaled = value.magnitude
    var decimals = 0
    while scaled < low, decimals < 15 {
      scaled *= 10
      decimals += 1
    }
    let rounded = scaled.rounded()
    guard rounded < 9e15 else { return FixedPointFormat(decimals: 0).string(value) }
    var body = String(Int(rounded))
    if body.count <= decimals {
      body = String(repeating: "0", count: decimals - body.count + 1) + body
    }
    var whole = String(body.dropLast(decimals))
    var fraction = String(body.suffix(decimals))
    while fraction.hasSuffix("0") { fraction.removeLast() }
    if whole.isEmpty { whole = "0" }
    let sign = value < 0 && (whole != "0" || !fraction.isEmpty) ? "-" : ""
    return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
  }
}

// HexLayout.hex(at:) and FractionalHex.rounded() are total: points from files (a Tiled object
// at x = 1e11, a map whose tiles are 0 pixels high) must never trap, whatever the layout.

import HexGrid
import HexTestSupport
import Testing

@Suite("Layout: pixel → hex is total")
struct LayoutTotalityTests {
  /// The extremes a file can hold, as coordinates.
  static let extremes: [Double] = [
    0, -0.0, -1, 1, 0.5, -0.5, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649,
    4_294_967_296, 9_007_199_254_740_992, 9_223_372_036_854_775_808, -9_223_372_036_854_775_808,
    1e11, -1e11, 1e20, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
  ]

  /// Regular, stretched, degenerate (size 0, one axis 0, negative, NaN, infinite) layouts.
  static let layouts: [HexLayout] = [
    HexLayout(orientation: .flat, radius: 10),
    HexLayout(orientation: .pointy, radius: 10, origin: Point(x: 3, y: -4), spacing: 2),
    HexLayout(orientation: .flat, size: Size(width: 0, height: 0)),
    HexLayout(orientation: .pointy, size: Size(width: 0, height: 14)),
    HexLayout(orientation: .flat, size: Size(width: -3, height: 1e-300)),
    HexLayout(orientation: .flat, size: Size(width: .nan, height: 1)),
    HexLayout(orientation: .pointy, size: Size(width: .infinity, height: 1), verticalAxis: .up),
    HexLayout(
      orientation: .flat, radius: .leastNonzeroMagnitude, origin: Point(x: .infinity, y: 0)),
  ]

  @Test("Every extreme point on every layout gives a hex, never a trap")
  func everyExtremeGivesAHex() {
    var checked = 0
    for layout in Self.layouts {
      for x in Self.extremes {
        for y in Self.extremes {
          let point = Point(x: x, y: y)
          let hex = layout.hex(at: point)
          // When the hex is representable, both answers agree.
          if let exact = layout.hexIfRepresentable(at: point) {
            #expect(exact == hex, "\(layout) \(point)")
          }
          checked += 1
        }
      }
    }
    #expect(checked == Self.layouts.count * Self.extremes.count * Self.extremes.count)
  }

  @Test("What hex(at:) returns for points Hex cannot hold")
  func documentedAnswers() {
    let layout = HexLayout(orientation: .flat, radius: 10)
    // NaN counts as 0 on its axis.
    #expect(layout.hex(at: Point(x: .nan, y: .nan)) == .zero)
    #expect(layout.hexIfRepresentable(at: Point(x: .nan, y: 0)) == nil)
    // Far to the east: q beyond Int32.max, r beyond Int32.min; each clamped.
    let max = Int(Int32.max)
    let min = Int(Int32.min)
    #expect(layout.hex(at: Point(x: 1e300, y: 0)) == Hex(q: max, r: min))
    #expect(layout.hex(at: Point(x: .infinity, y: 0)) == Hex(q: max, r: min))
    #expect(layout.hex(at: Point(x: -.infinity, y: 0)) == Hex(q: min, r: max))
    #expect(layout.hexIfRepresentable(at: Point(x: 1e300, y: 0)) == nil)
    #expect(layout.hexIfRepresentable(at: Point(x: 1e11, y: 0)) == nil)
    // A layout of size 0 (a Tiled map whose tiles are 0 pixels): the origin is 0/0 = NaN.
    let flatZero = HexLayout(orientation: .flat, size: Size(width: 0, height: 0))
    #expect(flatZero.hex(at: .zero) == .zero)
    // Elsewhere x / 0 is infinite and the matrix's 0 · inf makes NaN: still (0, 0).
    #expect(flatZero.hex(at: Point(x: 5, y: 5)) == .zero)
    let pointyFlatZero = HexLayout(orientation: .pointy, size: Size(width: 0, height: 14))
    #expect(pointyFlatZero.hex(at: Point(x: 5, y: 0)) == Hex(q: max, r: 0))
    #expect(flatZero.hexIfRepresentable(at: Point(x: 5, y: 5)) == nil)
    // Ordinary points are unchanged.
    #expect(layout.hexIfRepresentable(at: layout.center(of: Hex(q: 3, r: -7))) == Hex(q: 3, r: -7))
  }

  @Test("Rounding at the edges of Int32")
  func roundingAtTheEdges() {
    let top = FractionalHex(q: 2_147_483_647.2, r: -2_147_483_647.2)
    #expect(top.roundedIfRepresentable() == Hex(q: 2_147_483_647, r: -2_147_483_647))
    #expect(top.rounded() == Hex(q: 2_147_483_647, r: -2_147_483_647))
    let over = FractionalHex(q: 2_147_483_648, r: 0)
    #expect(over.roundedIfRepresentable() == nil)
    #expect(over.rounded() == Hex(q: 2_147_483_647, r: 0))
    let under = FractionalHex(q: -2_147_483_648.4, r: 3)
    #expect(under.roundedIfRepresentable() == Hex(q: -2_147_483_648, r: 3))
    #expect(FractionalHex(q: -2_147_483_649, r: 3).rounded() == Hex(q: -2_147_483_648, r: 3))
    #expect(FractionalHex(q: -0.0, r: .leastNonzeroMagnitude).rounded() == .zero)
    #expect(
      FractionalHex(q: .greatestFiniteMagnitude, r: .greatestFiniteMagnitude).rounded()
        == Hex(q: 2_147_483_647, r: 2_147_483_647))
    #expect(
      FractionalHex(q: .infinity, r: -.infinity).rounded()
        == Hex(q: 2_147_483_647, r: -2_147_483_648))
  }

  @Test("Random points, huge and small, on random layouts never trap")
  func randomPoints() {
    var random = TestRandom(seed: 15)
    for _ in 0..<20_000 {
      func value() -> Double {
        switch random.next() % 4 {
        case 0: return Self.extremes[Int(random.next() % UInt64(Self.extremes.count))]
        case 1: return Double(bitPattern: random.next())  // any double, NaNs included
        default: return Double.random(in: -1e12...1e12, using: &random)
        }
      }
      let layout = HexLayout(
        orientation: random.next() % 2 == 0 ? .flat : .pointy,
        size: Size(width: value(), height: value()), origin: Point(x: value(), y: value()),
        spacing: random.next() % 3 == 0 ? value() : 0)
      let point = Point(x: value(), y: value())
      let hex = layout.hex(at: point)
      if let exact = layout.hexIfRepresentable(at: point) { #expect(exact == hex) }
    }
  }
}

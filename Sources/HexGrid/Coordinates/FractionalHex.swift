/// A point in axial space with fractional coordinates: the result of pixel → hex
/// conversion and of interpolating between hexes, before rounding to a ``Hex``.
///
/// `Codable` uses the compact form `[q, r]`.
public struct FractionalHex: Hashable, Sendable {
  /// The axial column.
  public var q: Double
  /// The axial row.
  public var r: Double

  /// The third cube coordinate, `-q - r`.
  @inlinable
  public var s: Double { -q - r }

  /// Creates a fractional hex from axial coordinates.
  @inlinable
  public init(q: Double, r: Double) {
    self.q = q
    self.r = r
  }

  /// The exact position of a hex's centre.
  @inlinable
  public init(_ hex: Hex) {
    self.init(q: Double(hex.q), r: Double(hex.r))
  }

  /// The hex containing this point: cube rounding (Red Blob Games).
  ///
  /// Each cube coordinate is rounded, then the one that moved most is recomputed from the
  /// other two so that `q + r + s == 0` still holds. Points exactly on an edge are settled
  /// by the `>` comparisons below, which favour recomputing `s`, then `r`, then `q`.
  ///
  /// Total: any coordinates give a hex, and nothing traps. When the hex is one ``Hex``
  /// cannot hold (a coordinate outside `Int32`, infinite or NaN, as a point far away or a
  /// layout of size 0 produces), each coordinate is clamped on its own: NaN becomes 0 and
  /// anything beyond `Int32.min...Int32.max` becomes the nearer end of that range. Use
  /// ``roundedIfRepresentable()`` to tell those points apart.
  @inlinable
  public func rounded() -> Hex {
    if let hex = roundedIfRepresentable() { return hex }
    // Clamped axis by axis, so the answer is still on the side of the plane the point is.
    @inline(__always)
    func clamp(_ x: Double) -> Int32 {
      if x.isNaN { return 0 }
      if x >= Double(Int32.max) { return .max }
      if x <= Double(Int32.min) { return .min }
      return Int32(x.rounded())
    }
    return Hex(storedQ: clamp(q), storedR: clamp(r))
  }

  /// The hex containing this point, as ``rounded()`` finds it, or `nil` when that hex is
  /// outside the range a ``Hex`` holds (`Int32` coordinates) or a coordinate is infinite or
  /// NaN.
  @inlinable
  public func roundedIfRepresentable() -> Hex? {
    guard q.isFinite, r.isFinite else { return nil }
    let s = self.s
    var rq = q.rounded()
    var rr = r.rounded()
    let rs = s.rounded()
    let dq = abs(rq - q)
    let dr = abs(rr - r)
    let ds = abs(rs - s)
    if dq > dr && dq > ds {
      rq = -rr - rs
    } else if dr > ds {
      rr = -rq - rs
    }
    // Int32(exactly:) is nil for values out of range, infinities and NaN (inf - inf).
    guard let storedQ = Int32(exactly: rq), let storedR = Int32(exactly: rr) else { return nil }
    return Hex(storedQ: storedQ, storedR: storedR)
  }

  /// Linear interpolation towards `other`: `t = 0` gives `self`, `t = 1` gives `other`.
  @inlinable
  public func lerp(to other: FractionalHex, t: Double) -> FractionalHex {
    FractionalHex(q: q + (other.q - q) * t, r: r + (other.r - r) * t)
  }
}

extension FractionalHex: CustomStringConvertible {
  /// A readable form such as `FractionalHex(q: 0.5, r: -1.25)`.
  public var description: String { "FractionalHex(q: \(q), r: \(r))" }
}

extension FractionalHex: Codable {
  /// Decodes the compact form `[q, r]`.
  public init(from decoder: any Decoder) throws {
    let (q, r) = try decoder.decodePair(Double.self, form: "[q, r]")
    self.init(q: q, r: r)
  }

  /// Encodes the compact form `[q, r]`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodePair(q, r)
  }
}

extension Hex {
  /// The nudge added to a line's end points so that sample points never fall exactly on an
  /// edge between two hexes: `(+1e-6, +1e-6, -2e-6)` in cube coordinates, as the Red Blob
  /// Games guide suggests. It keeps `q + r + s == 0` and makes lines along an edge pick the
  /// same side consistently (the side towards +q and +r), so a line and its reverse may
  /// differ on such ties; use ``line(to:)`` from the same end for repeatable results.
  public static let lineNudge = FractionalHex(q: 1e-6, r: 1e-6)

  /// The hexes on the straight line from this hex to `other`, both included, each one a
  /// neighbour of the previous one: `distance(to: other) + 1` hexes.
  ///
  /// Samples the segment between the two centres at `N + 1` evenly spaced points and rounds
  /// each, after adding ``lineNudge`` to both ends (see there for how ties are decided).
  ///
  /// - Complexity: O(N), N being the distance; allocates the result only.
  public func line(to other: Hex) -> [Hex] {
    let n = distance(to: other)
    if n == 0 { return [self] }
    let nudge = Hex.lineNudge
    let a = FractionalHex(q: Double(q) + nudge.q, r: Double(r) + nudge.r)
    let b = FractionalHex(q: Double(other.q) + nudge.q, r: Double(other.r) + nudge.r)
    let step = 1.0 / Double(n)
    var result: [Hex] = []
    result.reserveCapacity(n + 1)
    for i in 0...n {
      result.append(a.lerp(to: b, t: step * Double(i)).rounded())
    }
    return result
  }
}

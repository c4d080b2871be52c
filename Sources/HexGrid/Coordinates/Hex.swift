/// A hexagon in axial coordinates `(q, r)`, with the cube coordinate `s = -q - r` derived.
///
/// `Hex` is the coordinate every HexGrid and HexBoard algorithm speaks. It is a small value
/// type (two `Int`s), so passing and storing it costs nothing, and it is `Sendable`.
///
/// Axial coordinates follow the Red Blob Games guide: `q` grows towards the east edge of the
/// board (the next column), `r` grows towards the south, and the third cube axis
/// `s = -q - r` is computed, never stored.
///
/// ```swift
/// let a = Hex(q: 1, r: -2)
/// let b = a + .direction(.south) * 3     // Hex(q: 1, r: 1)
/// a.distance(to: b)                      // 3
/// ```
///
/// Ordering (`Comparable`) is row-major in axial space: first by `r`, then by `q`. It is
/// stable across runs and platforms, so sorting hexes gives deterministic output.
///
/// `Codable` uses the compact form `[q, r]` (a two-element JSON array).
///
/// **Range.** Coordinates are stored as 32-bit integers (a `Hex` is 8 bytes, like the C
/// structs game servers pass around), and the API speaks `Int`. Creating a hex outside
/// `Int32` range is a programmer error that traps; HexBoard's file and command-line
/// readers refuse such coordinates with an error before they get here.
public struct Hex: Hashable, Sendable {
  @usableFromInline var storedQ: Int32
  @usableFromInline var storedR: Int32

  /// The axial column: grows towards the east.
  @inlinable
  public var q: Int {
    get { Int(storedQ) }
    set { storedQ = Int32(newValue) }
  }

  /// The axial row: grows towards the south (down the screen in the default layout).
  @inlinable
  public var r: Int {
    get { Int(storedR) }
    set { storedR = Int32(newValue) }
  }

  /// The third cube coordinate, `-q - r`.
  @inlinable
  public var s: Int { -q - r }

  /// Creates a hex from axial coordinates.
  @inlinable
  public init(q: Int, r: Int) {
    storedQ = Int32(q)
    storedR = Int32(r)
  }

  /// Creates a hex from already-narrowed coordinates (no range check needed).
  @inlinable
  init(storedQ: Int32, storedR: Int32) {
    self.storedQ = storedQ
    self.storedR = storedR
  }

  /// Creates a hex from cube coordinates.
  ///
  /// - Precondition: `q + r + s == 0` (a programmer error otherwise).
  @inlinable
  public init(q: Int, r: Int, s: Int) {
    precondition(q + r + s == 0, "cube coordinates must satisfy q + r + s == 0")
    self.init(q: q, r: r)
  }

  /// The origin, `(0, 0)`.
  public static let zero = Hex(q: 0, r: 0)
}

extension Hex: Comparable {
  /// Row-major order in axial space: by `r`, then by `q`.
  @inlinable
  public static func < (lhs: Hex, rhs: Hex) -> Bool {
    lhs.storedR != rhs.storedR ? lhs.storedR < rhs.storedR : lhs.storedQ < rhs.storedQ
  }
}

extension Hex: CustomStringConvertible {
  /// A readable form such as `Hex(q: 1, r: -2)`.
  public var description: String { "Hex(q: \(q), r: \(r))" }
}

extension Hex: Codable {
  /// Decodes the compact form `[q, r]`. Numbers outside `Int32` range (the storage range)
  /// throw rather than trap.
  public init(from decoder: any Decoder) throws {
    let (q, r) = try decoder.decodePair(Int32.self, form: "[q, r]")
    self.init(q: Int(q), r: Int(r))
  }

  /// Encodes the compact form `[q, r]`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodePair(q, r)
  }
}

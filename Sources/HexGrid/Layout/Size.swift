/// A width and a height in layout space; also used for a hex's radius along each axis.
///
/// `Codable` uses the compact form `[width, height]`.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with the same extent on both axes.
  @inlinable
  public init(uniform value: Double) {
    self.init(width: value, height: value)
  }
}

extension Size: CustomStringConvertible {
  /// A readable form such as `30.0×25.0`.
  public var description: String { "\(width)×\(height)" }
}

extension Size: Codable {
  /// Decodes the compact form `[width, height]`.
  public init(from decoder: any Decoder) throws {
    let (width, height) = try decoder.decodePair(Double.self, form: "[width, height]")
    self.init(width: width, height: height)
  }

  /// Encodes the compact form `[width, height]`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodePair(width, height)
  }
}

import HexGrid

/// How ``HexGridLayout`` sizes and places its cells, without SwiftUI: the seed article's
/// fit, generalised to any cells, orientation and spacing.
///
/// For flat odd-q cells this is exactly the seed's arithmetic: the grid is
/// `maxX - minX + 4/3` column steps wide (a column step is ¾ of a hex's width) and
/// `maxY - minY + 1` rows high (odd columns counted `+½` row), hexes keep the regular
/// aspect ratio (width / height = 2/√3), and the grid is centred in the space. The work is
/// `HexLayout.fitting` and `HexLayout.boundingBox(of:)` of HexGrid; this type only answers
/// SwiftUI's two questions with them.
public struct HexGridFit: Hashable, Sendable {
  /// The cells, as axial hexes.
  public var hexes: [Hex]
  /// Flat-top (default) or pointy-top hexes.
  public var orientation: HexOrientation
  /// The gap between neighbouring hexes, in points.
  public var spacing: Double
  /// The hex radius used when neither dimension of the proposal limits the grid.
  public var idealRadius: Double

  /// Creates a fit of `hexes`.
  public init(
    hexes: [Hex], orientation: HexOrientation = .flat, spacing: Double = 0,
    idealRadius: Double = 24
  ) {
    self.hexes = hexes
    self.orientation = orientation
    self.spacing = spacing
    self.idealRadius = idealRadius
  }

  /// The grid's size with the largest hexes that fit `width` × `height`: the answer to
  /// `sizeThatFits`. A `nil` or infinite dimension does not limit the grid; when neither
  /// does, the hexes get ``idealRadius``. Empty grids, and negative or NaN dimensions,
  /// give zero sizes, never a trap.
  public func size(fittingWidth width: Double?, height: Double?) -> Size {
    // The box's extent is affine in the radius (the same hexes are extreme at every
    // size), so two measurements give it exactly, as in `HexLayout.fitting`.
    func box(_ radius: Double) -> Rect? {
      HexLayout(orientation: orientation, radius: radius, spacing: spacing)
        .boundingBox(of: hexes)
    }
    guard let one = box(1), let two = box(2) else { return Size(width: 0, height: 0) }
    let slope = Size(
      width: two.size.width - one.size.width, height: two.size.height - one.size.height)
    let base = Size(
      width: one.size.width - slope.width, height: one.size.height - slope.height)
    func radius(for limit: Double?, base: Double, slope: Double) -> Double {
      guard let limit, !limit.isNaN else { return limit == nil ? .infinity : 0 }
      guard limit.isFinite, slope > 0 else { return .infinity }
      return (limit - base) / slope
    }
    var r = Swift.min(
      radius(for: width, base: base.width, slope: slope.width),
      radius(for: height, base: base.height, slope: slope.height))
    if r == .infinity { r = idealRadius }
    r = r.isFinite ? Swift.max(0, r) : 0
    return Size(
      width: Swift.max(0, base.width + slope.width * r),
      height: Swift.max(0, base.height + slope.height * r))
  }

  /// The layout placing the hexes in `bounds`: the largest regular hexes that fit, the
  /// grid centred (`HexLayout.fitting`); `nil` when there are no hexes or no room.
  public func layout(in bounds: Rect) -> HexLayout? {
    HexLayout.fitting(hexes, into: bounds, orientation: orientation, spacing: spacing)
  }

  /// The size offered to the view of one cell under `layout`: the box of a drawn hex.
  public static func cellSize(in layout: HexLayout) -> Size {
    layout.boundingBox(of: [Hex.zero])?.size ?? Size(width: 0, height: 0)
  }
}

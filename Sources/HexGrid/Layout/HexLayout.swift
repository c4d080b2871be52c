/// Maps hexes to pixels and back: the screen geometry of a board.
///
/// A layout has an ``orientation``, a ``size`` (the distance from a hex's centre to its
/// corners, along each axis; unequal values stretch the hexes), an ``origin`` (where
/// ``Hex/zero``'s centre lands), an optional ``spacing`` (the gap between the edges of
/// neighbouring hexes) and a ``verticalAxis``.
///
/// ```swift
/// let layout = HexLayout(orientation: .flat, size: Size(uniform: 10))
/// let p = layout.center(of: Hex(q: 1, r: 0))   // (15.0, 8.66…)
/// layout.hex(at: p)                            // Hex(q: 1, r: 0)
/// ```
///
/// With a spacing the centres move apart (as if each hex were `spacing / √3` larger) while
/// ``corners(of:inset:)`` keep drawing hexes of ``size``, so neighbours are separated by
/// `spacing` pixels. This is exact for uniform sizes.
public struct HexLayout: Hashable, Sendable, Codable {
  /// Flat-top (default) or pointy-top.
  public var orientation: HexOrientation
  /// The centre-to-corner distance along x (`width`) and y (`height`).
  public var size: Size
  /// The pixel position of the centre of ``Hex/zero``.
  public var origin: Point
  /// The gap between the edges of neighbouring hexes, in pixels.
  public var spacing: Double
  /// Whether y grows down (default) or up.
  public var verticalAxis: VerticalAxis

  /// Creates a layout.
  public init(
    orientation: HexOrientation = .flat, size: Size, origin: Point = .zero, spacing: Double = 0,
    verticalAxis: VerticalAxis = .down
  ) {
    self.orientation = orientation
    self.size = size
    self.origin = origin
    self.spacing = spacing
    self.verticalAxis = verticalAxis
  }

  /// Creates a layout of regular hexes with the given centre-to-corner `radius`.
  public init(
    orientation: HexOrientation = .flat, radius: Double, origin: Point = .zero,
    spacing: Double = 0
  ) {
    self.init(
      orientation: orientation, size: Size(uniform: radius), origin: origin, spacing: spacing)
  }

  @inlinable
  var ySign: Double { verticalAxis == .down ? 1 : -1 }

  /// The size used to place centres: ``size`` grown so neighbours sit ``spacing`` apart.
  @inlinable
  var pitch: Size {
    let grow = spacing / HexOrientation.sqrt3
    return Size(width: size.width + grow, height: size.height + grow)
  }

  /// The pixel position of `hex`'s centre.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func center(of hex: Hex) -> Point {
    let m = orientation.forward
    let q = Double(hex.q)
    let r = Double(hex.r)
    let grid = pitch
    return Point(
      x: (m.0 * q + m.1 * r) * grid.width + origin.x,
      y: (m.2 * q + m.3 * r) * grid.height * ySign + origin.y)
  }

  /// The pixel position of the centre of an offset cell.
  @inlinable
  public func center(of cell: OffsetCoordinate, convention: OffsetConvention = .oddQ) -> Point {
    center(of: Hex(cell, convention: convention))
  }

  /// The fractional hex under `point`: the inverse of ``center(of:)-(Hex)``.
  @inlinable
  public func fractionalHex(at point: Point) -> FractionalHex {
    let m = orientation.backward
    let grid = pitch
    let x = (point.x - origin.x) / grid.width
    let y = (point.y - origin.y) * ySign / grid.height
    return FractionalHex(q: m.0 * x + m.1 * y, r: m.2 * x + m.3 * y)
  }

  /// The hex whose cell contains `point` (a hit test). With a ``spacing``, points in the gap
  /// go to the nearest hex.
  ///
  /// Total: every point, finite or not, gives a hex, and nothing traps, whatever the layout
  /// (a size of 0 included). When the hex under the point is one ``Hex`` cannot hold (its
  /// coordinates are outside `Int32`, or the point or the layout makes them infinite or
  /// NaN), the answer is ``FractionalHex/rounded()``'s: each axial coordinate clamped to
  /// `Int32.min...Int32.max`, NaN taken as 0. ``hexIfRepresentable(at:)`` returns `nil`
  /// for those points instead.
  @inlinable
  public func hex(at point: Point) -> Hex {
    fractionalHex(at: point).rounded()
  }

  /// The hex whose cell contains `point`, as ``hex(at:)`` finds it, or `nil` when that hex
  /// is outside the range of ``Hex`` or cannot be computed (a non-finite point, a layout of
  /// size 0): the hit test for points that came from a file.
  @inlinable
  public func hexIfRepresentable(at point: Point) -> Hex? {
    fractionalHex(at: point).roundedIfRepresentable()
  }

  /// The offset of corner `index` (0…5, see ``HexOrientation`` for the order) from a hex's
  /// centre, pulled in towards the centre so the edges move `inset` pixels inwards. Corners
  /// go round: any other `index` counts modulo 6.
  public func cornerOffset(_ index: Int, inset: Double = 0) -> Point {
    let unit = orientation.unitCorners[(index % 6 + 6) % 6]
    // Moving every edge in by `inset` shrinks the corner radius by inset / cos 30°.
    let shrink = 2 * inset / HexOrientation.sqrt3
    let rx = Swift.max(0, size.width - shrink)
    let ry = Swift.max(0, size.height - shrink)
    return Point(x: unit.0 * rx, y: unit.1 * ry * ySign)
  }

  /// The pixel position of corner `index` of `hex`, optionally inset towards the centre.
  public func corner(_ index: Int, of hex: Hex, inset: Double = 0) -> Point {
    center(of: hex) + cornerOffset(index, inset: inset)
  }

  /// The six corners of `hex` in corner order (counter-clockwise on screen), each pulled in
  /// by `inset` pixels, for drawing borders inside a cell.
  public func corners(of hex: Hex, inset: Double = 0) -> [Point] {
    let c = center(of: hex)
    return (0..<6).map { c + cornerOffset($0, inset: inset) }
  }

  /// Half the width and height of one drawn hex.
  @inlinable
  var halfExtent: Size {
    let h = HexOrientation.sqrt3 / 2
    switch orientation {
    case .flat: return Size(width: size.width, height: size.height * h)
    case .pointy: return Size(width: size.width * h, height: size.height)
    }
  }

  /// The smallest rectangle containing every drawn hex of `hexes`, or `nil` if there are
  /// none.
  ///
  /// - Complexity: O(n).
  public func boundingBox<S: Sequence>(of hexes: S) -> Rect? where S.Element == Hex {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for hex in hexes {
      let c = center(of: hex)
      minX = Swift.min(minX, c.x)
      maxX = Swift.max(maxX, c.x)
      minY = Swift.min(minY, c.y)
      maxY = Swift.max(maxY, c.y)
    }
    guard minX <= maxX else { return nil }
    let half = halfExtent
    return Rect(
      x: minX - half.width, y: minY - half.height,
      width: maxX - minX + 2 * half.width, height: maxY - minY + 2 * half.height)
  }

  /// The layout with the largest hexes that fit all of `hexes` inside `viewport`, centred
  /// in it; `nil` if `hexes` is empty or the viewport is too small for the spacing.
  ///
  /// This is the SwiftUI seed's `HexLayout` fit generalised to any set, orientation and
  /// spacing: for flat odd-q cells it gives the same size, a board `maxX - minX + 4/3`
  /// column-widths (¾ of a hex width each) wide and `maxY - minY + 1` rows (odd columns
  /// counted `+½`) high, with the regular-hex aspect ratio `2/√3`.
  ///
  /// - Parameters:
  ///   - hexes: the hexes to fit; their centres and corners decide the extent.
  ///   - viewport: the rectangle to fit them in, in layout space.
  ///   - orientation: flat (default) or pointy hexes.
  ///   - spacing: the gap between neighbouring hexes, in the same units as the result.
  ///   - verticalAxis: which way y points (down by default, as on screens).
  ///   - preservingAspectRatio: keep hexes regular (default); `false` stretches them to
  ///     fill the viewport on both axes.
  /// - Complexity: O(n).
  public static func fitting<S: Sequence>(
    _ hexes: S, into viewport: Rect, orientation: HexOrientation = .flat, spacing: Double = 0,
    verticalAxis: VerticalAxis = .down, preservingAspectRatio: Bool = true
  ) -> HexLayout? where S.Element == Hex {
    // Extents are affine in the size (the extreme hexes do not change with scale), so two
    // measurements give the exact size that fills the viewport.
    func box(_ s: Double) -> Rect? {
      HexLayout(
        orientation: orientation, size: Size(uniform: s), spacing: spacing,
        verticalAxis: verticalAxis
      ).boundingBox(of: hexes)
    }
    guard let one = box(1), let two = box(2) else { return nil }
    let slopeX = two.size.width - one.size.width
    let slopeY = two.size.height - one.size.height
    var sx = (viewport.size.width - (one.size.width - slopeX)) / slopeX
    var sy = (viewport.size.height - (one.size.height - slopeY)) / slopeY
    if preservingAspectRatio {
      sx = Swift.min(sx, sy)
      sy = sx
    }
    guard sx > 0, sy > 0, sx.isFinite, sy.isFinite else { return nil }
    var layout = HexLayout(
      orientation: orientation, size: Size(width: sx, height: sy), spacing: spacing,
      verticalAxis: verticalAxis)
    guard let placed = layout.boundingBox(of: hexes) else { return nil }
    layout.origin = viewport.center - placed.center
    return layout
  }
}

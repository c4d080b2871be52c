// The user space the board's layers are written in: hex units, where a hex's radius is
// ``SVGRenderer/unitRadius``, scaled to the picture by one `transform`.

import HexBoard

extension SVGRenderer {
  /// The radius of a hex in the user space of the board's layers (cells, features,
  /// highlight, path, labels).
  ///
  /// Numbers are then the same whatever the picture's size: a 200-pixel thumbnail and a
  /// 20,000-pixel poster of one board have the same path data and differ only in the
  /// `transform` of their groups, so asking for a smaller picture never makes
  /// the file bigger; flat hexes have whole-number x offsets (5, 10) and pointy ones
  /// whole-number y offsets.
  public static let unitRadius = 10.0

  /// Hex units and their scale to picture pixels.
  struct DrawingSpace {
    /// The layout in hex units (``SVGRenderer/unitRadius``): the picture's layout divided
    /// by ``scale``.
    var layout: HexLayout
    /// Picture pixels per hex unit.
    var scale: Double
    /// ` transform="translate(…) scale(…)"`, to put on the group of a layer drawn in hex
    /// units.
    var transform: String

    /// A length in picture pixels (a stroke width), in hex units.
    func units(_ pixels: Double) -> Double { pixels / scale }

    /// A length in picture pixels as hex units, printed with 6 significant digits.
    func width(_ pixels: Double) -> String {
      FixedPointFormat.significant(units(pixels), digits: 6)
    }
  }

  /// The hex-unit space for a picture laid out with `layout` (in picture pixels): hex
  /// `(0, 0)` is centred on the units' origin, and the transform is
  /// `translate(layout.origin) scale(radius / unitRadius)`.
  func drawingSpace(for layout: HexLayout) -> DrawingSpace {
    let radius = Swift.min(layout.size.width, layout.size.height)
    let scale = radius.isFinite && radius > 0 ? radius / Self.unitRadius : 1
    var inner = layout
    inner.size = Size(width: layout.size.width / scale, height: layout.size.height / scale)
    inner.origin = .zero
    inner.spacing = layout.spacing / scale
    // Nine significant digits: a 2048-column map is about 31,000 units wide, so the
    // picture is off by far less than a thousandth of a pixel.
    let factor = FixedPointFormat.significant(scale, digits: 9)
    let shift = FixedPointFormat(decimals: 4)
    let x = shift.string(layout.origin.x)
    let y = shift.string(layout.origin.y)
    return DrawingSpace(
      layout: inner, scale: scale, transform: " transform=\"translate(\(x) \(y)) scale(\(factor))\""
    )
  }
}

import HexBoard

/// A point of a rendered SVG and the colour a correct renderer paints there.
///
/// ``SVGRenderer/pixelChecks(for:)`` lists some for every terrain (cell centres that no
/// marker, path or label covers), so a test can render the SVG with a real renderer
/// (`rsvg-convert`) and read the pixels back (`scripts/check-svg-pixels.py`).
package struct SVGPixelCheck: Hashable, Sendable {
  /// The horizontal position in SVG user units (pixels when rendered at 1:1).
  package var x: Double
  /// The vertical position in SVG user units, growing down.
  package var y: Double
  /// The expected colour.
  package var color: RGBColor
  /// What is there, for messages (`"grass at (col: 2, row: 1)"`).
  package var note: String

  /// Creates a check.
  package init(x: Double, y: Double, color: RGBColor, note: String) {
    self.x = x
    self.y = y
    self.color = color
    self.note = note
  }
}

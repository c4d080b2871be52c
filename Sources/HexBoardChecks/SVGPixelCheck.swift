import HexBoard

/// A point of a rendered SVG and the colour a correct renderer paints there.
///
/// ``SVGRenderer/pixelChecks(for:)`` lists some for every terrain (cell centres that no
/// marker, path or label covers), every placed hexside and corner feature and bridges, so a test
/// can render the SVG with a real renderer (`rsvg-convert`) and read the pixels back
/// (`scripts/check-svg-pixels.py`).
public struct SVGPixelCheck: Hashable, Sendable {
  /// What is checked.
  public enum Subject: Hashable, Sendable {
    /// The background, in the margin.
    case background
    /// The centre of the cell with this storage index.
    case cell(Int)
    /// The middle of the side in this edge slot (the copy beside the slot's cell).
    case edge(Int)
    /// The corner in this vertex slot (the copy on the slot's cell).
    case vertex(Int)
    /// The middle of the first parapet of the bridge on this edge slot (the copy beside the
    /// slot's cell).
    case bridge(Int)
  }

  /// The horizontal position in SVG user units (pixels when rendered at 1:1).
  public var x: Double
  /// The vertical position in SVG user units, growing down.
  public var y: Double
  /// The expected colour.
  public var color: RGBColor
  /// What is there, for messages (`"grass at (col: 2, row: 1)"`).
  public var note: String
  /// What is checked, for tests.
  public var subject: Subject

  /// Creates a check.
  public init(x: Double, y: Double, color: RGBColor, note: String, subject: Subject) {
    self.x = x
    self.y = y
    self.color = color
    self.note = note
    self.subject = subject
  }
}

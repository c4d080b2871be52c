/// What stays put when ``Board/resized(columns:rows:anchor:fill:)`` grows or shrinks a
/// rectangular board: a corner, the middle of a border, or the centre.
///
/// The raw values are the names the command line takes (`hexboard resize --anchor`).
public enum ResizeAnchor: String, CaseIterable, Sendable {
  /// The top-left cell stays where it is; rows and columns come or go at the right and
  /// the bottom.
  case topLeft = "top-left"
  /// The middle of the top row stays put.
  case top
  /// The top-right cell stays put.
  case topRight = "top-right"
  /// The middle of the left column stays put.
  case left
  /// The centre stays put: half of the change on each side (the odd one at the end).
  case center
  /// The middle of the right column stays put.
  case right
  /// The bottom-left cell stays put.
  case bottomLeft = "bottom-left"
  /// The middle of the bottom row stays put.
  case bottom
  /// The bottom-right cell stays put.
  case bottomRight = "bottom-right"

  /// How many halves of the change of width go before the old columns: 0, 1 or 2.
  var horizontalHalves: Int {
    switch self {
    case .topLeft, .left, .bottomLeft: 0
    case .top, .center, .bottom: 1
    case .topRight, .right, .bottomRight: 2
    }
  }

  /// How many halves of the change of height go before the old rows: 0, 1 or 2.
  var verticalHalves: Int {
    switch self {
    case .topLeft, .top, .topRight: 0
    case .left, .center, .right: 1
    case .bottomLeft, .bottom, .bottomRight: 2
    }
  }
}

/// Why a ``MapGrid`` cannot be made.
public enum MapGridError: Error, Equatable, CustomStringConvertible {
  /// A dimension or the radius is negative or zero where cells are needed.
  case invalidDimensions(String)
  /// The bounding box would exceed ``MapGrid/maximumCellCount``.
  case tooLarge(cells: Int, limit: Int)
  /// Wrapping needs a full rectangle with dimensions that tile seamlessly.
  case unsupportedWrap(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidDimensions(let detail): "invalid map dimensions: \(detail)"
    case .tooLarge(let cells, let limit):
      "map too large: \(cells) cells in its bounding box, the limit is \(limit)"
    case .unsupportedWrap(let detail): "unsupported wrap: \(detail)"
    }
  }
}

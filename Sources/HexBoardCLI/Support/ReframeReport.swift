import HexBoard

/// The command line's words for what `resize` and `crop` removed
/// (``BoardReframing``): one warning per object, one count per kind of feature.
enum ReframeReport {
  /// The warnings, objects first (in the board's order), then sides, then corners.
  static func warnings(_ result: BoardReframing) -> [String] {
    var warnings = result.removedObjects.map { "removed object '\($0.id)' (outside)" }
    let sides = result.removedSideCount
    if sides > 0 {
      warnings.append("removed the features of \(sides) \(sides == 1 ? "side" : "sides") (outside)")
    }
    let corners = result.removedCornerCount
    if corners > 0 {
      warnings.append(
        "removed the features of \(corners) \(corners == 1 ? "corner" : "corners") (outside)")
    }
    return warnings
  }

  /// Writes the warnings to standard error.
  static func say(_ result: BoardReframing, context: CommandContext) {
    for warning in warnings(result) {
      context.error("warning: \(warning)")
    }
  }
}

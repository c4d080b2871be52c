// Compass names for the sides and corners of a hex as drawn: what map files, the command
// line and pictures call them. They depend on the orientation: the side HexGrid calls
// `HexDirection.north` is the top side of a flat-top hex but the upper-left one of a
// pointy-top hex.

import HexGrid

extension HexOrientation {
  /// The compass names of the six sides in `HexDirection` order: `se ne n nw sw s`
  /// (flat) or `e ne nw w sw se` (pointy).
  public var sideNames: [String] {
    self == .flat ? ["se", "ne", "n", "nw", "sw", "s"] : ["e", "ne", "nw", "w", "sw", "se"]
  }

  /// The compass names of the six corners in corner order: `e ne nw w sw se` (flat) or
  /// `ne n nw sw s se` (pointy).
  public var cornerNames: [String] {
    self == .flat ? ["e", "ne", "nw", "w", "sw", "se"] : ["ne", "n", "nw", "sw", "s", "se"]
  }

  /// The compass name of the side towards `direction`.
  public func sideName(of direction: HexDirection) -> String { sideNames[direction.rawValue] }

  /// The side called `name` (see ``sideNames``), or `nil` if this orientation has no side of
  /// that name (a flat hex has no `e` side).
  public func side(named name: String) -> HexDirection? {
    sideNames.firstIndex(of: name).flatMap(HexDirection.init(rawValue:))
  }

  /// The compass name of corner `corner` (0…5).
  public func cornerName(of corner: Int) -> String { cornerNames[((corner % 6) + 6) % 6] }

  /// The corner called `name` (see ``cornerNames``), or `nil` if this orientation has no
  /// corner of that name.
  public func corner(named name: String) -> Int? { cornerNames.firstIndex(of: name) }
}

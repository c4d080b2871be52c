import HexBoardCore

extension UnitMap {
  /// The units standing on `board`: each object with an owner (`BoardObject.owner`) listed
  /// in `sides` is a unit of side `sides.firstIndex(of: owner)`, with a zone of control of
  /// `zoneRadius`. Objects without an owner (towns, markers) and objects of owners not in
  /// `sides` are not units. Where two units share a cell, the first in the board's object
  /// order stands there.
  ///
  /// ```swift
  /// let units = UnitMap(board: board, sides: ["red", "blue"])
  /// let rules = SearchRules(units: units, mover: Mover(side: 0))  // red moves
  /// ```
  ///
  /// - Precondition: `sides` has at most ``maximumSides`` names and `zoneRadius` is in
  ///   `0...maximumZoneRadius`.
  /// - Complexity: O(objects × zoneRadius²).
  public init(board: Board, sides: [String], zoneRadius: Int = 1) {
    precondition(sides.count <= Self.maximumSides, "at most \(Self.maximumSides) sides")
    self.init(grid: board.grid)
    for object in board.objects {
      guard let owner = object.owner, let side = sides.firstIndex(of: owner) else { continue }
      _ = place(side: side, at: object.position, zoneRadius: zoneRadius)
    }
  }
}

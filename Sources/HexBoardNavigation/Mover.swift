/// Who moves in a search with units (``SearchRules/units``): the mover's side, which
/// decides its friends and foes on the ``UnitMap``, and whether zones of control stop it.
///
/// ```swift
/// let scout = Mover(side: 2, ignoresZonesOfControl: true)   // a skirmisher
/// ```
public struct Mover: Sendable, Equatable {
  /// The mover's side (`0..<UnitMap.maximumSides`; a side out of range has every unit for
  /// a foe).
  public var side: Int
  /// Whether the mover walks through its foes' zones of control as if they were not there
  /// (Wesnoth's skirmishers).
  public var ignoresZonesOfControl: Bool

  /// A mover of `side`, stopped by zones of control unless `ignoresZonesOfControl`.
  public init(side: Int, ignoresZonesOfControl: Bool = false) {
    self.side = side
    self.ignoresZonesOfControl = ignoresZonesOfControl
  }
}

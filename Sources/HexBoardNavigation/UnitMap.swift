import HexBoardMaps
import HexGrid

/// The units on a map, each with a side and a zone of control, and which sides are
/// allied: what ``SearchRules/units`` reads to let a mover pass its friends, stop at its
/// foes and end its move in their zones of control.
///
/// **Storage.** One 32-bit word per cell of the grid (4 MB at 1024×1024): the side of the
/// unit standing there, its zone's radius, and which sides' zones cover the cell. A search
/// reads one word per step it considers; placing, moving or removing a unit rewrites the
/// words around it only (O(r⁴) for a zone of radius r, at most ``maximumZoneRadius``).
///
/// **Sides** are numbers `0..<16` (``maximumSides``). Every side is allied with itself and
/// with no other until ``setAllied(_:_:_:)``; units of sides allied with the mover's are
/// its friends, all others its foes.
///
/// A value (`Sendable`, `Equatable`): copy it per turn freely; a copy costs one array
/// reference until it is changed (copy-on-write).
///
/// ```swift
/// var units = UnitMap(grid: graph.grid)
/// units.place(side: 0, at: knight)
/// units.place(side: 1, at: orc)                      // a zone of control of radius 1
/// units.move(from: orc, to: orcTarget)               // O(1) words rewritten
/// let rules = SearchRules(units: units, mover: Mover(side: 0))
/// ```
public struct UnitMap: Sendable, Equatable {
  /// The number of sides: sides are `0..<maximumSides`.
  public static let maximumSides = 16
  /// The largest zone of control: a unit's zone covers the cells within this many steps.
  public static let maximumZoneRadius = 3

  /// The grid whose indices the words stand for.
  public let grid: MapGrid
  /// Per cell: bits 0–15 the sides whose zones cover it, bits 16–20 the side of the unit
  /// standing there plus 1 (0 for none), bits 21–23 that unit's zone radius.
  private(set) var cells: [UInt32]
  /// Per side, the sides allied with it (itself included), one bit each.
  private(set) var allies: [UInt16]
  /// The number of units on the map.
  public private(set) var count: Int

  /// A map with no units over `grid`, every side allied only with itself.
  ///
  /// - Complexity: O(n) for n indices.
  public init(grid: MapGrid) {
    self.grid = grid
    cells = [UInt32](repeating: 0, count: grid.indexCount)
    allies = (0..<UnitMap.maximumSides).map { UInt16(1) << UInt16($0) }
    count = 0
  }

  /// Whether no unit is on the map.
  public var isEmpty: Bool { count == 0 }

  /// The side of the unit on cell `index`, or `nil` when none stands there (or the index
  /// is outside the grid).
  public func side(atIndex index: Int) -> Int? {
    guard index >= 0 && index < cells.count else { return nil }
    let occupant = Int((cells[index] >> 16) & 0x1F)
    return occupant == 0 ? nil : occupant - 1
  }

  /// The side of the unit on `hex`, or `nil` when none stands there (or it is off the map).
  public func side(at hex: Hex) -> Int? {
    grid.index(of: hex).flatMap { side(atIndex: $0) }
  }

  /// The zone of control radius of the unit on `hex` (0 for a unit without one), or `nil`
  /// when no unit stands there.
  public func zoneRadius(at hex: Hex) -> Int? {
    guard let index = grid.index(of: hex), side(atIndex: index) != nil else { return nil }
    return Int((cells[index] >> 21) & 0x7)
  }

  /// The sides whose zones of control cover `hex`, as one bit per side (bit `s` for side
  /// `s`); 0 off the map.
  public func zoneSides(at hex: Hex) -> Int {
    guard let index = grid.index(of: hex) else { return 0 }
    return Int(cells[index] & 0xFFFF)
  }

  /// Whether `hex` is in the zone of control of a unit that is a foe of `side` (`false`
  /// off the map).
  public func isInZoneOfControl(_ hex: Hex, against side: Int) -> Bool {
    zoneSides(at: hex) & Int(foeMask(of: side)) != 0
  }

  /// Puts a unit of `side` on `hex` with a zone of control of `zoneRadius` (0 for none,
  /// 1 for its neighbours, at most ``maximumZoneRadius``). Returns `false` and changes
  /// nothing when `hex` is off the map or occupied, or `side` or `zoneRadius` is out of
  /// range.
  ///
  /// - Complexity: O(r²) for a zone of radius r.
  @discardableResult
  public mutating func place(side: Int, at hex: Hex, zoneRadius: Int = 1) -> Bool {
    guard (0..<UnitMap.maximumSides).contains(side),
      (0...UnitMap.maximumZoneRadius).contains(zoneRadius), let index = grid.index(of: hex),
      self.side(atIndex: index) == nil
    else { return false }
    cells[index] |= UInt32(side + 1) << 16 | UInt32(zoneRadius) << 21
    count += 1
    let bit = UInt32(1) << UInt32(side)
    UnitMap.forEachIndex(on: grid, within: zoneRadius, of: index) { cells[$0] |= bit }
    return true
  }

  /// Takes the unit off `hex`; returns whether one stood there.
  ///
  /// - Complexity: O(r⁴) for a zone of radius r: the cells of its zone get their zones
  ///   recomputed from the units around them.
  @discardableResult
  public mutating func remove(at hex: Hex) -> Bool {
    guard let index = grid.index(of: hex), side(atIndex: index) != nil else { return false }
    let radius = Int((cells[index] >> 21) & 0x7)
    cells[index] &= 0xFFFF
    count -= 1
    UnitMap.forEachIndex(on: grid, within: radius, of: index) { recomputeZones(at: $0) }
    return true
  }

  /// Moves the unit on `from` to `to`, keeping its side and zone; returns `false` and
  /// changes nothing when no unit stands on `from` or `to` is off the map or occupied.
  ///
  /// - Complexity: O(r⁴) for a zone of radius r.
  @discardableResult
  public mutating func move(from: Hex, to: Hex) -> Bool {
    guard let source = grid.index(of: from), let side = side(atIndex: source),
      let target = grid.index(of: to), self.side(atIndex: target) == nil
    else { return false }
    let radius = Int((cells[source] >> 21) & 0x7)
    remove(at: from)
    return place(side: side, at: to, zoneRadius: radius)
  }

  /// Makes sides `a` and `b` allies (or foes again, with `allied: false`), both ways.
  /// A side is always its own ally; sides out of range are ignored.
  public mutating func setAllied(_ a: Int, _ b: Int, _ allied: Bool = true) {
    let range = 0..<UnitMap.maximumSides
    guard range.contains(a), range.contains(b), a != b else { return }
    if allied {
      allies[a] |= 1 << UInt16(b)
      allies[b] |= 1 << UInt16(a)
    } else {
      allies[a] &= ~(1 << UInt16(b))
      allies[b] &= ~(1 << UInt16(a))
    }
  }

  /// Whether sides `a` and `b` are allies (a side is its own).
  public func areAllied(_ a: Int, _ b: Int) -> Bool {
    let range = 0..<UnitMap.maximumSides
    guard range.contains(a), range.contains(b) else { return false }
    return allies[a] & (1 << UInt16(b)) != 0
  }

  /// The sides that are foes of `side`, one bit each: every side for a side out of range.
  func foeMask(of side: Int) -> UInt32 {
    guard (0..<UnitMap.maximumSides).contains(side) else { return 0xFFFF }
    return UInt32(~allies[side])
  }

  /// Whether the map fits a graph over `indexCount` indices.
  func fits(indexCount: Int) -> Bool { cells.count == indexCount }

  /// Calls `body` with each index of `grid` within `radius` steps of `index` (itself
  /// included; a cell met twice on a small wrapped map is passed twice). Static, so that a
  /// `body` writing the map's words holds the only access to them: as a method, the call
  /// kept a read of the whole map open, and each write copied all its words (O(n) per
  /// unit moved, where it is O(r⁴)).
  private static func forEachIndex(
    on grid: MapGrid, within radius: Int, of index: Int, _ body: (Int) -> Void
  ) {
    let center = grid.hex(at: index)
    for r in 0...radius {
      grid.forEachIndex(onRingAround: center, radius: r, body)
    }
  }

  /// Sets the zone bits of `index` from the units within ``maximumZoneRadius`` of it.
  private mutating func recomputeZones(at index: Int) {
    var zones: UInt32 = 0
    let center = grid.hex(at: index)
    for r in 0...UnitMap.maximumZoneRadius {
      grid.forEachIndex(onRingAround: center, radius: r) { other in
        let word = cells[other]
        let occupant = (word >> 16) & 0x1F
        if occupant != 0 && Int((word >> 21) & 0x7) >= r { zones |= 1 << (occupant - 1) }
      }
    }
    cells[index] = cells[index] & ~0xFFFF | zones
  }
}

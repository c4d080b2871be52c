import HexBoardMaps
import HexBoardSupport
import HexGrid

/// Per cell index, bit `d` when the cell's side in direction `d` carries features that
/// meet a rule (set from both cells of an inner side): the sides that block sight, read by
/// ``Board/sightBlocker``, and the sides that set a step's cost (roads), read by
/// ``CostTable``. A board keeps both beside its edge layer and updates them with each
/// side's change in O(1), so neither reader ever scans the sides.
///
/// It is derived data: two boards with the same sides and palette have the same marks
/// whatever their masks' history (an allocated all-zero map or none), so equality ignores
/// it and a board's `==` compares the edge layer itself.
package struct SideMasks: Sendable, Equatable {
  /// Which sides a mask marks.
  enum Rule: Sendable {
    /// Sides with a feature that blocks sight; border sides included.
    case blocksSight
    /// Inner sides whose features together set the step's cost and do not block it.
    case setsCost
  }

  /// The rule.
  let rule: Rule
  /// The palette entries that block sight, that set a step's cost, and that block steps,
  /// as bit masks over palette indices.
  private var blockingBits: UInt16
  private var settingBits: UInt16
  private var stepBlockingBits: UInt16
  /// The masks, allocated with the first marked side.
  private(set) var masks: PagedArray<UInt8>?
  /// The number of slots marked.
  private(set) var markedSlots: Int

  /// No marked side yet, for a board with edge palette `edgePalette`.
  init(_ rule: Rule, edgePalette: [EdgeFeature]) {
    self.rule = rule
    blockingBits = 0
    settingBits = 0
    stepBlockingBits = 0
    masks = nil
    markedSlots = 0
    setPalette(edgePalette)
  }

  /// The masks of `layer` built from scratch.
  ///
  /// - Complexity: O(sides) to find the occupied ones.
  init(_ rule: Rule, edgePalette: [EdgeFeature], layer: FeatureLayer, grid: MapGrid) {
    self.init(rule, edgePalette: edgePalette)
    guard !layer.isEmpty else { return }
    for slot in layer.occupiedSlots where marks(layer[slot]) {
      update(slot: slot, from: 0, to: layer[slot], layer: layer, grid: grid)
    }
  }

  /// Takes the rules of `palette`, for a palette whose new entries no side carries.
  mutating func setPalette(_ palette: [EdgeFeature]) {
    blockingBits = 0
    settingBits = 0
    stepBlockingBits = 0
    for (k, feature) in palette.enumerated() {
      if feature.blocksSight { blockingBits |= 1 << k }
      switch feature.movement {
      case .sets: settingBits |= 1 << k
      case .blocks: stepBlockingBits |= 1 << k
      case .adds, .unchanged: break
      }
    }
  }

  /// The masks when some side is marked, else `nil` (readers then skip the side test).
  package var activeMasks: PagedArray<UInt8>? {
    markedSlots == 0 ? nil : masks
  }

  /// Whether a side carrying `bits` is marked (its position aside).
  func marks(_ bits: UInt16) -> Bool {
    switch rule {
    case .blocksSight:
      return bits & blockingBits != 0
    case .setsCost:
      // The movement rule combined: a step is blocked if any feature blocks it, and a
      // set cost wins over added ones.
      return bits & settingBits != 0 && bits & stepBlockingBits == 0
    }
  }

  /// Follows slot `slot` changing from `old` to `new` bits; `layer` already holds `new`.
  ///
  /// - Complexity: O(1).
  mutating func update(
    slot: Int, from old: UInt16, to new: UInt16, layer: FeatureLayer, grid: MapGrid
  ) {
    let a = slot / 6
    let d = slot % 6
    let b = grid.neighbor(of: a, in: HexDirection(rawValue: d).unsafelyUnwrapped)
    if b == nil && rule == .setsCost { return }  // no step crosses a border side
    let was = marks(old)
    let now = marks(new)
    guard was != now else { return }
    markedSlots += now ? 1 : -1
    if masks == nil { masks = PagedArray(repeating: 0, count: grid.indexCount) }
    // Both cells' bits are recomputed from the layer (not toggled), so a side seen under
    // two names on a tiny wrapped map still ends up as a fresh build sets it.
    refresh(cell: a, side: d, layer: layer, grid: grid)
    if let b { refresh(cell: b, side: (d + 3) % 6, layer: layer, grid: grid) }
  }

  /// Sets bit `side` of `cell` from the slot that side is stored in.
  private mutating func refresh(cell: Int, side: Int, layer: FeatureLayer, grid: MapGrid) {
    let marked = marks(layer[grid.edgeSlot(of: cell, side: side)])
    let bit: UInt8 = 1 << UInt8(side)
    let mask = masks?[cell] ?? 0
    masks?[cell] = marked ? mask | bit : mask & ~bit
  }

  /// Derived data: always equal (see the type's note).
  package static func == (lhs: SideMasks, rhs: SideMasks) -> Bool { true }
}

// What the features on every side of a graph do, kept with the graph so that updates can
// recompute the steps around a changed cell: a wall must stay closed when the cell beside it
// reopens, and a road's step changes its digit when the cell it enters changes cost.

/// The side effects of a graph: the sorted table it was built with (no extra work at build
/// time: it is the table the build already made) and the sides changed since, by slot.
struct SideEffectTable: Sendable {
  /// The slots of the sides with effects at build time, increasing, and their effects
  /// (the arrays of the build's `SideEffects`, shared, not copied).
  private var slots: [Int]
  private var effects: [SideEffect]
  /// Sides set by updates since the build (a neutral effect where one was removed). A
  /// dictionary so that setting a side is O(1) whatever the number of featured sides;
  /// only ever looked up, so its order never reaches an output.
  private var edits: [Int: SideEffect] = [:]

  /// The table of a graph built with `sides`.
  init(_ sides: SideEffects) {
    slots = sides.slots
    effects = sides.effects
  }

  /// Whether no side has, or has had, an effect: updates then skip every look-up.
  var isEmpty: Bool { slots.isEmpty && edits.isEmpty }

  /// The effect on the side in slot `slot` (neutral when it has none).
  ///
  /// - Complexity: O(1) for a changed side, O(log k) for k sides with features at build.
  func effect(atSlot slot: Int) -> SideEffect {
    if !edits.isEmpty, let edited = edits[slot] { return edited }
    var low = 0
    var high = slots.count
    while low < high {
      let middle = (low &+ high) >> 1
      if slots[middle] < slot { low = middle &+ 1 } else { high = middle }
    }
    return low < slots.count && slots[low] == slot ? effects[low] : SideEffect()
  }

  /// Sets the effect on the side in slot `slot`.
  mutating func set(_ effect: SideEffect, atSlot slot: Int) {
    edits[slot] = effect
  }

  /// The walls alone: what a graph whose step costs are dropped keeps
  /// (``NavigationGraph/withUniformCost``).
  var wallsOnly: SideEffectTable {
    func wall(_ effect: SideEffect) -> SideEffect {
      var result = SideEffect()
      result.blocks = effect.blocks
      return result
    }
    guard effects.contains(where: { $0.sets != 0 || $0.adds != 0 }) || !edits.isEmpty
    else { return self }
    var result = SideEffectTable(SideEffects())
    for (slot, effect) in zip(slots, effects) where effect.blocks {
      result.slots.append(slot)
      result.effects.append(wall(effect))
    }
    result.edits = edits.mapValues(wall)
    return result
  }
}

// Fog kept per unit: each unit's field of view is remembered, and each player keeps, per
// cell, how many of its units see it. A turn recomputes only the units that moved, changed
// or stand within sight of a change; the cells whose count goes from zero or to zero are
// the ones entering or leaving the view. Nothing is cleared or scanned over the whole map.

import HexBoardCore
import HexBoardMaps
import HexBoardVision
import HexGrid

/// What every unit saw at the last commit, and the scanner that looks again for the units a
/// turn concerns (its buffers, and each unit's cell list, reused turn after turn).
struct UnitSights: Sendable {
  /// Each unit's sight, by object id.
  var sights: [String: UnitSight] = [:]
  /// The scanner of the world's sight radius.
  var scanner: FieldOfViewScanner

  init(radius: Int) {
    scanner = FieldOfViewScanner(radius: radius)
  }
}

/// What one unit saw at the last commit.
struct UnitSight: Sendable {
  /// The index of its player in the world's players.
  var player: Int
  /// Its cell.
  var center: Int
  /// The cells it sees.
  var cells: [Int32]
}

/// One player's fog: the cells its units see (with how many of them see each), the cells
/// it ever saw, and the state of its stream of view patches.
struct PlayerFog: Sendable {
  let name: String
  var visible: CellSet
  var explored: CellSet
  var counts: PagedCounts
  /// Cells whose count went from or to zero since the last commit.
  var touched: [Int] = []
  /// The view hash of the player's view at the last commit (its last patch's target).
  var viewHash: UInt64 = 0
  /// The sums ``viewHash`` folds, kept from turn to turn.
  var sums = ViewHashSums()
  /// The cells entering and leaving the view this turn (buffers kept between turns).
  var revealed: [Int] = []
  var hidden: [Int] = []

  init(name: String, grid: MapGrid, sequence: UInt64) {
    self.name = name
    visible = CellSet(grid: grid)
    explored = CellSet(grid: grid)
    counts = PagedCounts(count: grid.indexCount)
  }

  mutating func add(_ cells: [Int32]) {
    for cell in cells where counts.increment(Int(cell)) == 1 { touched.append(Int(cell)) }
  }

  mutating func remove(_ cells: [Int32]) {
    for cell in cells where counts.decrement(Int(cell)) == 0 { touched.append(Int(cell)) }
  }

  /// Brings ``visible`` and ``explored`` up to the counts, from the touched cells only
  /// (the view hash is then to be rebuilt).
  mutating func settle() {
    for cell in touched {
      if counts[cell] > 0 {
        visible.insert(index: cell)
        explored.insert(index: cell)
      } else {
        visible.remove(index: cell)
      }
    }
    touched.removeAll(keepingCapacity: true)
  }
}

extension PlayerFog {
  /// Ends the turn `turn` for this player: its view-hash sums follow the turn's changes
  /// it sees, then the cells whose count went from or to zero enter or leave the view
  /// (``visible``, ``explored``, the sums); returns its view patch. With `rebuild` (the
  /// turn changed what the hash's terms mean, or every unit's sight) the sums are rebuilt.
  ///
  /// - Complexity: O(the turn's changes + touched cells × log), plus the objects on the
  ///   cells entering or leaving the view; O(visible cells) with `rebuild`.
  mutating func endTurn(_ turn: BoardPatch.TurnChanges, rebuild: Bool) throws -> BoardPatch {
    let board = turn.target
    if !rebuild { turn.updateViewHash(&sums, visible: visible) }
    touched.sort()
    revealed.removeAll(keepingCapacity: true)
    hidden.removeAll(keepingCapacity: true)
    var previous = -1
    for cell in touched where cell != previous {
      previous = cell
      let seen = counts[cell] > 0
      guard seen != visible.contains(index: cell) else { continue }
      if seen {
        revealed.append(cell)
        explored.insert(index: cell)
      } else {
        hidden.append(cell)
      }
    }
    if rebuild {
      for cell in hidden { visible.remove(index: cell) }
      for cell in revealed { visible.insert(index: cell) }
    } else {
      board.hide(hidden, in: &visible, sums: &sums)
      board.reveal(revealed, in: &visible, sums: &sums)
    }
    touched.removeAll(keepingCapacity: true)
    if rebuild { sums = board.viewHashSums(of: visible) }
    let target = board.viewHash(sums: sums)
    let patch = try BoardPatch(
      viewOf: turn, visible: visible, revealed: revealed, hidden: hidden, baseHash: viewHash,
      targetHash: target)
    viewHash = target
    return patch
  }
}

/// A count per grid index in pages of 4096, allocated on the first count above zero: a
/// player's memory grows with the part of the map its units have seen.
struct PagedCounts: Sendable {
  private static let shift = 12
  private var pages: [[UInt16]]

  init(count: Int) {
    pages = [[UInt16]](
      repeating: [], count: (count + (1 << PagedCounts.shift) - 1) >> PagedCounts.shift)
  }

  subscript(index: Int) -> UInt16 {
    let page = pages[index >> PagedCounts.shift]
    return page.isEmpty ? 0 : page[index & ((1 << PagedCounts.shift) - 1)]
  }

  /// Adds one to the count of `index` (saturating); returns the new count.
  mutating func increment(_ index: Int) -> UInt16 {
    let p = index >> PagedCounts.shift
    if pages[p].isEmpty { pages[p] = [UInt16](repeating: 0, count: 1 << PagedCounts.shift) }
    let i = index & ((1 << PagedCounts.shift) - 1)
    let value = pages[p][i] == .max ? .max : pages[p][i] + 1
    pages[p][i] = value
    return value
  }

  /// Takes one from the count of `index` (never below zero); returns the new count, or
  /// `UInt16.max` when it was already zero (nothing changed).
  mutating func decrement(_ index: Int) -> UInt16 {
    let p = index >> PagedCounts.shift
    let i = index & ((1 << PagedCounts.shift) - 1)
    guard !pages[p].isEmpty, pages[p][i] > 0 else { return .max }
    pages[p][i] -= 1
    return pages[p][i]
  }
}

extension GameWorld {
  /// Recomputes the sight of every unit the turn's notes concern: those added, moved,
  /// changed or removed, and those within sight of a changed cell or side (all of them
  /// when the rules of sight changed).
  ///
  /// - Complexity: a field of view per unit recomputed, plus O(units × sight changes) to
  ///   find the units near a change.
  mutating func updateFog() {
    let board = self.board
    let grid = board.grid
    var dirty = pending.objects
    if pending.rebuildSight {
      dirty.formUnion(units.sights.keys)
    } else if !pending.sightCells.isEmpty {
      let reach = sightRadius + 1
      let changed = pending.sightCells.map { grid.hex(at: $0) }
      for (id, unit) in units.sights where !dirty.contains(id) {
        let center = grid.hex(at: unit.center)
        if changed.contains(where: { grid.distance(from: center, to: $0) <= reach }) {
          dirty.insert(id)
        }
      }
    }
    guard !dirty.isEmpty else { return }
    let blocker = board.sightBlocker
    // The order of the units does not matter: counts add up the same in any order.
    for id in dirty {
      // The unit's old cell list is reused for its new sight (its capacity kept).
      var cells: [Int32] = []
      if let old = units.sights.removeValue(forKey: id) {
        fogs[old.player].remove(old.cells)
        cells = old.cells
      }
      guard let object = board.object(withID: id), let owner = object.owner,
        let player = players.firstIndex(of: owner), let center = grid.index(of: object.position)
      else { continue }
      units.scanner.scan(from: object.position, grid: grid, blocker: blocker, into: &cells)
      fogs[player].add(cells)
      units.sights[id] = UnitSight(player: player, center: center, cells: cells)
    }
  }
}

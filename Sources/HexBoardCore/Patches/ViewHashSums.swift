// The view hash kept as running sums: the hash is a fixed fold of four sums of terms (see
// Board+ViewHash.swift and the PlayerViews article), so a server or client that keeps the
// sums can follow cells entering and leaving the view, and changes inside it, in O(change)
// instead of rehashing every visible cell each turn.

import HexBoardMaps
import HexBoardSupport
import HexGrid

/// The four sums a view hash folds (`Board.viewHash(of:)`), kept up to date as a view
/// changes so that the hash costs O(change) instead of O(visible cells).
///
/// A view hash is the header's hash folded with, in order, the sum of the **cell** terms
/// (terrain and height) of the visible cells, whether the board has heights, the sum of
/// the **side** terms of the sides touching the view, the sum of the **corner** terms of
/// the corners touching it, and the sum of the **object** terms of the objects standing in
/// it. ``Board/viewHash(sums:)`` does that fold; the sums are kept by:
///
/// - ``Board/viewHashSums(of:)``: the sums from scratch, O(visible cells);
/// - ``Board/reveal(_:in:sums:)-(Int,_,_)`` and ``Board/hide(_:in:sums:)-(Int,_,_)`` (one
///   cell; or a list of them, reading the board once): a cell entering or leaving
///   the view (with its sides, corners and objects), O(1) plus the objects on the cell;
/// - for a change on the board with the view fixed, the old term taken out and the new one
///   put in, by the term functions ``Board/viewHashTerm(ofCell:)``,
///   ``Board/viewHashTerm(ofSide:)``, ``Board/viewHashTerm(ofCorner:)`` and
///   ``Board/viewHashTerm(ofObject:)`` and the matching `replace` methods here.
///
/// ```swift
/// var visible = CellSet(grid: board.grid)
/// var sums = ViewHashSums()
/// board.reveal(index, in: &visible, sums: &sums)           // a cell comes into view
/// let old = board.viewHashTerm(ofCell: index)
/// try board.setTerrain("forest", at: board.grid.hex(at: index))
/// sums.replaceCell(old, with: board.viewHashTerm(ofCell: index))
/// board.viewHash(sums: sums) == board.viewHash(of: visible)  // true
/// ```
///
/// A change of palette renumbers every cell's and side's term, and adding or removing
/// elevation every height's: rebuild the sums with ``Board/viewHashSums(of:)`` after such
/// a change.
public struct ViewHashSums: Sendable, Hashable {
  /// The sum of the cell terms (terrain and height) of the visible cells.
  public internal(set) var cells: UInt64 = 0
  /// The sum of the side terms of the sides touching the view.
  public internal(set) var sides: UInt64 = 0
  /// The sum of the corner terms of the corners touching the view.
  public internal(set) var corners: UInt64 = 0
  /// The sum of the object terms of the objects standing on visible cells.
  public internal(set) var objects: UInt64 = 0

  /// The sums of an empty view.
  public init() {}

  /// Replaces a visible cell's term `old` (``Board/viewHashTerm(ofCell:)`` before a change
  /// of its terrain or height) by `new` (after it).
  public mutating func replaceCell(_ old: UInt64, with new: UInt64) {
    cells = cells &- old &+ new
  }

  /// Replaces the term of a side touching the view (``Board/viewHashTerm(ofSide:)``).
  public mutating func replaceSide(_ old: UInt64, with new: UInt64) {
    sides = sides &- old &+ new
  }

  /// Replaces the term of a corner touching the view (``Board/viewHashTerm(ofCorner:)``).
  public mutating func replaceCorner(_ old: UInt64, with new: UInt64) {
    corners = corners &- old &+ new
  }

  /// Replaces the term of an object in the view (``Board/viewHashTerm(ofObject:)``); pass 0
  /// for an object that was not in the view (`old`) or is not any more (`new`).
  public mutating func replaceObject(_ old: UInt64, with new: UInt64) {
    objects = objects &- old &+ new
  }

  /// The sums from their four parts (``Board/viewHashSums(of:)``).
  init(cells: UInt64, sides: UInt64, corners: UInt64, objects: UInt64) {
    self.cells = cells
    self.sides = sides
    self.corners = corners
    self.objects = objects
  }
}

extension Board {
  /// The view hash of a view whose sums are `sums`: `viewHash(of: visible)` when `sums` are
  /// the sums of `visible` on this board (``ViewHashSums``).
  ///
  /// - Complexity: O(header): the name, palettes and properties are hashed.
  public func viewHash(sums: ViewHashSums) -> UInt64 {
    var hash = ContentHashing.term(.header, ViewHashing.viewTag, headerHash())
    for part in [sums.cells, elevation == nil ? 0 : 1, sums.sides, sums.corners, sums.objects] {
      hash = ContentHashing.mix(hash &+ part)
    }
    return hash
  }

  /// The sums of the view hash over `visible`, from scratch (indices that are not cells
  /// are ignored).
  ///
  /// - Complexity: O(visible cells + objects on them), as ``viewHash(of:)``.
  public func viewHashSums(of visible: CellSet) -> ViewHashSums {
    let sums = viewSums(of: visible)
    return ViewHashSums(
      cells: sums.cells, sides: sums.edges, corners: sums.vertices, objects: sums.objects)
  }

  /// The term of cell `index` in a view's cell sum: its terrain and its height (0 when
  /// the index is not a cell).
  ///
  /// - Complexity: O(1).
  public func viewHashTerm(ofCell index: Int) -> UInt64 {
    guard grid.isCell(index) else { return 0 }
    var term = ContentHashing.cellTerm(index: index, terrain: terrain[index: index])
    if let heights = elevation {
      term = term &+ ContentHashing.heightTerm(index: index, height: heights[index: index])
    }
    return term
  }

  /// The term of the side in edge slot `slot` (`MapGrid.edgeSlot(of:side:)`): 0 for a side
  /// without features.
  ///
  /// - Precondition: `slot` is in `0..<grid.edgeSlotCount`.
  /// - Complexity: O(1).
  public func viewHashTerm(ofSide slot: Int) -> UInt64 {
    ContentHashing.edgeTerm(slot: slot, bits: edgeLayer[slot])
  }

  /// The term of the corner in vertex slot `slot` (`MapGrid.vertexSlot(of:corner:)`): 0
  /// for a corner without features.
  ///
  /// - Precondition: `slot` is in `0..<grid.vertexSlotCount`.
  /// - Complexity: O(1).
  public func viewHashTerm(ofCorner slot: Int) -> UInt64 {
    ContentHashing.vertexTerm(slot: slot, bits: vertexLayer[slot])
  }

  /// The object `id`'s term and the grid index of its cell, or `nil` when the board has
  /// no such object. The term counts in a view's object sum while the cell is visible.
  ///
  /// - Complexity: O(1) (one hash of `id`; the term is cached with the object).
  public func viewHashTerm(ofObject id: String) -> (cell: Int, term: UInt64)? {
    guard let slot = objects.slot(of: id) else { return nil }
    return (objects.cell(ofSlot: slot), objects.term(ofSlot: slot))
  }

  /// Brings grid index `index` into the view: inserts it into `visible` and adds to `sums`
  /// its cell term, the terms of its sides and corners that touched no visible cell yet,
  /// and the terms of the objects standing on it. Returns `false` (and changes nothing)
  /// when `index` is not a cell or is already visible.
  ///
  /// - Precondition: `sums` are the sums of `visible` on this board.
  /// - Complexity: O(1) plus the objects on the cell.
  @discardableResult
  public func reveal(_ index: Int, in visible: inout CellSet, sums: inout ViewHashSums) -> Bool {
    reveal([index], in: &visible, sums: &sums) == 1
  }

  /// Takes grid index `index` out of the view: removes it from `visible` and takes from
  /// `sums` what ``reveal(_:in:sums:)-(Int,_,_)`` adds. Returns `false` (and changes nothing) when
  /// `index` is not a visible cell.
  ///
  /// - Precondition: `sums` are the sums of `visible` on this board.
  /// - Complexity: O(1) plus the objects on the cell.
  @discardableResult
  public func hide(_ index: Int, in visible: inout CellSet, sums: inout ViewHashSums) -> Bool {
    hide([index], in: &visible, sums: &sums) == 1
  }

  /// Brings the grid indices `cells` into the view one after another, as
  /// ``reveal(_:in:sums:)-(Int,_,_)`` does, reading the board's storage once for all of them.
  /// Stops at the first index that is not a cell or is already visible; returns how many
  /// came into view (`cells.count` when all did).
  ///
  /// - Precondition: `sums` are the sums of `visible` on this board.
  /// - Complexity: O(cells + objects on them).
  @discardableResult
  public func reveal(_ cells: [Int], in visible: inout CellSet, sums: inout ViewHashSums) -> Int {
    let terms = ViewTerms(self)
    var done = 0
    for index in cells {
      guard terms.grid.isCell(index), !visible.contains(index: index) else { break }
      terms.add(index, visible, to: &sums, sign: 1)
      visible.insert(index: index)
      done &+= 1
    }
    return done
  }

  /// Takes the grid indices `cells` out of the view one after another, as
  /// ``hide(_:in:sums:)-(Int,_,_)`` does, reading the board's storage once for all of them.
  /// Stops at the first index that is not a visible cell; returns how many left the view.
  ///
  /// - Precondition: `sums` are the sums of `visible` on this board.
  /// - Complexity: O(cells + objects on them).
  @discardableResult
  public func hide(_ cells: [Int], in visible: inout CellSet, sums: inout ViewHashSums) -> Int {
    let terms = ViewTerms(self)
    var done = 0
    for index in cells {
      guard terms.grid.isCell(index), visible.remove(index: index) else { break }
      terms.add(index, visible, to: &sums, sign: .max)  // times -1, wrapping
      done &+= 1
    }
    return done
  }
}

/// A board's storage read once for many cells entering or leaving a view: the terms a cell
/// brings (its own, its sides' and corners' that touch no other visible cell, its objects').
struct ViewTerms {
  let grid: MapGrid
  let terrain: CellLayer<UInt8>
  let heights: HeightLayer?
  let edges: FeatureWords?
  let vertices: FeatureWords?
  let objects: BoardObjects?

  init(_ board: Board) {
    grid = board.grid
    terrain = board.terrain
    heights = board.elevation
    edges = board.edgeLayer.isEmpty ? nil : board.edgeLayer.words
    vertices = board.vertexLayer.isEmpty ? nil : board.vertexLayer.words
    objects = board.objects.isEmpty ? nil : board.objects
  }

  /// Adds (`sign` 1) or takes away (-1) the terms cell `index` brings to a view whose other
  /// cells are `visible` (which does not hold `index`).
  @inline(__always)
  func add(_ index: Int, _ visible: CellSet, to sums: inout ViewHashSums, sign: UInt64) {
    var cell = ContentHashing.cellTerm(index: index, terrain: terrain[index: index])
    if let heights {
      cell = cell &+ ContentHashing.heightTerm(index: index, height: heights[index: index])
    }
    sums.cells = sums.cells &+ sign &* cell
    if let edges {
      sums.sides = sums.sides &+ sign &* newSides(index, visible, edges)
    }
    if let vertices {
      sums.corners = sums.corners &+ sign &* newCorners(index, visible, vertices)
    }
    if let objects {
      sums.objects = sums.objects &+ sign &* objects.termSum(onCell: index)
    }
  }

  /// The sum of the terms of the sides of `index` that touch no cell of `visible` but
  /// `index` itself (each slot once, also on maps so small that two sides of a cell meet
  /// the same neighbour).
  private func newSides(_ index: Int, _ visible: CellSet, _ bits: FeatureWords) -> UInt64 {
    var sum: UInt64 = 0
    var seen: (Int, Int, Int, Int, Int, Int) = (-1, -1, -1, -1, -1, -1)
    for side in 0..<6 {
      let slot = grid.edgeSlot(of: index, side: side)
      let value = bits[slot]
      guard value != 0, !ViewSlotList.contains(seen, slot, upTo: side) else { continue }
      ViewSlotList.set(&seen, side, slot)
      let owner = slot / 6
      if owner != index && visible.contains(index: owner) { continue }
      if let other = grid.neighbor(
        of: owner, in: HexDirection(rawValue: slot % 6).unsafelyUnwrapped),
        other != index && visible.contains(index: other)
      {
        continue
      }
      sum = sum &+ ContentHashing.edgeTerm(slot: slot, bits: value)
    }
    return sum
  }

  /// The sum of the terms of the corners of `index` that touch no cell of `visible` but
  /// `index` itself (each slot once).
  private func newCorners(_ index: Int, _ visible: CellSet, _ bits: FeatureWords)
    -> UInt64
  {
    var sum: UInt64 = 0
    var seen: (Int, Int, Int, Int, Int, Int) = (-1, -1, -1, -1, -1, -1)
    for corner in 0..<6 {
      let slot = grid.vertexSlot(of: index, corner: corner)
      let value = bits[slot]
      guard value != 0, !ViewSlotList.contains(seen, slot, upTo: corner) else { continue }
      ViewSlotList.set(&seen, corner, slot)
      let owner = slot / 6
      let c = slot % 6
      if owner != index && visible.contains(index: owner) { continue }
      if let other = grid.neighbor(of: owner, in: HexDirection(rawValue: c).unsafelyUnwrapped),
        other != index && visible.contains(index: other)
      {
        continue
      }
      if let other = grid.neighbor(
        of: owner, in: HexDirection(rawValue: (c + 1) % 6).unsafelyUnwrapped),
        other != index && visible.contains(index: other)
      {
        continue
      }
      sum = sum &+ ContentHashing.vertexTerm(slot: slot, bits: value)
    }
    return sum
  }
}

/// Up to six slots in a tuple (no allocation), for counting each slot of a cell once.
enum ViewSlotList {
  @inline(__always)
  static func contains(_ list: (Int, Int, Int, Int, Int, Int), _ slot: Int, upTo count: Int)
    -> Bool
  {
    if count > 0 && list.0 == slot { return true }
    if count > 1 && list.1 == slot { return true }
    if count > 2 && list.2 == slot { return true }
    if count > 3 && list.3 == slot { return true }
    if count > 4 && list.4 == slot { return true }
    return false
  }

  @inline(__always)
  static func set(_ list: inout (Int, Int, Int, Int, Int, Int), _ k: Int, _ slot: Int) {
    switch k {
    case 0: list.0 = slot
    case 1: list.1 = slot
    case 2: list.2 = slot
    case 3: list.3 = slot
    case 4: list.4 = slot
    default: list.5 = slot
    }
  }
}

extension BoardObjects {
  /// The cached content term of the object in a live `slot` (its view-hash term too).
  func term(ofSlot slot: Int) -> UInt64 { slots[slot].term }

  /// The sum of the terms of the objects on grid index `cell`.
  ///
  /// - Complexity: O(objects on the cell), one look-up of the cell.
  func termSum(onCell cell: Int) -> UInt64 {
    guard !cells.isEmpty, let ends = cells[cell] else { return 0 }
    var sum: UInt64 = 0
    var slot = ends.first
    while slot >= 0 {
      if slots[slot].object != nil { sum = sum &+ slots[slot].term }
      slot = slots[slot].nextOnCell
    }
    return sum
  }
}

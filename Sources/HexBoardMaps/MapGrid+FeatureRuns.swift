// Where hexside and corner features are drawn, for every picture of a board (SVG, Tiled).
//
// A picture puts each cell at its canonical hex. A side is drawn along the side of the cell
// owning its slot; a side on a wrapped seam joins two cells drawn at opposite ends of the
// picture, so it is drawn twice, once beside each of them. Corners likewise appear up to
// three times. Features along sides are joined into runs (a river reads as one line): two
// drawn sides sharing a drawn corner continue one run. Features across sides (roads) run
// from cell centre to cell centre; across a seam or off the map's border they stop at the
// middle of the side. Runs are found by sorting the segments' end points, so the result is
// deterministic and no hashing is involved.

import HexGrid

/// A point of a board's picture where a feature is drawn, named in the plane of the drawn
/// cells (every cell at its canonical hex), so that each picture places it with its own
/// `HexLayout`.
public enum FeatureAnchor: Hashable, Sendable {
  /// A corner where drawn cells meet: a `HexVertex` in its plane canonical form, the same
  /// value from each drawn cell around it (its hex need not be a cell).
  case corner(HexVertex)
  /// The centre of the cell drawn at this hex.
  case center(Hex)
  /// The middle of side `direction` of the cell drawn at this hex: where a feature across a
  /// side stops at the map's border or at a wrapped seam.
  case sideMiddle(Hex, HexDirection)

  /// The anchor's position under `layout`, corners and side middles moved out from the
  /// cell's centre by `outset` pixels (half the layout's spacing puts them midway between
  /// spaced-out cells, where the sides of unspaced cells would be).
  public func point(in layout: HexLayout, outset: Double = 0) -> Point {
    switch self {
    case .corner(let vertex): return layout.corner(vertex.corner, of: vertex.hex, inset: -outset)
    case .center(let hex): return layout.center(of: hex)
    case .sideMiddle(let hex, let direction):
      let d = direction.rawValue
      let a = layout.corner((d + 5) % 6, of: hex, inset: -outset)
      let b = layout.corner(d, of: hex, inset: -outset)
      return Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
  }

  /// A total order key: `(q, r, kind)`, kind 0–1 a corner, 2 a centre, 3–8 a side middle.
  var key: (Int, Int, Int) {
    switch self {
    case .corner(let vertex): (vertex.hex.q, vertex.hex.r, vertex.corner)
    case .center(let hex): (hex.q, hex.r, 2)
    case .sideMiddle(let hex, let direction): (hex.q, hex.r, 3 + direction.rawValue)
    }
  }
}

/// One drawn line of a feature: anchors joined by straight segments, and whether the last
/// anchor joins back to the first (a wall around a region).
public struct FeatureRun: Equatable, Sendable {
  /// The anchors in order.
  public var anchors: [FeatureAnchor]
  /// Whether the line closes back on its first anchor.
  public var isClosed: Bool

  /// A run through `anchors`, closed back to the first one when `isClosed`.
  public init(anchors: [FeatureAnchor], isClosed: Bool) {
    self.anchors = anchors
    self.isClosed = isClosed
  }
}

extension MapGrid {
  /// Whether the neighbour of cell `index` in `direction` is drawn beside it: it exists and
  /// is not across a wrapped seam.
  @inlinable
  public func isDrawnNeighbor(_ other: Int, of index: Int, in direction: HexDirection) -> Bool {
    hex(at: other) == hex(at: index).neighbor(in: direction)
  }

  /// Where edge slot `slot` is drawn: the side of the cell owning the slot and, for a side
  /// on a wrapped seam, the same side seen from the cell across the seam.
  ///
  /// - Precondition: `isEdgeSlot(slot)`.
  public func drawnSides(ofEdgeSlot slot: Int) -> [(cell: Hex, side: HexDirection)] {
    let index = slot / 6
    let direction = HexDirection(rawValue: slot % 6).unsafelyUnwrapped
    let here = (cell: hex(at: index), side: direction)
    guard let other = neighbor(of: index, in: direction),
      !isDrawnNeighbor(other, of: index, in: direction)
    else { return [here] }
    return [here, (cell: hex(at: other), side: direction.opposite)]
  }

  /// Where vertex slot `slot` is drawn: corner `slot % 6` of its cell and, on wrapped maps,
  /// the same corner seen from cells drawn elsewhere (one to three places, each once).
  ///
  /// - Precondition: `isVertexSlot(slot)`.
  public func drawnCorners(ofVertexSlot slot: Int) -> [HexVertex] {
    let index = slot / 6
    let corner = slot % 6
    var result = [HexVertex(hex(at: index), corner: corner)]
    let names = [
      (neighbor(of: index, in: HexDirection(rawValue: corner).unsafelyUnwrapped), corner + 2),
      (
        neighbor(of: index, in: HexDirection(rawValue: (corner + 1) % 6).unsafelyUnwrapped),
        corner + 4
      ),
    ]
    for case (let other?, let name) in names {
      let vertex = HexVertex(hex(at: other), corner: name)
      if !result.contains(vertex) { result.append(vertex) }
    }
    return result
  }

  /// The runs drawing a feature that lies along the sides in `slots` (edge slots): drawn
  /// sides sharing a drawn corner join, so a river is one line. Every drawn side is in
  /// exactly one run, as one segment.
  ///
  /// - Complexity: O(n log n) for n slots.
  public func sideRuns(slots: [Int]) -> [FeatureRun] {
    var walker = FeatureRunWalker()
    for slot in slots {
      for (cell, side) in drawnSides(ofEdgeSlot: slot) {
        let d = side.rawValue
        walker.add(
          .corner(HexVertex(cell, corner: d + 5)), .corner(HexVertex(cell, corner: d)))
      }
    }
    return walker.runs()
  }

  /// The runs drawing a feature that crosses the sides in `slots` (edge slots): from the
  /// centre of one cell to the centre of the other, or to the middle of the side for a side
  /// on the border or on a wrapped seam (drawn from both cells). Runs go straight on through
  /// a cell when they can.
  ///
  /// - Complexity: O(n log n) for n slots.
  public func crossingRuns(slots: [Int]) -> [FeatureRun] {
    var walker = FeatureRunWalker()
    for slot in slots {
      let index = slot / 6
      let direction = HexDirection(rawValue: slot % 6).unsafelyUnwrapped
      let here = hex(at: index)
      guard let other = neighbor(of: index, in: direction) else {
        walker.add(.center(here), .sideMiddle(here, direction), heading: direction.rawValue)
        continue
      }
      let there = hex(at: other)
      if isDrawnNeighbor(other, of: index, in: direction) {
        walker.add(.center(here), .center(there), heading: direction.rawValue)
      } else {
        walker.add(.center(here), .sideMiddle(here, direction), heading: direction.rawValue)
        walker.add(
          .center(there), .sideMiddle(there, direction.opposite),
          heading: direction.opposite.rawValue)
      }
    }
    return walker.runs()
  }
}

/// Joins segments sharing end points into runs, deterministically: ends are grouped by
/// sorting their keys; runs start at ends of odd degree (line ends, junctions), in key
/// order, then the closed loops left are walked; at each anchor the walk takes the first
/// unused segment, preferring one that goes straight on.
struct FeatureRunWalker {
  private var anchors: [FeatureAnchor] = []
  /// For each segment end (`2·segment + side`), the direction it leaves its anchor in
  /// (0…5, a `HexDirection`), or -1 when it has none.
  private var headings: [Int8] = []

  /// Adds a segment from `a` to `b`; `heading` is the direction from `a` towards `b`, when
  /// the segment runs along one (centre to centre).
  mutating func add(_ a: FeatureAnchor, _ b: FeatureAnchor, heading: Int = -1) {
    anchors.append(a)
    anchors.append(b)
    headings.append(Int8(heading))
    headings.append(Int8(heading < 0 ? -1 : (heading + 3) % 6))
  }

  func runs() -> [FeatureRun] {
    let endCount = anchors.count
    guard endCount > 0 else { return [] }
    let keys = anchors.map(\.key)
    let order = (0..<endCount).sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    // Groups of ends at the same anchor: `groupOf[end]`, and each group's ends in `order`.
    var groupOf = [Int](repeating: 0, count: endCount)
    var groupStarts: [Int] = []
    for (position, end) in order.enumerated() {
      if position == 0 || keys[end] != keys[order[position - 1]] { groupStarts.append(position) }
      groupOf[end] = groupStarts.count - 1
    }
    groupStarts.append(endCount)
    let groupCount = groupStarts.count - 1
    var remaining = (0..<groupCount).map { groupStarts[$0 + 1] - groupStarts[$0] }
    var used = [Bool](repeating: false, count: endCount / 2)
    var result: [FeatureRun] = []

    func walk(from start: Int) {
      var group = start
      var points = [anchors[order[groupStarts[start]]]]
      var travel: Int8 = -1
      while remaining[group] > 0 {
        var chosen = -1
        for position in groupStarts[group]..<groupStarts[group + 1] {
          let end = order[position]
          guard !used[end / 2] else { continue }
          if chosen < 0 { chosen = end }
          if travel >= 0, headings[end] == travel {
            chosen = end
            break
          }
        }
        let other = chosen ^ 1
        used[chosen / 2] = true
        remaining[group] -= 1
        group = groupOf[other]
        remaining[group] -= 1
        travel = headings[chosen]
        points.append(anchors[other])
      }
      let closed = group == start && points.count > 2
      if closed { points.removeLast() }
      result.append(FeatureRun(anchors: points, isClosed: closed))
    }

    for group in 0..<groupCount where remaining[group] % 2 == 1 { walk(from: group) }
    for group in 0..<groupCount {
      while remaining[group] > 0 { walk(from: group) }
    }
    return result
  }
}

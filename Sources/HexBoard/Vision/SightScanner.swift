// The fast field of view: a viewer's neighbourhood read once, then every target's two traces
// checked from a `SightTable` by table reads, with the same checks in the same order as
// `MapGrid.lineOfSight`, so the answers are the same cell for cell.

/// Reusable buffers for scanning fields of view with one ``SightTable``: a scanner allocates
/// when made and never again, however many viewers it scans.
struct SightScanner {
  let table: SightTable
  /// Per slot: the grid index of the cell there, or -1 off the map.
  private var cells: [Int]
  /// Per slot: whether the cell is off the map or opaque, and its height (when the blocker
  /// has elevation), valid when `loaded` holds the viewer's stamp: they are read from the
  /// board only for cells a trace reaches, so targets another viewer already sees cost
  /// nothing but their index.
  private var blocked: [Bool]
  private var heights: [Int]
  private var loaded: [UInt32]
  /// Per slot and side (`slot * 6 + side`): the viewer stamp for which `sideOpaque` holds
  /// the answer; sides are asked lazily, as the traces reach them.
  private var sideStamp: [UInt32]
  private var sideOpaque: [Bool]
  private var stamp: UInt32 = 0

  init(table: SightTable) {
    self.table = table
    let slots = table.offsets.count
    cells = [Int](repeating: -1, count: slots)
    blocked = [Bool](repeating: true, count: slots)
    heights = [Int](repeating: 0, count: slots)
    loaded = [UInt32](repeating: 0, count: slots)
    sideStamp = [UInt32](repeating: 0, count: slots * 6)
    sideOpaque = [Bool](repeating: false, count: slots * 6)
  }

  /// Whether the table's traces are exactly the ones `lineOfSight` draws on `grid` for
  /// targets within `radius`: always on unwrapped maps; on wrapped ones when each wrapped
  /// dimension is so much larger than the disc that every target has one nearest image,
  /// found among those `lineOfSight` compares, and no two targets are the same cell.
  /// (Every period combination then spans at least the wrapped width or height.)
  static func fits(grid: MapGrid, radius: Int) -> Bool {
    switch grid.wrap {
    case .none: return true
    case .cylinder: return grid.width > 2 * radius + 3
    case .torus: return grid.width > 2 * radius + 3 && grid.height > 2 * radius + 3
    }
  }

  /// Scans the targets within `radius` (at most the table's) of `center`, a canonical hex
  /// of `grid`, in spiral order: for each target cell not `skip`ped and in sight, calls
  /// `found` with its slot and grid index.
  ///
  /// - Complexity: O(R²) to read the neighbourhood of radius R (the table's), then per
  ///   target the steps of its traces up to the first that blocks: O(r³) at worst (open
  ///   ground: about 2r/3 steps per target), table reads only, no allocation.
  mutating func scan(
    from center: Hex, radius: Int, grid: MapGrid, blocker: SightBlocker,
    skip: (Int) -> Bool, found: (_ slot: Int, _ index: Int) -> Void
  ) {
    guard let viewerIndex = grid.index(of: center), radius >= 0 else { return }
    let targets = SightTable.targetCount(radius: Swift.min(radius, table.radius))
    if stamp == UInt32.max {
      for i in sideStamp.indices { sideStamp[i] = 0 }
      for i in loaded.indices { loaded[i] = 0 }
      stamp = 0
    }
    stamp += 1
    let stamp = self.stamp
    let isOpaque = blocker.isOpaque
    let elevation = blocker.elevation
    let sides = blocker.isSideOpaque
    let table = self.table
    table.offsets.withUnsafeBufferPointer { offsets in
      cells.withUnsafeMutableBufferPointer { cells in
        blocked.withUnsafeMutableBufferPointer { blocked in
          heights.withUnsafeMutableBufferPointer { heights in
          loaded.withUnsafeMutableBufferPointer { loaded in
            // The neighbourhood's indices, once (arithmetic only). Slots past the targets'
            // radius are never read.
            let cq = center.q
            let cr = center.r
            for slot in 0..<targets {
              let offset = offsets[slot]
              cells[slot] = grid.index(of: Hex(q: cq &+ offset.q, r: cr &+ offset.r)) ?? -1
            }
            cells[0] = viewerIndex
            /// Reads the opacity and height of the cell at `slot` if not yet read for
            /// this viewer.
            @inline(__always) func load(_ slot: Int) {
              guard loaded[slot] != stamp else { return }
              loaded[slot] = stamp
              let index = cells[slot]
              if index >= 0 {
                blocked[slot] = isOpaque(index)
                if let elevation { heights[slot] = elevation(index) }
              } else {
                blocked[slot] = true
              }
            }
            if !skip(viewerIndex) { found(0, viewerIndex) }
            load(0)
            let eye = heights[0]
            sideStamp.withUnsafeMutableBufferPointer { sideStamp in
              sideOpaque.withUnsafeMutableBufferPointer { sideOpaque in
                table.distance.withUnsafeBufferPointer { distance in
                  table.stepStart.withUnsafeBufferPointer { stepStart in
                    table.stepCell.withUnsafeBufferPointer { stepCell in
                      table.stepPrevious.withUnsafeBufferPointer { stepPrevious in
                        table.stepSide.withUnsafeBufferPointer { stepSide in
                          // Whether the side crossed by step `s` stops sight (asked once
                          // per side and viewer).
                          func sideStops(_ s: Int, _ sides: (Int, HexDirection) -> Bool) -> Bool {
                            let from = Int(stepPrevious[s])
                            let side = stepSide[s]
                            let key = from &* 6 &+ Int(side.rawValue)
                            if sideStamp[key] == stamp { return sideOpaque[key] }
                            let stops = sides(cells[from], side)
                            sideStamp[key] = stamp
                            sideOpaque[key] = stops
                            return stops
                          }
                          for slot in 1..<targets {
                            let target = cells[slot]
                            guard target >= 0, !skip(target) else { continue }
                            let n = Int(distance[slot])
                            if n == 1 && sides == nil {
                              found(slot, target)
                              continue
                            }
                            load(slot)
                            let top = heights[slot]
                            var seen = false
                            for trace in (2 &* slot)...(2 &* slot &+ 1) {
                              var clear = true
                              var i = 0
                              for s in Int(stepStart[trace])..<Int(stepStart[trace &+ 1]) {
                                i &+= 1
                                // The same checks in the same order as `lineOfSight`.
                                if let sides, sideStops(s, sides) {
                                  clear = false
                                  break
                                }
                                if i == n { break }
                                let cell = Int(stepCell[s])
                                load(cell)
                                if blocked[cell] {
                                  clear = false
                                  break
                                }
                                if elevation != nil,
                                  heights[cell] * n > eye * (n - i) + top * i
                                {
                                  clear = false
                                  break
                                }
                              }
                              if clear {
                                seen = true
                                break
                              }
                            }
                            if seen { found(slot, target) }
                          }
                        }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

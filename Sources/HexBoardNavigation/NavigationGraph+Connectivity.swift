// Keeping the component labels exact under updates, in time proportional to what changes.
//
// Merging (a cell opens, a wall comes down): the regions that meet are relabelled into the
// largest, so a merge costs the cells of the smaller ones.
//
// Splitting (a cell is blocked, a wall goes up): the region can only fall apart between the
// cells that were next to the change. Most of the time they are still joined right around
// it (two neighbours of a blocked cell that are neighbours of each other, a cell beside
// both ends of a new wall), which needs no search at all. Otherwise one breadth-first
// search per separated group of them runs in lockstep, one cell at a time each. A search
// that reaches cells another has marked joins it; a group of searches that runs out has
// found a whole region, the smaller side, and gets a new label; it stops when one group is
// left, which keeps the old label without ever being walked in full. So a split costs
// O(cells of all but the largest part × searches): at most 3 searches for a cell (its
// neighbours form at most 3 separate runs) and 2 for a side. The worst case is a cut
// through the middle: two halves of n/2 cells, both walked. Marks live in the label array
// itself (-2 - search), so no per-cell scratch is allocated.

extension NavigationGraph {
  /// Fills ``componentSizes`` if a graph was made without them. Sized by the largest id
  /// present, not by ``componentCount``: ids are for equality only and need not be dense.
  mutating func ensureComponentSizes() {
    guard componentSizes.isEmpty && componentCount > 0 else { return }
    var sizes = [Int32](repeating: 0, count: Int(components.max() ?? -1) + 1)
    for label in components where label >= 0 { sizes[Int(label)] &+= 1 }
    componentSizes = sizes
    freeComponentIDs = sizes.indices.filter { sizes[$0] == 0 }.reversed().map { Int32($0) }
  }

  /// A component id for a new region of `size` cells: a freed one if any.
  mutating func makeComponent(size: Int32) -> Int32 {
    componentCount += 1
    if let id = freeComponentIDs.popLast() {
      componentSizes[Int(id)] = size
      return id
    }
    componentSizes.append(size)
    return Int32(componentSizes.count - 1)
  }

  /// Frees the id of a region that no longer exists.
  mutating func releaseComponent(_ id: Int32) {
    componentSizes[Int(id)] = 0
    freeComponentIDs.append(id)
    componentCount -= 1
  }

  // MARK: - Merging

  /// Labels newly opened cell `c` (its moves set) with the largest region around it and
  /// relabels the others into it.
  mutating func joinRegions(around c: Int) {
    ensureComponentSizes()
    let (_, classes, deltas) = grid.topology
    let mask = moves[c]
    let base = (classInMask ? Int((mask >> 6) & 1) : Int(classes[c])) &* 6
    // The regions around `c`, each with one of its cells: at most six.
    var labels = SIMD8<Int32>(repeating: -1)
    var seeds = SIMD8<Int32>(repeating: -1)
    var count = 0
    var target: Int32 = -1
    var bits = mask & 0x3F
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      let n = c &+ deltas[base &+ d]
      let label = components[n]
      if (0..<count).contains(where: { labels[$0] == label }) { continue }
      labels[count] = label
      seeds[count] = Int32(n)
      count += 1
      if target < 0 || componentSizes[Int(label)] > componentSizes[Int(target)] { target = label }
    }
    guard target >= 0 else {
      components[c] = makeComponent(size: 1)
      return
    }
    components[c] = target
    componentSizes[Int(target)] += 1
    for k in 0..<count where labels[k] != target {
      relabel(region: labels[k], from: Int(seeds[k]), into: target)
    }
  }

  /// Joins the regions of `a` and `b`, between which a step has just been allowed.
  mutating func joinRegions(_ a: Int, _ b: Int) {
    ensureComponentSizes()
    let la = components[a]
    let lb = components[b]
    guard la != lb else { return }
    if componentSizes[Int(la)] >= componentSizes[Int(lb)] {
      relabel(region: lb, from: b, into: la)
    } else {
      relabel(region: la, from: a, into: lb)
    }
  }

  /// Relabels region `old`, which contains `seed`, as `target`, and frees `old`.
  mutating func relabel(region old: Int32, from seed: Int, into target: Int32) {
    let size = componentSizes[Int(old)]
    let (_, classes, deltas) = grid.topology
    let classInMask = classInMask
    var queue = [Int32]()
    queue.reserveCapacity(Int(size))
    moves.withUnsafeBufferPointer { moves in
      classes.withUnsafeBufferPointer { classes in
        components.withUnsafeMutableBufferPointer { labels in
          labels[seed] = target
          queue.append(Int32(seed))
          var head = 0
          while head < queue.count {
            let p = Int(queue[head])
            head &+= 1
            let mask = moves[p]
            let base = (classInMask ? Int((mask >> 6) & 1) : Int(classes[p])) &* 6
            var bits = mask & 0x3F
            while bits != 0 {
              let d = bits.trailingZeroBitCount
              bits &= bits &- 1
              let n = p &+ deltas[base &+ d]
              if labels[n] == old {
                labels[n] = target
                queue.append(Int32(n))
              }
            }
          }
        }
      }
    }
    componentSizes[Int(target)] += size
    releaseComponent(old)
  }

  // MARK: - Splitting

  /// Unlabels cell `c`, just blocked (its former move mask `former`), and splits its region
  /// if that fell apart.
  mutating func splitRegion(at c: Int, formerMoves former: UInt8) {
    ensureComponentSizes()
    let old = components[c]
    components[c] = -1
    componentSizes[Int(old)] -= 1
    guard former & 0x3F != 0 else {
      releaseComponent(old)
      return
    }
    let (_, classes, deltas) = grid.topology
    let base = (classInMask ? Int((former >> 6) & 1) : Int(classes[c])) &* 6
    // The neighbours it stepped to, and whether each is joined to the next one round the
    // cell by a direct step: the neighbour in direction d + 1 is in direction d + 2 from the
    // one in direction d.
    var seeds = SIMD8<Int32>(repeating: -1)
    var count = 0
    for d in 0..<6 where former & (1 << UInt8(d)) != 0 {
      let previous = (d &+ 5) % 6
      let joinedToPrevious =
        former & (1 << UInt8(previous)) != 0
        && moves[c &+ deltas[base &+ previous]] & (1 << UInt8((previous &+ 2) % 6)) != 0
      // Each run of joined neighbours is one group; its first cell seeds its search.
      if !joinedToPrevious {
        seeds[count] = Int32(c &+ deltas[base &+ d])
        count += 1
      }
    }
    // No run start: the neighbours are joined all the way round.
    if count <= 1 { return }
    separate(region: old, seeds: seeds, count: count)
  }

  /// Splits the region of `a` and `b` if forbidding the step between them (`b` is `a`'s
  /// neighbour in direction `d`) cut it.
  mutating func splitRegion(across a: Int, _ d: Int, _ b: Int) {
    ensureComponentSizes()
    let (_, classes, deltas) = grid.topology
    let mask = moves[a]
    let base = (classInMask ? Int((mask >> 6) & 1) : Int(classes[a])) &* 6
    // A cell beside both: a's neighbour in direction d + 1 reaches b in direction d - 1, the
    // one in direction d - 1 reaches it in direction d + 1.
    let left = (d &+ 1) % 6
    let right = (d &+ 5) % 6
    if mask & (1 << UInt8(left)) != 0, moves[a &+ deltas[base &+ left]] & (1 << UInt8(right)) != 0 {
      return
    }
    if mask & (1 << UInt8(right)) != 0, moves[a &+ deltas[base &+ right]] & (1 << UInt8(left)) != 0
    {
      return
    }
    var seeds = SIMD8<Int32>(repeating: -1)
    seeds[0] = Int32(a)
    seeds[1] = Int32(b)
    separate(region: components[a], seeds: seeds, count: 2)
  }

  /// Splits region `old` after a cut, given one cell of each group of cells that may have
  /// been cut apart (the first `k` of `seeds`, 2 to 6 of them): the lockstep search
  /// described at the top of the file. The searches' queues share one buffer, a segment
  /// each (doubled when one fills), so a search allocates once in the common case.
  mutating func separate(region old: Int32, seeds: SIMD8<Int32>, count k: Int) {
    let (_, classes, deltas) = grid.topology
    let classInMask = classInMask
    var segment = 32
    var store = [Int32](repeating: 0, count: k &* segment)
    var heads = SIMD8<Int32>(repeating: 0)
    var lengths = SIMD8<Int32>(repeating: 0)
    var parent = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
    var done: UInt8 = 0
    var detached: [[Int32]] = []
    func root(_ i: Int) -> Int {
      var i = i
      while Int(parent[i]) != i { i = Int(parent[i]) }
      return i
    }
    func append(_ cell: Int32, to i: Int) {
      if Int(lengths[i]) == segment {
        var bigger = [Int32](repeating: 0, count: k &* segment &* 2)
        for j in 0..<k {
          for x in 0..<Int(lengths[j]) { bigger[j &* segment &* 2 &+ x] = store[j &* segment &+ x] }
        }
        store = bigger
        segment &*= 2
      }
      store[i &* segment &+ Int(lengths[i])] = cell
      lengths[i] &+= 1
    }
    moves.withUnsafeBufferPointer { moves in
      classes.withUnsafeBufferPointer { classes in
        components.withUnsafeMutableBufferPointer { labels in
          for i in 0..<k {
            labels[Int(seeds[i])] = -2 - Int32(i)
            append(seeds[i], to: i)
          }
          var groups = k
          var i = k - 1
          while groups > 1 {
            // The next search, round robin, that is not over.
            repeat {
              i = i == k - 1 ? 0 : i + 1
            } while done & (1 << UInt8(i)) != 0 || heads[i] == lengths[i]
            let p = Int(store[i &* segment &+ Int(heads[i])])
            heads[i] &+= 1
            let mask = moves[p]
            let base = (classInMask ? Int((mask >> 6) & 1) : Int(classes[p])) &* 6
            var bits = mask & 0x3F
            while bits != 0 {
              let d = bits.trailingZeroBitCount
              bits &= bits &- 1
              let n = p &+ deltas[base &+ d]
              let label = labels[n]
              if label == old {
                labels[n] = -2 - Int32(i)
                append(Int32(n), to: i)
              } else if label <= -2 {
                // Another search's cell: the two groups are one.
                let (r, s) = (root(i), root(Int(-2 - label)))
                if r != s {
                  parent[s] = Int32(r)
                  groups -= 1
                }
              }
            }
            // Only a search that has just run out can leave its group without cells to
            // expand: then the group is a whole region; cut it off.
            guard groups > 1, heads[i] == lengths[i] else { continue }
            let r = root(i)
            guard (0..<k).allSatisfy({ root($0) != r || heads[$0] == lengths[$0] }) else {
              continue
            }
            var cells: [Int32] = []
            for j in 0..<k where root(j) == r {
              cells += store[(j &* segment)..<(j &* segment &+ Int(lengths[j]))]
              done |= 1 << UInt8(j)
            }
            detached.append(cells)
            groups -= 1
          }
          // The group left keeps the old label.
          for j in 0..<k where done & (1 << UInt8(j)) == 0 {
            for x in 0..<Int(lengths[j]) { labels[Int(store[j &* segment &+ x])] = old }
          }
        }
      }
    }
    for cells in detached {
      let id = makeComponent(size: Int32(cells.count))
      componentSizes[Int(old)] -= Int32(cells.count)
      for cell in cells { components[Int(cell)] = id }
    }
  }
}

// `--walls N`: the memory of side and corner features (issue 35, "side features stored as
// compactly as their values need"): an N×N board with a wall on every side, then a town on
// every corner, each layer's resident memory measured from /proc/self/statm.
// (`residentBytes()` is the Wesnoth phase's.)
import HexBoard

/// Prints `RESULT hexboard NxN <phase> <seconds> <detail>`:
/// - `walls_place`: a wall on every side (`setFeatureBits` per edge slot); the detail is the
///   resident memory the board grew by, in MiB and bytes per cell;
/// - `corners_place`: a town on every corner, the same way;
/// - `walls_read`: every side read back (`featureBits(atSlot:kind:)`), the walls counted;
/// - `walls_sight`: the sight blocker built and a field of view of radius 64 from the
///   middle (walls on every side: the viewer's cell and its ring).
func wallsPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  let p = Parameters(
    width: size, height: size, pairs: 0, rangeStarts: 0, distancePairs: 0, ringCenters: 0,
    ringRadius: 0, uniformBudget: 0, weightedBudget: 0)
  var board = try Board(name: "walls", grid: grid, fill: "grass")
  let cells = Double(grid.indexCount)
  // The slots are walked, not listed: a list's freed growth buffers would be resident heap
  // the layer's pages then reuse, hiding what they cost.
  func place(_ kind: FeatureLocation.Kind, _ phase: String) throws {
    let count = kind == .side ? grid.edgeSlotCount : grid.vertexSlotCount
    let before = residentBytes()
    let ((), time) = try measure {
      for slot in 0..<count where kind == .side ? grid.isEdgeSlot(slot) : grid.isVertexSlot(slot) {
        try board.setFeatureBits(1, atSlot: slot, kind: kind)
      }
    }
    let grown = Double(residentBytes() - before)
    report(p, phase, time, "\(fixed(grown / 1_048_576, 1))MiB,\(fixed(grown / cells, 2))B/cell")
  }
  try place(.side, "walls_place")
  try place(.corner, "corners_place")
  let walled = board
  let (walls, readTime) = measure {
    var count = 0
    for slot in 0..<grid.edgeSlotCount where walled.featureBits(atSlot: slot, kind: .side) != 0 {
      count &+= 1
    }
    return count
  }
  report(p, "walls_read", readTime, "walls=\(walls)")
  let middle = grid.hex(at: grid.indexCount / 2 + size / 2)
  let (seen, sightTime) = measure { walled.fieldOfView(from: middle, radius: 64).count }
  report(p, "walls_sight", sightTime, "seen=\(seen)")
}

import HexBoard
import HexTestSupport
import Testing

/// The view hash kept as running sums (`ViewHashSums`): after every random step (a cell
/// revealed or hidden, a terrain, height, side, corner or object changed), the sums equal
/// the ones computed from scratch, and so does the hash; also on narrow wrapped maps.
@Suite("Patches: view hash sums")
struct ViewHashSumsTests {
  @Test(arguments: 0..<40)
  func runningSumsEqualTheHashFromScratch(seed: UInt64) throws {
    var rng = TestRandom(seed: 0x5355_4D53 &+ seed)
    let grids = try sampleGrids() + narrowWrapGrids()
    let grid = grids[Int(seed) % grids.count]
    var board = try randomBoard(on: grid, using: &rng)
    try addRandomFeatures(to: &board, density: 0.4, using: &rng)
    for k in 0..<8 {
      try board.setFeature(
        board.vertexPalette.randomElement(using: &rng)!.id,
        at: .corner(HexVertex(grid.hexes.randomElement(using: &rng)!, corner: k % 6)))
    }
    let cells = Array(grid.indices)
    var visible = CellSet(grid: grid)
    var sums = ViewHashSums()
    for step in 0..<300 {
      let index = cells.randomElement(using: &rng)!
      let hex = grid.hex(at: index)
      switch Int.random(in: 0..<9, using: &rng) {
      case 0, 1:
        board.reveal(index, in: &visible, sums: &sums)
      case 2:
        board.hide(index, in: &visible, sums: &sums)
      case 3:
        let old = board.viewHashTerm(ofCell: index)
        try board.setTerrain(board.palette.randomElement(using: &rng)!.id, at: hex)
        if visible.contains(index: index) {
          sums.replaceCell(old, with: board.viewHashTerm(ofCell: index))
        }
      case 4 where board.elevation != nil:
        let old = board.viewHashTerm(ofCell: index)
        try board.setElevation(Int.random(in: -2...5, using: &rng), at: hex)
        if visible.contains(index: index) {
          sums.replaceCell(old, with: board.viewHashTerm(ofCell: index))
        }
      case 4, 5:
        let slot = grid.edgeSlot(of: index, side: Int.random(in: 0..<6, using: &rng))
        let old = board.viewHashTerm(ofSide: slot)
        let bits = UInt16.random(in: 0..<(1 << board.edgePalette.count), using: &rng)
        try board.apply(.setFeatureBits(bits, atSlot: slot, kind: .side))
        if grid.edgeSlot(slot, touches: visible) {
          sums.replaceSide(old, with: board.viewHashTerm(ofSide: slot))
        }
      case 6:
        let slot = grid.vertexSlot(of: index, corner: Int.random(in: 0..<6, using: &rng))
        let old = board.viewHashTerm(ofCorner: slot)
        let bits = UInt16.random(in: 0..<(1 << board.vertexPalette.count), using: &rng)
        try board.apply(.setFeatureBits(bits, atSlot: slot, kind: .corner))
        if grid.vertexSlot(slot, touches: visible) {
          sums.replaceCorner(old, with: board.viewHashTerm(ofCorner: slot))
        }
      default:
        let id = "o\(Int.random(in: 0..<6, using: &rng))"
        let old = term(of: id, on: board, visible)
        if board.object(withID: id) == nil {
          try board.addObject(BoardObject(id: id, kind: "unit", position: hex, owner: "red"))
        } else if Bool.random(using: &rng) {
          try board.moveObject(id, to: hex)
        } else if Bool.random(using: &rng) {
          var object = board.object(withID: id)!
          object.properties["hp"] = .integer(step)
          try board.updateObject(object)
        } else {
          try board.removeObject(id)
        }
        sums.replaceObject(old, with: term(of: id, on: board, visible))
      }
      #expect(sums == board.viewHashSums(of: visible), "step \(step)")
      #expect(board.viewHash(sums: sums) == board.viewHash(of: visible), "step \(step)")
    }
  }

  /// The object's term when it stands in the view, else 0.
  private func term(of id: String, on board: Board, _ visible: CellSet) -> UInt64 {
    guard let (cell, term) = board.viewHashTerm(ofObject: id), visible.contains(index: cell)
    else { return 0 }
    return term
  }
}

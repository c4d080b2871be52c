// The undo log of a player view's in-place apply (PlayerView+Apply.swift): what a patch
// changed, put back in reverse order when the patch is refused half-way, so a refused patch
// leaves the view as it was without copying the board.

import HexBoardCore
import HexGrid

/// What an in-place apply changed, to put back when the patch is refused half-way.
struct ViewUndoLog {
  /// Whether to record (the copy path drops the copy instead).
  let recording: Bool
  var name: String?
  var properties: [String: PropertyValue]?
  var hidden: [Int] = []
  var revealed: [Int] = []
  var cells: [(Int, UInt8)] = []
  var heights: [(Int, Int)] = []
  var edges: [(Int, UInt16)] = []
  var vertices: [(Int, UInt16)] = []
  var objects: [BoardObject]?

  init(recording: Bool) {
    self.recording = recording
  }

  /// Puts `view` back as it was, in the reverse order of the changes.
  func undo(_ view: inout PlayerView) {
    view.restore(self)
  }
}

extension PlayerView {
  mutating func restore(_ log: ViewUndoLog) {
    let grid = board.grid
    if let objects = log.objects {
      for object in Array(board.objects) { _ = try? board.removeObject(object.id) }
      for object in objects { try? board.addObject(object) }
    }
    for (slot, bits) in log.vertices.reversed() {
      try? board.apply(.setFeatureBits(bits, atSlot: slot, kind: .corner))
    }
    for (slot, bits) in log.edges.reversed() {
      try? board.apply(.setFeatureBits(bits, atSlot: slot, kind: .side))
    }
    for (index, height) in log.heights.reversed() {
      try? board.setElevation(height, at: grid.hex(at: index))
    }
    for (index, code) in log.cells.reversed() {
      try? board.setTerrain(board.palette[Int(code)].id, at: grid.hex(at: index))
    }
    for index in log.revealed { visible.remove(index: index) }
    for index in log.hidden { visible.insert(index: index) }
    // Back through the board's change path; the old values were on the board, so valid.
    if let properties = log.properties {
      for key in board.properties.keys where properties[key] == nil {
        try? board.setProperty(key, to: nil)
      }
      for (key, value) in properties where board.properties[key] != value {
        try? board.setProperty(key, to: value)
      }
    }
    if let name = log.name { try? board.setName(name) }
  }
}

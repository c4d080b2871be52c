import HexBoard

/// Writes hexagons as closed subpaths: the first corner as a moveto (absolute for the first
/// hexagon of a `<path>`, else relative to the previous hexagon's first corner, where `Z`
/// left the pen), the next five as relative moves (`h`, `v`, `l`).
///
/// Every move is a difference of *rounded absolute* corners, so corners land exactly where
/// their rounded absolute values are and neighbouring cells share them: no cracks.
///
/// **Speed.** The five moves of a hexagon differ from cell to cell only by how the corners
/// round: each difference is the exact one rounded down or up. So the text of the five
/// moves is cached by those ten up-or-down bits (1,024 entries, filled as met), and a cell
/// costs two printed numbers instead of twelve; a rare difference outside the two (a
/// half-way rounding) is printed without the cache. A 2048 × 2048 map renders about three
/// times faster this way.
struct SVGHexagonWriter {
  /// Where the previous hexagon of a `<path>` started, in units.
  struct Start {
    var x: Int
    var y: Int
  }

  private let offsets: [Point]
  private let format: FixedPointFormat
  /// The exact corner-to-corner differences in units, rounded down: x then y, corners 1…5.
  private let base: [Int]
  /// The five moves' text by the key of their rounding bits.
  private var cache: [String?]

  init(offsets: [Point], format: FixedPointFormat) {
    self.offsets = offsets
    self.format = format
    var base: [Int] = []
    for k in 1..<6 {
      base.append(Int(((offsets[k].x - offsets[k - 1].x) * format.scale).rounded(.down)))
      base.append(Int(((offsets[k].y - offsets[k - 1].y) * format.scale).rounded(.down)))
    }
    self.base = base
    cache = [String?](repeating: nil, count: 1 << 10)
  }

  /// Appends the hexagon around `center`; `start` is the previous hexagon's first corner
  /// in this `<path>` (`nil` for the first) and becomes this one's.
  mutating func append(center: Point, start: inout Start?, to data: inout String) {
    let x0 = format.units(center.x + offsets[0].x)
    let y0 = format.units(center.y + offsets[0].y)
    if let previous = start {
      data += "m"
      format.append(units: x0 - previous.x, to: &data)
      if y0 - previous.y >= 0 { data += "," }
      format.append(units: y0 - previous.y, to: &data)
    } else {
      data += "M"
      format.append(units: x0, to: &data)
      data += ","
      format.append(units: y0, to: &data)
    }
    start = Start(x: x0, y: y0)
    // The five moves, as differences of rounded corners, and their cache key.
    var moves = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var key = 0
    var cacheable = true
    var previousX = x0
    var previousY = y0
    withUnsafeMutableBytes(of: &moves) { raw in
      let move = raw.bindMemory(to: Int.self)
      for k in 1..<6 {
        let x = format.units(center.x + offsets[k].x)
        let y = format.units(center.y + offsets[k].y)
        move[2 * k - 2] = x - previousX
        move[2 * k - 1] = y - previousY
        previousX = x
        previousY = y
        for axis in 0..<2 {
          let bit = move[2 * k - 2 + axis] - base[2 * k - 2 + axis]
          if bit != 0 && bit != 1 { cacheable = false }
          key = key << 1 | (bit & 1)
        }
      }
    }
    if cacheable, let text = cache[key] {
      data += text
      return
    }
    var text = ""
    withUnsafeBytes(of: &moves) { raw in
      let move = raw.bindMemory(to: Int.self)
      var lastCommand: Character = "M"
      for k in 0..<5 {
        let dx = move[2 * k]
        let dy = move[2 * k + 1]
        if dy == 0 {
          text += "h"
          format.append(units: dx, to: &text)
          lastCommand = "h"
        } else if dx == 0 {
          text += "v"
          format.append(units: dy, to: &text)
          lastCommand = "v"
        } else {
          // Repeated `l` commands may drop the letter; a minus sign separates numbers.
          if lastCommand != "l" {
            text += "l"
          } else if dx >= 0 {
            text += " "
          }
          format.append(units: dx, to: &text)
          if dy >= 0 { text += "," }
          format.append(units: dy, to: &text)
          lastCommand = "l"
        }
      }
    }
    text += "Z"
    if cacheable { cache[key] = text }
    data += text
  }
}

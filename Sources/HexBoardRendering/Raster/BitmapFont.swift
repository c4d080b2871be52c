// HexBoard's own 5 × 7 pixel font for the ASCII characters a picture writes (coordinates,
// terrain and feature ids), so PNG output needs no font files.

import HexGrid

/// A 5 × 7 bitmap font covering printable ASCII (`" "` to `"~"`) and the ellipsis `…` (which
/// ends a cut label), drawn at any size.
///
/// Each glyph is 5 columns of 7 dots; the dots are squares of `size / 10` pixels, so the
/// capitals are `0.7 × size` tall (about a sans-serif's cap height), and each character
/// advances `0.6 × size` (5 dots and a gap). Every other character (a grapheme cluster,
/// neither ASCII nor `…`: `é`, `字`, an emoji, a control character) is drawn as the **replacement
/// glyph**: a hollow box the size of a capital.
package enum BitmapFont {
  /// Columns of each glyph from `" "` (0x20) to `"~"` (0x7E): bit 0 is the top row.
  static let glyphs: [UInt64] = [
    0x00_0000_0000, 0x00_005F_0000, 0x00_0700_0700, 0x14_7F14_7F14, 0x24_2A7F_2A12,
    0x23_1308_6462, 0x36_4955_2250, 0x00_0503_0000, 0x00_1C22_4100, 0x00_4122_1C00,
    0x08_2A1C_2A08, 0x08_083E_0808, 0x00_5030_0000, 0x08_0808_0808, 0x00_6060_0000,
    0x20_1008_0402, 0x3E_5149_453E, 0x00_427F_4000, 0x42_6151_4946, 0x21_4145_4B31,
    0x18_1412_7F10, 0x27_4545_4539, 0x3C_4A49_4930, 0x01_7109_0503, 0x36_4949_4936,
    0x06_4949_291E, 0x00_3636_0000, 0x00_5636_0000, 0x08_1422_4100, 0x14_1414_1414,
    0x00_4122_1408, 0x02_0151_0906, 0x32_4979_413E, 0x7E_1111_117E, 0x7F_4949_4936,
    0x3E_4141_4122, 0x7F_4141_221C, 0x7F_4949_4941, 0x7F_0909_0101, 0x3E_4141_5132,
    0x7F_0808_087F, 0x00_417F_4100, 0x20_4041_3F01, 0x7F_0814_2241, 0x7F_4040_4040,
    0x7F_0204_027F, 0x7F_0408_107F, 0x3E_4141_413E, 0x7F_0909_0906, 0x3E_4151_215E,
    0x7F_0919_2946, 0x46_4949_4931, 0x01_017F_0101, 0x3F_4040_403F, 0x1F_2040_201F,
    0x7F_2018_207F, 0x63_1408_1463, 0x03_0478_0403, 0x61_5149_4543, 0x00_7F41_4100,
    0x02_0408_1020, 0x00_4141_7F00, 0x04_0201_0204, 0x40_4040_4040, 0x00_0102_0400,
    0x20_5454_5478, 0x7F_4844_4438, 0x38_4444_4420, 0x38_4444_487F, 0x38_5454_5418,
    0x08_7E09_0102, 0x08_5454_543C, 0x7F_0804_0478, 0x00_447D_4000, 0x20_4044_3D00,
    0x00_7F10_2844, 0x00_417F_4000, 0x7C_0418_0478, 0x7C_0804_0478, 0x38_4444_4438,
    0x7C_1414_1408, 0x08_1414_187C, 0x7C_0804_0408, 0x48_5454_5420, 0x04_3F44_4020,
    0x3C_4040_207C, 0x1C_2040_201C, 0x3C_4030_403C, 0x44_2810_2844, 0x0C_5050_503C,
    0x44_6454_4C44, 0x00_0836_4100, 0x00_007F_0000, 0x00_4136_0800, 0x08_0404_0804,
  ]

  /// The replacement glyph: a hollow box.
  static let replacement: UInt64 = 0x7F_4141_417F
  /// `…`, which ends a cut label: three dots on the baseline.
  static let ellipsis: UInt64 = 0x40_0040_0040

  /// The columns of the glyph drawn for `character`: its own if it is printable ASCII,
  /// else the replacement glyph.
  static func columns(of character: Character) -> [UInt8] {
    var bits = replacement
    if let ascii = character.asciiValue, ascii >= 0x20, ascii <= 0x7E {
      bits = glyphs[Int(ascii) - 0x20]
    } else if character == LabelText.ellipsis {
      bits = ellipsis
    }
    // Stored most significant column first.
    return (0..<5).map { UInt8(truncatingIfNeeded: bits >> (8 * (4 - $0))) }
  }

  /// The width of `text` at font size `size`: characters advance `0.6 × size`, less the
  /// gap after the last one.
  package static func width(of text: String, size: Double) -> Double {
    let count = text.count
    return count == 0 ? 0 : (Double(count) * 6 - 1) * size / 10
  }

  /// The dots of `text` as rectangles (runs of dots along a row joined), each grown by
  /// `grow` on every side: the glyphs start at `x`, their bottom row sits on `baseline`.
  package static func rectangles(
    of text: String, x: Double, baseline: Double, size: Double, grow: Double = 0
  ) -> [[Point]] {
    let dot = size / 10
    let top = baseline - 7 * dot
    var result: [[Point]] = []
    for (index, character) in text.enumerated() {
      let columns = columns(of: character)
      let left = x + Double(index) * 6 * dot
      for row in 0..<7 {
        var column = 0
        while column < 5 {
          guard columns[column] >> row & 1 == 1 else {
            column += 1
            continue
          }
          var end = column
          while end < 5, columns[end] >> row & 1 == 1 { end += 1 }
          result.append(
            RasterShapes.rectangle(
              x: left + Double(column) * dot - grow, y: top + Double(row) * dot - grow,
              width: Double(end - column) * dot + 2 * grow, height: dot + 2 * grow))
          column = end
        }
      }
    }
    return result
  }
}

extension WesnothMap {
  /// The map as `.map` bytes: the parsed bytes exactly when nothing changed, Wesnoth's own
  /// spacing (`, ` between cells, `\n` after every row) for a map made in code.
  public func bytes() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(cells.count * 8)
    for y in 0..<height {
      for x in 0..<width {
        let index = y * width + x
        if x > 0 { out.append(UInt8(ascii: ",")) }
        let padding = layout.padding[index]
        out += padding?.before ?? WesnothMapLayout.defaultBefore(column: x)
        let cell = cells[index]
        for label in cell.labels {
          out += label.utf8
          out.append(UInt8(ascii: " "))
        }
        out += cell.code.base.utf8
        if let overlay = cell.code.overlay {
          out.append(UInt8(ascii: "^"))
          out += overlay.utf8
        }
        if let after = padding?.after { out += after }
      }
      if y < height - 1 || layout.finalNewline {
        if layout.crlfRows.contains(y) { out.append(UInt8(ascii: "\r")) }
        out.append(UInt8(ascii: "\n"))
      }
    }
    return out
  }

  /// The map as `.map` text (see ``bytes()``).
  public var text: String { String(decoding: bytes(), as: UTF8.self) }
}

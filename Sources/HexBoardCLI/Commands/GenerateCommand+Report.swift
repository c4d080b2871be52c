// `hexboard generate --report`: the generator's report as lines for people.

import HexBoard
import HexBoardGeneration

extension GenerateCommand {
  /// The lines `--report` prints: what the generator made (land, rivers with where each
  /// ended and why any was dropped, lakes, starts, carved cells, roads), then its notes
  /// (what it could not do or changed on its own). Every value comes from the report, in
  /// its order, so the output is deterministic.
  static func reportLines(_ report: GenerationReport) -> [String] {
    let grid = report.board.grid
    var lines = ["report: \(report.kind.rawValue), seed \(report.seed)"]
    lines.append("  land: \(Int((report.landFraction * 100).rounded()))%")
    if !report.riverReports.isEmpty {
      let drawn = report.riverReports.filter(\.isDrawn).count
      lines.append("  rivers: \(drawn) drawn, \(report.riverReports.count - drawn) dropped")
      for (number, river) in report.riverReports.enumerated() {
        // The library's summary names the spring in axial (q, r); the CLI speaks the map's
        // own col,row, so the spring is put back in front of the rest of the summary.
        let rest = river.summary.firstRange(of: "): ").map { river.summary[$0.upperBound...] }
        lines.append(
          "    river \(number + 1) from \(cell(river.spring, grid)): \(rest ?? Substring(river.summary))"
        )
      }
    }
    if report.carvedCells > 0 {
      lines.append("  carved: \(report.carvedCells) wall cells (caverns)")
    }
    if let placement = report.placement {
      lines.append(
        "  starts: \(placement.starts.count) (spread \(placement.spread), "
          + "closest \(placement.closestPair) apart)")
      for (player, start) in placement.starts.enumerated() {
        let land = player < placement.reachableLand.count ? placement.reachableLand[player] : 0
        lines.append(
          "    player \(player + 1) at \(cell(start, grid)): \(land) land within reach")
      }
      if !placement.carved.isEmpty {
        lines.append(
          "  carved: \(placement.carved.count) cells for the starts: \(cells(placement.carved, grid))"
        )
      } else if !placement.corridor.isEmpty {
        lines.append("  not carved (--no-carving): \(cells(placement.corridor, grid))")
      }
    }
    if !report.roads.isEmpty { lines.append("  roads: \(report.roads.count)") }
    if report.notes.isEmpty {
      lines.append("  notes: none")
    } else {
      lines.append("  notes:")
      for note in report.notes { lines.append("    \(note)") }
    }
    return lines
  }

  /// A cell as the CLI writes it everywhere: `col,row` in the map's own offset convention.
  static func cell(_ hex: Hex, _ grid: MapGrid) -> String {
    let offset = grid.offset(of: hex)
    return "\(offset.col),\(offset.row)"
  }

  /// Cells as `col,row`, the first 12 and a count of the rest.
  static func cells(_ hexes: [Hex], _ grid: MapGrid) -> String {
    var text = hexes.prefix(12).map { cell($0, grid) }.joined(separator: " ")
    if hexes.count > 12 { text += " and \(hexes.count - 12) more" }
    return text
  }
}

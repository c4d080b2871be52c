import HexBoard

/// What a generator made and how: the board plus the facts a game or a test wants to know.
public struct GenerationReport: Sendable {
  /// The generated board (also returned by ``MapGenerator/generate(_:grid:seed:parameters:)``).
  public var board: Board
  /// The generator that ran.
  public var kind: GeneratorKind
  /// The seed it ran with.
  public var seed: UInt64
  /// The share of cells that are land (not ocean or coast) on the finished board; for
  /// caves, the share that is floor.
  public var landFraction: Double
  /// Each river's cells from spring to mouth (the mouth is the water cell it ends in);
  /// empty for edge rivers.
  public var rivers: [[Hex]]
  /// Each edge river's corners from spring to mouth (``RiverStyle/edges``; empty for cell
  /// rivers): the sides between consecutive corners carry `river`, and the last corner
  /// touches water or lies on an earlier river.
  public var riverCorners: [[HexVertex]]
  /// Each road's cells, from the site it joins to the network it joins
  /// (``GeneratorParameters/roads``; see ``RoadGenerator``).
  public var roads: [[Hex]]
  /// The start placement, when players were asked for.
  public var placement: StartPlacer.Placement?
  /// Cells carved to connect caverns (caves only).
  public var carvedCells: Int
  /// Every river tried, drawn or dropped, with where it ended and why
  /// (``RiverReport``); ``rivers`` and ``riverCorners`` are the drawn ones.
  public var riverReports: [RiverReport]
  /// What the generator could not do or changed on its own, one sentence each, in the
  /// order it happened (fewer rivers than asked and why, corridors carved or refused,
  /// caverns joined); empty when everything went as asked.
  public var notes: [String]
}

extension GenerationReport {
  /// The notes on the rivers: how many of those asked were drawn, and why the others were
  /// not.
  static func riverNotes(asked: Int, reports: [RiverReport]) -> [String] {
    let drawn = reports.filter(\.isDrawn).count
    var notes: [String] = []
    var short = 0
    var pits = 0
    for report in reports {
      switch report.dropped {
      case .tooShort: short += 1
      case .pit: pits += 1
      case nil: break
      }
    }
    if drawn < asked {
      notes.append(
        "drew \(drawn) of \(asked) rivers: the springs ran out (\(reports.count) tried)")
    }
    if short > 0 { notes.append("dropped \(short) rivers shorter than the minimum length") }
    if pits > 0 { notes.append("dropped \(pits) rivers that ended in a pit (no lake made)") }
    let lakes = reports.filter { !$0.lake.isEmpty }
    if !lakes.isEmpty {
      let cells = lakes.reduce(0) { $0 + $1.lake.count }
      notes.append(
        "made \(lakes.count) lakes (\(cellCount(cells))) where rivers could not reach the sea")
    }
    return notes
  }

  /// "1 cell", "6 cells".
  static func cellCount(_ n: Int) -> String { n == 1 ? "1 cell" : "\(n) cells" }

  /// The notes on the start placement: corridors carved, or refused and what is left
  /// unconnected.
  static func startNotes(_ placement: StartPlacer.Placement, players: Int) -> [String] {
    var notes: [String] = []
    if !placement.carved.isEmpty {
      notes.append(
        "carved \(cellCount(placement.carved.count)) (ocean to coast, mountain to hills) to "
          + "connect the starts")
    }
    if !placement.unconnected.isEmpty {
      let list = placement.unconnected.map(String.init).joined(separator: ", ")
      var note = "players \(list) cannot reach player 1's start"
      if placement.carved.isEmpty, !placement.corridor.isEmpty {
        note +=
          " (carving not allowed; a corridor would carve \(cellCount(placement.corridor.count)))"
      }
      notes.append(note)
    }
    return notes
  }
}

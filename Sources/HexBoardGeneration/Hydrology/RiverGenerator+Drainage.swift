// Rivers from any height field: RiverGenerator on a Drainage, onto any terrain or hexsides.

import HexBoard

extension RiverGenerator {
  /// Draws rivers that follow `drainage` onto `board`, and reports every river tried.
  ///
  /// **Walk.** From each spring (in order, skipping springs on water, an outlet, a lake or
  /// an earlier river) a cell river follows ``Drainage/downstream(of:)``, so it is strictly
  /// downhill on ``Drainage/filled`` at every step. It ends at the first cell that is sea
  /// (``RiverReport/End/sea``), a cell painted by an earlier river (``RiverReport/End/river(_:)``),
  /// a lake made earlier (``RiverReport/End/lake``), standing water
  /// (``Drainage/isStandingWater(_:)``) or a sink: a lake (``LakePolicy/make(terrain:)``) or
  /// a pit (``LakePolicy/drop``; with ``LakePolicy/runThrough`` it flows on through
  /// standing water and only a sink stops it), or a border outlet that is not sea
  /// (``RiverReport/End/mapEdge``). Hexside rivers walk the corners of the filled field
  /// the same way (see ``addEdgeRivers(to:using:)`` for the corner rules).
  ///
  /// **Drawn or dropped.** A river shorter than ``minimumLength`` (land cells crossed,
  /// spring included, mouth excluded; sides for hexside rivers) is dropped, and so is one
  /// that ends in a pit with lakes ``LakePolicy/drop``; the report says which and why, and
  /// the next spring is tried, until ``count`` rivers are drawn or the springs run out.
  /// Drawn cell rivers paint every cell after the spring up to the mouth (the mouth too at
  /// the map edge) with the `paint` terrain.
  ///
  /// - Parameters:
  ///   - board: the board to paint; its grid must be the drainage's.
  ///   - drainage: the height field's drainage (``Drainage``).
  ///   - paint: the terrain or edge feature to draw with (``RiverPaint``).
  ///   - springs: the spring cells to try, in order; `nil` picks them with
  ///     ``springs(in:using:)``.
  ///   - generator: randomness for picking springs (not used when `springs` is given).
  /// - Returns: every river tried, in order; ``RiverReport/End/river(_:)`` indices refer to
  ///   this array.
  /// - Throws: ``GenerationError/missingTerrain(_:)`` or
  ///   ``GenerationError/missingEdgeFeature(_:)`` if the board's palettes lack the paint
  ///   or the lake terrain, ``GenerationError/gridMismatch(input:)`` if the drainage lies on
  ///   another grid.
  /// - Complexity: O(n + r × L) for r rivers of length L (plus O(n) per lake made).
  public func addRivers<G: RandomNumberGenerator>(
    to board: inout Board, drainage: Drainage, paint: RiverPaint, springs: [Hex]? = nil,
    using generator: inout G
  ) throws -> [RiverReport] {
    guard drainage.grid == board.grid else {
      throw GenerationError.gridMismatch(input: "the height field")
    }
    var lakeTerrain: UInt8? = nil
    if case .make(let id) = lakes { lakeTerrain = try board.terrainIndex(of: id) }
    switch paint {
    case .terrain(let id): _ = try board.terrainIndex(of: id)
    case .edges(let feature):
      guard board.featurePaletteIndex(of: feature, kind: .side) != nil else {
        throw GenerationError.missingEdgeFeature(feature)
      }
    }
    guard count > 0 else { return [] }
    let order = springs ?? self.springs(in: drainage, using: &generator)
    switch paint {
    case .terrain(let id):
      let riverTerrain = try board.terrainIndex(of: id)
      var walk = CellRiverWalk(drainage: drainage, generator: self)
      let reports = walk.run(springs: order)
      var terrain = board.terrain.flattened()
      for index in walk.painted.indices where walk.painted[index] { terrain[index] = riverTerrain }
      if let lakeTerrain {
        for index in walk.lakeCell.indices where walk.lakeCell[index] {
          terrain[index] = lakeTerrain
        }
      }
      try board.replaceTerrain(with: terrain)
      return reports
    case .edges(let feature):
      guard let featureIndex = board.featurePaletteIndex(of: feature, kind: .side) else {
        throw GenerationError.missingEdgeFeature(feature)
      }
      let (reports, lakeCells) = try walkEdgeRivers(
        on: &board, drainage: drainage, featureBit: UInt16(1) << UInt16(featureIndex),
        springs: order)
      if let lakeTerrain, lakeCells.contains(true) {
        var terrain = board.terrain.flattened()
        for index in lakeCells.indices where lakeCells[index] { terrain[index] = lakeTerrain }
        try board.replaceTerrain(with: terrain)
      }
      return reports
    }
  }

  /// Spring cells for rivers on any height field, in the order to try them: cells that are
  /// not outlets, at least 3 steps from one, in the highest quarter of those cells by
  /// filled height, spread by a Poisson-disc sample (spacing from the land per river).
  ///
  /// - Complexity: O(n log n).
  public func springs<G: RandomNumberGenerator>(in drainage: Drainage, using generator: inout G)
    -> [Hex]
  {
    let grid = drainage.grid
    guard count > 0 else { return [] }
    let distance = drainage.isOutlet.stepCounts { $0 }
    let land = grid.indices.filter { !drainage.isOutlet[index: $0] }
    guard !land.isEmpty else { return [] }
    var levels = land.map { drainage.filled[index: $0] }
    levels.sort()
    let high = levels[Swift.min(levels.count - 1, levels.count * 3 / 4)]
    let candidates = land.filter {
      drainage.filled[index: $0] >= high && distance[$0] >= 3 && distance[$0] != Int.max
    }
    let spacing = Swift.max(3, Int((Double(land.count) / Double(count)).squareRoot() / 2))
    return grid.poissonDiscSample(
      from: candidates.map(grid.hex(at:)), minimumDistance: spacing, using: &generator)
  }
}

/// The cell walks of one `addRivers` call, with what they painted so far.
struct CellRiverWalk {
  let drainage: Drainage
  let settings: RiverGenerator
  let sea: [Bool]
  let outlet: [Bool]
  var isSink: [Bool]
  /// Cells painted by a drawn river, and which river (report index), −1 for none.
  var painted: [Bool]
  var owner: [Int]
  /// Cells of the lakes made.
  var lakeCell: [Bool]

  init(drainage: Drainage, generator: RiverGenerator) {
    self.drainage = drainage
    settings = generator
    let grid = drainage.grid
    sea = drainage.isSea.storage
    outlet = drainage.isOutlet.storage
    isSink = [Bool](repeating: false, count: grid.indexCount)
    for hex in drainage.sinks { if let i = grid.index(of: hex) { isSink[i] = true } }
    painted = [Bool](repeating: false, count: grid.indexCount)
    owner = [Int](repeating: -1, count: grid.indexCount)
    lakeCell = painted
  }

  mutating func run(springs: [Hex]) -> [RiverReport] {
    let grid = drainage.grid
    let throughLakes = settings.lakes == .runThrough
    var reports: [RiverReport] = []
    var drawn = 0
    for spring in springs where drawn < settings.count {
      guard let start = grid.index(of: spring), !outlet[start], owner[start] < 0,
        !lakeCell[start]
      else { continue }
      var path = [start]
      var cell = start
      var end = RiverReport.End.sea
      var standing = -1
      while true {
        if cell != start {
          if sea[cell] { break }
          if owner[cell] >= 0 {
            end = .river(owner[cell])
            break
          }
          if lakeCell[cell] {
            end = .lake
            break
          }
        }
        if (!throughLakes && drainage.standing(cell)) || isSink[cell] {
          end = .pit
          standing = cell
          break
        }
        if outlet[cell] {
          end = .mapEdge
          break
        }
        cell = drainage.downstream[cell]
        path.append(cell)
      }
      let length = end == .mapEdge ? path.count : path.count - 1
      var report = RiverReport(
        spring: spring, cells: path.map(grid.hex(at:)), corners: [], length: length, end: end,
        dropped: nil, lake: [])
      if end == .pit, settings.lakes == .drop {
        report.dropped = .pit
      } else if length < settings.minimumLength {
        report.dropped = .tooShort(minimum: settings.minimumLength)
      }
      if report.dropped == nil {
        drawn += 1
        let paintedEnd = end == .mapEdge ? path.count : path.count - 1
        for index in path[1..<Swift.max(1, paintedEnd)] {
          painted[index] = true
          owner[index] = reports.count
        }
        if case .make = settings.lakes, standing >= 0 {
          let lake = drainage.lake(at: standing)
          for index in lake {
            lakeCell[index] = true
            painted[index] = false
          }
          report.lake = lake.map(grid.hex(at:))
          report.end = .lake
        }
      }
      reports.append(report)
    }
    return reports
  }
}

extension Board {
  /// The palette index of terrain `id`.
  ///
  /// - Throws: ``GenerationError/missingTerrain(_:)`` if the palette has none.
  func terrainIndex(of id: String) throws -> UInt8 {
    guard let i = palette.firstIndex(where: { $0.id == id }) else {
      throw GenerationError.missingTerrain(id)
    }
    return UInt8(i)
  }
}

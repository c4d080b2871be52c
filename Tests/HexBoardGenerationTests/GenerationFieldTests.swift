import HexBoard
import HexBoardGeneration
import HexTestSupport
import Testing

/// Falloffs, layer combination, thresholds, the biome table and bulk terrain: seeded
/// properties on every grid family (wrapped ones and holes too) and known answers.
@Suite("Generation: fields")
struct GenerationFieldTests {
  static func randomField(_ grid: MapGrid, _ rng: inout TestRandom, levels: Int? = nil)
    -> HexMap<Double>
  {
    var values = [Double](repeating: 0, count: grid.indexCount)
    for index in grid.indices {
      values[index] =
        levels.map { Double(Int.random(in: 0..<$0, using: &rng)) }
        ?? Double.random(in: -1...1, using: &rng)
    }
    return HexMap(grid: grid, storage: values)
  }

  @Test func thresholdSelectsExactlyTheFractionWithTiesByIndex() throws {
    var rng = TestRandom(seed: 20)
    for grid in try sampleGrids() {
      for levels in [nil, 3] as [Int?] {
        let field = Self.randomField(grid, &rng, levels: levels)
        for fraction in [0, 0.05, 0.3, 0.5, 0.77, 1] {
          let cut = try field.threshold(toFraction: fraction)
          let n = grid.cellCount
          #expect(cut.count == Int((Double(n) * fraction).rounded()))
          #expect(Swift.abs(Double(cut.count) / Double(n) - fraction) <= 0.5 / Double(n))
          let chosen = grid.indices.filter { cut.mask[index: $0] }
          #expect(chosen.count == cut.count)
          for index in grid.indices {
            if cut.mask[index: index] {
              #expect(field[index: index] >= cut.level)
            } else {
              #expect(field[index: index] <= cut.level)
              // Ties: an unselected cell equal to the level comes after every selected one.
              if field[index: index] == cut.level {
                #expect(chosen.allSatisfy { field[index: $0] > cut.level || $0 < index })
              }
            }
          }
          #expect(cut.highest == grid.indices.map { field[index: $0] }.max())
        }
      }
    }
  }

  @Test func thresholdKnownAnswerAndErrors() throws {
    let grid = try MapGrid(columns: 4, rows: 1)
    let field = try HexMap(grid: grid, checkedStorage: [0.5, 0.9, 0.5, .nan])
    let half = try field.threshold(toFraction: 0.5)
    #expect(half.mask.storage == [true, true, false, false])
    #expect(half.level == 0.5)
    #expect(try field.threshold(toCount: 3).mask.storage == [true, true, true, false])
    #expect(try field.threshold(toCount: 0).level == .infinity)
    // Negative values, -infinity, -0 and NaN keep their order (NaN lowest, -0 == +0).
    let signed = try HexMap(grid: grid, checkedStorage: [-2.5, -.infinity, .nan, -0.0])
    #expect(try signed.threshold(toCount: 2).mask.storage == [true, false, false, true])
    #expect(try signed.threshold(toCount: 3).level == -.infinity)
    #expect(try signed.threshold(toCount: 4).level.isNaN)
    #expect(try signed.threshold(toCount: 1).highest == 0)
    let unknown = try HexMap(grid: grid, checkedStorage: [Double](repeating: .nan, count: 4))
    #expect(try unknown.threshold(toCount: 1).highest == -.infinity)
    #expect(throws: GenerationError.self) { try field.threshold(toFraction: 1.5) }
    #expect(throws: GenerationError.self) { try field.threshold(toFraction: .nan) }
    #expect(throws: GenerationError.self) { try field.threshold(toCount: 5) }
  }

  @Test func edgeFalloffIsMonotoneAndNeverCrossesAWrappedAxis() throws {
    for grid in try sampleGrids() {
      let distances = grid.edgeDistances()
      for curve in FalloffCurve.allCases {
        let falloff = try grid.edgeFalloff(width: 3.5, curve: curve)
        for index in grid.indices {
          let value = falloff[index: index]
          #expect((0...1).contains(value))
          guard let d = distances[index: index] else {
            #expect(value == 0)
            continue
          }
          if d == 0 { #expect(value == 1) }
          if d >= 4 { #expect(value == 0) }
          for other in grid.indices {
            if let e = distances[index: other], e > d { #expect(falloff[index: other] <= value) }
          }
        }
      }
      switch grid.wrap {
      case .torus:
        #expect(grid.indices.allSatisfy { distances[index: $0] == nil })
      case .cylinder:
        // Every cell of a row (rows run along the wrapped axis here) is as far from the edge.
        for row in 0..<grid.height {
          let rowValues = (0..<grid.width).map { distances[index: row * grid.width + $0] }
          #expect(Set(rowValues.map { $0 ?? -1 }).count == 1)
        }
      case .none:
        break
      }
    }
    #expect(throws: GenerationError.self) { try MapGrid(columns: 4, rows: 4).edgeFalloff(width: 0) }
  }

  @Test func radialFalloffMatchesABruteForceDistance() throws {
    for grid in try sampleGrids() {
      let center = grid.hex(at: Array(grid.indices)[grid.indices.count / 3])
      let falloff = try grid.radialFalloff(around: center, radius: 3, curve: .linear)
      let flat = grid.convention.shiftsColumns
      func point(_ hex: Hex) -> (Double, Double) {
        let q = Double(hex.q)
        let r = Double(hex.r)
        let s = 3.0.squareRoot()
        return flat ? (1.5 * q, s * (r + q / 2)) : (s * (q + r / 2), 1.5 * r)
      }
      // Reference: every image of the centre within two periods, straight-line distance.
      var images = [center]
      for period in grid.periods {
        images = images.flatMap { c in (-2...2).map { c + Hex(q: period.q * $0, r: period.r * $0) }
        }
      }
      for index in grid.indices {
        let p = point(grid.hex(at: index))
        let d = images.map { image -> Double in
          let c = point(image)
          return ((p.0 - c.0) * (p.0 - c.0) + (p.1 - c.1) * (p.1 - c.1)).squareRoot()
        }.min()!
        let expected = Swift.min(1, d / (3 * 3.0.squareRoot()))
        #expect(Swift.abs(falloff[index: index] - expected) < 1e-9)
      }
      #expect(falloff[center] == 0)
    }
  }

  @Test func combinationsKnownAnswers() throws {
    let grid = try MapGrid(columns: 3, rows: 1)
    let a = try HexMap(grid: grid, checkedStorage: [0.5, -1, 0.25])
    let b = try HexMap(grid: grid, checkedStorage: [1, 0.5, -0.75])
    #expect(try a.combined(with: b, using: .add(weight: -2)).storage == [-1.5, -2, 1.75])
    #expect(try a.combined(with: b, using: .blend(weight: 0.5)).storage == [0.75, -0.25, -0.25])
    #expect(try a.combined(with: b, using: .blend(weight: 1)).storage == b.storage)
    #expect(try a.combined(with: b, using: .multiply(weight: 1)).storage == [0.5, -0.5, -0.1875])
    #expect(try a.combined(with: b, using: .minimum(weight: 1)).storage == [0.5, -1, -0.75])
    #expect(try a.combined(with: b, using: .maximum(weight: 0)).storage == a.storage)
    #expect(try a.combined(with: b, using: .maximum(weight: 1)).storage == [1, 0.5, 0.25])
    #expect(a.normalized().storage == [1, 0, 0.8333333333333334])
    #expect(a.mask(atLeast: 0.25).storage == [true, false, true])
    #expect(try a.masked(by: a.mask(atLeast: 0.3), outside: 9).storage == [0.5, 9, 9])
    let other = HexMap<Double>(grid: try MapGrid(columns: 4, rows: 1), fill: 0)
    #expect(throws: GenerationError.self) { try a.combined(with: other, using: .add(weight: 1)) }
  }

  @Test func blendsOfUnitFieldsStayInTheirRange() throws {
    var rng = TestRandom(seed: 21)
    for grid in try sampleGrids() {
      let a = Self.randomField(grid, &rng)
      let b = Self.randomField(grid, &rng)
      for w in [0, 0.3, 1] {
        for mode in [
          FieldCombination.blend(weight: w), .multiply(weight: w), .minimum(weight: w),
          .maximum(weight: w),
        ] {
          let c = try a.combined(with: b, using: mode)
          #expect(grid.indices.allSatisfy { (-1...1).contains(c[index: $0]) })
        }
      }
      let n = a.normalized(to: -2...3)
      #expect(grid.indices.allSatisfy { (-2...3).contains(n[index: $0]) })
    }
  }

  @Test func biomeTableIsHonouredCellByCell() throws {
    var rng = TestRandom(seed: 22)
    let custom = BiomeTable(
      bands: [.init("snow", height: 0.9 ..< .infinity), .init("forest", moisture: 0.5..<0.7)],
      fallback: "grass")
    for grid in try sampleGrids() {
      for table in [BiomeTable.standard, custom] {
        var board = try Board(name: "b", grid: grid, fill: "ocean")
        let height = Self.randomField(grid, &rng).normalized()
        let moisture = Self.randomField(grid, &rng).normalized()
        try board.applyBiomes(table, height: height, moisture: moisture)
        for index in grid.indices {
          let id = board.palette[Int(board.terrain[index: index])].id
          #expect(
            id == table.terrain(height: height[index: index], moisture: moisture[index: index]))
        }
        #expect(board.contentHash() == board.recomputedContentHash())
      }
    }
    #expect(BiomeTable.standard.terrain(height: 1, moisture: 1) == "snow")
    #expect(BiomeTable.standard.terrain(height: 0.5, moisture: 0.1) == "desert")
    #expect(BiomeTable.standard.terrain(height: .nan, moisture: 0) == "grass")
    var board = try Board(name: "b", grid: MapGrid(columns: 3, rows: 3), fill: "ocean")
    let flat = HexMap<Double>(grid: board.grid, fill: 0.5)
    let before = board
    let unknown = BiomeTable(bands: [.init("lava")], fallback: "grass")
    #expect(throws: GenerationError.missingTerrain("lava")) {
      try board.applyBiomes(unknown, height: flat, moisture: flat)
    }
    #expect(board == before)
  }

  @Test func bulkTerrainEqualsPerCellSetTerrain() throws {
    var rng = TestRandom(seed: 23)
    for _ in 0..<40 {
      var board = try randomBoard(using: &rng)
      let grid = board.grid
      var codes = HexMap<UInt8>(grid: grid, fill: 0)
      for index in grid.indices {
        codes[index: index] = UInt8(Int.random(in: 0..<board.palette.count, using: &rng))
      }
      var stepwise = board
      for index in grid.indices {
        try stepwise.setTerrain(
          board.palette[Int(codes[index: index])].id, at: grid.hex(at: index))
      }
      try board.setTerrain(codes)
      #expect(board == stepwise)
      #expect(board.contentHash() == stepwise.contentHash())
      #expect(board.contentHash() == board.recomputedContentHash())
      // Out of the palette: refused, naming the first such cell; the board is unchanged.
      if let last = grid.indices.last, board.palette.count < 255 {
        var bad = codes
        bad[index: last] = UInt8(board.palette.count)
        let kept = board
        #expect(throws: BoardError.invalidTerrainIndex(grid.hex(at: last), board.palette.count)) {
          try board.setTerrain(bad)
        }
        #expect(board == kept)
      }
    }
    var board = try Board(name: "b", grid: MapGrid(columns: 3, rows: 3), fill: "ocean")
    #expect(throws: BoardError.terrainGridMismatch) {
      try board.setTerrain(HexMap(grid: MapGrid(columns: 3, rows: 4), fill: 0))
    }
  }

  @Test func gridOffsetsFollowTheGridsConvention() throws {
    let grids =
      try sampleGrids() + [
        MapGrid(columns: 8, rows: 6, convention: .evenQ),
        MapGrid(columns: 8, rows: 6, convention: .evenQ, wrap: .cylinder),
      ]
    for grid in grids {
      for index in grid.indices {
        let hex = grid.hex(at: index)
        #expect(grid.offset(of: hex) == grid.offset(at: index))
        #expect(grid.hex(atOffset: grid.offset(at: index)) == hex)
      }
    }
    let evenQ = try MapGrid(columns: 8, rows: 6, convention: .evenQ)
    let hex = evenQ.hex(at: 1)  // col 1, row 0
    #expect(evenQ.offset(of: hex) == OffsetCoordinate(col: 1, row: 0))
    #expect(hex.offset() != OffsetCoordinate(col: 1, row: 0))  // the odd-q default differs
  }
}

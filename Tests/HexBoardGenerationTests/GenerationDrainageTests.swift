import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardGeneration

/// A random height field with many flats and pits on `grid`, and random outlets (a sea
/// mask, the map edge, both, or none), the cases every property below runs over.
struct DrainageCase {
  var heights: HexMap<Int>
  var outlets: DrainageOutlets

  static func random(on grid: MapGrid, using rng: inout TestRandom) -> DrainageCase {
    let range = [3, 8, 50].randomElement(using: &rng) ?? 8
    // Sometimes heights far apart (beyond 32 bits): the flood's general heap, not the packed one.
    let scale = Int.random(in: 0..<4, using: &rng) == 0 ? 1 << 40 : 1
    let heights = HexMap<Int>(grid: grid, fill: 0) { _ in
      Int.random(in: 0..<range, using: &rng) * scale - (scale > 1 ? 1 << 44 : 0)
    }
    var sea: HexMap<Bool>? = nil
    if Bool.random(using: &rng) {
      sea = HexMap<Bool>(grid: grid, fill: false) { _ in Int.random(in: 0..<10, using: &rng) == 0 }
    }
    let edge = Bool.random(using: &rng)
    return DrainageCase(heights: heights, outlets: DrainageOutlets(sea: sea, mapEdge: edge))
  }

  /// Sample grids (wrapped ones included) and random ones (holes included).
  static func grids(count: Int, using rng: inout TestRandom) throws -> [MapGrid] {
    var grids = try sampleGrids()
    for _ in 0..<count { grids.append(try randomBoard(using: &rng).grid) }
    return grids
  }
}

/// The least fixed point the priority flood must find, by plain relaxation: outlets keep
/// their height, every other cell is `max(height, lowest neighbour + step)`, repeated until
/// nothing changes. Slow and obvious on purpose.
func referenceFill(
  heights: [Int], outlet: [Bool], grid: MapGrid, step: Int
) -> [Int] {
  // Holes keep their value (they are never visited); outlets keep their height.
  var level = heights
  for index in grid.indices where !outlet[index] { level[index] = Int.max }
  var changed = true
  while changed {
    changed = false
    for index in grid.indices where !outlet[index] {
      var lowest = Int.max
      for n in grid.neighbors(of: index) where level[n] != Int.max {
        lowest = Swift.min(lowest, level[n] + step)
      }
      guard lowest != Int.max else { continue }
      let value = Swift.max(heights[index], lowest)
      if value < level[index] {
        level[index] = value
        changed = true
      }
    }
  }
  return level
}

@Suite("Generation: drainage")
struct GenerationDrainageTests {
  /// A strip with a pit: known answers for the filled field, the water level, the flow and
  /// the accumulation.
  @Test func aPitIsFilledAndDrainsToTheSea() throws {
    let grid = try MapGrid(columns: 5, rows: 1)
    let heights = HexMap(grid: grid, storage: [0, 5, 2, 5, 9])
    let sea = HexMap(grid: grid, storage: [true, false, false, false, false])
    let drainage = try Drainage(heights: heights, outlets: .sea(sea))
    #expect(drainage.filled.storage == [0, 5, 6, 7, 9])
    #expect(drainage.waterLevel.storage == [0, 5, 5, 5, 9])
    #expect(drainage.isStandingWater(grid.hex(at: 2)))
    #expect(!drainage.isStandingWater(grid.hex(at: 3)))
    #expect(drainage.downstream(of: grid.hex(at: 4)) == grid.hex(at: 3))
    #expect(drainage.downstream(of: grid.hex(at: 0)) == nil)
    #expect(drainage.accumulation().storage == [5, 4, 3, 2, 1])
    #expect(drainage.sinks.isEmpty)
    #expect(try heights.filledDepressions(outlets: .sea(sea)) == drainage.filled)
    #expect(try heights.filledDepressions(outlets: .sea(sea), slope: false) == drainage.waterLevel)
    // No outlet at all: the lowest cell becomes a sink.
    let closed = try Drainage(heights: heights, outlets: DrainageOutlets())
    #expect(closed.sinks == [grid.hex(at: 0)])
    #expect(closed.filled == drainage.filled)
  }

  /// No pits after filling: every cell that is not an outlet has a strictly lower
  /// neighbour on the filled field, so steepest descent reaches an outlet; the filled field
  /// is the lowest such surface (the relaxation reference), and the flat fill leaves every
  /// cell a never-rising path to an outlet.
  @Test func fillingLeavesNoPitsAndIsTheLeastSurface() throws {
    var rng = TestRandom(seed: 20)
    for grid in try DrainageCase.grids(count: 40, using: &rng) {
      for _ in 0..<3 {
        let c = DrainageCase.random(on: grid, using: &rng)
        let d = try Drainage(heights: c.heights, outlets: c.outlets)
        let filled = d.filled.storage
        let outlet = d.isOutlet.storage
        // Outlets: the sea, the border when asked, the sinks; nothing else.
        for index in grid.indices {
          let border = grid.neighbors(of: index).count < 6
          let sea = c.outlets.sea?[index: index] ?? false
          let sink = d.sinks.contains(grid.hex(at: index))
          #expect(outlet[index] == (sea || (c.outlets.mapEdge && border) || sink))
        }
        for index in grid.indices {
          #expect(filled[index] >= c.heights[index: index])
          if outlet[index] {
            #expect(filled[index] == c.heights[index: index])
          } else {
            #expect(grid.neighbors(of: index).contains { filled[$0] < filled[index] }, "pit")
          }
        }
        let raw = c.heights.storage
        #expect(filled == referenceFill(heights: raw, outlet: outlet, grid: grid, step: 1))
        let level = d.waterLevel.storage
        #expect(level == referenceFill(heights: raw, outlet: outlet, grid: grid, step: 0))
        // Flat fill: a never-rising path from every cell to an outlet (BFS up from them).
        var reached = outlet
        var queue = grid.indices.filter { outlet[$0] }
        var head = 0
        while head < queue.count {
          let cell = queue[head]
          head += 1
          for n in grid.neighbors(of: cell) where !reached[n] && level[n] >= level[cell] {
            reached[n] = true
            queue.append(n)
          }
        }
        #expect(grid.indices.allSatisfy { reached[$0] })
        // Standing water: neighbouring flooded cells share one level.
        for index in grid.indices where d.standing(index) {
          for n in grid.neighbors(of: index) where d.standing(n) {
            #expect(level[n] == level[index])
          }
        }
      }
    }
  }

  /// Each sink is the lowest cell (first on a tie) of a connected region no outlet is in.
  @Test func sinksAreTheLowestCellOfRegionsWithoutOutlets() throws {
    var rng = TestRandom(seed: 21)
    var sinksSeen = 0
    for grid in try DrainageCase.grids(count: 40, using: &rng) {
      var c = DrainageCase.random(on: grid, using: &rng)
      c.outlets = DrainageOutlets()
      let d = try Drainage(heights: c.heights, outlets: c.outlets)
      let regions = HexMap<Bool>(grid: grid, fill: true).connectedRegions { $0 }
      #expect(d.sinks.count == regions.sizes.count)
      sinksSeen += d.sinks.count
      for sink in d.sinks {
        let s = try #require(grid.index(of: sink))
        for index in grid.indices where regions.labels[index] == regions.labels[s] {
          let (h, hs) = (c.heights[index: index], c.heights[index: s])
          #expect(h > hs || (h == hs && index >= s))
        }
      }
    }
    #expect(sinksSeen > 40)
  }

  /// Flow: the lowest strictly lower neighbour, the first in direction order on a tie; none
  /// at outlets; following it ends at an outlet.
  @Test func flowIsTheSteepestDescentWithAFixedTieBreak() throws {
    var rng = TestRandom(seed: 22)
    for grid in try DrainageCase.grids(count: 30, using: &rng) {
      let c = DrainageCase.random(on: grid, using: &rng)
      let d = try Drainage(heights: c.heights, outlets: c.outlets)
      let filled = d.filled.storage
      for index in grid.indices {
        let direction = d.direction[index: index]
        if d.isOutlet[index: index] {
          #expect(direction == nil)
          continue
        }
        var expected: HexDirection? = nil
        var best = filled[index]
        for dir in HexDirection.allCases {
          if let n = grid.neighbor(of: index, in: dir), filled[n] < best {
            best = filled[n]
            expected = dir
          }
        }
        #expect(direction == expected)
        var cell = grid.hex(at: index)
        var steps = 0
        while let next = d.downstream(of: cell), steps <= grid.cellCount {
          cell = next
          steps += 1
        }
        #expect(d.isOutlet[cell] == true)
      }
    }
  }

  /// Accumulation: the number of cells whose flow path passes through a cell, by walking
  /// every cell's path (brute force).
  @Test func accumulationCountsTheCellsUpstream() throws {
    var rng = TestRandom(seed: 23)
    for grid in try DrainageCase.grids(count: 30, using: &rng) {
      let c = DrainageCase.random(on: grid, using: &rng)
      let d = try Drainage(heights: c.heights, outlets: c.outlets)
      var expected = [Int](repeating: 0, count: grid.indexCount)
      for index in grid.indices {
        var cell = index
        while true {
          expected[cell] += 1
          guard d.downstream[cell] >= 0 else { break }
          cell = d.downstream[cell]
        }
      }
      #expect(d.accumulation().storage == expected)
      // Every cell ends at exactly one outlet: the outlets' totals add up to the map.
      let atOutlets = grid.indices.filter { d.isOutlet[index: $0] }.map { expected[$0] }
      #expect(atOutlets.reduce(0, +) == grid.cellCount)
    }
  }

  /// A sea mask on another grid is refused, not ignored.
  @Test func aSeaMaskOnAnotherGridIsRefused() throws {
    let grid = try MapGrid(columns: 4, rows: 4)
    let other = try MapGrid(columns: 5, rows: 4)
    #expect(throws: GenerationError.self) {
      try Drainage(
        heights: HexMap(grid: grid, fill: 0), outlets: .sea(HexMap(grid: other, fill: true)))
    }
  }
}

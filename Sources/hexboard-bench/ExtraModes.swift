// The bench's other modes: --io, --cliff, --short, --generate.
import Dispatch
import HexBoard
import HexBoardGeneration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--io N`: encode and decode an N×N map in the save format (terrain from the workload's
/// hash, elevation on every cell, an object per 1000 cells) and print
/// `IO hexboard NxN encode|decode <seconds> bytes=<n>`.
func ioPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  var board = try Board(name: "IO benchmark", grid: grid, fill: "grass")
  let palette = board.palette.map(\.id)
  var heights = HexMap<Int>(grid: grid, fill: 0)
  for index in grid.indices {
    let k = UInt64(index)
    try board.setTerrain(palette[Int(hash(7, k) % UInt64(palette.count))], at: grid.hex(at: index))
    heights[index: index] = Int(hash(8, k) % 4000) - 1000
    if index % 1000 == 0 {
      try board.addObject(
        BoardObject(
          id: "o\(index)", kind: "unit", position: grid.hex(at: index), properties: ["owner": "red"]
        ))
    }
  }
  try board.setElevation(heights)
  try board.setProperty("seed", to: .integer(7))
  try board.setProperty("ratio", to: .number(0.5))
  let (bytes, encodeTime) = try measure { try MapFile.encode(board) }
  let (decoded, decodeTime) = try measure { try MapFile.decode(bytes) }
  guard decoded == board else { fail("decoded board differs from the encoded one", status: 1) }
  for (phase, time) in [("encode", encodeTime), ("decode", decodeTime)] {
    let micros = String(Int((time * 1_000_000).rounded()))
    let padded = String(repeating: "0", count: max(0, 7 - micros.count)) + micros
    let text = "\(padded.dropLast(6)).\(padded.suffix(6))"
    let line = Array("IO hexboard \(size)x\(size) \(phase) \(text) bytes=\(bytes.count)\n".utf8)
    _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  }
}

/// `--cliff N`: movement ranges without a budget (the whole region) from 1000 starts on an
/// N×N map (30% blocked, costs 1...5 by the workload's hash), on that map and on the same
/// map with cell 0 walled in by blocked neighbours and costing 60000: the results are
/// identical, and so should the times be. Prints
/// `CLIFF hexboard NxN plain|expensive <seconds> cells=C,dsum=D`.
func cliffPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  let n = grid.indexCount
  var costs = (0..<n).map { i -> Int? in
    hash(1, UInt64(i)) % 100 < 30 ? nil : Int(1 + hash(2, UInt64(i)) % 5)
  }
  for neighbor in grid.neighbors(of: 0) { costs[neighbor] = nil }
  let plain = try NavigationGraph(grid: grid) { $0 == 0 ? nil : costs[$0] }
  let expensive = try NavigationGraph(grid: grid) { $0 == 0 ? 60000 : costs[$0] }
  let starts = (0..<1000).map { grid.hex(at: Int(hash(4, UInt64($0)) % UInt64(n))) }
  let context = SearchContext()
  for (name, graph) in [("plain", plain), ("expensive", expensive)] {
    let ((cells, dsum), time) = measure {
      var cells = 0
      var dsum = 0
      for s in starts where s != grid.hex(at: 0) {
        let range = graph.movementRange(
          from: s, rules: SearchRules(maxCost: Int.max), context: context)
        cells += range.count
        dsum += range.totalCost
      }
      return (cells, dsum)
    }
    let micros = String(Int((time * 1_000_000).rounded()))
    let padded = String(repeating: "0", count: max(0, 7 - micros.count)) + micros
    let text = "\(padded.dropLast(6)).\(padded.suffix(6))"
    let line = Array(
      "CLIFF hexboard \(size)x\(size) \(name) \(text) cells=\(cells),dsum=\(dsum)\n".utf8)
    _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  }
}

/// `--short N`: 1000 five-step paths on an open N×N map (weighted, then uniform), with the default
/// `context:` argument (a fresh context per call) and with one reused context. Prints
/// `SHORT hexboard NxN weighted|uniform default|reused <nanoseconds per query> cost=C`, each after one
/// warm-up query (the first query on a map this size sizes the buffers it uses).
func shortPathsPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  let weighted = try NavigationGraph(grid: grid) { Int(1 + hash(2, UInt64($0)) % 5) }
  let pairs = (0..<1000).map { j -> (Hex, Hex) in
    let a = grid.hex(at: Int(hash(3, UInt64(j)) % UInt64(grid.indexCount)))
    let b = a + Hex(q: 3, r: 2)
    return (a, grid.contains(b) ? b : a)
  }
  let context = SearchContext()
  for (kind, graph) in [("weighted", weighted), ("uniform", weighted.withUniformCost)] {
    for name in ["default", "reused", "default", "reused"] {
      if let (a, b) = pairs.first {
        _ =
          name == "reused"
          ? graph.path(from: a, to: b, context: context) : graph.path(from: a, to: b)
      }
      let (cost, time) = measure {
        var cost = 0
        for (a, b) in pairs {
          let path =
            name == "reused"
            ? graph.path(from: a, to: b, context: context) : graph.path(from: a, to: b)
          cost += path?.cost ?? 0
        }
        return cost
      }
      let nanos = Int((time / Double(pairs.count) * 1e9).rounded())
      let line = Array(
        "SHORT hexboard \(size)x\(size) \(kind) \(name) \(nanos)ns/query cost=\(cost)\n".utf8)
      _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }
  }
}

/// `--generate N`: generate an N×N continents map (seed 1, default parameters, no players)
/// and print `GEN hexboard NxN continents <seconds> contentHash=<hex>`
/// (`Board.contentHash()`).
func generatePhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  let (board, time) = try measure { try MapGenerator.generate(.continents, grid: grid, seed: 1) }
  let micros = String(Int((time * 1_000_000).rounded()))
  let padded = String(repeating: "0", count: max(0, 7 - micros.count)) + micros
  let text = "\(padded.dropLast(6)).\(padded.suffix(6))"
  let hash = String(board.contentHash(), radix: 16)
  let message = "GEN hexboard \(size)x\(size) continents \(text) contentHash=\(hash)\n"
  let line = Array(message.utf8)
  _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

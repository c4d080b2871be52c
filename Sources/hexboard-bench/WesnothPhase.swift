import HexBoard
import HexBoardWesnoth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--wesnoth [DIR]`: every `.map` under Wesnoth's data folder (Debian's by default) read
/// into memory, then parsed and written back `rounds` times; each round's parse and write
/// times are printed, and the run fails unless every map comes back byte-identical. Also
/// times reading `terrain.cfg` and `units.cfg` and costing every distinct code of the maps
/// for every movetype; then every map imported as a board, exported back (failing unless
/// byte-identical) and costed for smallfoot on the board, with the memory the boards hold
/// (resident memory before and after, all boards kept) and the process's peak.
func wesnothPhase(directory: String, rounds: Int) throws {
  let data = WesnothData(directory: directory)
  let paths = data.mapFiles()
  guard !paths.isEmpty else { fail("--wesnoth: no .map file under \(directory)", status: 1) }
  let (files, readTime) = try measure { try paths.map { try WesnothData.readFile($0) } }
  let totalBytes = files.reduce(0) { $0 + $1.count }
  printLine("wesnoth maps=\(files.count) bytes=\(totalBytes) read \(fixed(readTime, 6)) s")
  var maps: [WesnothMap] = []
  for round in 1...rounds {
    let (parsed, parseTime) = try measure { try files.map { try WesnothMap(bytes: $0) } }
    let (written, writeTime) = measure { parsed.map { $0.bytes() } }
    guard written == files else {
      fail("--wesnoth: a map is not written back identical", status: 1)
    }
    let cells = parsed.reduce(0) { $0 + $1.cells.count }
    printLine(
      "RESULT wesnoth maps=\(files.count) round \(round) parse \(fixed(parseTime, 6)) "
        + "write \(fixed(writeTime, 6)) cells=\(cells) "
        + "MB/s=\(fixed(Double(totalBytes) / (parseTime + writeTime) / 1e6, 1))")
    maps = parsed
  }
  let ((table, movetypes), loadTime) = try measure {
    (try data.terrainTable(), try data.movetypes())
  }
  var codes = Set<WesnothTerrainCode>()
  for map in maps { codes.formUnion(map.cells.map(\.code)) }
  let sorted = codes.sorted { $0.description < $1.description }
  let (total, costTime) = measure {
    movetypes.reduce(0) { sum, movetype in
      sum + sorted.reduce(0) { $0 + movetype.cost(of: $1, in: table) }
    }
  }
  printLine(
    "wesnoth terrain.cfg+units.cfg \(fixed(loadTime, 6)) s (\(table.types.count) types, "
      + "\(movetypes.count) movetypes); \(sorted.count) codes x \(movetypes.count) movetypes "
      + "costed in \(fixed(costTime, 6)) s, sum \(total)")
  try boardRounds(maps, files: files, table: table, movetypes: movetypes, rounds: rounds)
}

/// Imports every map as a board, exports it back and costs it for smallfoot, `rounds`
/// times; prints each round's times and the resident memory the last round's boards hold.
private func boardRounds(
  _ maps: [WesnothMap], files: [[UInt8]], table: WesnothTerrainTable,
  movetypes: [WesnothMovetype], rounds: Int
) throws {
  let smallfoot = movetypes.first { $0.name == "smallfoot" }
  for round in 1...rounds {
    let before = residentBytes()
    let (boards, importTime) = try measure { try maps.map { try $0.board(table: table) } }
    let held = residentBytes() - before
    let (exported, exportTime) = try measure {
      try boards.map { try WesnothMap(board: $0).bytes() }
    }
    guard exported == files else {
      fail("--wesnoth: a board is not exported back identical", status: 1)
    }
    let (costSum, costTime) = measure {
      boards.reduce(0) { sum, board in
        sum + (smallfoot?.costs(on: board, table: table).reduce(0, +) ?? 0)
      }
    }
    let cells = boards.reduce(0) { $0 + $1.grid.cellCount }
    printLine(
      "RESULT wesnoth boards=\(boards.count) round \(round) import \(fixed(importTime, 6)) "
        + "export \(fixed(exportTime, 6)) smallfoot-costs \(fixed(costTime, 6)) cells=\(cells) "
        + "held-MB=\(fixed(Double(held) / 1e6, 2)) peak-MB=\(fixed(Double(peakBytes()) / 1e6, 1)) "
        + "sum \(costSum)")
  }
}

/// The process's resident memory now (Linux: /proc/self/statm's second field; elsewhere 0).
func residentBytes() -> Int {
  guard let text = try? WesnothData.readFile("/proc/self/statm") else { return 0 }
  let fields = String(decoding: text, as: UTF8.self).split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The process's peak resident memory (getrusage's ru_maxrss: kilobytes on Linux, bytes
/// on Darwin).
private func peakBytes() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
  #endif
}

private func printLine(_ text: String) {
  let bytes = Array((text + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

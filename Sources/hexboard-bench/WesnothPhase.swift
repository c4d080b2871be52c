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
/// for every movetype.
func wesnothPhase(directory: String, rounds: Int) throws {
  let data = WesnothData(directory: directory)
  let paths = data.mapFiles()
  guard !paths.isEmpty else { fail("--wesnoth: no .map file under \(directory)", status: 1) }
  let (files, readTime) = try measure { try paths.map { try WesnothData.readFile($0) } }
  let totalBytes = files.reduce(0) { $0 + $1.count }
  line("wesnoth maps=\(files.count) bytes=\(totalBytes) read \(fixed(readTime, 6)) s")
  var maps: [WesnothMap] = []
  for round in 1...rounds {
    let (parsed, parseTime) = try measure { try files.map { try WesnothMap(bytes: $0) } }
    let (written, writeTime) = measure { parsed.map { $0.bytes() } }
    guard written == files else {
      fail("--wesnoth: a map is not written back identical", status: 1)
    }
    let cells = parsed.reduce(0) { $0 + $1.cells.count }
    line(
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
  line(
    "wesnoth terrain.cfg+units.cfg \(fixed(loadTime, 6)) s (\(table.types.count) types, "
      + "\(movetypes.count) movetypes); \(sorted.count) codes x \(movetypes.count) movetypes "
      + "costed in \(fixed(costTime, 6)) s, sum \(total)")
}

private func line(_ text: String) {
  let bytes = Array((text + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

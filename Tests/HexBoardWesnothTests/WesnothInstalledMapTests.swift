import HexGrid
import Testing

@testable import HexBoardWesnoth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every `.map` of the installed Wesnoth data (Debian's wesnoth-1.16-data; CI installs it),
/// skipped cleanly when the data folder is absent and failing when it is there but holds no
/// map. The count is printed for CI to check. `HEXBOARD_WESNOTH_DATA=DIR` points the suite
/// at another data folder (to see it skip, or fail on a folder without maps).
@Suite struct WesnothInstalledMapTests {
  static let data: WesnothData = {
    guard let folder = getenv("HEXBOARD_WESNOTH_DATA") else { return WesnothData() }
    return WesnothData(directory: String(cString: folder))
  }()

  static var dataFolderExists: Bool { access(data.directory, F_OK) == 0 }

  /// The installed maps, or `nil` (with a note printed) when the data is not installed.
  static func installedMaps() throws -> [(path: String, bytes: [UInt8], map: WesnothMap)]? {
    guard dataFolderExists else {
      print("skipped: no Wesnoth data at \(data.directory) (apt-get install wesnoth-1.16-data)")
      return nil
    }
    return try data.mapFiles().map { path in
      let bytes = try WesnothData.readFile(path)
      do { return (path, bytes, try WesnothMap(bytes: bytes)) } catch {
        Issue.record("\(path): \(error)")
        throw error
      }
    }
  }

  @Test func everyInstalledMapIsWrittenBackByteIdentical() throws {
    guard let maps = try Self.installedMaps() else { return }
    var checked = 0
    for (path, bytes, map) in maps {
      #expect(map.bytes() == bytes, "\(path) is not written back byte for byte")
      #expect(map.width >= 3 && map.height >= 3, "\(path)")
      checked += 1
    }
    print("HexBoardWesnoth: installed Wesnoth maps checked byte-identical: \(checked)")
    #expect(checked > 0, "the data folder \(Self.data.directory) exists but holds no .map file")
  }

  /// Castles ring their keeps. For each keep of every installed map, the castle and keep
  /// hexes among its neighbours are counted under odd-q (Wesnoth's, per
  /// `WesnothMap.hex(at:)`) and under even-q. The two conventions share the hexes above and
  /// below a keep and differ on the four at its sides, so the test compares the hexes that
  /// are neighbours under one convention only: odd-q must find clearly more (on the 1.16
  /// data: 549 against 148).
  @Test func castlesRingKeepsOnlyUnderOddQ() throws {
    guard let maps = try Self.installedMaps() else { return }
    func castles(
      around position: WesnothMapPosition, in map: WesnothMap, _ convention: OffsetConvention
    )
      -> Set<WesnothMapPosition>
    {
      let hex = OffsetCoordinate(col: position.x - 1, row: position.y - 1).hex(in: convention)
      var found = Set<WesnothMapPosition>()
      for direction in HexDirection.allCases {
        let offset = hex.neighbor(in: direction).offset(in: convention)
        let around = WesnothMapPosition(x: offset.col + 1, y: offset.row + 1)
        if let code = map[around]?.code, code.base.hasPrefix("C") || code.base.hasPrefix("K") {
          found.insert(around)
        }
      }
      return found
    }
    var keeps = 0
    var (oddOnly, evenOnly, shared) = (0, 0, 0)
    for (_, _, map) in maps {
      for y in stride(from: 1, to: map.height - 1, by: 1) {
        for x in stride(from: 1, to: map.width - 1, by: 1) {
          let position = WesnothMapPosition(x: x, y: y)
          guard map[position]?.code.base.hasPrefix("K") == true else { continue }
          keeps += 1
          let odd = castles(around: position, in: map, .oddQ)
          let even = castles(around: position, in: map, .evenQ)
          oddOnly += odd.subtracting(even).count
          evenOnly += even.subtracting(odd).count
          shared += odd.intersection(even).count
        }
      }
    }
    print(
      "HexBoardWesnoth: \(keeps) keeps; castle neighbours only under odd-q \(oddOnly), "
        + "only under even-q \(evenOnly), under both \(shared)")
    #expect(keeps > 0 && oddOnly > 2 * evenOnly, "odd-q \(oddOnly) vs even-q \(evenOnly)")
  }

  /// Every code of every installed map gets a cost in 1...99 for every installed movetype,
  /// and the terrain table knows nearly all of them (unknown codes are kept in the map).
  @Test func everyInstalledCodeHasACost() throws {
    guard let maps = try Self.installedMaps() else { return }
    let table = try Self.data.terrainTable()
    let movetypes = try Self.data.movetypes()
    #expect(movetypes.count > 20)
    var codes = Set<WesnothTerrainCode>()
    for (_, _, map) in maps { codes.formUnion(map.cells.map(\.code)) }
    var unresolved: [String] = []
    for code in codes.sorted(by: { $0.description < $1.description }) {
      if table.movementTokens(of: code) == nil { unresolved.append(code.description) }
      for movetype in movetypes {
        #expect((1...99).contains(movetype.cost(of: code, in: table)))
      }
    }
    print("HexBoardWesnoth: \(codes.count) distinct codes, unresolved: \(unresolved)")
    #expect(unresolved.count * 50 < codes.count)
  }
}

extension WesnothInstalledMapTests {
  /// Every scenario `.cfg` of the installed data with an inline `map_data` gives maps whose
  /// text, written back, is exactly the quoted text in the file.
  @Test func everyInstalledInlineMapIsWrittenBackIdentical() throws {
    guard Self.dataFolderExists else {
      print("skipped: no Wesnoth data at \(Self.data.directory)")
      return
    }
    let configs = Self.data.files(withSuffix: ".cfg")
    var checked = 0
    for path in configs {
      let bytes = try WesnothData.readFile(path)
      guard bytes.count < 4_000_000 else { continue }
      let found: [WesnothEmbeddedMap]
      do { found = try WesnothEmbeddedMap.maps(inConfig: bytes) } catch {
        Issue.record("\(path): \(error)")
        continue
      }
      for embedded in found {
        let quoted = [UInt8(ascii: "\"")] + embedded.rawValue + [UInt8(ascii: "\"")]
        #expect(contains(bytes, quoted), "\(path):\(embedded.line)")
        checked += 1
      }
    }
    print(
      "HexBoardWesnoth: inline map_data maps checked in \(configs.count) .cfg files: \(checked)")
    #expect(checked > 0)
  }

  private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<start + needle.count].elementsEqual(needle)
    }
  }
}

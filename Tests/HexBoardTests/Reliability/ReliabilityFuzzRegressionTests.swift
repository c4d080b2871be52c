import HexBoard
import Testing

/// Inputs the fuzzers found (Fuzz/corpus/<target>/regression-*): each must now be refused
/// with an error, in-process, instead of crashing.
@Suite("Reliability: fuzz regressions")
struct ReliabilityFuzzRegressionTests {
  /// FoundationXML's XMLParser trapped on an element name that is not UTF-8 (a `.tmx`
  /// with one byte changed); the Tiled reader now refuses such bytes first.
  @Test func tiledXMLWithInvalidUTF8Name() throws {
    let minimal = Array("<map><a".utf8) + [0xC9] + Array(" b=\"1\"/></map>".utf8)
    let found = try FileIO.read(
      reliabilityRepositoryRoot + "/Fuzz/corpus/tiled/regression-invalid-utf8-name.tmx",
      limit: 1 << 20)
    for bytes in [minimal, found] {
      do {
        _ = try TiledMap.importBoard(bytes, format: .xml, path: "evil.tmx", readsFiles: false)
        Issue.record("imported a map with invalid UTF-8")
      } catch {
        #expect("\(error)".contains("invalid UTF-8 at byte"), "\(error)")
      }
    }
  }
}

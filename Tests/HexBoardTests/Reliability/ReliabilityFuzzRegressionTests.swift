import HexBoard
import Testing

/// Inputs the fuzzers found (Fuzz/corpus/<target>/regression-*): each must now be refused
/// with an error, in-process, instead of crashing.
@Suite("Reliability: fuzz regressions")
struct ReliabilityFuzzRegressionTests {
  /// FoundationXML's XMLParser trapped on an element name that is not UTF-8 (a `.tmx`
  /// with one byte changed); the Tiled reader refuses such bytes before reading markup.
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

  /// FoundationXML read a null pointer (SIGSEGV) for a processing instruction without data,
  /// `<?xm?>`, at the start of a mutated `.tmx`; the project's own XML reader accepts the
  /// instruction and refuses this file where its markup really breaks.
  @Test func tiledXMLWithEmptyProcessingInstruction() throws {
    let found = try FileIO.read(
      reliabilityRepositoryRoot
        + "/Fuzz/corpus/tiled/regression-empty-processing-instruction.tmx",
      limit: 1 << 20)
    let error = #expect(throws: TiledError.self) {
      try TiledMap.importBoard(found, format: .xml, path: "evil.tmx", readsFiles: false)
    }
    #expect(
      error?.description
        == "evil.tmx: not valid XML (line 3, column 24): expected a space, '>' or '/>' in <tileset>"
    )
    let minimal = Array("<?xm?><map><?pi?></map>".utf8)
    let refused = #expect(throws: TiledError.self) {
      try TiledMap.importBoard(minimal, format: .xml, path: "pi.tmx", readsFiles: false)
    }
    #expect(refused?.description.hasPrefix("pi.tmx: ") == true)
    #expect(refused?.description.contains("XML") == false, "the XML itself is fine")
  }
}

import Foundation
import HexBoard
import HexBoardTiled
import HexTestSupport
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
      TestPaths.repositoryRoot + "/Fuzz/corpus/tiled/regression-invalid-utf8-name.tmx",
      limit: 1 << 20)
    for bytes in [minimal, found] {
      do {
        _ = try TiledMap.decode(bytes, format: .xml, path: "evil.tmx", readsFiles: false)
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
      TestPaths.repositoryRoot
        + "/Fuzz/corpus/tiled/regression-empty-processing-instruction.tmx",
      limit: 1 << 20)
    let error = #expect(throws: TiledError.self) {
      try TiledMap.decode(found, format: .xml, path: "evil.tmx", readsFiles: false)
    }
    #expect(
      error?.description
        == "evil.tmx: not valid XML (line 3, column 24): expected a space, '>' or '/>' in <tileset>"
    )
    let minimal = Array("<?xm?><map><?pi?></map>".utf8)
    let refused = #expect(throws: TiledError.self) {
      try TiledMap.decode(minimal, format: .xml, path: "pi.tmx", readsFiles: false)
    }
    #expect(refused?.description.hasPrefix("pi.tmx: ") == true)
    #expect(refused?.description.contains("XML") == false, "the XML itself is fine")
  }

  /// The patch encoder sorted `properties.removed` while the loader kept the file's order,
  /// so a decoded patch was not equal to itself after encode and decode (the patch fuzzer's
  /// own invariant trapped). The encoder now keeps the order, like removed object ids.
  @Test func patchRemovedPropertiesKeepTheirOrder() throws {
    let found = try FileIO.read(
      TestPaths.repositoryRoot + "/Fuzz/corpus/patch/regression-removed-properties-order.json",
      limit: 1 << 20)
    let patch = try BoardPatch.decode(found)
    #expect(
      patch.removedProperties == [
        "tuKKKKSSSSSSSSSSSSSSSSSSSSSSSS000000000000000", "SSSSSSKKKKKKrn",
      ])
    try expectRoundTrip(patch, "the regression input")
  }

  /// Every patch in the fuzz corpus that loads survives encode and decode unchanged, and its
  /// encoding is a fixed point: the fuzz target's invariant, checked in the plain test run.
  @Test func corpusPatchesRoundTrip() throws {
    let folder = TestPaths.repositoryRoot + "/Fuzz/corpus/patch"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    var loaded = 0
    for name in names {
      let bytes = try FileIO.read(folder + "/" + name, limit: 1 << 24)
      guard let patch = try? BoardPatch.decode(bytes) else { continue }
      loaded += 1
      try expectRoundTrip(patch, name)
    }
    #expect(loaded >= 5, "the corpus holds loadable patches")
  }

  /// The patch fuzz target's invariant: `patch` survives encode and decode unchanged, and
  /// its encoding is a fixed point.
  private func expectRoundTrip(_ patch: BoardPatch, _ label: String) throws {
    let encoded = try patch.encoded()
    let decoded = try BoardPatch.decode(encoded)
    #expect(decoded == patch, "\(label)")
    #expect(try decoded.encoded() == encoded, "\(label)")
  }
}

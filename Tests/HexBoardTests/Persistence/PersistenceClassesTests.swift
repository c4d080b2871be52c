import HexBoard
import HexTestSupport
import Testing

/// Map version 3 for movement classes and objects' owners and classes: the golden in
/// Fixtures/valid is the writer's board, byte for byte, and loads back equal.
@Suite("Persistence: movement classes (version 3)")
struct PersistenceClassesTests {
  @Test func theClassesGoldenIsTheBoardTheWriterMakes() throws {
    let goldens = try PersistenceFixtureWriter.classesFixtures()
    for (name, board) in goldens {
      let bytes = try fileBytes(fixturesFolder + "/valid/" + name)
      #expect(try MapFile.encode(board) == bytes, "\(name)")
      #expect(try MapFile.decode(bytes) == board, "\(name)")
      #expect(String(decoding: bytes, as: UTF8.self).contains("  \"version\": 3,\n"))
    }
  }
}

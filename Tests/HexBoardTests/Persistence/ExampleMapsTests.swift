import HexBoard
import HexTestSupport
import Testing

/// The four example maps that no tool regenerates, pinned like goldens.
///
/// `skirmish`, `arena`, `world` and `wrapped-world` were made once by a Python script
/// (`scripts/generate-maps.py`, retired in favour of the Swift tools; its last version is
/// `git show 4dc14c3:scripts/generate-maps.py`). They are kept as they are: an edit (by hand
/// or with `hexboard paint`, `object add` ...) is a deliberate change of an example, made
/// by updating the hash below in the same commit. The `generated-*` maps are pinned by
/// `scripts/generate-examples.sh --check` instead. `hexsides` is hand-made too, but with
/// `hexboard` commands (`scripts/make-hexsides-map.sh`, which `generate-examples.sh --check`
/// also replays); its hash is pinned here as well, so a change to what those commands write
/// shows in `swift test`.
@Suite("Persistence: hand-kept example maps")
struct ExampleMapsTests {
  @Test(arguments: [
    ("skirmish.json", 0x544A_97A3_E7A8_0E70 as UInt64),
    ("arena.json", 0x3703_F476_C5C9_D2D3),
    ("world.json", 0x5B11_5747_90DF_16E7),
    ("wrapped-world.json", 0xB0EC_8E0D_99CB_901C),
    ("hexsides.json", 0xF1BC_7B36_068C_AA4A),
  ])
  func mapIsUnchanged(name: String, hash: UInt64) throws {
    let board = try Board.load(from: TestPaths.file("Maps/" + name))
    #expect(
      fnv1a(try MapFile.encode(board)) == hash,
      "Maps/\(name) changed; if on purpose, update the hash")
  }
}

/// FNV-1a 64 of `bytes`: the example maps are pinned by the hash of their canonical file.
private func fnv1a(_ bytes: [UInt8]) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
  return hash
}

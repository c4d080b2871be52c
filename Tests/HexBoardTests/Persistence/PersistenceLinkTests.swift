import HexBoard
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving through symbolic links: the file a link leads to is replaced atomically (in its
/// own folder, with its permissions), the link stays a link, and a link that leads nowhere
/// is an error rather than a new file.
@Suite("Persistence: symbolic links")
struct PersistenceLinkTests {
  func board(_ name: String) throws -> Board {
    try Board(name: name, grid: MapGrid(columns: 4, rows: 3), fill: "grass")
  }

  /// `folder/link.json` → `maps/real.json` (0640); returns the two paths.
  func linkedMap(in folder: String) throws -> (link: String, real: String) {
    try FileIOTestSupport.makeFolder(folder + "/maps")
    let real = folder + "/maps/real.json"
    try board("old").save(to: real)
    chmod(real, 0o640)
    try FileKinds.makeLink("maps/real.json", at: folder + "/link.json")
    return (folder + "/link.json", real)
  }

  @Test func savingThroughALinkReplacesTheTargetAndKeepsTheLink() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    let (link, real) = try linkedMap(in: folder)
    try MapFile.save(board("new"), to: link)
    #expect(FileKinds.type(link) == S_IFLNK, "the link is still a link")
    #expect(FileKinds.linkText(link) == "maps/real.json")
    #expect(try MapFile.load(from: real).name == "new", "the target was edited")
    #expect(MapFileTestIO.mode(real) == 0o640, "the target keeps its permissions")
    // The temporary file went to the target's folder and is gone.
    #expect(FileKinds.list(folder) == ["link.json", "maps"])
    #expect(FileKinds.list(folder + "/maps") == ["real.json"])
  }

  @Test func chainsOfRelativeAndAbsoluteLinksAreFollowed() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    let (link, real) = try linkedMap(in: folder)
    try FileIOTestSupport.makeFolder(folder + "/other")
    try FileKinds.makeLink("../link.json", at: folder + "/other/second.json")
    try FileKinds.makeLink(folder + "/other/second.json", at: folder + "/third.json")
    try MapFile.save(board("chained"), to: folder + "/third.json")
    #expect(try MapFile.load(from: real).name == "chained")
    for path in [link, folder + "/other/second.json", folder + "/third.json"] {
      #expect(FileKinds.type(path) == S_IFLNK, "\(path)")
    }
    #expect(FileKinds.list(folder + "/maps") == ["real.json"])
  }

  @Test func patchesFollowLinksToo() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    try FileIOTestSupport.makeFolder(folder + "/real")
    let patch = try BoardPatch(from: board("a"), to: board("b"))
    try FileIOTestSupport.write("old", to: folder + "/real/p.json")
    try FileKinds.makeLink("real/p.json", at: folder + "/p.json")
    try patch.save(to: folder + "/p.json")
    #expect(FileKinds.type(folder + "/p.json") == S_IFLNK)
    #expect(try BoardPatch.load(from: folder + "/real/p.json") == patch)
    #expect(FileKinds.list(folder + "/real") == ["p.json"])
    #expect(FileKinds.list(folder) == ["p.json", "real"])
  }

  @Test func aLinkThatLeadsNowhereIsAnError() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    let link = folder + "/dangling.json"
    try FileKinds.makeLink("gone.json", at: link)
    #expect(
      throws: BoardFileError(
        .io, at: link, "is a symbolic link to 'gone.json', which does not exist")
    ) { try MapFile.save(board("x"), to: link) }
    #expect(FileKinds.list(folder) == ["dangling.json"], "no new file, no temporary file")
    #expect(FileKinds.linkText(link) == "gone.json")
    // Reading it says the same, rather than "no such file".
    #expect(
      throws: BoardFileError(
        .io, at: link, "is a symbolic link to 'gone.json', which does not exist")
    ) { try MapFile.load(from: link) }
  }

  @Test func loopsAndLinksToFoldersAreRefused() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    try FileKinds.makeLink("b.json", at: folder + "/a.json")
    try FileKinds.makeLink("a.json", at: folder + "/b.json")
    #expect(
      throws: BoardFileError(
        .io, at: folder + "/a.json", "is a chain of more than 40 symbolic links")
    ) { try MapFile.save(board("x"), to: folder + "/a.json") }
    try FileIOTestSupport.makeFolder(folder + "/sub")
    try FileKinds.makeLink("sub", at: folder + "/to-folder.json")
    #expect(throws: BoardFileError(.io, at: folder + "/to-folder.json", "is a folder, not a file"))
    {
      try MapFile.save(board("x"), to: folder + "/to-folder.json")
    }
    #expect(FileKinds.list(folder) == ["a.json", "b.json", "sub", "to-folder.json"])
    #expect(FileKinds.list(folder + "/sub").isEmpty)
  }
}

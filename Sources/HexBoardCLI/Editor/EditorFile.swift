import HexBoard
import HexBoardSupport

/// The map file the interactive editor works on, for as long as it runs: loaded once,
/// saved with `s` as often as the user likes.
///
/// The editor holds the map for minutes, so it cannot hold the edit lock
/// (`POSIXFile.EditLock`) all that time: other commands would wait on it. It remembers what
/// the file held instead (a hash of its bytes when loaded and when last saved), and each
/// save, under the edit lock, refuses with ``ChangedOnDisk`` when the file holds anything
/// else: the user is asked, and only `overwrite` replaces it.
final class EditorFile {
  /// A save refused: the file on disk is not the one the editor loaded or last saved.
  struct ChangedOnDisk: Error, Equatable {
    /// The map's path, as given.
    let path: String
  }

  /// The map's path, as given.
  let path: String
  /// The hash of the bytes the editor last read from or wrote to the file (`nil`: the file
  /// was not there).
  private var contentHash: Int?

  init(path: String) {
    self.path = path
  }

  /// Reads the map, under the edit lock so that an edit saving at that moment is either
  /// wholly in or wholly out.
  func load() throws -> Board {
    let lock = POSIXFile.lockForEditing(path)
    defer { lock?.release() }
    let bytes = try MapIO.readFile(path)
    let board: Board
    do {
      board = try MapIO.decodeMap(bytes)
    } catch {
      throw CLIError.failure("\(path): \(error)")
    }
    contentHash = Self.hash(bytes)
    return board
  }

  /// Saves `board` over the file, under the edit lock (waiting for a command editing it to
  /// finish). Unless `overwrite`, refuses with ``ChangedOnDisk`` when the file no longer
  /// holds what the editor last read or wrote there.
  func save(_ board: Board, overwrite: Bool) throws {
    let lock = POSIXFile.lockForEditing(path)
    defer { lock?.release() }
    if !overwrite {
      // The file as it is now (none, if it was removed or is no longer a regular file).
      let current = lock == nil ? nil : (try? MapIO.readFile(path)).map(Self.hash)
      guard current == contentHash else { throw ChangedOnDisk(path: path) }
    }
    let bytes: [UInt8]
    do {
      bytes = try MapIO.encodeMap(board)
      try FileIO.writeAtomically(bytes, to: path)
    } catch {
      throw CLIError.failure("cannot save '\(path)': \(MapIO.reason(error, path))")
    }
    contentHash = Self.hash(bytes)
  }

  /// A hash of a file's bytes, to tell whether the file changed (in this process only: the
  /// standard library seeds it per process).
  static func hash(_ bytes: [UInt8]) -> Int {
    var hasher = Hasher()
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    return hasher.finalize()
  }
}

import HexBoard
import HexBoardRendering
import HexBoardSupport
import HexBoardTiled

/// Reading and writing map files for commands: `-` is standard input or output, files are
/// written atomically, and every output follows ``OutputRule`` (an existing file other than
/// the one being edited is only replaced with `--force`, an input never).
///
/// In-place edits are serialised: ``destination(forInput:otherInputs:arguments:)`` takes the
/// map's edit lock (`POSIXFile.EditLock`) before the map is read, and ``write(_:to:context:)``
/// gives it up once the new map is renamed over the old one, so two commands editing one map
/// at once both get in, one after the other.
enum MapIO {
  /// The largest map file the tool reads.
  static let maximumFileSize = 512 << 20

  /// Where an edited map goes.
  enum Destination {
    case standardOutput
    case file(String)
    /// The map being edited, in place: its edit lock is held from before the map is read
    /// until it is saved (or the command fails and the lock is freed).
    case inPlace(String, POSIXFile.EditLock)
  }

  /// Reads and decodes the map at `path` (`-` for standard input).
  static func load(_ path: String, context: CommandContext) throws -> Board {
    let bytes = path == "-" ? try context.readStandardInput() : try readFile(path)
    do {
      let board = try decodeMap(bytes)
      context.noteLoaded(board)
      return board
    } catch let error as CLIError {
      throw error
    } catch {
      let name = path == "-" ? "<stdin>" : path
      throw CLIError.failure("\(name): \(error)")
    }
  }

  /// The raw bytes of a file, refusing anything but a regular file (folders, devices, FIFOs,
  /// sockets: at once, before reading) and oversized files.
  static func readFile(_ path: String) throws -> [UInt8] {
    do {
      return try FileIO.read(path, limit: maximumFileSize)
    } catch {
      // A FIFO is what a shell's <(…) gives: say how to pass a stream instead.
      let hint = OutputRule.isFIFO(path) ? " (use '-' for standard input)" : ""
      throw CLIError.failure("\(error)\(hint)")
    }
  }

  /// Writes `bytes` to `path` atomically (for SVG and other non-map output).
  static func writeFile(_ bytes: [UInt8], to path: String) throws {
    try writeFile(to: path) { try $0.write(bytes) }
  }

  /// Streams bytes to `path` atomically: `produce` writes into the file's sink as it goes,
  /// so a big output (a Tiled map file) is never held in memory whole.
  static func writeFile(to path: String, _ produce: (inout FileIO.Sink) throws -> Void) throws {
    do {
      try FileIO.writeAtomically(to: path, produce)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.failure("cannot write '\(path)': \(reason(error, path))")
    }
  }

  /// Streams text to `path` atomically (for big SVG output and pixel checks), through a
  /// text stream over the file's sink.
  static func writeText(to path: String, _ produce: (inout SinkTextStream) throws -> Void)
    throws
  {
    try writeFile(to: path) { sink in
      var stream = SinkTextStream(sink)
      try produce(&stream)
      sink = try stream.finish()
    }
  }

  /// An error's text for a message that already names `path`: without the path again when
  /// the error is about that very path.
  static func reason(_ error: any Error, _ path: String) -> String {
    if let error = error as? BoardFileError, error.location == path { return error.message }
    return "\(error)"
  }

  /// Where an editing command writes: `-o FILE`, else back in place, or standard output
  /// when the input was `-`; checked by ``OutputRule`` against the map and `otherInputs`.
  /// An edit in place (no `-o`, or `-o` naming the map itself) takes the map's edit lock
  /// first, waiting for any other edit of it to finish.
  static func destination(
    forInput input: String, otherInputs: [String] = [], arguments: ParsedArguments
  ) throws -> Destination {
    let given = arguments.value("output")
    let output = given ?? input
    if output == "-" { return .standardOutput }
    // A missing map is reported by the load that follows ("cannot open the file"), not as
    // an output problem; a link that leads nowhere is (lstat sees it), clearer than that.
    if given == nil && !OutputRule.isPresent(input) { return .file(input) }
    // Locked before the rule is checked: another edit renaming its result over the map in
    // between would make the map look like another file than the output.
    let lock =
      input != "-" && (given == nil || sameFile(output, input))
      ? POSIXFile.lockForEditing(input) : nil
    try OutputRule.check(
      [.init(path: output, role: given == nil ? "the edit" : "-o", dashIsStandardOutput: true)],
      inputs: [input] + otherInputs, edited: input, force: arguments.flag("force"))
    return lock.map { .inPlace(output, $0) } ?? .file(output)
  }

  /// Whether two paths lead to one existing file.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    guard let first = POSIXFile.stamp(of: a), let second = POSIXFile.stamp(of: b) else {
      return false
    }
    return first.device == second.device && first.inode == second.inode
  }

  /// Where a creating command writes: `-o FILE` (checked by ``OutputRule`` against the
  /// files it reads, `inputs`), else standard output.
  static func destination(forNewFile arguments: ParsedArguments, inputs: [String] = []) throws
    -> Destination
  {
    guard let output = arguments.value("output"), output != "-" else { return .standardOutput }
    try OutputRule.check(
      [.init(path: output, role: "-o", dashIsStandardOutput: true)], inputs: inputs,
      force: arguments.flag("force"))
    return .file(output)
  }

  /// Encodes and writes `board`; files are replaced atomically. Throws when standard
  /// output is lost, so an editing command never goes on to say what it did.
  static func write(_ board: Board, to destination: Destination, context: CommandContext) throws {
    switch destination {
    case .standardOutput:
      let bytes: [UInt8]
      do {
        bytes = try encodeMap(board)
      } catch {
        throw CLIError.failure("cannot encode the map: \(error)")
      }
      context.writeBytes(bytes)
      try context.checkOutput()
    case .file(let path):
      try save(board, to: path)
    case .inPlace(let path, let lock):
      // Another program (one that takes no lock) rewrote the map since it was read: saving
      // now would throw its change away.
      guard lock.isUnchanged else {
        throw CLIError.failure(
          "'\(path)' changed on disk while this command was editing it; nothing was saved (run the command again)"
        )
      }
      try save(board, to: path)
      lock.release()
    }
  }

  /// Encodes `board` and replaces the file at `path` with it, atomically.
  private static func save(_ board: Board, to path: String) throws {
    do {
      try writeMap(board, to: path)
    } catch {
      throw CLIError.failure("cannot save '\(path)': \(reason(error, path))")
    }
  }

  // The three calls into the save format (HexBoard/Persistence).

  static func decodeMap(_ bytes: [UInt8]) throws -> Board {
    try MapFile.decode(bytes)
  }

  static func encodeMap(_ board: Board) throws -> [UInt8] {
    try MapFile.encode(board)
  }

  static func writeMap(_ board: Board, to path: String) throws {
    try MapFile.save(board, to: path)
  }
}

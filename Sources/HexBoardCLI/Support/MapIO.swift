import HexBoard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing map files for commands: `-` is standard input or output, files are
/// written atomically, and an existing file other than the one being edited is only
/// replaced with `--force`.
enum MapIO {
  /// The largest map file the tool reads.
  static let maximumFileSize = 512 << 20

  /// Where an edited map goes.
  enum Destination: Equatable {
    case standardOutput
    case file(String)
  }

  /// Reads and decodes the map at `path` (`-` for standard input).
  static func load(_ path: String, context: CommandContext) throws -> Board {
    let bytes = path == "-" ? try context.readStandardInput() : try readFile(path)
    do {
      return try decodeMap(bytes)
    } catch let error as CLIError {
      throw error
    } catch {
      let name = path == "-" ? "<stdin>" : path
      throw CLIError.failure("\(name): \(error)")
    }
  }

  /// The raw bytes of a file, refusing folders and oversized files.
  static func readFile(_ path: String) throws -> [UInt8] {
    do {
      return try FileIO.read(path, limit: maximumFileSize)
    } catch {
      throw CLIError.failure("\(error)")
    }
  }

  /// Writes `bytes` to `path` atomically (for SVG and other non-map output).
  static func writeFile(_ bytes: [UInt8], to path: String) throws {
    do {
      try FileIO.writeAtomically(bytes, to: path)
    } catch {
      throw CLIError.failure("cannot write '\(path)': \(error)")
    }
  }

  /// Streams text to `path` atomically (for big SVG and Tiled output): `produce` writes
  /// into the stream as it goes, so the whole text is never held in memory.
  static func writeFile(to path: String, _ produce: (inout SinkTextStream) throws -> Void)
    throws
  {
    do {
      try FileIO.writeAtomically(to: path) { sink in
        var stream = SinkTextStream(sink)
        try produce(&stream)
        sink = try stream.finish()
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.failure("cannot write '\(path)': \(error)")
    }
  }

  /// Whether something exists at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Where an editing command writes: `-o FILE` (refusing an existing other file without
  /// `--force`), else back in place, or standard output when the input was `-`.
  static func destination(forInput input: String, arguments: ParsedArguments) throws -> Destination
  {
    if let output = arguments.value("output") {
      if output == "-" { return .standardOutput }
      if output != input && exists(output) && !arguments.flag("force") {
        throw CLIError.failure("refusing to overwrite existing file '\(output)' (use --force)")
      }
      return .file(output)
    }
    return input == "-" ? .standardOutput : .file(input)
  }

  /// Where a creating command writes: `-o FILE` (refusing an existing file without
  /// `--force`), else standard output.
  static func destination(forNewFile arguments: ParsedArguments) throws -> Destination {
    guard let output = arguments.value("output"), output != "-" else { return .standardOutput }
    if exists(output) && !arguments.flag("force") {
      throw CLIError.failure("refusing to overwrite existing file '\(output)' (use --force)")
    }
    return .file(output)
  }

  /// Encodes and writes `board`; files are replaced atomically.
  static func write(_ board: Board, to destination: Destination, context: CommandContext) throws {
    switch destination {
    case .standardOutput:
      do {
        context.writeBytes(try encodeMap(board))
      } catch {
        throw CLIError.failure("cannot encode the map: \(error)")
      }
    case .file(let path):
      do {
        try writeMap(board, to: path)
      } catch {
        throw CLIError.failure("cannot save '\(path)': \(error)")
      }
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
    try MapFile.write(board, to: path)
  }
}

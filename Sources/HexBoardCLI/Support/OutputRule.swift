import HexBoard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one overwrite rule for every file every command writes, checked for all of a
/// command's outputs together before anything is read or written:
///
/// - files are compared as files (device and inode, after following symbolic links), not
///   as text: `-o ./a.json` is `a.json`, and so is a link to it;
/// - an output that is the map being edited is an in-place edit (no `--force` needed);
/// - an output that is any other input of the command is refused, even with `--force`;
/// - two outputs that are the same file are refused;
/// - a picture or export (an SVG, a pixel-check file, a Tiled map and its tileset image)
///   replaces a file that is its own earlier output without `--force`: one that begins with
///   the bytes HexBoard writes at the start of that kind of file (``OwnKind``), so a file
///   saved by another program, or our output edited and saved elsewhere, is kept;
/// - any other existing regular file needs `--force`;
/// - a character device (`/dev/null`) is written through and needs nothing; a folder,
///   FIFO, socket, block device, a link that leads nowhere or a missing folder is refused.
struct OutputRule {
  /// A file a command writes, and how the command line named it (for messages).
  struct Output {
    let path: String
    let role: String
    /// Whether `-` means standard output here (`-o -`, `--svg -`, `--checks -`) rather
    /// than a file named `-` (a map's `<output>` argument of `convert` when exporting).
    var dashIsStandardOutput = false
    /// What a picture or export writes, so it may replace its own earlier output; `nil`
    /// for maps and patches, which keep the `--force` guard.
    var kind: OwnKind? = nil
  }

  /// The kinds of output that replace their own earlier output without `--force`, each
  /// known by the first bytes HexBoard writes (another program's file of the same type
  /// begins differently, so it is kept).
  enum OwnKind: Equatable {
    /// An SVG picture from HexBoard's renderer (`render -o`, `--svg`).
    case svg
    /// A PNG picture from HexBoard's encoder (`render -o x.png`, `--picture x.png`): the
    /// PNG signature, the header, then straight away the image data, as HexBoard writes
    /// it (other programs mostly put colour-space or resolution chunks first).
    case png
    /// A pixel-check file (`--checks`).
    case pixelChecks
    /// A Tiled map from HexBoard's exporter (`convert` to `.tmj`).
    case tiledMap
    /// The tileset image of the Tiled map at `mapPath`: replaced when it is a PNG and the
    /// map beside it is one of our exports (or was checked as such just before).
    case tilesetImage(mapPath: String)

    /// Whether the file at `path` is this kind's earlier output.
    func isOwnOutput(at path: String) -> Bool {
      switch self {
      case .svg:
        OutputRule.begins(path, with: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
      case .png:
        OutputRule.isHexBoardPNG(path)
      case .pixelChecks:
        OutputRule.begins(path, with: "{\"checks\":[")
      case .tiledMap:
        OutputRule.begins(path, with: "{\n \"compressionlevel\": -1,\n \"height\": ")
      case .tilesetImage(let mapPath):
        OutputRule.begins(path, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
          && OwnKind.tiledMap.isOwnOutput(at: mapPath)
      }
    }
  }

  /// Whether the file at `path` starts with `prefix` (read through links; a file that
  /// cannot be read does not).
  static func begins(_ path: String, with prefix: String) -> Bool {
    begins(path, with: Array(prefix.utf8))
  }

  /// Whether the file at `path` is a PNG whose header chunk is followed by image data.
  static func isHexBoardPNG(_ path: String) -> Bool {
    let start: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    let bytes = prefix(of: path, count: 41)
    return bytes.count == 41 && Array(bytes[0..<12]) == start
      && Array(bytes[12..<16]) == Array("IHDR".utf8) && Array(bytes[37..<41]) == Array("IDAT".utf8)
  }

  /// Whether the file at `path` starts with the bytes `expected`.
  static func begins(_ path: String, with expected: [UInt8]) -> Bool {
    prefix(of: path, count: expected.count) == expected
  }

  /// Up to the first `count` bytes of the file at `path` (read through links; none if it
  /// cannot be read).
  static func prefix(of path: String, count wanted: Int) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: wanted)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      count += got
    }
    return Array(bytes[0..<count])
  }

  /// What identifies a file that exists, or one a save would create.
  private enum Key: Equatable {
    case existing(device: UInt64, inode: UInt64)
    case new(folderDevice: UInt64, folderInode: UInt64, name: String)
  }

  /// Checks `outputs` (standard output, `-` where it means that, is skipped) against the
  /// rule above.
  ///
  /// - Parameters:
  ///   - inputs: every file the command reads (`-` is skipped).
  ///   - edited: the input an editing command rewrites, if any (one of `inputs`).
  ///   - force: whether `--force` was given.
  /// - Throws: ``CLIError/failure(_:)`` for the first output that breaks the rule.
  static func check(
    _ outputs: [Output], inputs: [String], edited: String? = nil, force: Bool
  ) throws {
    let editedKey = edited.flatMap { $0 == "-" ? nil : existingKey($0) }
    let inputKeys = inputs.filter { $0 != "-" }.compactMap { path in
      existingKey(path).map { (path: path, key: $0) }
    }
    let toStandardOutput = outputs.filter { $0.dashIsStandardOutput && $0.path == "-" }
    if toStandardOutput.count > 1 {
      throw CLIError.usage(
        "\(toStandardOutput[0].role) and \(toStandardOutput[1].role) both write to standard output; give one a file"
      )
    }
    var seen: [(key: Key, output: Output)] = []
    for output in outputs where !(output.dashIsStandardOutput && output.path == "-") {
      let destination: FileIO.Destination
      do {
        destination = try FileIO.destination(forWriting: output.path)
      } catch {
        // A FIFO is what /dev/stdout is when standard output is a pipe: say how to get it.
        let hint = isFIFO(output.path) ? " (use '-' for standard output)" : ""
        throw CLIError.failure("\(error)\(hint)")
      }
      let key: Key
      switch destination {
      case .characterDevice:
        // Written through, never replaced: nothing can be lost by writing it twice.
        continue
      case .newFile(let path):
        guard let created = newKey(path) else { continue }
        key = created
      case .regularFile(let path):
        guard let existing = existingKey(path) else { continue }
        key = existing
        if existing != editedKey {
          if let input = inputKeys.first(where: { $0.key == existing }) {
            let named = input.path == output.path ? "" : " (\(input.path))"
            throw CLIError.failure(
              "\(output.path): is an input of this command\(named); \(output.role) cannot overwrite it"
            )
          }
          if !force && !(output.kind?.isOwnOutput(at: path) ?? false) {
            throw CLIError.failure(
              "refusing to overwrite existing file '\(output.path)' (use --force)")
          }
        }
      }
      if let earlier = seen.first(where: { $0.key == key }) {
        throw CLIError.failure(
          "\(output.path): named by both \(earlier.output.role) and \(output.role); give each output its own file"
        )
      }
      seen.append((key, output))
    }
  }

  /// Whether something (even a link that leads nowhere) is at `path`.
  static func isPresent(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Whether `path` leads to a FIFO.
  static func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
  }

  /// The identity of the file `path` leads to, if it exists.
  private static func existingKey(_ path: String) -> Key? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return .existing(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// The identity of a file a save would create at `path`: its folder's and its name.
  private static func newKey(_ path: String) -> Key? {
    let (folder, name) = FileIO.split(path)
    var info = stat()
    guard stat(folder, &info) == 0 else { return nil }
    return .new(folderDevice: UInt64(info.st_dev), folderInode: UInt64(info.st_ino), name: name)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// An installed copy of Wesnoth's data folder (the one holding `core/terrain.cfg`), such as
/// Debian's `wesnoth-1.16-data` at ``debianDirectory``.
public struct WesnothData: Sendable {
  /// Where Debian's `wesnoth-1.16-data` package puts the data.
  public static let debianDirectory = "/usr/share/games/wesnoth/1.16/data"

  /// The data folder.
  public let directory: String

  /// The data in a folder (it need not exist: see ``isInstalled``).
  ///
  /// - Parameter directory: the folder holding `core/terrain.cfg`.
  public init(directory: String = WesnothData.debianDirectory) {
    self.directory = directory
  }

  /// Whether the folder holds `core/terrain.cfg`.
  public var isInstalled: Bool {
    access(directory + "/core/terrain.cfg", R_OK) == 0
  }

  /// The terrain types of `core/terrain.cfg`, or ``WesnothTerrainTable/builtIn`` when the file
  /// is not there.
  ///
  /// - Throws: ``WesnothDataError`` when the file is there but cannot be read or parsed.
  public func terrainTable() throws(WesnothDataError) -> WesnothTerrainTable {
    let path = directory + "/core/terrain.cfg"
    guard access(path, F_OK) == 0 else { return .builtIn }
    let wml = try parse(path)
    do { return try WesnothTerrainTable(wml: wml) } catch {
      throw WesnothDataError(path: path, problem: error.description)
    }
  }

  /// The movetypes of `core/units.cfg`, in file order.
  ///
  /// - Throws: ``WesnothDataError`` when the file is missing, unreadable or malformed.
  public func movetypes() throws(WesnothDataError) -> [WesnothMovetype] {
    let path = directory + "/core/units.cfg"
    let wml = try parse(path)
    do { return try WesnothMovetype.movetypes(in: wml) } catch {
      throw WesnothDataError(path: path, problem: error.description)
    }
  }

  /// Every `.map` file under the folder, paths sorted bytewise (symbolic links not followed).
  public func mapFiles() -> [String] {
    files(withSuffix: ".map")
  }

  /// Every regular file under the folder whose name ends with `suffix`, paths sorted
  /// bytewise (symbolic links not followed).
  ///
  /// - Parameter suffix: the end of the file name, such as `.cfg`.
  public func files(withSuffix suffix: String) -> [String] {
    var found: [String] = []
    var pending = [directory]
    while let folder = pending.popLast() {
      guard let handle = opendir(folder) else { continue }
      while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        if (info.st_mode & S_IFMT) == S_IFDIR {
          pending.append(path)
        } else if (info.st_mode & S_IFMT) == S_IFREG && name.hasSuffix(suffix) {
          found.append(path)
        }
      }
      closedir(handle)
    }
    return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  /// The bytes of a file.
  ///
  /// - Parameter path: the file.
  /// - Throws: ``WesnothDataError`` when it cannot be opened or read.
  public static func readFile(_ path: String) throws(WesnothDataError) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw WesnothDataError(path: path, problem: String(cString: strerror(errno)))
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes += chunk[..<count]
      if count < chunk.count {
        if ferror(file) != 0 { throw WesnothDataError(path: path, problem: "read error") }
        return bytes
      }
    }
  }

  private func parse(_ path: String) throws(WesnothDataError) -> WesnothWMLNode {
    let bytes = try Self.readFile(path)
    do { return try WesnothWMLNode.parse(bytes) } catch {
      throw WesnothDataError(path: path, problem: error.description)
    }
  }
}

/// A Wesnoth data file that cannot be used: which file, and what went wrong.
public struct WesnothDataError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file.
  public let path: String
  /// What is wrong (with a line and column when the text is at fault).
  public let problem: String

  /// `path: problem`.
  public var description: String { "\(path): \(problem)" }
}

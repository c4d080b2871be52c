// Reading and writing test files with the C library, not with the code under test.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole files in and out, and folders, for the tests (the library's own reader and
/// writer are what the tests check, so they do not use them to set up).
package enum MapFileTestIO {
  package struct Failure: Error {
    package let message: String
    package init(message: String) { self.message = message }
  }

  package static func read(_ path: String) throws -> [UInt8] {
    guard let file = fopen(path, "rb") else { throw Failure(message: "cannot open \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  package static func write(_ bytes: [UInt8], to path: String) throws {
    guard let file = fopen(path, "wb") else { throw Failure(message: "cannot create \(path)") }
    defer { fclose(file) }
    _ = fwrite(bytes, 1, bytes.count, file)
  }

  /// A fresh empty folder under /tmp.
  package static func temporaryFolder() throws -> String {
    var template = Array("/tmp/hexboard-persist-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw Failure(message: "mkdtemp failed") }
    return String(cString: made)
  }

  /// The names in `folder`.
  package static func list(_ folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Removes a folder and the files in it.
  package static func removeFolder(_ folder: String) {
    chmod(folder, 0o755)
    for name in list(folder) { unlink(folder + "/" + name) }
    rmdir(folder)
  }

  package static func mode(_ path: String) -> Int {
    var info = stat()
    guard stat(path, &info) == 0 else { return -1 }
    return Int(info.st_mode & 0o7777)
  }
}

/// Small file helpers for the file-kind tests.
package enum FileIOTestSupport {
  package static func makeFolder(_ path: String) throws {
    guard mkdir(path, 0o755) == 0 else { throw FileKinds.Failure(description: "mkdir \(path)") }
  }

  package static func write(_ text: String, to path: String) throws {
    try MapFileTestIO.write(Array(text.utf8), to: path)
  }
}

// The temporary files of atomic saves: created locked, and cleaned up by later saves once
// their writer is gone.
//
// How a later save tells a leftover from a live writer's file: every writer holds an
// exclusive advisory lock (flock(2)) on its temporary file from just after creating it
// until just after renaming it. The kernel drops the lock when the writer's descriptor is
// closed, which happens however the process ends (SIGKILL, crash, power loss — then the
// lock is gone with the machine). So a temporary file whose lock can be taken has no
// writer left and may be removed; one whose lock is held belongs to a save in progress, in
// this process or another. Unlike a pid test (kill(pid, 0)) this is not fooled by a pid
// that was reused, and needs no clock.

import HexText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileIO {
  /// A temporary file of a save, open and locked by this process.
  struct TemporaryFile {
    let fd: Int32
    let path: String

    /// The name of a temporary file for `base`: `.BASE.PID-RANDOM.tmp`.
    static func name(for base: String) -> String {
      ".\(base).\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
    }

    /// Whether `name` is a temporary file of a save of `base` (any process's).
    static func isTemporaryName(_ name: String, for base: String) -> Bool {
      let prefix = "." + base + "."
      guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return false }
      let middle = name.utf8.dropFirst(prefix.utf8.count).dropLast(4)
      guard let dash = middle.firstIndex(of: UInt8(ascii: "-")) else { return false }
      let pid = middle[..<dash]
      let random = middle[middle.index(after: dash)...]
      return !pid.isEmpty && pid.allSatisfy { (0x30...0x39).contains($0) } && !random.isEmpty
        && random.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Creates and locks a new temporary file in `folder` for the file named `base`.
    static func create(in folder: String, for base: String, reportedAs path: String) throws
      -> TemporaryFile
    {
      var lastError: Int32 = EEXIST
      for _ in 0..<16 {
        let temporary = folder + "/" + name(for: base)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
          lastError = errno
          if lastError == EEXIST { continue }
          break
        }
        // Between open and flock another save may have found the file unlocked and be
        // removing it as a leftover. Then either the lock is taken (by that save) or the
        // name no longer leads to this file: start again with a new name. (The other save
        // unlinks only while holding the lock, so once ours is held and the name checked,
        // the file is ours until we close it.)
        if lockExclusively(fd), refersTo(temporary, fd) {
          return TemporaryFile(fd: fd, path: temporary)
        }
        lastError = EEXIST
        close(fd)
      }
      throw failure(
        path, "cannot create a temporary file in \(MessageText.quoted(folder))", lastError)
    }

    /// Removes the temporary files of earlier saves of `base` in `folder` whose writer is
    /// gone (their lock can be taken); files of saves still running are kept. Best effort:
    /// a file that cannot be examined is left alone, and nothing here fails a save.
    static func removeLeftovers(in folder: String, for base: String) {
      guard let directory = opendir(folder) else { return }
      var names: [String] = []
      while let entry = readdir(directory) {
        // Read the name in place: a dirent is only as long as its name, so copying the
        // whole 256-byte `d_name` field reads past the end of the last entry (ASan saw it).
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        let name = String(
          cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
            to: CChar.self))
        if isTemporaryName(name, for: base) { names.append(name) }
      }
      closedir(directory)
      for name in names {
        let path = folder + "/" + name
        // O_NOFOLLOW and O_NONBLOCK: never follow a planted link or wait on a planted FIFO.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { continue }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, lockExclusively(fd),
          refersTo(path, fd)
        {
          unlink(path)
        }
        close(fd)
      }
    }

    /// Takes the exclusive advisory lock on `fd` without waiting; false if another open
    /// file description holds it.
    static func lockExclusively(_ fd: Int32) -> Bool {
      while true {
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
        if errno != EINTR { return false }
      }
    }

    /// Whether `path` still names the file open on `fd` (same device and inode).
    static func refersTo(_ path: String, _ fd: Int32) -> Bool {
      var byName = stat()
      var byDescriptor = stat()
      return lstat(path, &byName) == 0 && fstat(fd, &byDescriptor) == 0
        && byName.st_dev == byDescriptor.st_dev && byName.st_ino == byDescriptor.st_ino
    }
  }
}

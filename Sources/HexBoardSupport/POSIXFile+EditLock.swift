// Serialising in-place edits of one file across processes: an advisory lock on the file
// itself, held from before it is read until after its new version is renamed over it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension POSIXFile {
  /// One version of a file on disk: which file (device and inode) and its size, modification
  /// and status-change times. A save through ``writeAtomically(_:to:)`` makes a new file
  /// (another inode); a program that rewrites the file in place changes its times.
  package struct Stamp: Equatable, Sendable {
    /// The device the file is on.
    package let device: UInt64
    /// The file's inode number on that device.
    package let inode: UInt64
    /// Its size in bytes.
    package let size: Int64
    /// Its modification time, seconds and nanoseconds.
    package let modified: [Int64]
    /// Its status-change time, seconds and nanoseconds.
    package let changed: [Int64]

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      #if canImport(Darwin)
        modified = [Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec)]
        changed = [Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec)]
      #else
        modified = [Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
        changed = [Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec)]
      #endif
    }
  }

  /// The stamp of the file `path` leads to (through symbolic links), or `nil` if there is
  /// none.
  package static func stamp(of path: String) -> Stamp? {
    var info = stat()
    return stat(path, &info) == 0 ? Stamp(info) : nil
  }

  /// An exclusive advisory lock (`flock`) on the regular file an in-place edit rewrites,
  /// taken by ``lockForEditing(_:)`` before the edit reads the file and held until its
  /// save has renamed the new version over it (``release()``, or when the lock is freed).
  ///
  /// Every in-place edit that takes it is serialised with every other: the second waits,
  /// then reads the first one's result, so neither edit is lost. A program that does not
  /// take it (another editor) is not held back, but its change is noticed:
  /// ``isUnchanged`` compares the file with its ``stamp`` of when the lock was taken.
  package final class EditLock {
    /// The path locked, as given.
    package let path: String
    /// The file as it was when the lock was taken.
    package let stamp: Stamp
    /// The open file the lock is on (-1 once released).
    private var descriptor: Int32
    /// Whether the file system gave the lock (some network file systems refuse `flock`;
    /// the edit then relies on ``isUnchanged`` alone).
    package let isLocked: Bool

    fileprivate init(path: String, stamp: Stamp, descriptor: Int32, isLocked: Bool) {
      self.path = path
      self.stamp = stamp
      self.descriptor = descriptor
      self.isLocked = isLocked
    }

    deinit { release() }

    /// Whether `path` still leads to the locked file, unchanged since the lock was taken.
    package var isUnchanged: Bool { POSIXFile.stamp(of: path) == stamp }

    /// Gives the lock up (closing the file lets the next edit in); once is enough.
    package func release() {
      guard descriptor >= 0 else { return }
      close(descriptor)
      descriptor = -1
    }
  }

  /// Waits for and takes the edit lock of the regular file `path` leads to (see
  /// ``EditLock``), or returns `nil` when there is no regular file there to lock (nothing
  /// there, a device, a file that cannot be opened): the read that follows reports that.
  ///
  /// The lock is on the file, and a save replaces the file by renaming a new one over it,
  /// so a waiter may wake holding the lock of a file that is no longer at `path`: it then
  /// opens the file now there and waits again, until the file it holds is the one `path`
  /// names.
  package static func lockForEditing(_ path: String) -> EditLock? {
    while true {
      // O_NONBLOCK and O_NOCTTY: a path swapped for a FIFO or a terminal never blocks or
      // adopts it; read-only, since only the folder needs to be writable to save.
      let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
      guard fd >= 0 else { return nil }
      var info = stat()
      guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        close(fd)
        return nil
      }
      var locked = true
      while flock(fd, LOCK_EX) != 0 {
        if errno == EINTR { continue }
        // No locks on this file system: edit without one, checking the stamp instead.
        locked = false
        break
      }
      // Still the file at `path`? (Read again after the wait: the holder before may have
      // renamed a new file over it.)
      var named = stat()
      guard fstat(fd, &info) == 0, stat(path, &named) == 0 else {
        close(fd)
        return nil
      }
      if named.st_dev == info.st_dev && named.st_ino == info.st_ino {
        return EditLock(path: path, stamp: Stamp(info), descriptor: fd, isLocked: locked)
      }
      close(fd)
    }
  }
}

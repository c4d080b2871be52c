import Foundation
import HexBoard
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving to and loading from things that are not regular files. A save renames only over
/// a regular file: a character device is written through (and stays a device, even when
/// the tests run as root, who could replace it), while folders, FIFOs, sockets and block
/// devices are refused before anything is written. Loading refuses all of them at once.
@Suite("Persistence: devices, FIFOs, sockets and folders")
struct PersistenceDeviceTests {
  let board: Board

  init() throws {
    board = try Board(name: "d", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
  }

  @Test func savingToDevNullWritesThroughAndKeepsTheDevice() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    let null = FileKinds.device("null", in: folder)
    let number = FileKinds.deviceNumber(null)
    try MapFile.save(board, to: null)
    try BoardPatch(from: board, to: board).save(to: null)
    #expect(FileKinds.isCharacterDevice(null))
    #expect(FileKinds.deviceNumber(null) == number)
    let parent = (null as NSString).deletingLastPathComponent
    #expect(!FileKinds.list(parent).contains { $0.hasPrefix(".null.") }, "no temporary file")
  }

  @Test func aFullDeviceIsAWriteError() throws {
    #if os(Linux)
      let folder = try FileKinds.folder()
      defer { FileKinds.remove(folder) }
      let full = FileKinds.device("full", in: folder)
      #expect(
        throws: BoardFileError(.io, at: full, "cannot write to the device: No space left on device")
      ) { try MapFile.save(board, to: full) }
      #expect(FileKinds.isCharacterDevice(full))
      let parent = (full as NSString).deletingLastPathComponent
      #expect(!FileKinds.list(parent).contains { $0.hasPrefix(".full.") })
    #endif
  }

  @Test func fifosSocketsBlockDevicesAndFoldersAreRefused() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    let fifo = folder + "/pipe.json"
    try FileKinds.makeFIFO(fifo)
    let socketPath = folder + "/socket.json"
    let socket = try FileKinds.makeSocket(socketPath)
    defer { close(socket) }
    var refused = [
      (fifo, "is a FIFO (named pipe), not a regular file or a character device"),
      (socketPath, "is a socket, not a regular file or a character device"),
      (folder, "is a folder, not a file"),
    ]
    if let block = FileKinds.makeBlockDevice(folder + "/block.json") {
      refused.append((block, "is a block device, not a regular file or a character device"))
    }
    for (path, message) in refused {
      let type = FileKinds.type(path)
      // A FIFO with no reader would block an open for writing: give up after 10 s.
      let outcome = FileKinds.withDeadline(
        seconds: 10, releasing: [fifo]
      ) { [board] in
        Result { try MapFile.save(board, to: path) }
      }
      #expect(!outcome.blocked, "\(path)")
      #expect(throws: BoardFileError(.io, at: path, message)) { try outcome.value.get() }
      #expect(FileKinds.type(path) == type, "\(path) is what it was")
    }
    #expect(!FileKinds.list(folder).contains { $0.hasSuffix(".tmp") })
  }

  @Test func loadingRefusesAnythingButARegularFileAtOnce() throws {
    let folder = try FileKinds.folder()
    defer { FileKinds.remove(folder) }
    let fifo = folder + "/pipe.json"
    try FileKinds.makeFIFO(fifo)
    let socketPath = folder + "/socket.json"
    let socket = try FileKinds.makeSocket(socketPath)
    defer { close(socket) }
    var refused = [
      ("/dev/zero", "is a character device, not a regular file"),
      ("/dev/null", "is a character device, not a regular file"),
      (fifo, "is a FIFO (named pipe), not a regular file"),
      (socketPath, "is a socket, not a regular file"),
      (folder, "is a folder, not a file"),
    ]
    if let block = FileKinds.makeBlockDevice(folder + "/block.json") {
      refused.append((block, "is a block device, not a regular file"))
    }
    for (path, message) in refused {
      // /dev/zero would be read up to the limit, a FIFO would wait for a writer: both must
      // be refused before the first byte. The deadline keeps a regression from hanging.
      let outcome = FileKinds.withDeadline(
        seconds: 10, releasing: [fifo]
      ) { Result { try FileIO.read(path, limit: 1 << 20) } }
      #expect(!outcome.blocked, "\(path)")
      #expect(throws: BoardFileError(.io, at: path, message)) { try outcome.value.get() }
    }
    // The map and patch loaders read through FileIO.read (the Tiled loader too: its test
    // is in HexBoardTiledTests).
    #expect(
      throws: BoardFileError(.io, at: "/dev/zero", "is a character device, not a regular file")
    ) { try MapFile.load(from: "/dev/zero") }
    #expect(
      throws: BoardFileError(.io, at: "/dev/zero", "is a character device, not a regular file")
    ) { try BoardPatch.load(from: "/dev/zero") }
  }
}

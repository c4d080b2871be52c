import Foundation
import HexBoard
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hostile files on disk, end to end: device files, FIFOs, sockets, folders and symbolic
/// links (to devices, to nothing, in loops) as the inputs and outputs of every kind of
/// command. Each gives its exact exit status and message, at once (a FIFO never makes a
/// command wait, /dev/zero is never read), and nothing is written anywhere: the folder is
/// as it was and every device is still the device it was.
@Suite("Reliability: devices and links as inputs and outputs", .serialized)
struct ReliabilityHostileFileTests {
  /// The folder every case runs in: a map, a patch, and the hostile names.
  struct Sandbox {
    let box: CLISandbox
    let socket: Int32
    let hasBlockDevice: Bool
    /// The devices the cases write to, as the commands name them: `null` and `full` in the
    /// folder when the tests run as root (private copies, see FileKinds.device), else
    /// `/dev/null` and `/dev/full`.
    let null: String
    let full: String
  }

  static func sandbox() throws -> Sandbox {
    let box = try CLISandbox()
    let relative = { (path: String) in
      path.hasPrefix("/dev/") ? path : (path as NSString).lastPathComponent
    }
    let null = relative(FileKinds.device("null", in: box.folder))
    let full = relative(FileKinds.device("full", in: box.folder))
    try box.makeMap("map.json")
    try box.succeed("diff", "map.json", "map.json", "-o", "p.json")
    try FileKinds.makeFIFO(box.path("pipe.json"))
    try FileKinds.makeFIFO(box.path("pipe.tmj"))
    let socket = try FileKinds.makeSocket(box.path("socket.json"))
    try FileIOTestSupport.makeFolder(box.path("folder.json"))
    try box.link("zero.json", to: "/dev/zero")
    try box.link("zero.tmj", to: "/dev/zero")
    try box.link("dangling.json", to: "gone.json")
    try box.link("dangling.tmj", to: "gone.tmj")
    try box.link("loop.json", to: "loop.json")
    try box.link("null.json", to: null)
    let hasBlockDevice = FileKinds.makeBlockDevice(box.path("block.json")) != nil
    return Sandbox(
      box: box, socket: socket, hasBlockDevice: hasBlockDevice, null: null, full: full)
  }

  static let notRegular = "not a regular file"
  static let notWritable = "not a regular file or a character device"
  static let standardInput = " (use '-' for standard input)"
  static let standardOutput = " (use '-' for standard output)"

  @Test(arguments: [
    // Inputs: maps, patches and Tiled maps.
    (["info", "/dev/zero"], "/dev/zero: is a character device, \(notRegular)"),
    (["validate", "/dev/null"], "/dev/null: is a character device, \(notRegular)"),
    (["show", "zero.json"], "zero.json: is a character device, \(notRegular)"),
    (["info", "pipe.json"], "pipe.json: is a FIFO (named pipe), \(notRegular)\(standardInput)"),
    (["render", "socket.json"], "socket.json: is a socket, \(notRegular)"),
    (["info", "folder.json"], "folder.json: is a folder, not a file"),
    (
      ["info", "dangling.json"],
      "dangling.json: is a symbolic link to 'gone.json', which does not exist"
    ),
    (["info", "loop.json"], "loop.json: cannot open the file: Too many levels of symbolic links"),
    (["path", "null.json", "0,0", "1,1"], "null.json: is a character device, \(notRegular)"),
    (
      ["diff", "map.json", "pipe.json"],
      "pipe.json: is a FIFO (named pipe), \(notRegular)\(standardInput)"
    ),
    (["patch", "map.json", "/dev/zero"], "/dev/zero: is a character device, \(notRegular)"),
    (
      ["patch", "map.json", "pipe.json", "-o", "-"],
      "pipe.json: is a FIFO (named pipe), \(notRegular)\(standardInput)"
    ),
    (["convert", "pipe.tmj", "out.json"], "pipe.tmj: is a FIFO (named pipe), \(notRegular)"),
    (["convert", "zero.tmj", "out.json"], "zero.tmj: is a character device, \(notRegular)"),
    (
      ["convert", "dangling.tmj", "out.json"],
      "dangling.tmj: is a symbolic link to 'gone.tmj', which does not exist"
    ),
    (["convert", "zero.json", "out.tmj"], "zero.json: is a character device, \(notRegular)"),
    // Edits in place of something that is not a regular file.
    (
      ["paint", "@null", "forest", "--at", "1,1"],
      "@null: is a character device, \(notRegular)"
    ),
    (
      ["paint", "pipe.json", "forest", "--at", "1,1"],
      "pipe.json: is a FIFO (named pipe), \(notWritable)\(standardOutput)"
    ),
    (
      ["elevation", "dangling.json", "3", "--at", "1,1"],
      "dangling.json: is a symbolic link to 'gone.json', which does not exist"
    ),
    (
      ["object", "add", "folder.json", "--id", "a", "--kind", "unit", "--at", "1,1"],
      "folder.json: is a folder, not a file"
    ),
    // Outputs.
    (
      ["new", "--columns", "2", "--rows", "2", "-o", "@full"],
      "cannot save '@full': cannot write to the device: No space left on device"
    ),
    (
      ["render", "map.json", "-o", "@full"],
      "cannot write '@full': cannot write to the device: No space left on device"
    ),
    (
      ["new", "--columns", "2", "--rows", "2", "-o", "pipe.json", "--force"],
      "pipe.json: is a FIFO (named pipe), \(notWritable)\(standardOutput)"
    ),
    (
      ["generate", "islands", "-o", "socket.json", "--force"],
      "socket.json: is a socket, \(notWritable)"
    ),
    (
      ["paint", "map.json", "forest", "--at", "1,1", "-o", "folder.json", "--force"],
      "folder.json: is a folder, not a file"
    ),
    (
      ["crop", "map.json", "--from", "0,0", "--to", "1,1", "-o", "dangling.json", "--force"],
      "dangling.json: is a symbolic link to 'gone.json', which does not exist"
    ),
    (
      ["resize", "map.json", "--columns", "9", "--rows", "9", "-o", "loop.json", "--force"],
      "loop.json: is a chain of more than 40 symbolic links"
    ),
    (
      ["diff", "map.json", "map.json", "-o", "pipe.json"],
      "pipe.json: is a FIFO (named pipe), \(notWritable)\(standardOutput)"
    ),
    (
      ["path", "map.json", "0,0", "1,1", "--svg", "dangling.json"],
      "dangling.json: is a symbolic link to 'gone.json', which does not exist"
    ),
    (
      ["render", "map.json", "--checks", "pipe.json", "-o", "out.svg"],
      "pipe.json: is a FIFO (named pipe), \(notWritable)\(standardOutput)"
    ),
    (
      ["convert", "map.json", "dangling.tmj"],
      "dangling.tmj: is a symbolic link to 'gone.tmj', which does not exist"
    ),
    (
      ["convert", "map.json", "out.tmj", "--checks", "socket.json"],
      "socket.json: is a socket, \(notWritable)"
    ),
  ])
  func refusedAtOnceWithNothingWritten(arguments: [String], message: String) throws {
    let sandbox = try Self.sandbox()
    let box = sandbox.box
    defer { close(sandbox.socket) }
    // @null and @full: the devices the cases write to (private copies when root).
    func resolved(_ text: String) -> String {
      text.replacingOccurrences(of: "@null", with: sandbox.null)
        .replacingOccurrences(of: "@full", with: sandbox.full)
    }
    let devices = ["/dev/null", "/dev/zero", "/dev/full", sandbox.null, sandbox.full].map {
      (box.path($0), FileKinds.deviceNumber(box.path($0)))
    }
    try box.expectRefusal(arguments.map(resolved), resolved(message))
    for (device, number) in devices {
      #expect(FileKinds.isCharacterDevice(device), "\(device)")
      #expect(FileKinds.deviceNumber(device) == number, "\(device)")
    }
  }

  /// Block devices only exist when the tests run as root (only root can make one).
  @Test func blockDevicesAreRefusedAsInputsAndOutputs() throws {
    let sandbox = try Self.sandbox()
    let box = sandbox.box
    defer { close(sandbox.socket) }
    guard sandbox.hasBlockDevice else { return }
    try box.expectRefusal(
      ["info", "block.json"], "block.json: is a block device, \(Self.notRegular)")
    try box.expectRefusal(
      ["new", "--columns", "2", "--rows", "2", "-o", "block.json", "--force"],
      "block.json: is a block device, \(Self.notWritable)")
    #expect(FileKinds.type(box.path("block.json")) == S_IFBLK)
  }

  /// A character device behind a link is written through, like the device itself.
  @Test func aLinkToDevNullIsWrittenThrough() throws {
    let sandbox = try Self.sandbox()
    let box = sandbox.box
    defer { close(sandbox.socket) }
    let null = box.path(sandbox.null)
    let number = FileKinds.deviceNumber(null)
    let before = box.snapshot()
    let result = try box.succeed("new", "--columns", "2", "--rows", "2", "-o", "null.json")
    #expect(result.output.isEmpty)
    #expect(box.snapshot() == before)
    #expect(FileKinds.isCharacterDevice(null))
    #expect(FileKinds.deviceNumber(null) == number)
  }
}

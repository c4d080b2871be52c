#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the pipe the signal handlers write the signal number into (a signal
/// handler may only call async-signal-safe functions: `write` is one). -1 when no editor
/// runs.
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1

/// The terminal while the editor runs: raw mode, the alternate screen, a hidden cursor and
/// xterm SGR mouse reports (modes 1000 and 1006), and back again.
///
/// ``restore()`` undoes all of it; ``EditCommand`` calls it on every way out (quit, an
/// error, SIGINT, SIGTERM, end of input), so the shell is never left in raw mode.
/// SIGWINCH, SIGINT and SIGTERM are turned into bytes on a pipe (the self-pipe trick), so
/// the loop waits on one `poll` for keys and signals alike.
final class EditorTerminal {
  /// The escapes entering the editor's screen: alternate screen, cursor hidden, mouse on.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"
  /// The escapes leaving it: mouse off, cursor shown, colours reset, main screen back.
  static let restoreSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  private var saved = termios()
  private var isActive = false
  private var signalPipe: (read: Int32, write: Int32) = (-1, -1)

  /// The window size of the terminal on standard output, or `nil` when it cannot tell.
  static func windowSize() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Enters raw mode and the editor's screen, and installs the signal handlers.
  func enter() throws {
    guard tcgetattr(0, &saved) == 0 else {
      throw CLIError.failure(
        "cannot read the terminal's settings: \(String(cString: strerror(errno)))")
    }
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else {
      throw CLIError.failure("cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    signalPipe = (fds[0], fds[1])
    _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
    signalPipeWrite = fds[1]
    for caught in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] {
      _ = signal(caught) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipeWrite, &byte, 1)
      }
    }
    // A parent may have started us with these blocked (posix_spawn passes its mask on).
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for caught in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] { sigaddset(&wanted, caught) }
    _ = pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    var raw = saved
    // cfmakeraw, by hand (it is not everywhere): no echo, no line editing, no signals from
    // keys (Ctrl-C arrives as a byte), no output processing, 8-bit characters.
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else {
      restoreSignals()
      throw CLIError.failure(
        "cannot put the terminal in raw mode: \(String(cString: strerror(errno)))")
    }
    isActive = true
    writeAll(Array(Self.enterSequence.utf8), to: 1)
  }

  /// Leaves the editor's screen and restores the settings and signal handlers found on
  /// entry. Safe to call twice.
  func restore() {
    guard isActive else { return }
    isActive = false
    writeAll(Array(Self.restoreSequence.utf8), to: 1)
    _ = tcsetattr(0, TCSAFLUSH, &saved)
    restoreSignals()
  }

  private func restoreSignals() {
    for caught in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] { _ = signal(caught, SIG_DFL) }
    signalPipeWrite = -1
    if signalPipe.read >= 0 { close(signalPipe.read) }
    if signalPipe.write >= 0 { close(signalPipe.write) }
    signalPipe = (-1, -1)
  }

  /// What woke the loop.
  enum Event {
    case input([UInt8])
    case endOfInput
    case signal(Int32)
  }

  /// Waits for input or a signal.
  func next() -> Event {
    while true {
      var fds = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return .endOfInput
      }
      if fds[1].revents & Int16(POLLIN) != 0 {
        var byte: UInt8 = 0
        if read(signalPipe.read, &byte, 1) == 1 { return .signal(Int32(byte)) }
      }
      if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        if count <= 0 { return .endOfInput }
        return .input(Array(buffer[0..<count]))
      }
    }
  }
}

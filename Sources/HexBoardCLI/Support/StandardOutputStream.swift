import HexBoard
import HexBoardRendering

/// A `TextOutputStream` to a command's standard output, so streamed renderings (SVG, the
/// terminal preview) go out piece by piece instead of as one big string.
struct StandardOutputStream: TextOutputStream {
  let context: CommandContext

  mutating func write(_ string: String) {
    context.write(string)
  }
}

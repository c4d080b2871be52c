import HexBoard

extension Board {
  /// Draws the board and writes the picture to `path`, in the format its extension names
  /// (``PictureFormat``: `.svg` or `.png`): the one call a script needs.
  ///
  /// The file is written as map files are saved (`MapFile.save`): through a temporary file
  /// renamed into place, so a reader never sees half a picture and a failed write leaves
  /// the previous file as it was; a symbolic link at `path` stays a link.
  ///
  /// ```swift
  /// try board.render(to: "world.svg", options: PictureOptions(sizing: .fit(width: 800, height: 600)))
  /// ```
  ///
  /// A PNG is drawn by ``PNGRenderer`` with an opaque background unless `transparent` (which
  /// SVG ignores: its background is ``PictureOptions/background`` either way).
  ///
  /// - Throws: ``PictureFormatError`` for an extension no format has (nothing is written),
  ///   ``PictureSizeError`` for a PNG too big to draw, or `BoardFileError` naming the path
  ///   if the file cannot be written.
  /// - Complexity: O(cells), streamed: the SVG is never held in memory whole; a PNG holds
  ///   its pixels (4 bytes each) and streams the file.
  public func render(
    to path: String, options: PictureOptions = PictureOptions(), transparent: Bool = false
  ) throws {
    // Drawn before the file is opened (a PNG's pixels), so a picture too big leaves nothing
    // behind; an SVG is streamed as it is drawn.
    let picture = try PictureDocument(
      self, format: try PictureFormat(path: path), options: options, transparent: transparent)
    try FileIO.writeAtomically(to: path) { sink in try picture.write { try sink.write($0) } }
  }
}

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
  /// try board.render(to: "world.svg", options: SVGOptions(sizing: .fit(width: 800, height: 600)))
  /// ```
  ///
  /// A PNG is drawn by ``PNGRenderer`` with an opaque background unless `transparent` (which
  /// SVG ignores: its background is ``SVGOptions/background`` either way).
  ///
  /// - Throws: ``PictureFormatError`` for an extension no format has (nothing is written),
  ///   ``PictureSizeError`` for a PNG too big to draw, or `BoardFileError` naming the path
  ///   if the file cannot be written.
  /// - Complexity: O(cells), streamed: the SVG is never held in memory whole; a PNG holds
  ///   its pixels (4 bytes each) and streams the file.
  public func render(
    to path: String, options: SVGOptions = SVGOptions(), transparent: Bool = false
  ) throws {
    switch try PictureFormat(path: path) {
    case .png:
      let renderer = PNGRenderer(options: options, transparent: transparent)
      // Drawn before the file is opened, so a picture too big leaves nothing behind.
      let canvas = try renderer.canvas(for: self)
      try FileIO.writeAtomically(to: path) { sink in
        try PNGRenderer.encode(canvas, alpha: transparent) { try sink.write($0) }
      }
    case .svg:
      let renderer = SVGRenderer(options: options)
      try FileIO.writeAtomically(to: path) { sink in
        var stream = SinkTextStream(sink)
        renderer.render(self, to: &stream)
        sink = try stream.finish()
      }
    }
  }
}

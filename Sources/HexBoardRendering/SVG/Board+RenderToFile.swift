import HexBoard

extension Board {
  /// Draws the board and writes the picture to `path`, in the format its extension names
  /// (``PictureFormat``: `.svg` today): the one call a script needs.
  ///
  /// The file is written as map files are saved (`MapFile.save`): through a temporary file
  /// renamed into place, so a reader never sees half a picture and a failed write leaves
  /// the previous file as it was; a symbolic link at `path` stays a link.
  ///
  /// ```swift
  /// try board.render(to: "world.svg", options: SVGOptions(sizing: .fit(width: 800, height: 600)))
  /// ```
  ///
  /// - Throws: ``PictureFormatError`` for an extension no format has (nothing is written),
  ///   or `BoardFileError` naming the path if the file cannot be written.
  /// - Complexity: O(cells), streamed: the picture is never held in memory whole.
  public func render(to path: String, options: SVGOptions = SVGOptions()) throws {
    switch try PictureFormat(path: path) {
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

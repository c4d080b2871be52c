import HexBoard

/// A picture of a board ready to be written in one ``PictureFormat``: the one place that
/// turns a format into bytes, for `Board.render(to:options:transparent:)` and the
/// command line's pictures (files and standard output alike). Use it to stream a picture
/// somewhere other than a file (a socket, standard output, an archive).
///
/// A PNG is drawn when the document is made, so a picture too big to draw fails before any
/// file is opened; an SVG is drawn while it is written, streamed, never held whole.
///
/// ```swift
/// let picture = try PictureDocument(board, format: .svg, options: PictureOptions())
/// var bytes: [UInt8] = []
/// try picture.write { bytes += $0 }
/// ```
public struct PictureDocument: Sendable {
  private enum Content {
    case svg(SVGRenderer, Board)
    case png(RasterCanvas, alpha: Bool)
  }

  private let content: Content

  /// The picture of `board` in `format`, drawn with `options`; a PNG's background is
  /// transparent when `transparent` (SVG ignores it: its background is
  /// ``PictureOptions/background`` either way).
  ///
  /// - Throws: ``PictureSizeError`` for a PNG with a side over ``RasterCanvas/maximumSide``
  ///   or over ``RasterCanvas/maximumPixels`` in all.
  public init(
    _ board: Board, format: PictureFormat, options: PictureOptions, transparent: Bool = false
  ) throws {
    switch format {
    case .svg:
      content = .svg(SVGRenderer(options: options), board)
    case .png:
      let canvas = try PNGRenderer(options: options, transparent: transparent).canvas(for: board)
      content = .png(canvas, alpha: transparent)
    }
  }

  /// Writes the file's bytes to `output` in pieces of at most about 64 KiB.
  ///
  /// - Throws: what `output` throws (the first error ends the write).
  public func write(to output: ([UInt8]) throws -> Void) throws {
    switch content {
    case .png(let canvas, let alpha):
      try PNGRenderer.encode(canvas, alpha: alpha, to: output)
    case .svg(let renderer, let board):
      try withoutActuallyEscaping(output) { output in
        var stream = ChunkedTextStream(output: output)
        renderer.render(board, to: &stream)
        try stream.finish()
      }
    }
  }
}

/// A `TextOutputStream` that hands its UTF-8 on in chunks. A text stream cannot throw, so
/// the first error `output` throws is kept, later text is dropped, and ``finish()``
/// rethrows it.
private struct ChunkedTextStream: TextOutputStream {
  /// The size at which a chunk goes out: large enough that a write costs little per byte.
  static let chunkSize = 1 << 16

  let output: ([UInt8]) throws -> Void
  private var chunk: [UInt8] = []
  private var failure: (any Error)?

  init(output: @escaping ([UInt8]) throws -> Void) {
    self.output = output
    chunk.reserveCapacity(Self.chunkSize)
  }

  mutating func write(_ string: String) {
    guard failure == nil else { return }
    chunk.append(contentsOf: string.utf8)
    if chunk.count >= Self.chunkSize { send() }
  }

  /// Sends what is left; rethrows the first error.
  mutating func finish() throws {
    if failure == nil && !chunk.isEmpty { send() }
    if let failure { throw failure }
  }

  private mutating func send() {
    do {
      try output(chunk)
    } catch {
      failure = error
    }
    chunk.removeAll(keepingCapacity: true)
  }
}

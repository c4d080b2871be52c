/// A `TextOutputStream` into a ``FileIO/Sink``, so renderers that stream text
/// (`SVGRenderer.render(_:to:)`, the terminal preview, the Tiled map file) can write
/// straight into an atomic file write. A text stream cannot throw, so the first write
/// error is kept, later writes are skipped, and ``finish()`` rethrows it.
///
/// ```swift
/// try FileIO.writeAtomically(to: path) { sink in
///   var stream = SinkTextStream(sink)
///   renderer.render(board, to: &stream)
///   sink = try stream.finish()
/// }
/// ```
public struct SinkTextStream: TextOutputStream, Sendable {
  /// Where the text goes.
  public var sink: FileIO.Sink
  /// The first error a write threw.
  public private(set) var failure: (any Error)?

  /// A stream writing into `sink`.
  public init(_ sink: FileIO.Sink) {
    self.sink = sink
  }

  /// Appends `string`'s UTF-8 bytes to the sink (nothing after a failed write).
  public mutating func write(_ string: String) {
    guard failure == nil else { return }
    do {
      try sink.write(string)
    } catch {
      failure = error
    }
  }

  /// The sink to hand back to ``FileIO/writeAtomically(to:_:)``.
  ///
  /// - Throws: the first error a write threw.
  public func finish() throws -> FileIO.Sink {
    if let failure { throw failure }
    return sink
  }
}

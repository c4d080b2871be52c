import HexBoard
@_spi(PixelChecks) import HexBoardRendering

extension Board {
  /// Points of `svg(options:)`'s picture and the colour each should have once rendered
  /// (see ``SVGRenderer/pixelChecks(for:)``).
  public func svgPixelChecks(options: PictureOptions = PictureOptions()) -> [SVGPixelCheck] {
    SVGRenderer(options: options).pixelChecks(for: self)
  }
}

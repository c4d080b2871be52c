// Immediate-mode drawing: `Canvas` and the `GraphicsContext` it hands its renderer. The
// stand-in context records each fill and stroke.

import Foundation

/// How a canvas stores colours.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended-range linear sRGB.
  case extendedLinear
}

/// How the inside of a path is decided when filling it.
public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule (not non-zero winding) is used.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The drawing context of a canvas.
public struct GraphicsContext {
  /// What a fill or stroke paints with.
  public struct Shading: Equatable {
    let color: Color

    /// A plain colour.
    public static func color(_ color: Color) -> GraphicsContext.Shading {
      Shading(color: color)
    }
  }

  let recorder: StandInDrawing

  /// Fills `path` with `shading`.
  public func fill(
    _ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()
  ) {
    recorder.commands.append(.fill(path, shading.color))
  }

  /// Strokes `path` with a line `lineWidth` wide.
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {
    recorder.commands.append(.stroke(path, shading.color, lineWidth: lineWidth))
  }
}

/// A view drawn by a closure, given a context and the view's size.
nonisolated public struct Canvas<Symbols: View>: View {
  /// No content.
  public typealias Body = Never
  let renderer: (inout GraphicsContext, CGSize) -> Void
}

extension Canvas where Symbols == EmptyView {
  /// Creates a canvas drawn by `renderer`.
  public nonisolated init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }
}

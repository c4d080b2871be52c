// The view protocol and the few views and modifiers the adaptor uses. Primitive views have
// no body (`Body == Never`), as in SwiftUI.

import Foundation

/// A piece of user interface.
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
  /// `Never` has no content.
  public typealias Body = Never
}

extension View where Body == Never {
  /// Primitive views have no body; asking for one is a programmer error (SwiftUI traps
  /// too). Nothing in the adaptor or the harness asks.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view of the stand-in and has no body")
  }
}

/// Builds views from closures.
@resultBuilder
public enum ViewBuilder {
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A view that shows nothing.
nonisolated public struct EmptyView: View {
  /// No content.
  public typealias Body = Never
  /// Creates the empty view.
  public nonisolated init() {}
}

/// A colour, also a view that fills its space.
nonisolated public struct Color: Hashable, Sendable, View {
  /// No content.
  public typealias Body = Never
  /// The colour space of a colour's components.
  public enum RGBColorSpace: Sendable, Hashable {
    /// The sRGB colour space.
    case sRGB
  }

  /// The red, green, blue and opacity components, 0…1.
  let components: [Double]

  /// Creates a colour from components in `colorSpace`.
  public nonisolated init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    components = [red, green, blue, opacity]
  }
}

/// Views made from a collection, one per element.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// No content.
  public typealias Body = Never
  /// The elements.
  public var data: Data
  /// The view of one element.
  public var content: (Data.Element) -> Content

  /// Creates one view per element of `data`, identified by the element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }
}

/// A view with a layout value set, as `layoutValue(key:value:)` makes it.
nonisolated struct StandInLayoutValueView<Content: View, Key: LayoutValueKey>: View {
  typealias Body = Never
  let content: Content
  let value: Key.Value
}

/// The coordinate space a tap location is given in.
public enum CoordinateSpace: Hashable, Sendable {
  /// The view's own space.
  case local
  /// The window's space.
  case global
}

/// A view whose tap action receives the tap's location, as `onTapGesture` makes it.
nonisolated struct StandInTapView<Content: View>: View {
  typealias Body = Never
  let content: Content
  let action: (CGPoint) -> Void
}

extension View {
  /// Sets the value of `key` for the custom layout that places this view.
  public nonisolated func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value)
    -> some View
  {
    StandInLayoutValueView<Self, K>(content: self, value: value)
  }

  /// Calls `action` with the location of each tap (or `count` taps) on this view.
  public nonisolated func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    StandInTapView(content: self, action: action)
  }
}

/// The size of the space a `GeometryReader` offers its content.
public struct GeometryProxy {
  /// The size offered.
  public var size: CGSize
}

/// A view whose content is built from the space it is given.
nonisolated public struct GeometryReader<Content: View>: View {
  /// No content.
  public typealias Body = Never
  /// Builds the content from the geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a reader building its content with `content`.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

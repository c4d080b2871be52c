// The custom layout API of SwiftUI (iOS 16, macOS 13): `Layout`, its proposals and subview
// proxies, and layout values.

import Foundation

/// A proposal for the size of a view; `nil` in a dimension means "your ideal size".
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width, or `nil` for unspecified.
  public var width: CGFloat?
  /// The proposed height, or `nil` for unspecified.
  public var height: CGFloat?

  /// Creates a proposal from optional dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal from a size.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal of zero size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// The proposal that leaves both dimensions unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// The proposal of infinite size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal as a size, unspecified dimensions replaced by those of `size`.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// A point in a view's unit coordinate space: `(0, 0)` top leading, `(1, 1)` bottom trailing.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, 0 at the leading edge.
  public var x: CGFloat
  /// The vertical position, 0 at the top.
  public var y: CGFloat

  /// Creates a unit point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The middle of the view.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// A key for a value a view passes to the custom layout that places it.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of views that do not set one.
  static var defaultValue: Value { get }
}

/// A proxy for one subview of a custom layout.
public struct LayoutSubview: Equatable {
  let storage: StandInSubview

  /// The value this subview set for `key` with `layoutValue(key:value:)`, or the key's
  /// default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    storage.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// The size the subview chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    storage.sizing(proposal)
  }

  /// Places the subview with its `anchor` at `position`, offering it `proposal`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    storage.placements.append(
      StandInPlacement(position: position, anchor: anchor, proposal: proposal))
  }

  /// Whether both proxies stand for the same subview.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.storage === rhs.storage
  }
}

/// The subviews a custom layout arranges, in the order they were declared.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let elements: [LayoutSubview]

  /// The index of the first subview.
  public var startIndex: Int { elements.startIndex }
  /// The index past the last subview.
  public var endIndex: Int { elements.endIndex }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// A type that sizes and places a collection of views.
public protocol Layout: Sendable {
  /// Storage the layout may keep between its calls.
  associatedtype Cache = Void
  /// The subviews' proxies.
  typealias Subviews = LayoutSubviews

  /// Creates the cache.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// The size of the container for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize
  /// Places every subview inside `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)
}

extension Layout where Cache == Void {
  /// The empty cache of layouts without one.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
  /// The layout as a container view of the views `content` builds.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    StandInLayoutView(layout: self, content: content())
  }
}

/// What `callAsFunction(_:)` makes: the layout and its content (a stand-in's primitive).
nonisolated struct StandInLayoutView<L: Layout, Content: View>: View {
  typealias Body = Never
  let layout: L
  let content: Content
}

// The test hooks: names SwiftUI does not have (each starts with `StandIn` or `standIn`),
// for tests that build fake subviews and read back what the adaptor did. The adaptor never
// uses them.

import Foundation

/// One call of `LayoutSubview.place(at:anchor:proposal:)`.
public struct StandInPlacement: Equatable, Sendable {
  /// Where the anchor was put.
  public var position: CGPoint
  /// Which point of the subview was put there.
  public var anchor: UnitPoint
  /// The size offered to the subview.
  public var proposal: ProposedViewSize
}

/// One fill or stroke on a stand-in `GraphicsContext`.
public enum StandInDrawCommand: Equatable {
  /// `fill(_:with:style:)` with a colour.
  case fill(Path, Color)
  /// `stroke(_:with:lineWidth:)` with a colour.
  case stroke(Path, Color, lineWidth: CGFloat)
}

/// The state behind a fake subview: its layout values, how it sizes itself, and the
/// placements it received.
final class StandInSubview {
  var values: [ObjectIdentifier: Any]
  let sizing: (ProposedViewSize) -> CGSize
  var placements: [StandInPlacement] = []

  init(values: [ObjectIdentifier: Any], sizing: @escaping (ProposedViewSize) -> CGSize) {
    self.values = values
    self.sizing = sizing
  }
}

/// The commands recorded by a stand-in `GraphicsContext`.
final class StandInDrawing {
  var commands: [StandInDrawCommand] = []
}

extension LayoutSubview {
  /// A fake subview with no layout values that takes whatever size it is offered
  /// (unspecified dimensions count as 10, as `replacingUnspecifiedDimensions()` does).
  public static func standIn() -> LayoutSubview {
    LayoutSubview(
      storage: StandInSubview(values: [:]) { $0.replacingUnspecifiedDimensions() })
  }

  /// This fake subview with `value` set for `key`, as `layoutValue(key:value:)` sets it.
  public func standInSetting<K: LayoutValueKey>(_ key: K.Type, to value: K.Value)
    -> LayoutSubview
  {
    storage.values[ObjectIdentifier(key)] = value
    return self
  }

  /// Every placement this subview received, in order.
  public var standInPlacements: [StandInPlacement] { storage.placements }
}

extension LayoutSubviews {
  /// A collection of fake subviews.
  public init(standIn subviews: [LayoutSubview]) {
    elements = subviews
  }
}

extension GraphicsContext {
  /// A context that records what is drawn on it, and the list it records into.
  public static func standInRecording() -> (GraphicsContext, () -> [StandInDrawCommand]) {
    let drawing = StandInDrawing()
    return (GraphicsContext(recorder: drawing), { drawing.commands })
  }
}

extension Color {
  /// The red, green, blue and opacity components.
  public var standInComponents: [Double] { components }
}

extension Path {
  /// The elements in order.
  public var standInElements: [Path.Element] { elements }
}

/// What `standInRender(_:size:)` saw in a view tree.
@MainActor
public final class StandInRendering {
  /// What the canvases drew, in order.
  public internal(set) var commands: [StandInDrawCommand] = []
  /// For each custom layout met, its subviews after sizing and placing them (the size it
  /// chose, and placements readable through `standInPlacements`).
  public internal(set) var layouts: [(size: CGSize, subviews: LayoutSubviews)] = []
  var tapActions: [(CGPoint) -> Void] = []

  /// Performs the tap actions of the tree at `location`, as a tap there would.
  public func standInTap(at location: CGPoint) {
    for action in tapActions { action(location) }
  }
}

/// Walks `view`'s tree as SwiftUI would when showing it in `size`: bodies are expanded,
/// geometry readers get `size`, canvases draw into recording contexts, custom layouts size
/// and place their subviews (the `ForEach` elements and the other views of their content)
/// in `size`, and tap actions are kept for `StandInRendering.standInTap(at:)`.
@MainActor
public func standInRender(_ view: some View, size: CGSize) -> StandInRendering {
  let rendering = StandInRendering()
  standInVisit(view, size: size, into: rendering)
  return rendering
}

@MainActor
func standInVisit<V: View>(_ view: V, size: CGSize, into rendering: StandInRendering) {
  if let primitive = view as? any StandInPrimitive {
    primitive.standInRender(size: size, into: rendering)
  } else {
    standInVisit(view.body, size: size, into: rendering)
  }
}

/// A stand-in view without a body: what showing it does.
@MainActor
protocol StandInPrimitive {
  @MainActor func standInRender(size: CGSize, into rendering: StandInRendering)
  /// The subviews it gives a custom layout that holds it, with their layout values.
  @MainActor func standInSubviews(values: [ObjectIdentifier: Any]) -> [LayoutSubview]
}

extension StandInPrimitive {
  @MainActor func standInRender(size: CGSize, into rendering: StandInRendering) {}
  @MainActor func standInSubviews(values: [ObjectIdentifier: Any]) -> [LayoutSubview] {
    let subview = LayoutSubview.standIn()
    subview.storage.values = values
    return [subview]
  }
}

@MainActor
func standInCollectSubviews<V: View>(of view: V, values: [ObjectIdentifier: Any]) -> [LayoutSubview]
{
  if let primitive = view as? any StandInPrimitive {
    return primitive.standInSubviews(values: values)
  }
  return standInCollectSubviews(of: view.body, values: values)
}

extension Never: StandInPrimitive {}
extension EmptyView: StandInPrimitive {
  @MainActor func standInSubviews(values: [ObjectIdentifier: Any]) -> [LayoutSubview] { [] }
}
extension Color: StandInPrimitive {}
extension StandInShapeView: StandInPrimitive {}

extension ForEach: StandInPrimitive {
  @MainActor func standInRender(size: CGSize, into rendering: StandInRendering) {
    for element in data { standInVisit(content(element), size: size, into: rendering) }
  }
  @MainActor func standInSubviews(values: [ObjectIdentifier: Any]) -> [LayoutSubview] {
    data.flatMap { standInCollectSubviews(of: content($0), values: values) }
  }
}

extension StandInLayoutValueView: StandInPrimitive {
  @MainActor func standInRender(size: CGSize, into rendering: StandInRendering) {
    standInVisit(content, size: size, into: rendering)
  }
  @MainActor func standInSubviews(values: [ObjectIdentifier: Any]) -> [LayoutSubview] {
    var values = values
    values[ObjectIdentifier(Key.self)] = value
    return standInCollectSubviews(of: content, values: values)
  }
}

extension StandInTapView: StandInPrimitive {
  @MainActor func standInRender(size: CGSize, into rendering: StandInRendering) {
    rendering.tapActions.append(action)
    standInVisit(content, size: size, into: rendering)
  }
}

extension GeometryReader: StandInPrimitive {
  @MainActor func standInRender(size: CGSize, into rendering: StandInRendering) {
    standInVisit(content(GeometryProxy(size: size)), size: size, into: rendering)
  }
}

extension Canvas: StandInPrimitive {
  @MainActor func standInRender(size: CGSize, into rendering: StandInRendering) {
    let drawing = StandInDrawing()
    var context = GraphicsContext(recorder: drawing)
    renderer(&context, size)
    rendering.commands += drawing.commands
  }
}

extension StandInLayoutView: StandInPrimitive {
  @MainActor func standInRender(size: CGSize, into rendering: StandInRendering) {
    let subviews = LayoutSubviews(standIn: standInCollectSubviews(of: content, values: [:]))
    var cache = layout.makeCache(subviews: subviews)
    let proposal = ProposedViewSize(size)
    let chosen = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    layout.placeSubviews(
      in: CGRect(origin: .zero, size: chosen), proposal: proposal, subviews: subviews,
      cache: &cache)
    rendering.layouts.append((chosen, subviews))
  }
}

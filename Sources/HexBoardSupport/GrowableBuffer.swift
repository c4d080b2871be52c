/// A minimal growable array over raw memory: no uniqueness or bounds checks in the hot
/// loops, no reference counting. Its owner frees it.
@usableFromInline
package struct GrowableBuffer<Element> {
  @usableFromInline package var base: UnsafeMutablePointer<Element>?
  @usableFromInline package var count = 0
  @usableFromInline package var capacity = 0

  @inlinable package init() {}

  @inlinable @inline(__always)
  package subscript(position: Int) -> Element {
    get { base.unsafelyUnwrapped[position] }
    nonmutating set { base.unsafelyUnwrapped[position] = newValue }
  }

  @inlinable @inline(__always)
  package mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base.unsafelyUnwrapped + count).initialize(to: element)
    count &+= 1
  }

  @inlinable @inline(__always)
  package mutating func removeLast() -> Element {
    count &-= 1
    return base.unsafelyUnwrapped[count]
  }

  @usableFromInline
  package mutating func grow() {
    let newCapacity = Swift.max(1024, capacity * 2)
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let base {
      newBase.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = newBase
    capacity = newCapacity
  }

  @inlinable
  package mutating func removeAll() { count = 0 }

  /// Copies the elements into an array.
  @usableFromInline
  package func toArray() -> [Element] {
    guard let base else { return [] }
    return Array(UnsafeBufferPointer(start: base, count: count))
  }

  @usableFromInline
  package mutating func deallocate() {
    base?.deallocate()
    base = nil
    count = 0
    capacity = 0
  }
}

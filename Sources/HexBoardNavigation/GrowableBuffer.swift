/// A minimal growable array over raw memory: no uniqueness or bounds checks in the hot
/// loops, no reference counting. Its owner frees it.
@usableFromInline
struct GrowableBuffer<Element> {
  @usableFromInline var base: UnsafeMutablePointer<Element>?
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  @usableFromInline init() {}

  @inlinable @inline(__always)
  subscript(position: Int) -> Element {
    get { base.unsafelyUnwrapped[position] }
    nonmutating set { base.unsafelyUnwrapped[position] = newValue }
  }

  @inlinable @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base.unsafelyUnwrapped + count).initialize(to: element)
    count &+= 1
  }

  @inlinable @inline(__always)
  mutating func removeLast() -> Element {
    count &-= 1
    return base.unsafelyUnwrapped[count]
  }

  @usableFromInline
  mutating func grow() {
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
  mutating func removeAll() { count = 0 }

  /// Copies the elements into an array.
  @usableFromInline
  func toArray() -> [Element] {
    guard let base else { return [] }
    return Array(UnsafeBufferPointer(start: base, count: count))
  }

  @usableFromInline
  mutating func deallocate() {
    base?.deallocate()
    base = nil
    count = 0
    capacity = 0
  }
}

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

  // Inlinable so that every buffer's growth is specialised for its element type: the
  // queues' pushes in the searches' inner loops stay specialised only then.
  @inlinable
  package mutating func grow() {
    let newCapacity = Swift.max(1024, capacity * 2)
    // The rare mapped path is a function of its own, kept out of every inlined push.
    if newCapacity &* MemoryLayout<Element>.stride >= GrowableStorage.mappedBytes {
      return growMapped(to: newCapacity)
    }
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let base {
      newBase.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = newBase
    capacity = newCapacity
  }

  /// Moves the elements into mapped storage of `newCapacity` elements (``MappedPages``).
  @usableFromInline @inline(never)
  mutating func growMapped(to newCapacity: Int) {
    let newBase = MappedPages.allocate(bytes: newCapacity &* MemoryLayout<Element>.stride)
      .bindMemory(to: Element.self, capacity: newCapacity)
    if let base {
      newBase.moveInitialize(from: base, count: count)
      GrowableStorage.free(base, bytes: capacity &* MemoryLayout<Element>.stride)
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
    if let base { GrowableStorage.free(base, bytes: capacity &* MemoryLayout<Element>.stride) }
    base = nil
    count = 0
    capacity = 0
  }
}

/// The storage of growable buffers: heap memory below ``mappedBytes``, and from there on
/// mapped pages of their own (``MappedPages``), so that freeing it gives the memory back to
/// the system at once, whichever thread frees it. A search's lists grown to megabytes on a
/// batch worker would otherwise stay in that thread's heap arena after the batch (about
/// 75 MB of 16 workers' lists at 4096×4096).
@usableFromInline
enum GrowableStorage {
  /// 128 KiB, where the C allocator starts mapping large blocks itself.
  @usableFromInline static let mappedBytes = 1 << 17

  /// Frees a buffer's storage of `bytes` bytes: mapped from ``mappedBytes`` on, heap memory
  /// below.
  @usableFromInline
  static func free(_ storage: UnsafeMutableRawPointer, bytes: Int) {
    guard bytes >= mappedBytes else { return storage.deallocate() }
    MappedPages.deallocate(storage, bytes: bytes)
  }
}

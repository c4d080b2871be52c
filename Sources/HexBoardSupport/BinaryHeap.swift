// The package's one priority queue: A*, Dijkstra and distance fields (keys (f, h) with a
// search entry), landmark repair, and the generators' corridor searches and priority flood
// (keys alone, each a total order so the pop sequence is fixed).

/// A binary min-heap of elements keyed by a `Comparable` key, over ``GrowableBuffer``s (no
/// uniqueness or bounds checks in the hot loops). Its owner frees it with
/// ``deallocate()``; a copy shares the storage, so only one copy may be used.
///
/// The order among equal keys is part of the outputs (paths, goldens): an element sifts up
/// past parents with a strictly greater key and down past children with a strictly smaller
/// one, the right child taken only when strictly smaller than the left. Heaps whose keys are
/// all distinct (a total order) pop in key order whatever the rule.
@usableFromInline
package struct BinaryHeap<Key: Comparable, Element> {
  @usableFromInline var keys = GrowableBuffer<Key>()
  @usableFromInline var elements = GrowableBuffer<Element>()

  /// An empty heap; it allocates on the first push.
  @inlinable package init() {}

  /// Whether the heap holds no element.
  @inlinable
  package var isEmpty: Bool { keys.count == 0 }

  /// The number of entries the heap has room for without growing.
  package var capacity: Int { keys.capacity }

  /// Removes every element, keeping the storage for the next search.
  @inlinable
  package mutating func removeAll() {
    keys.removeAll()
    elements.removeAll()
  }

  /// Adds `element` with priority `key`.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package mutating func push(_ element: Element, key: Key) {
    keys.append(key)
    elements.append(element)
    var i = keys.count - 1
    while i > 0 {
      let parent = (i - 1) >> 1
      if keys[parent] <= key { break }
      keys[i] = keys[parent]
      elements[i] = elements[parent]
      i = parent
    }
    keys[i] = key
    elements[i] = element
  }

  /// Removes and returns an element with the smallest key, or `nil` when empty.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package mutating func pop() -> (element: Element, key: Key)? {
    guard keys.count > 0 else { return nil }
    let top = (elements[0], keys[0])
    let lastKey = keys.removeLast()
    let lastElement = elements.removeLast()
    let n = keys.count
    guard n > 0 else { return top }
    var i = 0
    while true {
      var child = 2 * i + 1
      if child >= n { break }
      if child + 1 < n && keys[child + 1] < keys[child] { child += 1 }
      if lastKey <= keys[child] { break }
      keys[i] = keys[child]
      elements[i] = elements[child]
      i = child
    }
    keys[i] = lastKey
    elements[i] = lastElement
    return top
  }

  /// Frees the storage; the heap is empty afterwards and may be used again.
  @inlinable
  package mutating func deallocate() {
    keys.deallocate()
    elements.deallocate()
  }
}

extension BinaryHeap where Element == Void {
  /// Adds `key` to a heap of keys alone.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package mutating func push(_ key: Key) { push((), key: key) }

  /// Removes and returns the smallest key, or `nil` when empty.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package mutating func popKey() -> Key? { pop()?.key }
}

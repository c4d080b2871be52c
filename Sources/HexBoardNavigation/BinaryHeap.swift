/// A binary min-heap of entries keyed by a 64-bit priority.
@usableFromInline
struct BinaryHeap {
  @usableFromInline var keys = GrowableBuffer<UInt64>()
  @usableFromInline var entries = GrowableBuffer<SearchEntry>()

  @usableFromInline init() {}

  @inlinable
  var isEmpty: Bool { keys.count == 0 }

  @inlinable
  mutating func removeAll() {
    keys.removeAll()
    entries.removeAll()
  }

  @inlinable
  mutating func push(_ entry: SearchEntry, key: UInt64) {
    keys.append(key)
    entries.append(entry)
    var i = keys.count - 1
    while i > 0 {
      let parent = (i - 1) >> 1
      if keys[parent] <= key { break }
      keys[i] = keys[parent]
      entries[i] = entries[parent]
      i = parent
    }
    keys[i] = key
    entries[i] = entry
  }

  @inlinable
  mutating func pop() -> (entry: SearchEntry, key: UInt64)? {
    guard keys.count > 0 else { return nil }
    let top = (entries[0], keys[0])
    let lastKey = keys.removeLast()
    let lastEntry = entries.removeLast()
    let n = keys.count
    guard n > 0 else { return top }
    var i = 0
    while true {
      var child = 2 * i + 1
      if child >= n { break }
      if child + 1 < n && keys[child + 1] < keys[child] { child += 1 }
      if lastKey <= keys[child] { break }
      keys[i] = keys[child]
      entries[i] = entries[child]
      i = child
    }
    keys[i] = lastKey
    entries[i] = lastEntry
    return top
  }

  @usableFromInline
  mutating func deallocate() {
    keys.deallocate()
    entries.deallocate()
  }
}

extension BinaryHeap: AStarFrontier {
  /// Keyed by `(f, h)`: among equal `f` the smaller `h` (closer to the goal) pops first.
  @inlinable @inline(__always)
  mutating func insert(_ entry: SearchEntry, g: UInt32, h: UInt32) {
    push(entry, key: UInt64(g &+ h) << 32 | UInt64(h))
  }

  @inlinable @inline(__always)
  mutating func removeBest() -> SearchEntry? { pop()?.entry }
}

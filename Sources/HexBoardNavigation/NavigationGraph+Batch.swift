// Batches of queries across cores: a task group whose workers, one per core, each with
// its own SearchContext, take the next few queries from a shared counter until none are
// left. Taking work as it goes (rather than one fixed slice per worker) keeps the cores
// busy when queries differ a lot in cost, as long paths and sealed goals do.

import HexBoardSupport
import HexGrid

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension NavigationGraph {
  /// The answers to `queries`, in input order, computed on all cores: each answer is
  /// exactly what ``path(from:to:rules:context:)`` gives for that query and its
  /// ``PathQuery/rules`` (`nil` for a negative ``SearchRules/maxCost``).
  ///
  /// ```swift
  /// let rules = SearchRules(occupied: units)
  /// let queries = movers.map { PathQuery(from: $0.position, to: $0.target, rules: rules) }
  /// let paths = await graph.paths(queries)   // paths[i] answers queries[i]
  /// ```
  ///
  /// - Parameters:
  ///   - queries: the queries; an empty array gives an empty answer.
  ///   - workers: how many searches run at once, each with its own buffers (memory grows
  ///     with the cells each one touches); `nil`, the default, means one per core. Values
  ///     below 1 count as 1.
  /// - Returns: one optional path per query, in the same order.
  /// - Complexity: the sum of the queries' costs, shared among the workers (one per
  ///   core by default, each with its own ``SearchContext``).
  public func paths(_ queries: [PathQuery], workers: Int? = nil) async -> [Path?] {
    // Longest first (estimated by hex distance, the shortest way round on wrapped maps; a
    // query between regions is answered at once): the last queries handed out are then
    // the short ones, so the workers finish together instead of one waiting for the
    // other's long path. On the benchmark's 20 long pairs at 4096×4096 this took the
    // speed-up from about 1.55 to about 1.9.
    let grid = grid
    let estimates = queries.map { query in
      areConnected(query.start, query.goal) ? grid.distance(from: query.start, to: query.goal) : 0
    }
    let order = queries.indices.sorted { (estimates[$0], $1) > (estimates[$1], $0) }
    return await NavigationGraph.batch(queries.count, workers: workers, order: order) {
      index, context in
      let query = queries[index]
      return path(from: query.start, to: query.goal, rules: query.rules, context: context)
    }
  }

  /// The movement ranges from each of `starts` under the same `rules`, in input order,
  /// computed on all cores: each is exactly what ``movementRange(from:rules:context:)``
  /// gives (all empty for a negative ``SearchRules/maxCost``).
  ///
  /// ```swift
  /// let reach = await graph.movementRanges(from: positions, rules: SearchRules(maxCost: 6))
  /// ```
  ///
  /// - Parameters:
  ///   - starts: where each range starts; an empty array gives an empty answer.
  ///   - rules: the rules every range follows.
  ///   - workers: how many searches run at once; `nil`, the default, means one per core
  ///     (see ``paths(_:workers:)``).
  /// - Complexity: the sum of the ranges' costs, shared among the workers.
  public func movementRanges(
    from starts: [Hex], rules: SearchRules, workers: Int? = nil
  ) async -> [MovementRange] {
    await NavigationGraph.batch(starts.count, workers: workers) { index, context in
      movementRange(from: starts[index], rules: rules, context: context)
    }
  }

  /// Runs `answer` for every index in `0..<count` on `workers` workers (one per core when
  /// nil), handing the indices out in `order` (a permutation of them; index order when
  /// nil), and returns the results in index order.
  static func batch<Result: Sendable>(
    _ count: Int, workers requested: Int? = nil, order: [Int]? = nil,
    _ answer: @escaping @Sendable (Int, SearchContext) -> Result
  ) async -> [Result] {
    guard count > 0 else { return [] }
    let workers = Swift.min(count, Swift.max(1, requested ?? BatchCounter.processorCount))
    // Blocks of a few queries: few enough trips to the counter, small enough that the
    // last blocks even out the workers' finishing times.
    let block = Swift.max(1, count / (workers * 16))
    let counter = BatchCounter(count: count, block: block)
    return await withTaskGroup(of: [(Int, Result)].self) { group in
      for _ in 0..<workers {
        group.addTask {
          let context = SearchContext()
          var answers: [(Int, Result)] = []
          while let range = counter.next() {
            for position in range {
              let index = order?[position] ?? position
              answers.append((index, answer(index, context)))
            }
          }
          return answers
        }
      }
      var results = [Result?](repeating: nil, count: count)
      for await answers in group {
        for (index, result) in answers { results[index] = result }
      }
      return results.map { $0.unsafelyUnwrapped }
    }
  }
}

/// The next block of indices for a batch's workers.
final class BatchCounter: @unchecked Sendable {
  // @unchecked: `nextIndex` is read and written only under `lock`.
  private let lock = POSIXMutex()
  private var nextIndex = 0
  private let count: Int
  private let block: Int

  init(count: Int, block: Int) {
    self.count = count
    self.block = block
  }

  /// The next indices to answer, or `nil` when every index has been handed out.
  func next() -> Range<Int>? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < count else { return nil }
    let start = nextIndex
    nextIndex = Swift.min(count, start + block)
    return start..<nextIndex
  }

  /// The number of processors online (at least 1).
  static var processorCount: Int {
    Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}

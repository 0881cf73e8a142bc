import Dispatch
import Foundation

/// Runs one piece of work per item on up to `jobs` threads; reports starts and results one at a time.
struct BatchRunner: Sendable {
    var jobs: Int

    /// Runs `work` on every item; `started` and `finished` are called under a lock, so they may print and count freely.
    func run<Item: Sendable, Outcome: Sendable>(
        _ items: [Item],
        work: @escaping @Sendable (Item) -> Outcome,
        started: @escaping @Sendable (Int, Item) -> Void,
        finished: @escaping @Sendable (Int, Item, Outcome) -> Void
    ) -> [Outcome?] {
        let state = SharedState<Outcome>(count: items.count)
        let group = DispatchGroup()
        let workers = max(1, min(jobs, items.count))
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = state.next() {
                    state.locked { started(index, items[index]) }
                    let outcome = work(items[index])
                    state.locked {
                        state.store(outcome, at: index)
                        finished(index, items[index], outcome)
                    }
                }
            }
        }
        group.wait()
        return state.results()
    }
}

/// The counter and results the workers share, behind one lock.
private final class SharedState<Outcome>: @unchecked Sendable {
    private let lock = NSLock()
    private let callbackLock = NSRecursiveLock()
    private var nextIndex = 0
    private let count: Int
    private var outcomes: [Outcome?]

    init(count: Int) {
        self.count = count
        outcomes = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }

    func locked(_ body: () -> Void) {
        callbackLock.lock(); defer { callbackLock.unlock() }
        body()
    }

    func store(_ outcome: Outcome, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        outcomes[index] = outcome
    }

    func results() -> [Outcome?] {
        lock.lock(); defer { lock.unlock() }
        return outcomes
    }
}

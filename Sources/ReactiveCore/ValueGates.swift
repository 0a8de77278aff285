/// The checks a value must pass between an operator and its observer — the predicates of
/// `filter` and the comparison of `distinctUntilChanged` downstream of a `map` — run inside
/// that operator's own sink instead of each in a sink of its own.
///
/// Every stage of a chain is a closure that calls the next one, and that call (its frame,
/// its captured state, the value passed by address) costs more than the check itself. A
/// stage that only lets values through or not hands its check upstream as a gate; the stage
/// that produces the values (`map`, or the first `filter` or `distinctUntilChanged` after a
/// source that takes no gates, such as a subject) calls the gates one after the other and
/// the observer only if all pass. The checks run in the same
/// order, on the same values, once per value and subscription, as when each stage had its
/// own sink: a gate runs only when the gates before it passed, so `distinctUntilChanged`
/// remembers only the values the filter before it let through.
@usableFromInline
struct ValueGates<Element>: Sendable {
    @usableFromInline let first: @Sendable (Element) -> Bool
    /// A second gate, checked after `first` passes. Two cover `map → filter →
    /// distinctUntilChanged`; a longer run of gates folds its tail into one closure.
    @usableFromInline let second: (@Sendable (Element) -> Bool)?

    @inlinable init(_ first: @escaping @Sendable (Element) -> Bool) {
        self.first = first
        second = nil
    }

    @inlinable init(_ first: @escaping @Sendable (Element) -> Bool, _ second: (@Sendable (Element) -> Bool)?) {
        self.first = first
        self.second = second
    }

    /// `gate`, then these gates.
    @inlinable func prepending(_ gate: @escaping @Sendable (Element) -> Bool) -> ValueGates {
        guard let second else { return ValueGates(gate, first) }
        let first = self.first
        return ValueGates(gate) { first($0) && second($0) }
    }

    /// The sink of a stage that only checks values: each value that passes the gates goes
    /// to `observer`.
    @inlinable func sink(to observer: AnyObserver<Element>) -> @Sendable (Element) -> Void {
        let first = self.first
        let next = observer.next
        guard let second else {
            return { element in if first(element) { next(element) } }
        }
        return TwoGateSink(first: first, second: second, next: next).receive
    }

    /// The sink of `map`: each value is transformed, checked by the gates, and sent to
    /// `observer` if it passes.
    @inlinable func sink<Input>(
        transforming transform: @escaping @Sendable (Input) -> Element,
        to observer: AnyObserver<Element>
    ) -> @Sendable (Input) -> Void {
        let first = self.first
        let next = observer.next
        guard let second else {
            return { input in
                let element = transform(input)
                if first(element) { next(element) }
            }
        }
        return TransformingTwoGateSink(transform: transform, first: first, second: second, next: next).receive
    }
}

/// One subscription's sink through two gates (see ``ValueGates``): each value is checked by
/// both gates and, if it passes, sent on.
///
/// An object rather than a closure capturing the closures it calls: a closure loads all its
/// captured values when it starts and keeps most of them across the calls, saving registers
/// and spilling to the stack; the object is one reference, and each call reads the two
/// words it needs. Five to seven instructions fewer per value and subscriber in `bench
/// observable` (`BENCH_INSTRUCTIONS=only`). With one gate the closure captures four words
/// and is as cheap as the object, so it stays a closure.
@usableFromInline
final class TwoGateSink<Element>: Sendable {
    @usableFromInline let first: @Sendable (Element) -> Bool
    @usableFromInline let second: @Sendable (Element) -> Bool
    @usableFromInline let next: @Sendable (Element) -> Void

    @inlinable init(
        first: @escaping @Sendable (Element) -> Bool,
        second: @escaping @Sendable (Element) -> Bool,
        next: @escaping @Sendable (Element) -> Void
    ) {
        self.first = first
        self.second = second
        self.next = next
    }

    @inlinable func receive(_ element: Element) {
        if first(element) && second(element) { next(element) }
    }
}

/// `map`'s sink through two gates: ``TwoGateSink`` with the transform first.
@usableFromInline
final class TransformingTwoGateSink<Input, Element>: Sendable {
    @usableFromInline let transform: @Sendable (Input) -> Element
    @usableFromInline let first: @Sendable (Element) -> Bool
    @usableFromInline let second: @Sendable (Element) -> Bool
    @usableFromInline let next: @Sendable (Element) -> Void

    @inlinable init(
        transform: @escaping @Sendable (Input) -> Element,
        first: @escaping @Sendable (Element) -> Bool,
        second: @escaping @Sendable (Element) -> Bool,
        next: @escaping @Sendable (Element) -> Void
    ) {
        self.transform = transform
        self.first = first
        self.second = second
        self.next = next
    }

    @inlinable func receive(_ input: Input) {
        let element = transform(input)
        if first(element) && second(element) { next(element) }
    }
}

extension Observable {
    /// An observable that lets through only the values passing a gate, which `makeGate`
    /// makes anew for each subscription (`distinctUntilChanged` keeps its last value in it).
    ///
    /// The gate runs in this observable's sink if it takes gates (`map`, `filter`, ...).
    /// Otherwise (a subject, `create`) the stage needs a sink of its own: `makeSink` makes it
    /// when the gate is the only check, and a sink calling the gate and those handed up from
    /// downstream does when there are more.
    @inlinable
    func gated(
        by makeGate: @escaping @Sendable () -> @Sendable (Element) -> Bool,
        sink makeSink: @escaping @Sendable (AnyObserver<Element>) -> @Sendable (Element) -> Void
    ) -> Observable<Element> {
        if let runGated {
            return Observable(
                run: { observer, lifetime in runGated(ValueGates(makeGate()), observer, lifetime) },
                runGated: { gates, observer, lifetime in runGated(gates.prepending(makeGate()), observer, lifetime) })
        }
        let run = self.run
        return Observable(
            run: { observer, lifetime in
                run(AnyObserver(next: makeSink(observer), terminal: observer.terminal), lifetime)
            },
            runGated: { gates, observer, lifetime in
                run(
                    AnyObserver(next: gates.prepending(makeGate()).sink(to: observer), terminal: observer.terminal),
                    lifetime)
            })
    }
}

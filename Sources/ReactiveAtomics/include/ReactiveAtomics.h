// One atomic flag for ReactiveCore on Apple platforms: whether a subscriber has been removed.
//
// Swift's own `Synchronization.Atomic` needs iOS 18 / macOS 15 on Apple platforms, and the
// package declares no minimum platform. The load is one plain `mov` on x86-64 and one `ldar`
// on arm64, but Swift may still call these `static inline` functions rather than inline them
// (on Linux, where this was measured, it did), so elsewhere ReactiveCore uses
// `Synchronization.Atomic` (see `SerializedMulticast.Entry`).
#ifndef REACTIVE_ATOMICS_H
#define REACTIVE_ATOMICS_H

#include <stdbool.h>

/// Reads `flag` with acquire ordering.
static inline bool reactive_atomic_flag_load(const bool *flag) {
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE);
}

/// Writes `flag` with sequentially consistent ordering: once the call returns, every thread
/// that loads the flag afterwards sees `value`.
static inline void reactive_atomic_flag_store(bool *flag, bool value) {
    __atomic_store_n(flag, value, __ATOMIC_SEQ_CST);
}

#endif

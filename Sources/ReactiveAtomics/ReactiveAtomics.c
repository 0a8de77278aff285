// The functions are `static inline` in include/ReactiveAtomics.h; SwiftPM needs one source file.
#include "ReactiveAtomics.h"

#include <fribidi.h>

/// FriBidi's version text ("(GNU FriBidi) 1.0.8..."), read through a function
/// because Swift cannot prove a C global's concurrency safety.
static inline const char *hs_fribidi_version_info(void) { return fribidi_version_info; }

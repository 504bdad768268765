// Line break opportunities from ICU, behind a plain C interface: ICU's own
// headers clash with the copy of ICU that Swift's Foundation carries, so
// they stay inside this target's implementation.
#ifndef HS_LINE_BREAKS_H
#define HS_LINE_BREAKS_H

#include <stdint.h>

/// After a code unit: a mandatory break, an allowed break, or none.
enum { HS_MUST_BREAK = 0, HS_ALLOW_BREAK = 1, HS_NO_BREAK = 2 };

/// Writes, for each of the `length` UTF-16 code units of `text`, whether a
/// line must, may or may not break after it (ICU's line break iterator for
/// `locale`). Returns 0, or -1 when ICU cannot break the text (`breaks` then
/// holds HS_NO_BREAK everywhere).
int hs_line_breaks(const uint16_t *text, int32_t length, const char *locale, int8_t *breaks);

/// Writes ICU's version, such as "72.1", into `out` (`capacity` bytes, NUL-terminated).
void hs_icu_version(char *out, int32_t capacity);

#endif

#include "line_breaks.h"

#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uversion.h>

int hs_line_breaks(const uint16_t *text, int32_t length, const char *locale, int8_t *breaks) {
    memset(breaks, HS_NO_BREAK, (size_t)length);
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return -1;
    }
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (boundary <= 0 || boundary > length) {
            continue;
        }
        breaks[boundary - 1] = ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD ? HS_MUST_BREAK : HS_ALLOW_BREAK;
    }
    ubrk_close(iterator);
    return 0;
}

void hs_icu_version(char *out, int32_t capacity) {
    char version[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, version);
    strncpy(out, version, (size_t)capacity);
    out[capacity - 1] = '\0';
}

// TurboJPEG reports errors through return codes, so Swift can call it
// directly (the classic libjpeg API needs setjmp/longjmp, which Swift cannot use).
#include <turbojpeg.h>

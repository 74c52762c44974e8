/* A stand-in for Windows' icuuc.dll, for the Wine check only (packaging/wine_check.py).
 *
 * Qt 6.10 and later link Qt6Core.dll against the ICU that Windows 10 1703 and later ship in
 * system32; Wine 8.0 has none, so QtCore fails to load ("DLL load failed while importing
 * QtCore"). Qt uses these converter functions only for encodings other than UTF-8/16/Latin-1
 * (QStringConverter's ICU fallback); this stub reports every such converter as unavailable, so
 * Qt behaves as on a system without that encoding. It is built with Debian's mingw-w64 into the
 * Wine prefix's system32, never into the app: PyInstaller leaves system32 DLLs out of bundles.
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -o icuuc.dll icuuc_stub.c
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)
typedef int UErrorCode;
enum { U_FILE_ACCESS_ERROR = 4, U_UNSUPPORTED_ERROR = 16 };
typedef void Callback(void);

static void fail(UErrorCode *err, UErrorCode code) {
    if (err != NULL && *err <= 0) *err = code;
}

EXPORT void *ucnv_open(const char *name, UErrorCode *err) { (void)name; fail(err, U_FILE_ACCESS_ERROR); return NULL; }
EXPORT void ucnv_close(void *conv) { (void)conv; }
EXPORT void ucnv_reset(void *conv) { (void)conv; }
EXPORT int8_t ucnv_getMaxCharSize(const void *conv) { (void)conv; return 1; }
EXPORT const char *ucnv_getName(const void *conv, UErrorCode *err) { (void)conv; fail(err, U_UNSUPPORTED_ERROR); return ""; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err) { (void)name; (void)standard; fail(err, U_UNSUPPORTED_ERROR); return NULL; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT int32_t ucnv_toUCountPending(const void *conv, UErrorCode *err) { (void)conv; (void)err; return 0; }
EXPORT int32_t ucnv_fromUCountPending(const void *conv, UErrorCode *err) { (void)conv; (void)err; return 0; }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(void) {}
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(void) {}
EXPORT void ucnv_getToUCallBack(const void *conv, Callback **action, const void **context) { (void)conv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_getFromUCallBack(const void *conv, Callback **action, const void **context) { (void)conv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_setToUCallBack(void *conv, Callback *action, const void *context, Callback **old_action, const void **old_context, UErrorCode *err) { (void)conv; (void)action; (void)context; if (old_action) *old_action = NULL; if (old_context) *old_context = NULL; fail(err, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_setFromUCallBack(void *conv, Callback *action, const void *context, Callback **old_action, const void **old_context, UErrorCode *err) { (void)conv; (void)action; (void)context; if (old_action) *old_action = NULL; if (old_context) *old_context = NULL; fail(err, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_toUnicode(void *conv, void **target, const void *target_limit, const char **source, const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err) { (void)conv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; fail(err, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_fromUnicode(void *conv, char **target, const char *target_limit, const void **source, const void *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err) { (void)conv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; fail(err, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_cbToUWriteUChars(void *args, const void *source, int32_t length, int32_t offset_index, UErrorCode *err) { (void)args; (void)source; (void)length; (void)offset_index; fail(err, U_UNSUPPORTED_ERROR); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const void **source, const void *source_limit, int32_t offset_index, UErrorCode *err) { (void)args; (void)source; (void)source_limit; (void)offset_index; fail(err, U_UNSUPPORTED_ERROR); }

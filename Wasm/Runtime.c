// The two functions the Embedded Swift standard library asks of its platform that neither
// the Swift runtime (absent in Embedded Swift) nor Debian's wasi-libc provides.
#include <stdlib.h>

// 128-bit multiplication (compiler-rt's builtin): the low 128 bits of a × b.
__int128 __multi3(__int128 a, __int128 b) {
  unsigned long long a0 = (unsigned long long)a, b0 = (unsigned long long)b;
  unsigned long long a1 = (unsigned long long)(a >> 64), b1 = (unsigned long long)(b >> 64);
  unsigned long long l0 = a0 & 0xffffffffULL, l1 = a0 >> 32, m0 = b0 & 0xffffffffULL, m1 = b0 >> 32;
  unsigned long long p00 = l0 * m0, p01 = l0 * m1, p10 = l1 * m0, p11 = l1 * m1;
  unsigned long long middle = (p00 >> 32) + (p01 & 0xffffffffULL) + (p10 & 0xffffffffULL);
  unsigned long long low = (p00 & 0xffffffffULL) | (middle << 32);
  unsigned long long high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + a0 * b1 + a1 * b0;
  return (__int128)(((unsigned __int128)high << 64) | low);
}

// What `Double(String)` calls: wasi-libc's strtod (musl's, correctly rounded) in its only
// locale, C; the end of what it read, as the runtime's own does.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  char *end;
  *result = strtod(text, &end);
  return end;
}

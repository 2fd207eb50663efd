// The part of libdeflate that VineRender uses: zlib-wrapped DEFLATE of a whole buffer, and CRC-32.
#include <libdeflate.h>

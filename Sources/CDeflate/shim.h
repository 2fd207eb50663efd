// The part of libdeflate that VineExport uses: DEFLATE (raw, zlib, gzip) of a whole buffer both ways, and CRC-32.
#include <libdeflate.h>

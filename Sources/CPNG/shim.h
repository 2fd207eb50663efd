// The part of libpng that VineRender uses: writing PNG files with fast settings.
#include <png.h>

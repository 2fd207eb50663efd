// The parts of Cairo that VineRender uses: image surfaces and drawing,
// plus the SVG and PDF surfaces for vector stills.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>

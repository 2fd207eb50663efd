// The parts of libxml2 that VineImport uses: parsing a document from memory with
// options, and walking its tree.
//
// Debian's libxml2 is built with ICU, and its encoding header then includes ICU's
// headers, which clash with the ICU copy inside Foundation. VineImport never touches
// character-encoding handlers (only pointers to them), so the ICU part is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

// The parts of libxml2 that VineImport uses: parsing a document from memory with
// options, and walking its tree.
#include <libxml/parser.h>
#include <libxml/tree.h>

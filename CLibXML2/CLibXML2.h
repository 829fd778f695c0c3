// libxml2, the XML parser WebKit itself parses XML documents with.
#include <string.h>
#include <libxml/xmlversion.h>
// Its ICU converters are internal to it: without this, its headers pull the system ICU into
// Swift, where it clashes with Foundation's copy. Only the layout of xmlCharEncodingHandler,
// which this package never touches, depends on it.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

// Content never reaches files or the network: external entities and DTDs load as nothing
// (browsers show an external entity as empty text). libxml2's loader is process-wide.
static xmlParserInputPtr clibxml2_no_external_entity(const char *url, const char *id, xmlParserCtxtPtr context) {
    (void)url; (void)id; (void)context;
    return NULL;
}
static inline void clibxml2_refuse_external_entities(void) { xmlSetExternalEntityLoader(clibxml2_no_external_entity); }

// `xmlFree` is a mutable global function pointer; calling it through a function keeps Swift's
// strict concurrency checking satisfied.
static inline void clibxml2_free(void *pointer) { xmlFree(pointer); }

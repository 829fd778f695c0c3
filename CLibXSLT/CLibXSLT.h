// libxslt, the XSLT processor WebKit implements XSLTProcessor with.
#include <pthread.h>
#include <string.h>
#include <time.h>
#include <libxml/xmlversion.h>
// As in CLibXML2.h: keep the system ICU out of Swift.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxslt/xslt.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/transform.h>
#include <libxslt/security.h>
#include <libxslt/variables.h>
#include <libxslt/documents.h>
#include <libxslt/imports.h>
#include <libxslt/extensions.h>
#include <libxslt/extra.h>
#include <libxslt/xsltutils.h>

// libxslt reports errors to stderr through process-wide handlers: a page's stylesheet errors
// are the page's business (WebKit shows none either), so they go nowhere.
static void clibxslt_ignore_error(void *context, const char *message, ...) { (void)context; (void)message; }
static void clibxslt_ignore_structured_error(void *context, xmlErrorPtr error) { (void)context; (void)error; }
static inline void clibxslt_silence_errors(void) {
    xsltSetGenericErrorFunc(NULL, clibxslt_ignore_error);
}
// libxml2's handlers are per thread: silenced for the parses and XPath of one transform, then
// restored (other libxml2 users on the thread set their own per parse).
static inline void clibxslt_silence_thread_errors(void) {
    xmlSetGenericErrorFunc(NULL, clibxslt_ignore_error);
    xmlSetStructuredErrorFunc(NULL, clibxslt_ignore_structured_error);
}
static inline void clibxslt_restore_thread_errors(void) {
    xmlSetGenericErrorFunc(NULL, NULL);
    xmlSetStructuredErrorFunc(NULL, NULL);
}
static inline void clibxslt_silence_transform_errors(xsltTransformContextPtr context) {
    xsltSetTransformErrorFunc(context, NULL, clibxslt_ignore_error);
}

// WebKit's one extension, EXSLT's node-set(), as WebKit writes it (XSLTExtensions.cpp, after
// libexslt 1.1.11): a node-set or result tree fragment as a node-set, anything else as a text
// node of its string value.
static void clibxslt_exslt_node_set(xmlXPathParserContextPtr context, int count) {
    if (count != 1) {
        xmlXPathSetArityError(context);
        return;
    }
    if (xmlXPathStackIsNodeSet(context)) {
        xsltFunctionNodeSet(context, count);
        return;
    }
    xmlChar *string = xmlXPathPopString(context);
    xmlNodePtr text = xmlNewDocText(NULL, string);
    xmlXPathObjectPtr result = xmlXPathNewValueTree(text);
    if (result != NULL) result->type = XPATH_NODESET;
    if (string != NULL) xmlFree(string);
    valuePush(context, result);
}
static inline void clibxslt_register_extensions(xsltTransformContextPtr context) {
    xsltRegisterExtFunction(context, (const xmlChar *)"node-set", (const xmlChar *)"http://exslt.org/common", clibxslt_exslt_node_set);
}

// No writes to files or the network during a transform (xsl:document, exsl:document), as
// WebKit's prefs forbid them. Reads are refused by the loader below, as WebKit's loader
// refuses what the page may not load: document() then gives an empty node-set and the
// transform goes on, while a read refused by the prefs would fail the whole transform.
static inline xsltSecurityPrefsPtr clibxslt_transform_prefs(void) {
    xsltSecurityPrefsPtr prefs = xsltNewSecurityPrefs();
    if (prefs == NULL) return NULL;
    xsltSetSecurityPrefs(prefs, XSLT_SECPREF_WRITE_FILE, xsltSecurityForbid);
    xsltSetSecurityPrefs(prefs, XSLT_SECPREF_CREATE_DIRECTORY, xsltSecurityForbid);
    xsltSetSecurityPrefs(prefs, XSLT_SECPREF_WRITE_NETWORK, xsltSecurityForbid);
    return prefs;
}

// Compiling a stylesheet loads its xsl:include and xsl:import under the default prefs: no
// reads or writes of files or the network at all (the stylesheet then fails to compile, as in
// WebKit), once for the process.
static inline void clibxslt_forbid_loading_by_default(void) {
    xsltSecurityPrefsPtr prefs = xsltNewSecurityPrefs();
    if (prefs == NULL) return;
    xsltSetSecurityPrefs(prefs, XSLT_SECPREF_READ_FILE, xsltSecurityForbid);
    xsltSetSecurityPrefs(prefs, XSLT_SECPREF_WRITE_FILE, xsltSecurityForbid);
    xsltSetSecurityPrefs(prefs, XSLT_SECPREF_CREATE_DIRECTORY, xsltSecurityForbid);
    xsltSetSecurityPrefs(prefs, XSLT_SECPREF_READ_NETWORK, xsltSecurityForbid);
    xsltSetSecurityPrefs(prefs, XSLT_SECPREF_WRITE_NETWORK, xsltSecurityForbid);
    xsltSetDefaultSecurityPrefs(prefs);
}
// document() and xsl:include/xsl:import go through this loader: nothing loads, whatever the
// prefs say.
static xmlDocPtr clibxslt_load_nothing(const xmlChar *uri, xmlDictPtr dict, int options, void *context, xsltLoadType type) {
    (void)uri; (void)dict; (void)options; (void)context; (void)type;
    return NULL;
}
static inline void clibxslt_refuse_loading(void) { xsltSetLoaderFunc(clibxslt_load_nothing); }
// External entities and DTDs load as nothing (as CLibXML2.h's loader, process-wide).
static xmlParserInputPtr clibxslt_no_external_entity(const char *url, const char *id, xmlParserCtxtPtr context) {
    (void)url; (void)id; (void)context;
    return NULL;
}
static inline void clibxslt_refuse_external_entities(void) { xmlSetExternalEntityLoader(clibxslt_no_external_entity); }

// The XML declaration would stop the result parsing as a fragment and is not needed for a
// document (WebKit omits it the same way); an HTML output document gets the html method when
// the stylesheet names none (transformToFragment into an HTML document).
static inline void clibxslt_prepare_output(xsltStylesheetPtr sheet, int default_html) {
    sheet->omitXmlDeclaration = 1;
    if (default_html && sheet->method == NULL) sheet->method = xmlStrdup((const xmlChar *)"html");
}

// The output method in effect, imports included: "html", "text", or NULL (XML).
static inline const char *clibxslt_output_method(xsltStylesheetPtr sheet, xmlDocPtr result) {
    const xmlChar *method = NULL;
    XSLT_GET_IMPORT_PTR(method, sheet, method)
    if (method == NULL && result->type == XML_HTML_DOCUMENT_NODE) return "html";
    if (method != NULL && xmlStrEqual(method, (const xmlChar *)"html")) return "html";
    if (method != NULL && xmlStrEqual(method, (const xmlChar *)"text")) return "text";
    return NULL;
}

static inline int clibxslt_transform_stopped(xsltTransformContextPtr context) {
    return context->state == XSLT_STATE_STOPPED || context->state == XSLT_STATE_ERROR;
}

// A watchdog thread that stops a transform once its time is up: libxslt checks the context's
// state between instructions.
typedef struct {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t done;
    int finished;
    int fired;
    struct timespec deadline;
    xsltTransformContextPtr context;
} clibxslt_watchdog;

static void *clibxslt_watch(void *argument) {
    clibxslt_watchdog *watchdog = (clibxslt_watchdog *)argument;
    pthread_mutex_lock(&watchdog->lock);
    while (!watchdog->finished) {
        if (pthread_cond_timedwait(&watchdog->done, &watchdog->lock, &watchdog->deadline) != 0 && !watchdog->finished) {
            __atomic_store_n((int *)&watchdog->context->state, (int)XSLT_STATE_STOPPED, __ATOMIC_SEQ_CST);
            watchdog->fired = 1;
            break;
        }
    }
    pthread_mutex_unlock(&watchdog->lock);
    return NULL;
}

// Starts watching `context` for `nanoseconds` (on the monotonic clock); 0 when it could not.
static inline int clibxslt_watchdog_start(clibxslt_watchdog *watchdog, xsltTransformContextPtr context, long long nanoseconds) {
    memset(watchdog, 0, sizeof(*watchdog));
    watchdog->context = context;
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&watchdog->done, &attributes);
    pthread_condattr_destroy(&attributes);
    pthread_mutex_init(&watchdog->lock, NULL);
    clock_gettime(CLOCK_MONOTONIC, &watchdog->deadline);
    if (nanoseconds < 0) nanoseconds = 0;
    long long total = (long long)watchdog->deadline.tv_nsec + nanoseconds % 1000000000LL;
    watchdog->deadline.tv_sec += (time_t)(nanoseconds / 1000000000LL + total / 1000000000LL);
    watchdog->deadline.tv_nsec = (long)(total % 1000000000LL);
    if (pthread_create(&watchdog->thread, NULL, clibxslt_watch, watchdog) != 0) {
        pthread_cond_destroy(&watchdog->done);
        pthread_mutex_destroy(&watchdog->lock);
        return 0;
    }
    return 1;
}

// Stops watching; 1 when the watchdog had stopped the transform.
static inline int clibxslt_watchdog_finish(clibxslt_watchdog *watchdog) {
    pthread_mutex_lock(&watchdog->lock);
    watchdog->finished = 1;
    pthread_cond_signal(&watchdog->done);
    pthread_mutex_unlock(&watchdog->lock);
    pthread_join(watchdog->thread, NULL);
    pthread_cond_destroy(&watchdog->done);
    pthread_mutex_destroy(&watchdog->lock);
    return watchdog->fired;
}

// xsl:sort's text order as WebKit's (xsltUnicodeSortFunction: an ICU collator for the sort's
// lang, "en" by default, upper case first unless case-order="lower-first") where libxslt's own
// compares bytes. The comparison comes from Swift, through the context's user data:
// order(a, b, lang or NULL, lower_first) is negative, 0 or positive.
typedef int (*clibxslt_text_order)(const xmlChar *a, const xmlChar *b, const xmlChar *lang, int lower_first);

static int clibxslt_compare_results(xmlXPathObjectPtr a, xmlXPathObjectPtr b, xsltStylePreCompPtr comp, clibxslt_text_order order, const xmlChar *lang, int lower_first) {
    int result;
    if (comp->number) {
        // NaN first, as the XSLT spec says.
        if (xmlXPathIsNaN(a->floatval)) result = xmlXPathIsNaN(b->floatval) ? 0 : -1;
        else if (xmlXPathIsNaN(b->floatval)) result = 1;
        else if (a->floatval == b->floatval) result = 0;
        else result = a->floatval > b->floatval ? 1 : -1;
    } else {
        result = order(a->stringval, b->stringval, lang, lower_first);
    }
    return comp->descending ? -result : result;
}

// libxslt 1.1.35's xsltDefaultSortFunction (MIT licence), its comparison of strings replaced.
static void clibxslt_unicode_sort(xsltTransformContextPtr ctxt, xmlNodePtr *sorts, int nbsorts) {
    xmlXPathObjectPtr *resultsTab[XSLT_MAX_SORT];
    int tempstype[XSLT_MAX_SORT], temporder[XSLT_MAX_SORT];
    if (ctxt == NULL || sorts == NULL || nbsorts <= 0 || nbsorts >= XSLT_MAX_SORT || sorts[0] == NULL || sorts[0]->psvi == NULL) return;
    clibxslt_text_order order = (clibxslt_text_order)ctxt->_private;
    if (order == NULL) return;
    xmlNodeSetPtr list = ctxt->nodeList;
    if (list == NULL || list->nodeNr <= 1) return;
    for (int j = 0; j < nbsorts; j++) {
        xsltStylePreCompPtr comp = (xsltStylePreCompPtr)sorts[j]->psvi;
        tempstype[j] = 0;
        if (comp->stype == NULL && comp->has_stype != 0) {
            comp->stype = xsltEvalAttrValueTemplate(ctxt, sorts[j], (const xmlChar *)"data-type", NULL);
            if (comp->stype != NULL) {
                tempstype[j] = 1;
                comp->number = xmlStrEqual(comp->stype, (const xmlChar *)"number");
            }
        }
        temporder[j] = 0;
        if (comp->order == NULL && comp->has_order != 0) {
            comp->order = xsltEvalAttrValueTemplate(ctxt, sorts[j], (const xmlChar *)"order", NULL);
            if (comp->order != NULL) {
                temporder[j] = 1;
                comp->descending = xmlStrEqual(comp->order, (const xmlChar *)"descending");
            }
        }
    }
    int len = list->nodeNr;
    for (int i = 0; i < XSLT_MAX_SORT; i++) resultsTab[i] = NULL;
    resultsTab[0] = xsltComputeSortResult(ctxt, sorts[0]);
    xmlXPathObjectPtr *results = resultsTab[0];
    // One collator for the whole sort, from its first key (as WebKit).
    xsltStylePreCompPtr first = (xsltStylePreCompPtr)sorts[0]->psvi;
    const xmlChar *lang = first->has_lang ? first->lang : NULL;
    int lower_first = first->lower_first;
    if (results != NULL) {
        for (int incr = len / 2; incr > 0; incr /= 2) {
            for (int i = incr; i < len; i++) {
                int j = i - incr;
                if (results[i] == NULL) continue;
                while (j >= 0) {
                    int tst;
                    if (results[j] == NULL) tst = 1;
                    else tst = clibxslt_compare_results(results[j], results[j + incr], first, order, lang, lower_first);
                    if (tst == 0) {
                        for (int depth = 1; depth < nbsorts; depth++) {
                            if (sorts[depth] == NULL || sorts[depth]->psvi == NULL) break;
                            xsltStylePreCompPtr comp = (xsltStylePreCompPtr)sorts[depth]->psvi;
                            if (resultsTab[depth] == NULL) resultsTab[depth] = xsltComputeSortResult(ctxt, sorts[depth]);
                            xmlXPathObjectPtr *res = resultsTab[depth];
                            if (res == NULL) break;
                            if (res[j] == NULL) {
                                if (res[j + incr] != NULL) tst = 1;
                            } else if (res[j + incr] == NULL) {
                                tst = -1;
                            } else {
                                tst = clibxslt_compare_results(res[j], res[j + incr], comp, order, lang, lower_first);
                            }
                            if (tst != 0) break;
                        }
                    }
                    if (tst == 0) tst = results[j]->index > results[j + incr]->index;
                    if (tst <= 0) break;
                    xmlXPathObjectPtr swap = results[j];
                    results[j] = results[j + incr];
                    results[j + incr] = swap;
                    xmlNodePtr node = list->nodeTab[j];
                    list->nodeTab[j] = list->nodeTab[j + incr];
                    list->nodeTab[j + incr] = node;
                    for (int depth = 1; depth < nbsorts && sorts[depth] != NULL && resultsTab[depth] != NULL; depth++) {
                        xmlXPathObjectPtr *res = resultsTab[depth];
                        swap = res[j];
                        res[j] = res[j + incr];
                        res[j + incr] = swap;
                    }
                    j -= incr;
                }
            }
        }
    }
    for (int j = 0; j < nbsorts; j++) {
        xsltStylePreCompPtr comp = (xsltStylePreCompPtr)sorts[j]->psvi;
        if (tempstype[j] == 1) { xmlFree((void *)comp->stype); comp->stype = NULL; }
        if (temporder[j] == 1) { xmlFree((void *)comp->order); comp->order = NULL; }
        if (resultsTab[j] != NULL) {
            for (int i = 0; i < len; i++) xmlXPathFreeObject(resultsTab[j][i]);
            xmlFree(resultsTab[j]);
        }
    }
}

static inline void clibxslt_use_unicode_sort(xsltTransformContextPtr context, clibxslt_text_order order) {
    context->_private = (void *)order;
    xsltSetCtxtSortFunc(context, clibxslt_unicode_sort);
}

// `xmlFree` is a mutable global function pointer (see CLibXML2.h).
static inline void clibxslt_free(void *pointer) { xmlFree(pointer); }

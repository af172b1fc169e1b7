#ifndef QUILL_CLIBXML2_SHIM_H
#define QUILL_CLIBXML2_SHIM_H
/* A small SAX front end over libxml2 for Quill's .xib reader. libxml2 calls C functions with
 * its parser context; these adapters hand each event to Swift callbacks with Quill's own
 * context and the position libxml2 is at, and keep the first error (message, line, column). */
/* Debian's libxml2 is built with ICU, and its encoding header then includes the system's
 * <unicode/ucnv.h>, which clashes with the ICU copy inside Swift's Foundation. Nothing here
 * needs ICU's types, so the header is read as if libxml2 had been built without it. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <string.h>

typedef struct quill_xml_callbacks {
    void *context;
    /* name; attributes as NULL-terminated name/value pairs; line; column. Non-zero stops. */
    int (*start)(void *context, const char *name, const char **attributes, int line, int column);
    void (*end)(void *context);
    void (*text)(void *context, const char *text, int length);
    int stopped;
} quill_xml_callbacks;

typedef struct quill_xml_error {
    int present;
    int line;
    int column;
    char message[512];
} quill_xml_error;

typedef struct quill_xml_state {
    quill_xml_callbacks *callbacks;
    quill_xml_error *error;
} quill_xml_state;

static inline quill_xml_state *quill_xml_state_of(void *ctx) {
    return (quill_xml_state *)((xmlParserCtxtPtr)ctx)->_private;
}

static inline void quill_xml_on_start(void *ctx, const xmlChar *name, const xmlChar **attributes) {
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)ctx;
    quill_xml_state *state = quill_xml_state_of(ctx);
    if (state->callbacks->stopped) return;
    int line = parser->input ? parser->input->line : 0;
    int column = parser->input ? parser->input->col : 0;
    if (state->callbacks->start(state->callbacks->context, (const char *)name, (const char **)attributes, line, column)) {
        state->callbacks->stopped = 1;
        xmlStopParser(parser);
    }
}

static inline void quill_xml_on_end(void *ctx, const xmlChar *name) {
    (void)name;
    quill_xml_state *state = quill_xml_state_of(ctx);
    if (state->callbacks->stopped) return;
    state->callbacks->end(state->callbacks->context);
}

static inline void quill_xml_on_text(void *ctx, const xmlChar *text, int length) {
    quill_xml_state *state = quill_xml_state_of(ctx);
    if (state->callbacks->stopped) return;
    state->callbacks->text(state->callbacks->context, (const char *)text, length);
}

/* libxml2 fills the context's last error before it calls this, so the position and message
 * come from there; only the first error is kept. */
static inline void quill_xml_on_error(void *ctx, const char *format, ...) {
    (void)format;
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)ctx;
    quill_xml_state *state = quill_xml_state_of(parser);
    if (state == NULL || state->error->present) return;
    xmlErrorPtr error = xmlCtxtGetLastError(parser);
    state->error->present = 1;
    state->error->line = error ? error->line : (parser->input ? parser->input->line : 0);
    state->error->column = error ? error->int2 : (parser->input ? parser->input->col : 0);
    const char *message = (error && error->message) ? error->message : "the document is not well-formed XML";
    strncpy(state->error->message, message, sizeof(state->error->message) - 1);
    state->error->message[sizeof(state->error->message) - 1] = 0;
}

static inline void quill_xml_on_doctype(void *ctx, const xmlChar *name, const xmlChar *externalID, const xmlChar *systemID) {
    (void)name; (void)externalID; (void)systemID;
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)ctx;
    quill_xml_state *state = quill_xml_state_of(ctx);
    if (state->error->present) return;
    state->error->present = 1;
    state->error->line = parser->input ? parser->input->line : 0;
    state->error->column = parser->input ? parser->input->col : 0;
    strcpy(state->error->message, "a <!DOCTYPE> declaration; .xib files have none, and Quill reads no DTDs or entities");
    state->callbacks->stopped = 1;
    xmlStopParser(parser);
}

/* libxml2 reports some problems (encoding conversions, I/O) through its process-wide generic
 * error function, which prints to standard error; while Quill parses, they are dropped: the
 * parser context still records them, and the reader reports the first with its position. */
static inline void quill_xml_ignore_generic_error(void *ctx, const char *format, ...) {
    (void)ctx; (void)format;
}

/* Parses `size` bytes. Returns 0 when the document is well formed and was not stopped.
 * Only the five predefined entities exist: a DTD cannot declare more, the network is never
 * used, and nothing is substituted from outside the buffer. */
static inline int quill_xml_parse(const char *buffer, int size, quill_xml_callbacks *callbacks, quill_xml_error *error) {
    memset(error, 0, sizeof(*error));
    xmlParserCtxtPtr parser = xmlCreateMemoryParserCtxt(buffer, size);
    if (parser == NULL) {
        error->present = 1;
        strcpy(error->message, "libxml2 could not start a parser (out of memory?)");
        return -1;
    }
    /* XML_PARSE_SAX1 makes libxml2 call startElement/endElement (NUL-terminated attribute
     * pairs) instead of the namespace-aware calls; the handlers are set after the options,
     * which would otherwise replace them with libxml2's own. */
    /* XML_PARSE_IGNORE_ENC: .xib files are UTF-8 (the reader checks that before parsing), so an
     * encoding="..." declaration naming anything else is not followed; following it would turn
     * "é" into "Ã©" under ISO-8859-1 or fail under UCS-4 with libxml2's messages on stderr. */
    xmlCtxtUseOptions(parser, XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_NOENT | XML_PARSE_SAX1 | XML_PARSE_IGNORE_ENC);
    xmlSAXHandlerPtr handler = parser->sax;
    memset(handler, 0, sizeof(xmlSAXHandler));
    handler->initialized = 1; /* SAX1: XML_SAX2_MAGIC would switch libxml2 to the namespace calls */
    handler->startElement = quill_xml_on_start;
    handler->endElement = quill_xml_on_end;
    handler->characters = quill_xml_on_text;
    handler->cdataBlock = quill_xml_on_text;
    handler->error = quill_xml_on_error;
    handler->fatalError = quill_xml_on_error;
    handler->internalSubset = quill_xml_on_doctype;
    quill_xml_state state = { callbacks, error };
    parser->_private = &state;
    parser->userData = parser;
    xmlGenericErrorFunc savedGenericError = xmlGenericError;
    void *savedGenericErrorContext = xmlGenericErrorContext;
    xmlSetGenericErrorFunc(NULL, quill_xml_ignore_generic_error);
    xmlParseDocument(parser);
    xmlSetGenericErrorFunc(savedGenericErrorContext, savedGenericError);
    int wellFormed = parser->wellFormed;
    if (!wellFormed && !error->present && !callbacks->stopped) {
        error->present = 1;
        xmlErrorPtr last = xmlCtxtGetLastError(parser);
        if (last && last->message) {
            error->line = last->line;
            error->column = last->int2;
            strncpy(error->message, last->message, sizeof(error->message) - 1);
        } else {
            strcpy(error->message, "the document is not well-formed XML");
        }
    }
    xmlFreeParserCtxt(parser);
    return (wellFormed && !callbacks->stopped && !error->present) ? 0 : -1;
}

#endif

// The floor under any whole-process job on WebEngine's DOM, without Swift and without HTML
// parsing: start JavaScriptCore through its public C API, install the scripts every engine
// installs (given as files, in order) the way WebEngine does (each evaluates to a factory
// called with `native` and `internals`), and exit. With `--tree FILE --job FILE`, it also
// builds the document from the tree WebEngine's parser made of the page (the DOM builder's
// JSON), runs the job's `postJob(document)` and prints the result, which must equal
// WebEngine's. `webengine bench` builds and times it beside the post job.
//
// With `--tree FILE --phases FILE` (post-job-phases.js) it times the cold job's phases
// instead: the tree read and the document built from it, then each of the file's
// `benchPhases` in a call of its own; it prints one JSON line, {"times": {phase: ms},
// "output": HTML}.
//
// With `--plain-tree FILE --phases plain-job.js` it times the same phases on plain objects
// instead of the DOM (the tree, as the DOM had it, in the global `plainTreeText`; no scripts
// are installed): what JavaScriptCore itself allows for the job.
//
// `native` is a stub answering every property with a function returning 0 (an empty list for
// the lists the URL code asks for, and `webView` with the default web view profile): at install
// time the scripts only keep references to it, apart from reading the clock once and the
// profile. It cannot install a script on first use, so the job's runs are given the scripts the
// job reaches that way (`webengine bench` lists them) after the others.
#include <JavaScriptCore/JavaScript.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double nowMs(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec * 1e3 + time.tv_nsec / 1e6;
}

// A JSON string of a UTF-8 C string, quoted and escaped, on standard output.
static void printJSONString(const char *text) {
    putchar('"');
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\') printf("\\%c", *c);
        else if (*c == '\n') fputs("\\n", stdout);
        else if (*c < 0x20) printf("\\u%04x", *c);
        else putchar(*c);
    }
    putchar('"');
}

static char *copyString(JSGlobalContextRef context, JSValueRef value) {
    JSStringRef text = JSValueToStringCopy(context, value, NULL);
    size_t size = JSStringGetMaximumUTF8CStringSize(text);
    char *bytes = malloc(size);
    JSStringGetUTF8CString(text, bytes, size);
    JSStringRelease(text);
    return bytes;
}

static char *readFile(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        fprintf(stderr, "%s: cannot read\n", path);
        exit(1);
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    size_t read = fread(text, 1, (size_t)size, file);
    text[read] = 0;
    fclose(file);
    return text;
}

static void failOn(JSGlobalContextRef context, const char *what, JSValueRef exception) {
    if (!exception) return;
    char message[512] = "unknown error";
    JSStringRef text = JSValueToStringCopy(context, exception, NULL);
    if (text) {
        JSStringGetUTF8CString(text, message, sizeof message);
        JSStringRelease(text);
    }
    fprintf(stderr, "%s: %s\n", what, message);
    exit(1);
}

static JSValueRef evaluate(JSGlobalContextRef context, const char *source, const char *name) {
    JSStringRef text = JSStringCreateWithUTF8CString(source);
    JSStringRef url = JSStringCreateWithUTF8CString(name);
    JSValueRef exception = NULL;
    JSValueRef value = JSEvaluateScript(context, text, NULL, url, 1, &exception);
    JSStringRelease(text);
    JSStringRelease(url);
    failOn(context, name, exception);
    return value;
}

static JSValueRef callInternal(JSGlobalContextRef context, JSObjectRef internals, const char *name, size_t count, const JSValueRef arguments[]) {
    JSStringRef key = JSStringCreateWithUTF8CString(name);
    JSValueRef function = JSObjectGetProperty(context, internals, key, NULL);
    JSStringRelease(key);
    JSValueRef exception = NULL;
    JSValueRef result = JSObjectCallAsFunction(context, (JSObjectRef)function, NULL, count, arguments, &exception);
    failOn(context, name, exception);
    return result;
}

// The stub's one non-function: the web view profile the window's scripts read as they install
// (JSRuntime.WebViewProfile's default, an iPhone's WKWebView).
static const char *webViewStub =
    "(() => { const webView = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Mobile/15E148', width: 375, height: 667, devicePixelRatio: 2, colorScheme: 'light' };"
    " const lists = new Set(['servedSchemes']);"
    " return new Proxy({}, { get: (target, name) => (name === 'webView' ? webView : lists.has(name) ? () => [] : () => 0) }); })()";

// Times each of `benchPhases` (from the file `phases`) in a call of its own and ends the JSON
// object the caller began: the times, then the output.
static int runPhases(JSGlobalContextRef context, const char *phases, int timesWritten) {
    evaluate(context, readFile(phases), phases);
    int count = (int)JSValueToNumber(context, evaluate(context, "benchPhases.length", "eval"), NULL);
    for (int index = 0; index < count; index++) {
        char call[64], name[64];
        snprintf(name, sizeof name, "benchPhases[%d][0]", index);
        char *phase = copyString(context, evaluate(context, name, "eval"));
        snprintf(call, sizeof call, "benchPhases[%d][1](), 0", index);
        double start = nowMs();
        evaluate(context, call, "phase");
        double elapsed = nowMs() - start;
        if (timesWritten++) printf(", ");
        printJSONString(phase);
        printf(": %.3f", elapsed);
        free(phase);
    }
    printf("}, \"output\": ");
    printJSONString(copyString(context, evaluate(context, "benchPhases.output", "eval")));
    puts("}");
    return 0;
}

int main(int argc, char **argv) {
    const char *tree = NULL, *job = NULL, *phases = NULL, *plainTree = NULL;
    int first = 1;
    while (first + 1 < argc && (strcmp(argv[first], "--tree") == 0 || strcmp(argv[first], "--job") == 0 || strcmp(argv[first], "--phases") == 0
                                || strcmp(argv[first], "--plain-tree") == 0)) {
        if (strcmp(argv[first], "--tree") == 0) tree = argv[first + 1];
        else if (strcmp(argv[first], "--plain-tree") == 0) plainTree = argv[first + 1];
        else if (strcmp(argv[first], "--job") == 0) job = argv[first + 1];
        else phases = argv[first + 1];
        first += 2;
    }
    JSGlobalContextRef context = JSGlobalContextCreate(NULL);
    JSObjectRef internals = JSObjectMake(context, NULL, NULL);
    JSStringRef globalName = JSStringCreateWithUTF8CString("builtins"); // where the scripts read their built-ins from
    JSObjectSetProperty(context, internals, globalName, JSContextGetGlobalObject(context), kJSPropertyAttributeNone, NULL);
    JSStringRelease(globalName);
    JSValueRef factoryArguments[2] = { evaluate(context, webViewStub, "native"), internals };
    for (int index = first; index < argc; index++) {
        JSValueRef factory = evaluate(context, readFile(argv[index]), argv[index]);
        JSValueRef exception = NULL;
        JSObjectCallAsFunction(context, (JSObjectRef)factory, NULL, 2, factoryArguments, &exception);
        failOn(context, argv[index], exception);
    }
    if (plainTree && phases) {
        JSStringRef name = JSStringCreateWithUTF8CString("plainTreeText");
        JSStringRef text = JSStringCreateWithUTF8CString(readFile(plainTree));
        JSObjectSetProperty(context, JSContextGetGlobalObject(context), name, JSValueMakeString(context, text), kJSPropertyAttributeNone, NULL);
        printf("{\"times\": {");
        return runPhases(context, phases, 0);
    }
    if (!tree || (!job && !phases)) {
        puts("installed");
        return 0;
    }
    char *treeBytes = readFile(tree);
    double started = nowMs();
    JSStringRef treeText = JSStringCreateWithUTF8CString(treeBytes);
    JSStringRef url = JSStringCreateWithUTF8CString("about:blank");
    JSValueRef treeValue = JSValueMakeFromJSONString(context, treeText);
    double read = nowMs() - started;
    JSValueRef loadArguments[2] = { treeValue, JSValueMakeString(context, url) };
    callInternal(context, internals, "loadDocument", 2, loadArguments);
    callInternal(context, internals, "finishParsing", 0, NULL); // the page has no scripts to stop at
    callInternal(context, internals, "finishLoading", 0, NULL);
    double built = nowMs() - started;
    if (phases) {
        printf("{\"times\": {\"tree JSON read (part of the tree built)\": %.3f, \"tree built (JSON read, DOM built, load)\": %.3f", read, built);
        return runPhases(context, phases, 1);
    }
    evaluate(context, readFile(job), job);
    JSStringRef html = JSValueToStringCopy(context, evaluate(context, "postJob(document)", "eval"), NULL);
    size_t size = JSStringGetMaximumUTF8CStringSize(html);
    char *bytes = malloc(size);
    JSStringGetUTF8CString(html, bytes, size);
    puts(bytes);
    return 0;
}

// JavaScriptCore's public C API, plus the few functions libjavascriptcoregtk exports
// without a public header (they live in JSContextRefPrivate.h upstream).
#ifndef C_JAVASCRIPTCORE_H
#define C_JAVASCRIPTCORE_H

#include <JavaScriptCore/JavaScript.h>
#include <stdbool.h>

/// Called when a script exceeds the group's execution time limit; return true to terminate it.
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);

/// Limits the thread CPU time any one entry into the VM may take. With a NULL callback the
/// script is terminated with "JavaScript execution terminated.", which JS cannot catch.
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit,
                                                   JSShouldTerminateCallback callback,
                                                   void *context);
JS_EXPORT void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);

/// Calls `function(promise, reason)` when a rejected promise has no handler once the
/// microtask queue has drained.
JS_EXPORT void JSGlobalContextSetUnhandledRejectionCallback(JSGlobalContextRef ctx,
                                                            JSObjectRef function,
                                                            JSValueRef *exception);

/// JavaScriptCore's sampling profiler: starts sampling every VM of the group's thread, and
/// takes the stack traces gathered so far as JSON (NULL when it never ran).
JS_EXPORT bool JSContextGroupEnableSamplingProfiler(JSContextGroupRef group);
JS_EXPORT JSStringRef JSContextGroupTakeSamplesFromSamplingProfiler(JSContextGroupRef group);

#endif

// WebKitGTK (GTK 3) for the WebKit helper process, with a few inline functions for what Swift
// cannot call: GObject's variadic constructors and setters, and its casting macros.
#ifndef C_WEBKIT_GTK_H
#define C_WEBKIT_GTK_H

#include <webkit2/webkit2.h>
#include <glib-unix.h>
#include <sys/prctl.h>
#include <signal.h>

/// Ends this process when its parent dies (the caller's process holds the helper's pipes).
static inline void we_die_with_parent(void) { prctl(PR_SET_PDEATHSIG, SIGTERM); }

static inline gulong we_connect(gpointer instance, const char *signal, GCallback callback, gpointer data) {
    return g_signal_connect_data(instance, signal, callback, data, NULL, (GConnectFlags)0);
}

/// Pinned fonts and no hinting: heights then match a browser's on every machine.
static inline void we_configure_gtk(void) {
    GtkSettings *settings = gtk_settings_get_default();
    g_object_set(settings, "gtk-xft-hinting", 0, "gtk-xft-antialias", 1, "gtk-xft-dpi", 96 * 1024,
                 "gtk-overlay-scrolling", TRUE, NULL);
}

static inline WebKitWebContext *we_context_new(void) {
    WebKitWebsiteDataManager *data = webkit_website_data_manager_new_ephemeral();
    WebKitNetworkProxySettings *proxy = webkit_network_proxy_settings_new("http://127.0.0.1:9", NULL);
    webkit_website_data_manager_set_network_proxy_settings(data, WEBKIT_NETWORK_PROXY_MODE_CUSTOM, proxy);
    webkit_network_proxy_settings_free(proxy);
    WebKitWebContext *context = webkit_web_context_new_with_website_data_manager(data);
    g_object_unref(data);
    webkit_web_context_set_cache_model(context, WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER);
    return context;
}

/// A view in a window of its own, `width` CSS pixels wide (zoom 1, 96 dpi).
static inline WebKitWebView *we_view_new(WebKitWebContext *context, WebKitUserContentManager *manager, int width, int height, GtkWidget **window) {
    WebKitWebView *view = WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context, "user-content-manager", manager, NULL));
    WebKitSettings *settings = webkit_web_view_get_settings(view);
    webkit_settings_set_default_font_family(settings, "Times New Roman");
    webkit_settings_set_serif_font_family(settings, "Times New Roman");
    webkit_settings_set_sans_serif_font_family(settings, "Arial");
    webkit_settings_set_monospace_font_family(settings, "Monospace");
    webkit_settings_set_default_font_size(settings, 16);
    webkit_settings_set_default_monospace_font_size(settings, 13);
    webkit_settings_set_enable_developer_extras(settings, FALSE);
    webkit_settings_set_javascript_can_open_windows_automatically(settings, FALSE);
    webkit_settings_set_hardware_acceleration_policy(settings, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER);
    webkit_settings_set_enable_page_cache(settings, FALSE);
    webkit_settings_set_enable_media(settings, FALSE);
    webkit_settings_set_enable_webaudio(settings, FALSE);
    webkit_settings_set_enable_webgl(settings, FALSE);
    webkit_settings_set_enable_dns_prefetching(settings, FALSE);
    *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(*window), width, height);
    gtk_container_add(GTK_CONTAINER(*window), GTK_WIDGET(view));
    gtk_widget_show_all(*window);
    return view;
}

static inline void we_window_resize(GtkWidget *window, int width, int height) {
    gtk_window_resize(GTK_WINDOW(window), width, height);
}

static inline void we_widget_destroy(GtkWidget *widget) { gtk_widget_destroy(widget); }

static inline WebKitNavigationPolicyDecision *we_navigation_decision(WebKitPolicyDecision *decision) {
    return WEBKIT_NAVIGATION_POLICY_DECISION(decision);
}

static inline void we_object_ref(gpointer object) { g_object_ref(object); }
static inline void we_object_unref(gpointer object) { g_object_unref(object); }

/// The string a page posted (the engine's pages post JSON text) from a script message.
static inline char *we_script_message_text(WebKitJavascriptResult *result) {
    JSCValue *value = webkit_javascript_result_get_js_value(result);
    return jsc_value_is_string(value) ? jsc_value_to_string(value) : jsc_value_to_json(value, 0);
}

/// A snapshot of the whole document (not just the viewport) written to a PNG file; `done` gets
/// NULL or why it failed.
typedef void (*we_snapshot_done)(void *data, const char *error);

typedef struct {
    char *path;
    we_snapshot_done done;
    void *data;
} WESnapshot;

static void we_snapshot_finished(GObject *object, GAsyncResult *result, gpointer user) {
    WESnapshot *snapshot = (WESnapshot *)user;
    GError *error = NULL;
    cairo_surface_t *surface = webkit_web_view_get_snapshot_finish(WEBKIT_WEB_VIEW(object), result, &error);
    if (!surface) {
        snapshot->done(snapshot->data, error ? error->message : "WebKit made no snapshot");
        if (error) g_error_free(error);
    } else {
        cairo_status_t status = cairo_surface_write_to_png(surface, snapshot->path);
        cairo_surface_destroy(surface);
        snapshot->done(snapshot->data, status == CAIRO_STATUS_SUCCESS ? NULL : cairo_status_to_string(status));
    }
    g_free(snapshot->path);
    g_free(snapshot);
}

static inline void we_snapshot_to_png(WebKitWebView *view, const char *path, we_snapshot_done done, void *data) {
    WESnapshot *snapshot = g_new0(WESnapshot, 1);
    snapshot->path = g_strdup(path);
    snapshot->done = done;
    snapshot->data = data;
    webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT, WEBKIT_SNAPSHOT_OPTIONS_NONE, NULL, we_snapshot_finished, snapshot);
}

#endif

// WebKitGTK (GTK 3) for the WebKit helper process, with a few inline functions for what Swift
// cannot call: GObject's variadic constructors and setters, and its casting macros.
#ifndef C_WEBKIT_GTK_H
#define C_WEBKIT_GTK_H

#include <webkit2/webkit2.h>
#include <glib-unix.h>
#include <sys/prctl.h>
#include <signal.h>
#include <stdio.h>
#include <zlib.h>

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

static inline WebKitResponsePolicyDecision *we_response_decision(WebKitPolicyDecision *decision) {
    return WEBKIT_RESPONSE_POLICY_DECISION(decision);
}
static inline void we_object_ref(gpointer object) { g_object_ref(object); }
static inline void we_object_unref(gpointer object) { g_object_unref(object); }

/// The string a page posted (the engine's pages post JSON text) from a script message.
static inline char *we_script_message_text(WebKitJavascriptResult *result) {
    JSCValue *value = webkit_javascript_result_get_js_value(result);
    return jsc_value_is_string(value) ? jsc_value_to_string(value) : jsc_value_to_json(value, 0);
}

/// An app's URL scheme, served by the engine: WebKit asks `callback` for each request.
typedef void (*we_scheme_callback)(void *request, void *data);

static void we_scheme_request(WebKitURISchemeRequest *request, gpointer data) {
    void **pair = (void **)data;
    g_object_ref(request);  // answered later, from the engine's reply
    ((we_scheme_callback)pair[0])(request, pair[1]);
}

/// Registers `scheme` on the context (as secure and CORS-enabled, as a WKURLSchemeHandler's
/// scheme is to its pages); `callback(request, data)` gets each request, referenced.
static inline void we_register_scheme(WebKitWebContext *context, const char *scheme, we_scheme_callback callback, void *data) {
    void **pair = g_new0(void *, 2);
    pair[0] = (void *)callback;
    pair[1] = data;
    webkit_web_context_register_uri_scheme(context, scheme, we_scheme_request, pair, g_free);
    WebKitSecurityManager *security = webkit_web_context_get_security_manager(context);
    webkit_security_manager_register_uri_scheme_as_secure(security, scheme);
    webkit_security_manager_register_uri_scheme_as_cors_enabled(security, scheme);
}

static inline const char *we_scheme_request_uri(void *request) { return webkit_uri_scheme_request_get_uri(WEBKIT_URI_SCHEME_REQUEST(request)); }
static inline void *we_scheme_request_view(void *request) { return webkit_uri_scheme_request_get_web_view(WEBKIT_URI_SCHEME_REQUEST(request)); }

/// Answers a scheme request with `length` bytes of `mime` (copied), and releases it.
static inline void we_scheme_finish(void *request, const void *bytes, gsize length, const char *mime) {
    GBytes *data = g_bytes_new(bytes, length);
    GInputStream *stream = g_memory_input_stream_new_from_bytes(data);
    webkit_uri_scheme_request_finish(WEBKIT_URI_SCHEME_REQUEST(request), stream, (gint64)length, mime);
    g_object_unref(stream);
    g_bytes_unref(data);
    g_object_unref(request);
}

/// Fails a scheme request (the page sees a network error), and releases it.
static inline void we_scheme_fail(void *request, const char *message) {
    GError *error = g_error_new_literal(g_quark_from_static_string("webengine-scheme"), 1, message);
    webkit_uri_scheme_request_finish_error(WEBKIT_URI_SCHEME_REQUEST(request), error);
    g_error_free(error);
    g_object_unref(request);
}

/// A snapshot of the whole document (not just the viewport) written to a PNG file; `done` gets
/// NULL or why it failed, on the main thread. WebKit paints on the main thread; the PNG is
/// encoded on a thread of its own (zlib's fastest level, no row filters: a tall e-mail's
/// picture is 8 million pixels, which libpng's defaults took 400 ms to write, on the thread
/// every view shares).
typedef void (*we_snapshot_done)(void *data, const char *error);

typedef struct {
    char *path;
    we_snapshot_done done;
    void *data;
    cairo_surface_t *surface;
    const char *error;
} WESnapshot;

static gboolean we_snapshot_reply(gpointer user) {
    WESnapshot *snapshot = (WESnapshot *)user;
    snapshot->done(snapshot->data, snapshot->error);
    g_free(snapshot->path);
    g_free(snapshot);
    return G_SOURCE_REMOVE;
}

static int we_png_chunk(FILE *file, const char *type, const unsigned char *data, uInt length) {
    unsigned char header[8] = {length >> 24, length >> 16, length >> 8, length, type[0], type[1], type[2], type[3]};
    uLong crc = crc32(0, (const Bytef *)type, 4);
    if (length > 0) crc = crc32(crc, data, length);  // crc32 given no data answers its initial value
    unsigned char trailer[4] = {crc >> 24, crc >> 16, crc >> 8, crc};
    return fwrite(header, 1, 8, file) == 8 && (length == 0 || fwrite(data, 1, length, file) == length) && fwrite(trailer, 1, 4, file) == 4;
}

/// Writes cairo's ARGB32 or RGB24 pixels (native-endian words, alpha premultiplied) as PNG:
/// RGB when every pixel is opaque, RGBA otherwise.
static const char *we_write_png(cairo_surface_t *surface, const char *path) {
    cairo_surface_flush(surface);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *pixels = cairo_image_surface_get_data(surface);
    if (!pixels || width <= 0 || height <= 0) return "WebKit's snapshot has no pixels";
    int opaque = 1;
    if (cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32) {
        for (int y = 0; y < height && opaque; y++) {
            const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
            for (int x = 0; x < width; x++) if ((row[x] >> 24) != 0xFF) { opaque = 0; break; }
        }
    }
    int channels = opaque ? 3 : 4;
    FILE *file = fopen(path, "wb");
    if (!file) return "cannot open the file";
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    unsigned char ihdr[13] = {width >> 24, width >> 16, width >> 8, width, height >> 24, height >> 16, height >> 8, height, 8, opaque ? 2 : 6, 0, 0, 0};
    int ok = fwrite(signature, 1, 8, file) == 8 && we_png_chunk(file, "IHDR", ihdr, 13);
    z_stream stream = {0};
    ok = ok && deflateInit2(&stream, 1, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) == Z_OK;
    size_t rowBytes = 1 + (size_t)width * channels;
    unsigned char *row = g_malloc(rowBytes);
    uInt outSize = 1 << 18;
    unsigned char *out = g_malloc(outSize);
    for (int y = 0; ok && y <= height; y++) {
        int flush = y == height ? Z_FINISH : Z_NO_FLUSH;
        if (y < height) {
            const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * stride);
            unsigned char *target = row;
            *target++ = 0;  // filter: none
            for (int x = 0; x < width; x++) {
                uint32_t pixel = source[x];
                unsigned alpha = pixel >> 24, red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
                if (!opaque && alpha != 0 && alpha != 0xFF) {
                    red = red * 255 / alpha; green = green * 255 / alpha; blue = blue * 255 / alpha;
                }
                *target++ = red; *target++ = green; *target++ = blue;
                if (!opaque) *target++ = alpha;
            }
            stream.next_in = row;
            stream.avail_in = (uInt)rowBytes;
        }
        do {
            stream.next_out = out;
            stream.avail_out = outSize;
            int result = deflate(&stream, flush);
            if (result == Z_STREAM_ERROR) { ok = 0; break; }
            uInt produced = outSize - stream.avail_out;
            if (produced > 0) ok = ok && we_png_chunk(file, "IDAT", out, produced);
        } while (ok && (stream.avail_out == 0 || (flush == Z_FINISH && stream.avail_in > 0)));
    }
    deflateEnd(&stream);
    g_free(row);
    g_free(out);
    ok = ok && we_png_chunk(file, "IEND", NULL, 0);
    if (fclose(file) != 0) ok = 0;
    return ok ? NULL : "cannot write the PNG file";
}

static gpointer we_snapshot_encode(gpointer user) {
    WESnapshot *snapshot = (WESnapshot *)user;
    snapshot->error = we_write_png(snapshot->surface, snapshot->path);
    cairo_surface_destroy(snapshot->surface);
    g_idle_add(we_snapshot_reply, snapshot);
    return NULL;
}

static void we_snapshot_finished(GObject *object, GAsyncResult *result, gpointer user) {
    WESnapshot *snapshot = (WESnapshot *)user;
    GError *error = NULL;
    snapshot->surface = webkit_web_view_get_snapshot_finish(WEBKIT_WEB_VIEW(object), result, &error);
    if (!snapshot->surface) {
        snapshot->error = "WebKit made no snapshot";
        if (error) g_error_free(error);
        we_snapshot_reply(snapshot);
        return;
    }
    g_thread_unref(g_thread_new("webengine-png", we_snapshot_encode, snapshot));
}

static inline void we_snapshot_to_png(WebKitWebView *view, const char *path, we_snapshot_done done, void *data) {
    WESnapshot *snapshot = g_new0(WESnapshot, 1);
    snapshot->path = g_strdup(path);
    snapshot->done = done;
    snapshot->data = data;
    webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT, WEBKIT_SNAPSHOT_OPTIONS_NONE, NULL, we_snapshot_finished, snapshot);
}

#endif

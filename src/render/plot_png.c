/* plot_png.c - a plot scene rasterised to PNG with Cairo, text laid out by Pango. */
#include "render/plot_png.h"

#include "util/xalloc.h"

#include <cairo.h>
#include <png.h>
#include <stdint.h>
#include <stdlib.h>
#include <pango/pangocairo.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

static const double S_PI = 3.14159265358979323846;

static void S_source(cairo_t *cr, uint32_t c, double alpha)
{
    cairo_set_source_rgba(cr, (double)((c >> 16) & 0xFF) / 255.0, (double)((c >> 8) & 0xFF) / 255.0,
                          (double)(c & 0xFF) / 255.0, alpha);
}

/* Fill (when the style has a fill and filled) then stroke the current path. */
static void S_paint(cairo_t *cr, const pm_plot_style *s, bool filled)
{
    if (filled && s->fill != PM_PLOT_NONE) {
        S_source(cr, s->fill, s->fill_opacity);
        if (s->stroke != PM_PLOT_NONE)
            cairo_fill_preserve(cr);
        else
            cairo_fill(cr);
    }
    if (s->stroke != PM_PLOT_NONE) {
        static const double dash[] = {6, 4}, dot[] = {2, 3};
        S_source(cr, s->stroke, 1.0);
        cairo_set_line_width(cr, s->width);
        cairo_set_dash(cr, s->dash == 1 ? dash : dot, s->dash ? 2 : 0, 0);
        cairo_stroke(cr);
    }
    cairo_new_path(cr);
}

static void S_text(cairo_t *cr, PangoLayout *layout, const pm_plot_item *it, const double *xy)
{
    PangoFontDescription *fd = pango_font_description_from_string("DejaVu Sans, Arial, sans-serif");
    pango_font_description_set_absolute_size(fd, it->style.font_size * PANGO_SCALE);
    pango_font_description_set_weight(fd, it->style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_layout_set_font_description(layout, fd);
    pango_font_description_free(fd);
    pango_layout_set_text(layout, it->text ? it->text : "", -1);
    int w, h;
    pango_layout_get_size(layout, &w, &h);
    double width = (double)w / PANGO_SCALE,
           base = (double)pango_layout_get_baseline(layout) / PANGO_SCALE;
    double dx = it->anchor == PM_ANCHOR_START    ? 0
                : it->anchor == PM_ANCHOR_MIDDLE ? width / 2
                                                 : width;
    cairo_save(cr);
    cairo_translate(cr, xy[0], xy[1]);
    cairo_rotate(cr, -it->rotate * S_PI / 180.0);
    cairo_move_to(cr, -dx, -base);
    S_source(cr, it->style.fill, 1.0);
    pango_cairo_update_layout(cr, layout);
    pango_cairo_show_layout(cr, layout);
    cairo_restore(cr);
}

static void S_item(cairo_t *cr, PangoLayout *layout, const pm_plot *p, const pm_plot_item *it)
{
    const double *xy = p->xy + 2 * it->pt;
    cairo_new_path(cr); /* text leaves a current point behind; start clean */
    switch (it->kind) {
    case PM_PLOT_LINE:
        cairo_move_to(cr, xy[0], xy[1]);
        cairo_line_to(cr, xy[2], xy[3]);
        S_paint(cr, &it->style, false);
        break;
    case PM_PLOT_POLYLINE:
    case PM_PLOT_POLYGON:
        for (size_t i = 0; i < it->npt; i++)
            cairo_line_to(cr, xy[2 * i], xy[2 * i + 1]);
        if (it->kind == PM_PLOT_POLYGON)
            cairo_close_path(cr);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        S_paint(cr, &it->style, it->kind == PM_PLOT_POLYGON);
        break;
    case PM_PLOT_RECT:
        cairo_rectangle(cr, xy[0], xy[1], xy[2], xy[3]);
        S_paint(cr, &it->style, true);
        break;
    case PM_PLOT_MARKER: {
        double v[8];
        size_t n = pm_plot_marker_shape(it->shape, it->size, v);
        if (n == 0) {
            cairo_new_sub_path(cr);
            cairo_arc(cr, xy[0], xy[1], it->size, 0, 2 * S_PI);
        } else {
            for (size_t i = 0; i < n; i++)
                cairo_line_to(cr, xy[0] + v[2 * i], xy[1] + v[2 * i + 1]);
            cairo_close_path(cr);
        }
        S_paint(cr, &it->style, true);
        break;
    }
    case PM_PLOT_TEXT: S_text(cr, layout, it, xy); break;
    }
}

static void S_png_write(png_structp png, png_bytep data, size_t length)
{
    pm_buf_append(png_get_io_ptr(png), (const char *)data, length);
}

static void S_png_flush(png_structp png)
{
    (void)png;
}

/* Encode the opaque ARGB32 surface as an 8-bit RGB PNG with libpng, fast zlib level
 * and no row filter: cairo's own writer compresses at zlib's default level, which
 * was most of the report's rendering time; level 1 makes files about a quarter
 * larger than that, and on these flat-coloured figures no filter is both about
 * 12% faster and 10% smaller than the Sub filter (bench/README.md). No time
 * chunk: the bytes depend only on the pixels. Returns 0, or -1. */
static int S_encode_png(cairo_surface_t *surf, pm_png_canvas *c, pm_buf *out)
{
    int w = cairo_image_surface_get_width(surf), h = cairo_image_surface_get_height(surf);
    int stride = cairo_image_surface_get_stride(surf);
    const unsigned char *px = cairo_image_surface_get_data(surf);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    int rc = -1;
    if (png == NULL || info == NULL || px == NULL)
        goto done;
    if (c->rowsize < (size_t)w * 3) {
        free(c->row);
        c->rowsize = (size_t)w * 3;
        c->row = pm_xmalloc(c->rowsize);
    }
    unsigned char *row = c->row;
    if (setjmp(png_jmpbuf(png)))
        goto done;
    png_set_write_fn(png, out, S_png_write, S_png_flush);
    png_set_compression_level(png, 1);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < h; y++) {
        const uint32_t *src = (const uint32_t *)(const void *)(px + (size_t)y * (size_t)stride);
        for (int x = 0; x < w; x++) { /* opaque: premultiplied equals straight */
            uint32_t v = src[x];
            row[3 * x] = (unsigned char)(v >> 16);
            row[3 * x + 1] = (unsigned char)(v >> 8);
            row[3 * x + 2] = (unsigned char)v;
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    rc = 0;
done:
    png_destroy_write_struct(png ? &png : NULL, info ? &info : NULL);
    return rc;
}

void pm_png_canvas_free(pm_png_canvas *c)
{
    if (c == NULL)
        return;
    free(c->data);
    free(c->row);
    memset(c, 0, sizeof *c);
}

int pm_plot_png(const pm_plot *p, double scale, pm_buf *out, pm_error *err)
{
    pm_png_canvas c = {0};
    int rc = pm_plot_png_on(p, scale, &c, out, err);
    pm_png_canvas_free(&c);
    return rc;
}

int pm_plot_png_on(const pm_plot *p, double scale, pm_png_canvas *c, pm_buf *out, pm_error *err)
{
    double w = ceil(p->width * scale), h = ceil(p->height * scale);
    if (!(scale > 0) || !(w >= 1 && h >= 1 && w <= 16384 && h <= 16384))
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "PNG: bad image size %gx%g", w, h);
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, (int)w);
    size_t size = (size_t)stride * (size_t)h;
    if (c->size < size) {
        free(c->data);
        c->size = size;
        c->data = pm_xmalloc(size);
    }
    /* opaque white, the bytes cairo_paint would leave (0xFFFFFFFF per pixel), at
       the cost of a memset */
    memset(c->data, 0xFF, size);
    cairo_surface_t *surf =
        cairo_image_surface_create_for_data(c->data, CAIRO_FORMAT_ARGB32, (int)w, (int)h, stride);
    cairo_t *cr = cairo_create(surf);
    cairo_scale(cr, scale, scale);

    /* unhinted glyph outlines and metrics: the layout does not snap to the
     * pixel grid differently at each scale */
    PangoLayout *layout = pango_cairo_create_layout(cr);
    cairo_font_options_t *fo = cairo_font_options_create();
    cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), fo);
    cairo_font_options_destroy(fo);
    pango_layout_context_changed(layout);

    /* the clip to the plot area is set once for each run of clipped items, not per item
       (a scatter has thousands of clipped markers in a row) */
    bool clipped = false;
    for (size_t i = 0; i < p->nitems; i++) {
        const pm_plot_item *it = &p->items[i];
        if (it->clip != clipped) {
            if (clipped) {
                cairo_restore(cr);
            } else {
                cairo_save(cr);
                cairo_new_path(cr);
                cairo_rectangle(cr, p->area[0], p->area[1], p->area[2], p->area[3]);
                cairo_clip(cr);
            }
            clipped = it->clip;
        }
        S_item(cr, layout, p, it);
    }
    if (clipped)
        cairo_restore(cr);

    int rc = 0;
    cairo_status_t st = cairo_status(cr);
    if (st == CAIRO_STATUS_SUCCESS) {
        cairo_surface_flush(surf);
        if (S_encode_png(surf, c, out) != 0)
            rc = pm_error_set(err, PM_ERR_INTERNAL, NULL, 0,
                              "PNG: libpng could not encode the image");
    } else {
        rc = pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "PNG: cairo: %s",
                          cairo_status_to_string(st));
    }
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_destroy(surf);
    return rc;
}

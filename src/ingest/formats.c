/* formats.c - the table of input formats: lookup by name, detection in order, the list. */
#include "ingest/formats.h"

#include "util/text.h"

#include <string.h>

/* Detection order: the order of PM_FORMATS (formats.h). */
#define S_ENTRY(id, name) &pm_format_##id,
static const pm_format_ops *const S_formats[] = {PM_FORMATS(S_ENTRY)};
#undef S_ENTRY
enum { S_NFORMATS = sizeof S_formats / sizeof S_formats[0] };

size_t pm_format_count(void)
{
    return S_NFORMATS;
}

pm_format pm_format_at(size_t i)
{
    return i < S_NFORMATS ? S_formats[i] : NULL;
}

/* 1 when name is one of the blank-separated words of list (any case). */
static int S_in_list(const char *list, const char *name)
{
    char word[32];
    for (const char *p = list; p && *p;) {
        while (*p == ' ')
            p++;
        size_t w = strcspn(p, " ");
        if (w > 0 && w < sizeof word) {
            memcpy(word, p, w);
            word[w] = '\0';
            if (pm_text_ieq(word, name))
                return 1;
        }
        p += w;
    }
    return 0;
}

pm_format pm_format_find(const char *name)
{
    for (size_t i = 0; i < S_NFORMATS; i++)
        if (pm_text_ieq(S_formats[i]->name, name) || S_in_list(S_formats[i]->aliases, name))
            return S_formats[i];
    return NULL;
}

int pm_format_from_name(const char *name, pm_format *out)
{
    if (pm_text_ieq(name, "auto")) {
        *out = PM_FORMAT_AUTO;
        return 0;
    }
    pm_format f = pm_format_find(name);
    if (f == NULL)
        return -1;
    *out = f;
    return 0;
}

int pm_input_is_json(const pm_input *in)
{
    return in->nhead > 0 && (in->head[0] == '{' || in->head[0] == '[');
}

pm_format pm_format_detect(const pm_input *in, int syntax)
{
    for (size_t i = 0; i < S_NFORMATS; i++)
        if ((syntax < 0 || (int)S_formats[i]->syntax == syntax) && S_formats[i]->detect(in))
            return S_formats[i];
    return NULL;
}

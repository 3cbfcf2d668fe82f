/* formats.c - the table of input formats: lookup by name, detection in order, the list. */
#include "ingest/formats.h"

#include "util/text.h"

#include <string.h>

/* Detection order: formats known by their keys or first words, then the generic ones. A
 * JSON document is offered to the JSON entries only, an XML one to the XML entries; CSV,
 * last, takes whatever is left. */
static const pm_format_ops *const S_formats[] = {
    /* JSON documents, by their keys */
    &pm_format_extrap_json, &pm_format_gbench, &pm_format_pytest, &pm_format_hyperfine,
    &pm_format_bdn, &pm_format_jmh, &pm_format_asv,
    &pm_format_datajs,               /* data.js: its JSON object after `window.BENCHMARK_DATA =` */
    &pm_format_criterion,            /* also JSON Lines whose lines start {"reason": */
    &pm_format_bmf, &pm_format_json, /* records and JSON Lines: any other JSON */
    /* XML, by its root element */
    &pm_format_catch2, &pm_format_junit,
    /* text, by its first words */
    &pm_format_gotest,
    &pm_format_criterion_text, /* before cargo: its logs hold libtest's "running N tests" */
    &pm_format_cargo, &pm_format_benchmarkjs, &pm_format_catch2_console, &pm_format_criterion_csv,
    &pm_format_extrap, &pm_format_csv, /* anything else */
};
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

pm_format pm_format_detect(const pm_input *in, int syntax)
{
    for (size_t i = 0; i < S_NFORMATS; i++)
        if ((syntax < 0 || (int)S_formats[i]->syntax == syntax) && S_formats[i]->detect(in))
            return S_formats[i];
    return NULL;
}

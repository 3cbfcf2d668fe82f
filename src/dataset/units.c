/* units.c - time-unit names and time-like column names. */
#include "dataset/units.h"

#include "util/text.h"

#include <string.h>

static const struct {
    const char *name;  /* spelling */
    const char *canon; /* canonical */
    double seconds;    /* seconds per unit */
} S_units[] = {
    {"s", "s", 1.0},          {"sec", "s", 1.0},         {"secs", "s", 1.0},
    {"second", "s", 1.0},     {"seconds", "s", 1.0},     {"ms", "ms", 1e-3},
    {"msec", "ms", 1e-3},     {"millis", "ms", 1e-3},    {"millisecond", "ms", 1e-3},
    {"milliseconds", "ms", 1e-3}, {"us", "us", 1e-6},    {"usec", "us", 1e-6},
    {"micros", "us", 1e-6},   {"microsecond", "us", 1e-6}, {"microseconds", "us", 1e-6},
    {"ns", "ns", 1e-9},       {"nsec", "ns", 1e-9},      {"nanos", "ns", 1e-9},
    {"nanosecond", "ns", 1e-9}, {"nanoseconds", "ns", 1e-9},
};

double pm_units_seconds(const char *name, const char **canon)
{
    for (size_t i = 0; i < sizeof S_units / sizeof S_units[0]; i++)
        if (pm_text_ieq(name, S_units[i].name)) {
            if (canon)
                *canon = S_units[i].canon;
            return S_units[i].seconds;
        }
    return 0.0;
}

/* Length of the unit suffix "_<unit>" at the end of name, or 0. */
static size_t S_suffix(const char *name, const char **canon)
{
    const char *us = strrchr(name, '_');
    if (us == NULL || us == name)
        return 0;
    if (pm_units_seconds(us + 1, canon) == 0.0)
        return 0;
    return strlen(us);
}

bool pm_units_from_name(const char *colname, const char **canon)
{
    const char *c = NULL;
    if (S_suffix(colname, &c) > 0 || (strlen(colname) > 1 && pm_units_seconds(colname, &c) > 0)) {
        if (canon)
            *canon = c;
        return true;
    }
    return false;
}

bool pm_units_is_time_name(const char *colname)
{
    static const char *const bases[] = {"time",     "times",     "duration",  "elapsed",
                                        "latency",  "runtime",   "walltime",  "wall_time",
                                        "real_time", "wallclock", "iteration_time",
                                        "step_time", "time_per_iteration", "time_per_iter"};
    char base[128];
    size_t n = strlen(colname);
    if (n == 0 || n >= sizeof base)
        return false;
    memcpy(base, colname, n + 1);
    size_t suf = S_suffix(base, NULL);
    if (suf > 0)
        base[n - suf] = '\0';
    else if (n > 1 && pm_units_seconds(base, NULL) > 0)
        return true; /* "seconds", "ms", ... ("s" alone is too ambiguous) */
    for (size_t i = 0; i < sizeof bases / sizeof bases[0]; i++)
        if (pm_text_ieq(base, bases[i]))
            return true;
    return pm_text_iends(base, "_time") || (strncmp(base, "time_", 5) == 0);
}

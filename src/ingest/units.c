/* units.c - time-unit names and time-like column names. */
#include "ingest/units.h"

#include "util/text.h"

#include <string.h>

static const struct {
    const char *name;  /* spelling */
    const char *canon; /* canonical */
    double seconds;    /* seconds per unit */
    int bare;          /* also means a time as a whole column name ("seconds", not "min") */
} S_units[] = {
    {"s", "s", 1.0, 0},
    {"sec", "s", 1.0, 1},
    {"secs", "s", 1.0, 1},
    {"second", "s", 1.0, 1},
    {"seconds", "s", 1.0, 1},
    {"ms", "ms", 1e-3, 1},
    {"msec", "ms", 1e-3, 1},
    {"millis", "ms", 1e-3, 1},
    {"millisecond", "ms", 1e-3, 1},
    {"milliseconds", "ms", 1e-3, 1},
    {"us", "us", 1e-6, 1},
    {"usec", "us", 1e-6, 1},
    {"micros", "us", 1e-6, 1},
    {"microsecond", "us", 1e-6, 1},
    {"microseconds", "us", 1e-6, 1},
    {"ns", "ns", 1e-9, 1},
    {"nsec", "ns", 1e-9, 1},
    {"nanos", "ns", 1e-9, 1},
    {"nanosecond", "ns", 1e-9, 1},
    {"nanoseconds", "ns", 1e-9, 1},
    /* training results are published in minutes and hours; as a whole column name
       "min" and "h" are too ambiguous (a minimum; hyperfine's CSV has a "min") */
    {"min", "min", 60.0, 0},
    {"mins", "min", 60.0, 0},
    {"minute", "min", 60.0, 1},
    {"minutes", "min", 60.0, 1},
    {"h", "h", 3600.0, 0},
    {"hr", "h", 3600.0, 0},
    {"hrs", "h", 3600.0, 0},
    {"hour", "h", 3600.0, 1},
    {"hours", "h", 3600.0, 1},
};

/* The entry for a unit name, or -1. */
static int S_unit(const char *name)
{
    for (size_t i = 0; i < sizeof S_units / sizeof S_units[0]; i++)
        if (pm_text_ieq(name, S_units[i].name))
            return (int)i;
    return -1;
}

double pm_units_seconds(const char *name, const char **canon)
{
    int i = S_unit(name);
    if (i < 0)
        return 0.0;
    if (canon)
        *canon = S_units[i].canon;
    return S_units[i].seconds;
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
    int i = S_unit(colname);
    if (S_suffix(colname, &c) > 0 || (i >= 0 && S_units[i].bare && (c = S_units[i].canon))) {
        if (canon)
            *canon = c;
        return true;
    }
    return false;
}

bool pm_units_is_time_name(const char *colname)
{
    static const char *const bases[] = {
        "time",           "times",     "duration",           "elapsed",      "latency",
        "runtime",        "walltime",  "wall_time",          "real_time",    "wallclock",
        "iteration_time", "step_time", "time_per_iteration", "time_per_iter"};
    char base[128];
    size_t n = strlen(colname);
    if (n == 0 || n >= sizeof base)
        return false;
    memcpy(base, colname, n + 1);
    size_t suf = S_suffix(base, NULL);
    if (suf > 0)
        base[n - suf] = '\0';
    else if (S_unit(base) >= 0 && S_units[S_unit(base)].bare)
        return true; /* "seconds", "ms", ... ("s", "min" alone are too ambiguous) */
    for (size_t i = 0; i < sizeof bases / sizeof bases[0]; i++)
        if (pm_text_ieq(base, bases[i]))
            return true;
    return pm_text_iends(base, "_time") || (strncmp(base, "time_", 5) == 0);
}

bool pm_units_is_throughput_name(const char *colname, const char **per)
{
    /* rates per unit of time: the suffix names the unit */
    static const struct {
        const char *suffix; /* ASCII case-insensitive */
        const char *per;    /* canonical time unit */
    } rates[] = {
        {"_per_second", "s"}, {"_per_sec", "s"}, {"_per_s", "s"},    {"/s", "s"},
        {"/sec", "s"},        {"/second", "s"},  {"persec", "s"},    {"_per_minute", "min"},
        {"_per_min", "min"},  {"/min", "min"},   {"_per_hour", "h"}, {"/h", "h"},
    };
    /* well-known rates per second */
    static const char *const per_second[] = {"qps", "fps", "tps", "rps", "iops"};
    for (size_t i = 0; i < sizeof rates / sizeof rates[0]; i++)
        if (pm_text_iends(colname, rates[i].suffix) && strlen(colname) > strlen(rates[i].suffix)) {
            if (per)
                *per = rates[i].per;
            return true;
        }
    for (size_t i = 0; i < sizeof per_second / sizeof per_second[0]; i++)
        if (pm_text_ieq(colname, per_second[i])) {
            if (per)
                *per = "s";
            return true;
        }
    /* "throughput", "train_throughput": a rate, its time unit not said */
    char low[128];
    size_t n = strlen(colname);
    if (n >= sizeof low)
        return false;
    for (size_t i = 0; i <= n; i++)
        low[i] =
            (char)((colname[i] >= 'A' && colname[i] <= 'Z') ? colname[i] - 'A' + 'a' : colname[i]);
    if (strstr(low, "throughput") != NULL) {
        if (per)
            *per = NULL;
        return true;
    }
    return false;
}

bool pm_units_rate(const char *text, const char **per)
{
    /* "images/s", "tokens / sec", "items per second" */
    const char *slash = strrchr(text, '/');
    const char *unit = NULL;
    if (slash)
        unit = slash + 1;
    else {
        const char *p = strstr(text, " per ");
        if (p)
            unit = p + 5;
    }
    if (unit == NULL)
        return false;
    while (*unit == ' ')
        unit++;
    char u[32];
    size_t n = strlen(unit);
    while (n && unit[n - 1] == ' ')
        n--;
    if (n == 0 || n >= sizeof u)
        return false;
    memcpy(u, unit, n);
    u[n] = '\0';
    return pm_units_seconds(u, per) > 0.0;
}

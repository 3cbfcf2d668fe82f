/* units.h - time units: recognising them in names and converting between them.
 *
 * pmreport keeps times in the unit of the data (so reports read in the unit the
 * user measured in) and converts only when rows disagree.
 */
#ifndef PM_UNITS_H
#define PM_UNITS_H

#include <stdbool.h>
#include <stddef.h>

/* Seconds per unit for a unit name ("s", "sec", "seconds", "ms", "us", "ns", ...,
 * ASCII case-insensitive); 0 when the name is not a time unit. *canon, when not
 * NULL, is set to the canonical short name ("s", "ms", "us", "ns"). */
double pm_units_seconds(const char *name, const char **canon);

/* When column name ends in a unit suffix ("_ms", "_seconds", ...) or is a unit
 * name itself, set *canon to the canonical unit and return true. */
bool pm_units_from_name(const char *colname, const char **canon);

/* True when colname looks like a measured time: time, duration, latency,
 * elapsed, runtime, wall_time, real_time, *_time, time_* (with or without a
 * unit suffix), or a bare unit name such as seconds or ms. */
bool pm_units_is_time_name(const char *colname);

#endif

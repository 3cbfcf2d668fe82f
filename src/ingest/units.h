/* units.h - time units: recognising them in names and converting between them.
 *
 * pmreport keeps times in the unit of the data (so reports read in the unit the
 * user measured in) and converts only when rows disagree.
 */
#ifndef PM_UNITS_H
#define PM_UNITS_H

#include <stdbool.h>
#include <stddef.h>

/* Seconds per unit for a unit name ("s", "sec", "seconds", "ms", "us", "ns",
 * "min", "minutes", "h", "hours", ..., ASCII case-insensitive); 0 when the name is
 * not a time unit. *canon, when not NULL, is set to the canonical short name
 * ("s", "ms", "us", "ns", "min", "h"). */
double pm_units_seconds(const char *name, const char **canon);

/* When column name ends in a unit suffix ("_ms", "_seconds", "_min", "_h", ...)
 * or is a unit name itself (not "s", "min" or "h" alone: too ambiguous), set
 * *canon to the canonical unit and return true. */
bool pm_units_from_name(const char *colname, const char **canon);

/* True when colname looks like a measured time: time, duration, latency,
 * elapsed, runtime, wall_time, real_time, *_time, time_* (with or without a
 * unit suffix), or a bare unit name such as seconds or ms. */
bool pm_units_is_time_name(const char *colname);

/* True when colname looks like a throughput: a rate per unit of time
 * ("items_per_second", "images_per_sec", "tokens/s", "samples_per_minute",
 * qps, fps, tps, rps, iops) or contains "throughput". *per, when not NULL, is
 * set to the canonical time unit of the rate ("s", "min", "h"), or NULL when
 * the name does not say. */
bool pm_units_is_throughput_name(const char *colname, const char **per);

/* True when text is a rate unit ("images/s", "tokens / sec", "items per
 * second"); *per is set to the canonical time unit after the slash or "per". */
bool pm_units_rate(const char *text, const char **per);

#endif

/* runinfo.c - branch and commit from flags or GitHub's environment, an input digest, the machine.
 */
#include "history/runinfo.h"

#include "util/fnv.h"
#include "util/xalloc.h"

#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

static const char *S_env(const char *name)
{
    const char *v = getenv(name);
    return v && *v ? v : NULL;
}

const char *pm_runinfo_branch(const char *flag)
{
    if (flag && *flag)
        return flag;
    const char *v = S_env("GITHUB_HEAD_REF"); /* set on pull requests only */
    return v ? v : S_env("GITHUB_REF_NAME");
}

const char *pm_runinfo_commit(const char *flag)
{
    return flag && *flag ? flag : S_env("GITHUB_SHA");
}

long long pm_runinfo_time(long long source_date_epoch)
{
    return source_date_epoch >= 0 ? source_date_epoch : (long long)time(NULL);
}

void pm_runinfo_digest(const pm_ingest_bytes *in, size_t n, char *out, size_t size)
{
    uint64_t h = PM_FNV1A64_BASIS;
    for (size_t i = 0; i < n; i++) {
        unsigned char rec[16];
        for (int b = 0; b < 8; b++) {
            rec[b] = (unsigned char)(in[i].len >> (8 * b));
            rec[8 + b] = (unsigned char)(in[i].fnv >> (8 * b));
        }
        h = pm_fnv1a64(h, rec, sizeof rec);
    }
    snprintf(out, size, "fnv1a64:%016" PRIx64, h);
}

/* The value of the first "key<spaces>: value" line of a /proc file, or NULL (malloc'd). */
static char *S_proc_field(const char *path, const char *key)
{
    FILE *fp = fopen(path, "r");
    if (fp == NULL)
        return NULL;
    char *line = NULL, *found = NULL;
    size_t cap = 0, klen = strlen(key);
    while (found == NULL && getline(&line, &cap, fp) > 0) {
        if (strncmp(line, key, klen) != 0)
            continue;
        char *p = line + klen;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p != ':')
            continue;
        p++;
        while (*p == ' ' || *p == '\t')
            p++;
        size_t m = strlen(p);
        while (m && (p[m - 1] == '\n' || p[m - 1] == ' '))
            p[--m] = '\0';
        found = pm_xstrdup(p);
    }
    free(line);
    fclose(fp);
    return found;
}

void pm_runinfo_machine(pm_machine *m)
{
    memset(m, 0, sizeof *m);
    m->cpu = S_proc_field("/proc/cpuinfo", "model name");
    if (m->cpu == NULL)
        m->cpu = pm_xstrdup("");
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    m->cores = n > 0 ? n : 0;
    char *mem = S_proc_field("/proc/meminfo", "MemTotal"); /* "16384256 kB" */
    if (mem) {
        long long kb = strtoll(mem, NULL, 10);
        m->memory_bytes = kb > 0 ? kb * 1024 : 0;
        free(mem);
    }
    struct utsname u;
    if (uname(&u) == 0) {
        char os[600];
        snprintf(os, sizeof os, "%s %s %s", u.sysname, u.release, u.machine);
        m->os = pm_xstrdup(os);
    } else {
        m->os = pm_xstrdup("");
    }
}

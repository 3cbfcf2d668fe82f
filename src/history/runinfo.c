/* runinfo.c - branch and commit from flags or GitHub's environment, an input digest, the machine.
 */
#include "history/runinfo.h"

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

#define S_FNV_BASIS UINT64_C(14695981039346656037)
#define S_FNV_PRIME UINT64_C(1099511628211)

static uint64_t S_fnv(uint64_t h, const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= S_FNV_PRIME;
    }
    return h;
}

int pm_runinfo_digest(char *const *paths, size_t n, char *out, size_t size, pm_error *err)
{
    uint64_t h = S_FNV_BASIS;
    unsigned char buf[65536];
    for (size_t i = 0; i < n; i++) {
        FILE *fp = fopen(paths[i], "rb");
        if (fp == NULL)
            return pm_error_set(err, PM_ERR_IO, paths[i], 0, "cannot read: %s", strerror(errno));
        uint64_t len = 0;
        size_t got;
        uint64_t hf = S_FNV_BASIS;
        while ((got = fread(buf, 1, sizeof buf, fp)) > 0) {
            hf = S_fnv(hf, buf, got);
            len += got;
        }
        int bad = ferror(fp);
        fclose(fp);
        if (bad)
            return pm_error_set(err, PM_ERR_IO, paths[i], 0, "cannot read");
        unsigned char rec[16];
        for (int b = 0; b < 8; b++) {
            rec[b] = (unsigned char)(len >> (8 * b));
            rec[8 + b] = (unsigned char)(hf >> (8 * b));
        }
        h = S_fnv(h, rec, sizeof rec);
    }
    snprintf(out, size, "fnv1a64:%016" PRIx64, h);
    return 0;
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

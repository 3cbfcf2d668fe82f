/* outdir.c - temporary report directory swapped into place at the end. */
#define _XOPEN_SOURCE 700
#include "render/outdir.h"

#include "util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char S_marker[] = ".pmreport";

/* mkdir -p of every parent of path. */
static int S_mkparents(const char *path, pm_error *err)
{
    char *p = pm_xstrdup(path);
    for (char *s = p + 1; *s; s++) {
        if (*s != '/')
            continue;
        *s = '\0';
        if (mkdir(p, 0777) != 0 && errno != EEXIST) {
            pm_error_set(err, PM_ERR_IO, p, 0, "cannot create directory: %s", strerror(errno));
            free(p);
            return -1;
        }
        *s = '/';
    }
    free(p);
    return 0;
}

/* 1 when dir has no entries, 0 otherwise (or when it cannot be read). */
static int S_empty(const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL)
        return 0;
    struct dirent *e;
    int empty = 1;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            empty = 0;
            break;
        }
    closedir(d);
    return empty;
}

static int S_rm(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

static void S_rmtree(const char *path)
{
    nftw(path, S_rm, 16, FTW_DEPTH | FTW_PHYS);
}

int pm_outdir_begin(pm_outdir *o, const char *path, pm_error *err)
{
    memset(o, 0, sizeof *o);
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/')
        n--;
    if (n == 0)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "empty output directory name");
    o->final = pm_xstrndup(path, n);
    struct stat st;
    if (stat(o->final, &st) == 0) {
        if (!S_ISDIR(st.st_mode)) {
            pm_error_set(err, PM_ERR_IO, o->final, 0, "exists and is not a directory");
            goto fail;
        }
        char *marker = pm_xmalloc(n + sizeof S_marker + 1);
        sprintf(marker, "%s/%s", o->final, S_marker);
        int ours = access(marker, F_OK) == 0;
        free(marker);
        if (!ours && !S_empty(o->final)) {
            pm_error_set(err, PM_ERR_USAGE, o->final, 0,
                         "exists and was not written by pmreport; remove it or choose another "
                         "output directory");
            goto fail;
        }
    }
    if (S_mkparents(o->final, err) != 0)
        goto fail;
    o->tmp = pm_xmalloc(n + 16);
    sprintf(o->tmp, "%s.tmp.XXXXXX", o->final);
    if (mkdtemp(o->tmp) == NULL) {
        pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot create a temporary directory: %s",
                     strerror(errno));
        free(o->tmp);
        o->tmp = NULL;
        goto fail;
    }
    chmod(o->tmp, 0755);
    if (pm_outdir_write(o, S_marker, "pmreport report directory\n", 26, err) != 0) {
        pm_outdir_abort(o);
        return -1;
    }
    return 0;
fail:
    free(o->final);
    o->final = NULL;
    return -1;
}

char *pm_outdir_path(const pm_outdir *o, const char *name)
{
    char *p = pm_xmalloc(strlen(o->tmp) + strlen(name) + 2);
    sprintf(p, "%s/%s", o->tmp, name);
    return p;
}

int pm_outdir_write(pm_outdir *o, const char *name, const char *data, size_t n, pm_error *err)
{
    char *p = pm_outdir_path(o, name);
    const char *slash = strrchr(name, '/');
    if (slash) {
        char *dir = pm_xstrdup(p);
        dir[strlen(o->tmp) + 1 + (size_t)(slash - name)] = '\0';
        mkdir(dir, 0755);
        free(dir);
    }
    FILE *fp = fopen(p, "wb");
    int rc = 0;
    if (fp == NULL || fwrite(data, 1, n, fp) != n || fclose(fp) != 0) {
        rc = pm_error_set(err, PM_ERR_IO, p, 0, "cannot write: %s", strerror(errno));
        if (fp)
            fclose(fp);
    }
    free(p);
    return rc;
}

int pm_outdir_commit(pm_outdir *o, pm_error *err)
{
    struct stat st;
    char *old = NULL;
    if (stat(o->final, &st) == 0) {
        old = pm_xmalloc(strlen(o->final) + 16);
        sprintf(old, "%s.old.XXXXXX", o->final);
        if (mkdtemp(old) == NULL || rename(o->final, old) != 0) {
            pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot move the old report aside: %s",
                         strerror(errno));
            if (old)
                rmdir(old);
            free(old);
            pm_outdir_abort(o);
            return -1;
        }
    }
    if (rename(o->tmp, o->final) != 0) {
        pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot move the report into place: %s",
                     strerror(errno));
        if (old)
            rename(old, o->final);
        free(old);
        pm_outdir_abort(o);
        return -1;
    }
    if (old)
        S_rmtree(old);
    free(old);
    free(o->tmp);
    o->tmp = NULL;
    free(o->final);
    o->final = NULL;
    return 0;
}

void pm_outdir_abort(pm_outdir *o)
{
    if (o->tmp)
        S_rmtree(o->tmp);
    free(o->tmp);
    free(o->final);
    o->tmp = o->final = NULL;
}

/* exchange.c - the run history moved between a database and a directory of run files. */
#include "history/exchange.h"

#include "history/store.h"
#include "result/model_io.h"
#include "util/buf.h"
#include "util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define S_FORMAT 1 /* "pmreport_run": the layout version of a run file */

/* FNV-1a 64 of n bytes: names a run file after its content. */
static uint64_t S_fnv(const char *s, size_t n)
{
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ull;
    }
    return h;
}

/* A json string of s, or JSON null for NULL. */
static json_t *S_str(const char *s)
{
    return s ? json_string(s) : json_null();
}

/* The run file text of r (ends with a newline); NULL when r is not valid UTF-8. */
static char *S_run_text(const pm_run_record *r)
{
    json_t *m = json_object();
    json_object_set_new(m, "cpu", S_str(r->machine.cpu));
    json_object_set_new(m, "cores", json_integer(r->machine.cores));
    json_object_set_new(m, "memory_bytes", json_integer(r->machine.memory_bytes));
    json_object_set_new(m, "os", S_str(r->machine.os));
    json_t *o = json_object();
    json_object_set_new(o, "pmreport_run", json_integer(S_FORMAT));
    json_object_set_new(o, "branch", S_str(r->branch));
    json_object_set_new(o, "commit", S_str(r->commit));
    json_object_set_new(o, "time", json_integer(r->time));
    json_object_set_new(o, "digest", S_str(r->digest));
    json_object_set_new(o, "version", S_str(r->version));
    json_object_set_new(o, "machine", m);
    json_object_set_new(o, "model_json", S_str(r->model_json));
    char *text = json_dumps(o, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    json_decref(o);
    if (text == NULL)
        return NULL;
    char *out = pm_xmalloc(strlen(text) + 2);
    sprintf(out, "%s\n", text);
    free(text);
    return out;
}

/* The file name of a run whose file text is text: time, commit, content hash. */
static void S_run_name(const pm_run_record *r, const char *text, pm_buf *out)
{
    char when[32] = "unknown-time";
    time_t t = (time_t)r->time;
    struct tm tm;
    if (gmtime_r(&t, &tm))
        strftime(when, sizeof when, "%Y%m%dT%H%M%SZ", &tm);
    char commit[13] = "nocommit";
    if (r->commit && *r->commit) {
        size_t i = 0;
        /* a commit is hex; anything else (a hand-given --commit) must not make a path */
        for (; r->commit[i] && i < 12; i++)
            commit[i] = strchr("0123456789abcdefABCDEF", r->commit[i]) ? r->commit[i] : '_';
        commit[i] = '\0';
    }
    pm_buf_printf(out, "%s-%s-%016llx.json", when, commit,
                  (unsigned long long)S_fnv(text, strlen(text)));
}

/* Write text to path through a temporary file and rename, so a reader never sees half a file. */
static int S_write_new(const char *path, const char *text, pm_error *err)
{
    pm_buf tmp = PM_BUF_INIT;
    pm_buf_printf(&tmp, "%s.tmp", path);
    FILE *fp = fopen(pm_buf_str(&tmp), "w");
    if (fp == NULL) {
        pm_error_set(err, PM_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
        pm_buf_free(&tmp);
        return -1;
    }
    int bad = fputs(text, fp) < 0;
    bad |= fclose(fp) != 0;
    if (bad || rename(pm_buf_str(&tmp), path) != 0) {
        pm_error_set(err, PM_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
        remove(pm_buf_str(&tmp));
        pm_buf_free(&tmp);
        return -1;
    }
    pm_buf_free(&tmp);
    return 0;
}

int pm_history_export(const char *db, const char *project, const char *branch, const char *dir,
                      size_t *written, size_t *total, pm_error *err)
{
    *written = *total = 0;
    pm_store *s = NULL;
    if (pm_store_open(db, project, PM_STORE_READ, &s, err) != 0)
        return -1;
    pm_run_record *runs = NULL;
    size_t n = 0;
    int rc = pm_store_list(s, branch, 0, &runs, &n, err);
    pm_store_close(s);
    if (rc != 0)
        return -1;
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        pm_error_set(err, PM_ERR_IO, dir, 0, "cannot create the directory: %s", strerror(errno));
        rc = -1;
    }
    *total = n;
    for (size_t i = 0; i < n; i++) {
        if (rc == 0) {
            char *text = S_run_text(&runs[i]);
            if (text == NULL) {
                char name[512];
                rc = pm_error_set(err, PM_ERR_INTERNAL, pm_store_display(db, name, sizeof name), 0,
                                  "run %lld cannot be written as JSON (not UTF-8)", runs[i].id);
            } else {
                pm_buf path = PM_BUF_INIT;
                pm_buf_printf(&path, "%s/", dir);
                S_run_name(&runs[i], text, &path);
                struct stat st;
                if (stat(pm_buf_str(&path), &st) != 0) { /* the same name is the same run */
                    rc = S_write_new(pm_buf_str(&path), text, err);
                    if (rc == 0)
                        (*written)++;
                }
                pm_buf_free(&path);
                free(text);
            }
        }
        pm_run_record_free(&runs[i]);
    }
    free(runs);
    return rc;
}

/* ---- import ---- */

/* A copy of o[key] when a string, NULL when null or absent; -1 for another type. */
static int S_get_str(json_t *o, const char *key, char **out)
{
    json_t *v = json_object_get(o, key);
    *out = NULL;
    if (v == NULL || json_is_null(v))
        return 0;
    if (!json_is_string(v))
        return -1;
    *out = pm_xstrdup(json_string_value(v));
    return 0;
}

/* Parse a run file into rec (every string owned). Returns 0, or -1 with err naming path. */
static int S_read_run(const char *path, pm_run_record *rec, pm_error *err)
{
    memset(rec, 0, sizeof *rec);
    json_error_t je;
    json_t *o = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
    if (o == NULL)
        return pm_error_set(err, PM_ERR_INPUT, path, je.line, "%s", je.text);
    const char *bad = NULL;
    json_t *fmt = json_object_get(o, "pmreport_run");
    json_t *t = json_object_get(o, "time");
    json_t *m = json_object_get(o, "machine");
    if (!json_is_object(o) || !json_is_integer(fmt) || json_integer_value(fmt) != S_FORMAT)
        bad = "not a pmreport run file (\"pmreport_run\": 1)";
    else if (!json_is_integer(t))
        bad = "time: expected an integer";
    else if (S_get_str(o, "branch", &rec->branch) || S_get_str(o, "commit", &rec->commit) ||
             S_get_str(o, "digest", &rec->digest) || S_get_str(o, "version", &rec->version) ||
             S_get_str(o, "model_json", &rec->model_json))
        bad = "branch, commit, digest, version, model_json: expected strings";
    else if (rec->model_json == NULL || rec->digest == NULL)
        bad = "model_json and digest are required";
    else if (m && !json_is_object(m))
        bad = "machine: expected an object";
    else if (m && (S_get_str(m, "cpu", &rec->machine.cpu) || S_get_str(m, "os", &rec->machine.os)))
        bad = "machine.cpu, machine.os: expected strings";
    if (bad == NULL) {
        rec->time = json_integer_value(t);
        json_t *c = m ? json_object_get(m, "cores") : NULL;
        json_t *mb = m ? json_object_get(m, "memory_bytes") : NULL;
        rec->machine.cores = json_is_integer(c) ? (long)json_integer_value(c) : 0;
        rec->machine.memory_bytes = json_is_integer(mb) ? json_integer_value(mb) : 0;
    }
    json_decref(o);
    if (bad) {
        pm_run_record_free(rec);
        return pm_error_set(err, PM_ERR_INPUT, path, 0, "%s", bad);
    }
    return 0;
}

static int S_same(const char *a, const char *b)
{
    return (a == NULL && b == NULL) || (a && b && strcmp(a, b) == 0);
}

/* 1 when the store holds rec already (same branch, commit, time, digest, model.json). */
static int S_recorded(pm_store *s, const pm_run_record *rec, pm_error *err)
{
    if (rec->branch == NULL)
        return 0; /* pm_store_list finds runs by branch; a branchless run is imported as new */
    pm_run_record *runs = NULL;
    size_t n = 0;
    if (pm_store_list(s, rec->branch, 0, &runs, &n, err) != 0)
        return -1;
    int found = 0;
    for (size_t i = 0; i < n; i++) {
        found |= runs[i].time == rec->time && S_same(runs[i].commit, rec->commit) &&
                 S_same(runs[i].digest, rec->digest) && S_same(runs[i].model_json, rec->model_json);
        pm_run_record_free(&runs[i]);
    }
    free(runs);
    return found;
}

static int S_cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.json names in dir, sorted. Returns 0, or -1 with err set. */
static int S_list_dir(const char *dir, char ***names, size_t *n, pm_error *err)
{
    *names = NULL;
    *n = 0;
    DIR *d = opendir(dir);
    if (d == NULL)
        return pm_error_set(err, PM_ERR_IO, dir, 0, "cannot read the directory: %s",
                            strerror(errno));
    size_t cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 6 || strcmp(e->d_name + len - 5, ".json") != 0)
            continue;
        if (*n == cap) {
            cap = cap ? 2 * cap : 16;
            *names = pm_xrealloc(*names, cap, sizeof **names);
        }
        (*names)[(*n)++] = pm_xstrdup(e->d_name);
    }
    closedir(d);
    if (*n)
        qsort(*names, *n, sizeof **names, S_cmp_names);
    return 0;
}

int pm_history_record_new(pm_store *s, const pm_run_record *rec, const pm_result *r, int *added,
                          pm_error *err)
{
    *added = 0;
    int have = S_recorded(s, rec, err);
    if (have < 0)
        return -1;
    if (have)
        return 0;
    long long id = 0;
    if (pm_store_record(s, rec, r, &id, err) != 0)
        return -1;
    *added = 1;
    return 0;
}

int pm_history_import(const char *db, const char *project, const char *dir, size_t *added,
                      size_t *total, pm_error *err)
{
    *added = *total = 0;
    char **names = NULL;
    size_t n = 0;
    if (S_list_dir(dir, &names, &n, err) != 0)
        return -1;
    pm_store *s = NULL;
    int rc = pm_store_open(db, project, PM_STORE_WRITE, &s, err);
    for (size_t i = 0; i < n; i++) {
        if (rc == 0) {
            pm_buf path = PM_BUF_INIT;
            pm_buf_printf(&path, "%s/%s", dir, names[i]);
            pm_run_record rec;
            rc = S_read_run(pm_buf_str(&path), &rec, err);
            if (rc == 0) {
                (*total)++;
                int have = S_recorded(s, &rec, err);
                pm_result r;
                if (have < 0) {
                    rc = -1;
                } else if (have == 0) {
                    rc = pm_model_json_parse(rec.model_json, strlen(rec.model_json),
                                             pm_buf_str(&path), &r, err);
                    long long id = 0;
                    if (rc == 0) {
                        rc = pm_store_record(s, &rec, &r, &id, err);
                        pm_result_free(&r);
                        if (rc == 0)
                            (*added)++;
                    }
                }
                pm_run_record_free(&rec);
            }
            pm_buf_free(&path);
        }
        free(names[i]);
    }
    free(names);
    pm_store_close(s);
    return rc;
}

/* cli_runner.c - runs one data-driven command-line case (tests/cli/NAME.case) against pmreport.
 *
 * A case file has one directive per line ("key: value"; '#' starts a comment):
 *   args: ARGS...          arguments (split on blanks, "double quotes" group);
 *                          $OUT is the output directory, $TMP a scratch directory
 *   exit: N                expected exit status
 *   stderr: TEXT           stderr's first line must equal TEXT
 *   stderr-has: TEXT       stderr must contain TEXT
 *   stderr-lines: N        stderr must have exactly N lines
 *   stdout-has: TEXT       stdout must contain TEXT
 *   stdout-empty: yes      stdout must be empty
 *   file: NAME             $OUT/NAME must exist after the run
 *   file-has: NAME TEXT    $OUT/NAME must contain TEXT
 *   file-lacks: NAME TEXT  $OUT/NAME must exist and not contain TEXT
 *   no-file: NAME          $OUT/NAME must not exist
 *   no-output: yes         $OUT must not exist after the run (nothing half-written)
 *   same-stdout: ARGS...   a second run with ARGS must print exactly the same stdout
 *   write: NAME TEXT       before the run, write TEXT (\n escapes) to $TMP/NAME
 *   before: N ARGS...      before the run (after the writes), run pmreport with ARGS, which
 *                          must exit with N; several run in order (a baseline, then a first
 *                          comparison that the case's run confirms)
 *   json: NAME PATH VALUE  $OUT/NAME is JSON and its member PATH (keys and array indices
 *                          joined by '/': rows/0/group) is VALUE: a string's text, true,
 *                          false, null, a number (compared as one), ">X" or "<X" (a number
 *                          above or below X), "#N" (an array or object of N members), or a
 *                          type: <string> <number> <bool> <null> <object> <array>
 *   stdin: PATH            feed the file PATH ($TMP allowed) to standard input, through a
 *                          pipe (so it cannot be rewound)
 *   link: NAME TARGET      before the run, make $TMP/NAME a symbolic link to TARGET
 *   sparse: NAME BYTES     before the run, make $TMP/NAME a file of BYTES zero bytes (sparse)
 *   no-leftovers: yes      nothing of pmreport's is left in $TMP (no lock file, no
 *                          temporary directory: no name holding ".pmreport")
 *   requires: COMPONENT    run only in a build with COMPONENT (blackboxes, png), else exit
 *                          77: ctest reports the case skipped (tests/CMakeLists.txt)
 *   without: COMPONENT     run only in a build without it (what such a build says)
 * The pmreport binary comes as argv[1], the case file as argv[2].
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "testutil.h"

#include <dirent.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *S_binary, *S_case;

/* Replace $OUT and $TMP in s; malloc'd result. */
static char *S_subst(const char *s, const char *out, const char *tmp)
{
    size_t cap = strlen(s) * 2 + strlen(out) * 4 + strlen(tmp) * 4 + 64, n = 0;
    char *r = malloc(cap);
    assert_non_null(r);
    while (*s) {
        const char *rep = NULL;
        size_t skip = 0;
        if (strncmp(s, "$OUT", 4) == 0)
            rep = out, skip = 4;
        else if (strncmp(s, "$TMP", 4) == 0)
            rep = tmp, skip = 4;
        if (rep) {
            size_t m = strlen(rep);
            if (n + m + 1 >= cap)
                r = realloc(r, cap = (n + m) * 2 + 16);
            memcpy(r + n, rep, m);
            n += m;
            s += skip;
        } else {
            if (n + 2 >= cap)
                r = realloc(r, cap *= 2);
            r[n++] = *s++;
        }
    }
    r[n] = '\0';
    return r;
}

/* Split args into argv (binary first); the strings are carved out of `line`. */
static size_t S_split(char *line, char **argv, size_t max)
{
    size_t n = 0;
    argv[n++] = (char *)S_binary;
    char *p = line;
    while (*p && n + 1 < max) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            break;
        char *start, *w;
        if (*p == '"') {
            start = w = ++p;
            while (*p && *p != '"')
                *w++ = *p++;
            if (*p)
                p++;
        } else {
            start = w = p;
            while (*p && *p != ' ' && *p != '\t')
                *w++ = *p++;
            if (*p)
                p++;
        }
        *w = '\0';
        argv[n++] = start;
    }
    argv[n] = NULL;
    return n;
}

static void S_unescape(char *s)
{
    char *w = s;
    for (; *s; s++) {
        if (s[0] == '\\' && s[1] == 'n') {
            *w++ = '\n';
            s++;
        } else if (s[0] == '\\' && s[1] == 't') {
            *w++ = '\t';
            s++;
        } else {
            *w++ = *s;
        }
    }
    *w = '\0';
}

/* The member of root at path ("rows/0/group"), or NULL. */
static json_t *S_json_at(json_t *root, const char *path)
{
    char *copy = strdup(path), *save = NULL;
    json_t *at = root;
    for (char *k = strtok_r(copy, "/", &save); k && at; k = strtok_r(NULL, "/", &save))
        at = json_is_array(at) ? json_array_get(at, strtoul(k, NULL, 10)) : json_object_get(at, k);
    free(copy);
    return at;
}

/* Whether v is what `want` says (the `json:` directive). */
static int S_json_is(const json_t *v, const char *want)
{
    static const struct {
        const char *name;
        int type;
    } types[] = {{"<string>", JSON_STRING}, {"<number>", JSON_REAL},   {"<bool>", JSON_TRUE},
                 {"<null>", JSON_NULL},     {"<object>", JSON_OBJECT}, {"<array>", JSON_ARRAY}};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (strcmp(want, types[i].name) == 0)
            return types[i].type == JSON_REAL   ? json_is_number(v)
                   : types[i].type == JSON_TRUE ? json_is_boolean(v)
                                                : (int)json_typeof(v) == types[i].type;
    char *end;
    if (want[0] == '#')
        return (json_is_array(v) && json_array_size(v) == strtoul(want + 1, NULL, 10)) ||
               (json_is_object(v) && json_object_size(v) == strtoul(want + 1, NULL, 10));
    if (want[0] == '>' || want[0] == '<') {
        double x = strtod(want + 1, &end);
        return json_is_number(v) && *end == '\0' &&
               (want[0] == '>' ? json_number_value(v) > x : json_number_value(v) < x);
    }
    if (json_is_string(v))
        return strcmp(json_string_value(v), want) == 0;
    if (json_is_boolean(v) || json_is_null(v))
        return strcmp(want, json_is_true(v) ? "true" : json_is_false(v) ? "false" : "null") == 0;
    double x = strtod(want, &end);
    return json_is_number(v) && *end == '\0' && end != want && json_number_value(v) == x;
}

/* Run each `before:` line of text ("N ARGS..."): pmreport must exit with N. */
static void S_before(const char *text, const char *out, const char *tmp, const char *errs)
{
    char *copy = strdup(text), *save = NULL;
    for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (strncmp(line, "before:", 7) != 0)
            continue;
        char *v = S_subst(line + 7, out, tmp);
        char *rest;
        long want = strtol(v, &rest, 10);
        assert_true(rest != v);
        char *argv[256];
        S_split(rest, argv, 256);
        int status = pm_test_run(argv, NULL, errs);
        if (status != want) {
            char *serr = pm_test_read(errs);
            print_error("before:%s exited %d, not %ld; stderr was: %s\n", line + 7, status, want,
                        serr ? serr : "");
            free(serr);
        }
        assert_int_equal(status, want);
        free(v);
    }
    free(copy);
}

static void test_case(void **state)
{
    (void)state;
    char *text = pm_test_read(S_case);
    assert_non_null(text);
    char *tmp = pm_test_tmpdir();
    char *out = malloc(strlen(tmp) + 8);
    sprintf(out, "%s/out", tmp);
    char *outs = malloc(strlen(tmp) + 16), *errs = malloc(strlen(tmp) + 16);
    sprintf(outs, "%s/.stdout", tmp);
    sprintf(errs, "%s/.stderr", tmp);

    /* first pass: scratch files and the command */
    char *args = NULL, *in = NULL, *line, *save = NULL;
    char *copy = strdup(text);
    for (line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (strncmp(line, "args:", 5) == 0)
            args = S_subst(line + 5, out, tmp);
        if (strncmp(line, "stdin:", 6) == 0)
            in = S_subst(line + 6 + (line[6] == ' '), out, tmp);
        if (strncmp(line, "link:", 5) == 0 || strncmp(line, "sparse:", 7) == 0) {
            int is_link = line[0] == 'l';
            char *v = S_subst(line + (is_link ? 5 : 7), out, tmp);
            char name[4096], what[4096];
            assert_int_equal(sscanf(v, " %4095s %4095s", name, what), 2);
            char *path = malloc(strlen(tmp) + strlen(name) + 2);
            sprintf(path, "%s/%s", tmp, name);
            if (is_link) {
                assert_int_equal(symlink(what, path), 0);
            } else {
                FILE *fp = fopen(path, "w");
                assert_non_null(fp);
                assert_int_equal(ftruncate(fileno(fp), (off_t)atoll(what)), 0);
                assert_int_equal(fclose(fp), 0);
            }
            free(path);
            free(v);
        }
        if (strncmp(line, "write:", 6) == 0) {
            char *v = S_subst(line + 6, out, tmp);
            char *name = v;
            while (*name == ' ')
                name++;
            char *body = name + strcspn(name, " ");
            if (*body)
                *body++ = '\0';
            assert_true(*name != '\0');
            S_unescape(body);
            free(pm_test_write(tmp, name, body));
            free(v);
        }
    }
    free(copy);
    S_before(text, out, tmp, errs);
    assert_non_null(args);
    char *argv[256];
    S_split(args, argv, 256);
    int status = pm_test_run_stdin(argv, in, outs, errs);
    char *sout = pm_test_read(outs), *serr = pm_test_read(errs);
    assert_non_null(sout);
    assert_non_null(serr);

    copy = strdup(text);
    for (line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#' || line[0] == '\0')
            continue;
        char *colon = strchr(line, ':');
        assert_non_null(colon);
        *colon = '\0';
        char *v = S_subst(colon + 1 + (colon[1] == ' '), out, tmp);
        if (strcmp(line, "exit") == 0) {
            if (status != atoi(v))
                print_error("stderr was: %s\n", serr);
            assert_int_equal(status, atoi(v));
        } else if (strcmp(line, "stderr") == 0) {
            char *nl = strchr(serr, '\n');
            size_t n = nl ? (size_t)(nl - serr) : strlen(serr);
            char *first = strndup(serr, n);
            assert_string_equal(first, v);
            free(first);
        } else if (strcmp(line, "stderr-has") == 0) {
            if (strstr(serr, v) == NULL)
                print_error("stderr was: %s\n", serr);
            assert_non_null(strstr(serr, v));
        } else if (strcmp(line, "stderr-lines") == 0) {
            int n = 0;
            for (const char *p = serr; *p; p++)
                n += *p == '\n';
            assert_int_equal(n, atoi(v));
        } else if (strcmp(line, "stdout-has") == 0) {
            if (strstr(sout, v) == NULL)
                print_error("stdout was: %s\n", sout);
            assert_non_null(strstr(sout, v));
        } else if (strcmp(line, "stdout-empty") == 0) {
            assert_string_equal(sout, "");
        } else if (strcmp(line, "file") == 0) {
            char *p = malloc(strlen(out) + strlen(v) + 2);
            sprintf(p, "%s/%s", out, v);
            if (!pm_test_exists(p))
                print_error("missing %s\n", p);
            assert_true(pm_test_exists(p));
            free(p);
        } else if (strcmp(line, "file-has") == 0) {
            char *sp = strchr(v, ' ');
            assert_non_null(sp);
            *sp = '\0';
            char *p = malloc(strlen(out) + strlen(v) + 2);
            sprintf(p, "%s/%s", out, v);
            char *body = pm_test_read(p);
            if (body == NULL || strstr(body, sp + 1) == NULL)
                print_error("%s lacks: %s\n", p, sp + 1);
            assert_non_null(body);
            assert_non_null(strstr(body, sp + 1));
            free(body);
            free(p);
        } else if (strcmp(line, "file-lacks") == 0) {
            char *sp = strchr(v, ' ');
            assert_non_null(sp);
            *sp = '\0';
            char *p = malloc(strlen(out) + strlen(v) + 2);
            sprintf(p, "%s/%s", out, v);
            char *body = pm_test_read(p);
            if (body && strstr(body, sp + 1) != NULL)
                print_error("%s has: %s\n", p, sp + 1);
            assert_non_null(body);
            assert_null(strstr(body, sp + 1));
            free(body);
            free(p);
        } else if (strcmp(line, "no-file") == 0) {
            char *p = malloc(strlen(out) + strlen(v) + 2);
            sprintf(p, "%s/%s", out, v);
            if (pm_test_exists(p))
                print_error("unexpected %s\n", p);
            assert_false(pm_test_exists(p));
            free(p);
        } else if (strcmp(line, "json") == 0) {
            char name[4096], path[4096];
            int used = 0;
            assert_int_equal(sscanf(v, "%4095s %4095s %n", name, path, &used), 2);
            char *p = malloc(strlen(out) + strlen(name) + 2);
            sprintf(p, "%s/%s", out, name);
            json_error_t je;
            json_t *root = json_load_file(p, 0, &je);
            if (root == NULL)
                print_error("%s: not JSON: %d: %s\n", p, je.line, je.text);
            assert_non_null(root);
            json_t *at = S_json_at(root, path);
            char *got = at ? json_dumps(at, JSON_ENCODE_ANY) : NULL;
            if (at == NULL || !S_json_is(at, v + used))
                print_error("%s %s is %s, not %s\n", p, path, got ? got : "missing", v + used);
            assert_true(at != NULL && S_json_is(at, v + used));
            free(got);
            json_decref(root);
            free(p);
        } else if (strcmp(line, "no-output") == 0) {
            assert_false(pm_test_exists(out));
        } else if (strcmp(line, "same-stdout") == 0) {
            char *argv2[256];
            char *o2 = malloc(strlen(tmp) + 16);
            sprintf(o2, "%s/.stdout2", tmp);
            S_split(v, argv2, 256);
            assert_int_equal(pm_test_run(argv2, o2, NULL), 0);
            char *sout2 = pm_test_read(o2);
            assert_string_equal(sout2, sout);
            free(sout2);
            free(o2);
        } else if (strcmp(line, "no-leftovers") == 0) {
            DIR *dir = opendir(tmp);
            assert_non_null(dir);
            for (struct dirent *e; (e = readdir(dir)) != NULL;) {
                if (strstr(e->d_name, ".pmreport"))
                    print_error("left behind: %s/%s\n", tmp, e->d_name);
                assert_null(strstr(e->d_name, ".pmreport"));
            }
            closedir(dir);
        } else if (strcmp(line, "args") != 0 && strcmp(line, "write") != 0 &&
                   strcmp(line, "before") != 0 && strcmp(line, "stdin") != 0 &&
                   strcmp(line, "link") != 0 && strcmp(line, "sparse") != 0 &&
                   strcmp(line, "requires") != 0 && strcmp(line, "without") != 0) {
            fail_msg("unknown directive '%s' in %s", line, S_case);
        }
        free(v);
    }
    free(copy);
    free(sout);
    free(serr);
    free(args);
    free(in);
    pm_test_rmtree(tmp);
    free(tmp);
    free(out);
    free(outs);
    free(errs);
    free(text);
}

/* Whether this build has the optional component `name` (CMakeLists.txt); -1 when unknown. */
static int S_built_with(const char *name)
{
    if (strcmp(name, "blackboxes") == 0)
        return PM_HAVE_BLACKBOXES;
    if (strcmp(name, "png") == 0)
        return PM_HAVE_PNG;
    if (strcmp(name, "postgres") == 0)
        return PM_HAVE_POSTGRES;
    return -1;
}

/* 77 when the case's `requires:` and `without:` lines rule this build out, else 0. */
static int S_skip(const char *path)
{
    char *text = pm_test_read(path);
    if (text == NULL)
        return 0; /* the case itself fails on it */
    int skip = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        int want = strncmp(line, "requires:", 9) == 0  ? 1
                   : strncmp(line, "without:", 8) == 0 ? 0
                                                       : -1;
        if (want < 0)
            continue;
        const char *name = line + (want ? 9 : 8);
        while (*name == ' ')
            name++;
        int have = S_built_with(name);
        if (have < 0) {
            fprintf(stderr, "%s: unknown component '%s' (blackboxes, png)\n", path, name);
            free(text);
            return 2;
        }
        if (have != want) {
            printf("skipped: %s is about a build %s %s\n", path, want ? "with" : "without", name);
            skip = 77;
        }
    }
    free(text);
    return skip;
}

int main(int argc, char **argv)
{
    /* on GitHub Actions pmreport writes its errors as workflow commands: these
       cases check the plain lines (github_runner checks the other form) */
    unsetenv("GITHUB_ACTIONS");
    if (argc != 3) {
        fprintf(stderr, "usage: cli_runner PMREPORT CASEFILE\n");
        return 2;
    }
    S_binary = argv[1];
    S_case = argv[2];
    int skip = S_skip(S_case);
    if (skip)
        return skip;
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_case)};
    return cmocka_run_group_tests_name(S_case, tests, NULL, NULL);
}

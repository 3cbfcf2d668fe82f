/* outdir.c - temporary report directory, locked and atomically exchanged into place at the end. */
#define _GNU_SOURCE /* syscall(), SYS_renameat2, flock() */
#include "render/outdir.h"

#include "util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1u << 0)
#endif
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1u << 1)
#endif

static const char S_marker[] = ".pmreport";
static const char S_marker_text[] = "pmreport report directory\n";

/* ---------------------------------------------------------------- paths */

/* a/b joined with one slash; malloc'd. */
static char *S_join(const char *a, const char *b)
{
    char *p = pm_xmalloc(strlen(a) + strlen(b) + 2);
    sprintf(p, "%s/%s", a, b);
    return p;
}

/* The directory holding path ("." when path has no slash); malloc'd. */
static char *S_parent(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL)
        return pm_xstrdup(".");
    if (slash == path)
        return pm_xstrdup("/");
    return pm_xstrndup(path, (size_t)(slash - path));
}

/* The last component of path (borrowed from path). */
static const char *S_base(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

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

/* ------------------------------------------------------- directory tests */

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

/* 1 when dir may be replaced: it carries the marker or is empty. */
static int S_replaceable(const char *dir)
{
    char *marker = S_join(dir, S_marker);
    int ours = access(marker, F_OK) == 0;
    free(marker);
    return ours || S_empty(dir);
}

/* 0 when dest is absent or a directory pmreport may replace; else -1 with err set. */
static int S_check_dest(const char *dest, pm_error *err)
{
    struct stat st;
    if (stat(dest, &st) != 0)
        return 0;
    if (!S_ISDIR(st.st_mode))
        return pm_error_set(err, PM_ERR_IO, dest, 0, "exists and is not a directory");
    if (!S_replaceable(dest))
        return pm_error_set(err, PM_ERR_USAGE, dest, 0,
                            "exists and was not written by pmreport; remove it or choose another "
                            "output directory");
    return 0;
}

/* ------------------------------------------------------------- removal */

/* nftw callback of S_rmtree: everything but the top directory and its marker,
 * which go last so that an interrupted removal still leaves a marked directory
 * (which S_clean_leftovers will finish). Failures do not stop the walk. */
static int S_rm(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    if (ftw->level == 0 || (ftw->level == 1 && strcmp(path + ftw->base, S_marker) == 0))
        return 0;
    remove(path);
    return 0;
}

/* rm -rf path, not following symbolic links (a link itself is removed). */
static void S_rmtree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return;
    if (!S_ISDIR(st.st_mode)) {
        unlink(path);
        return;
    }
    nftw(path, S_rm, 16, FTW_DEPTH | FTW_PHYS);
    char *marker = S_join(path, S_marker);
    unlink(marker);
    free(marker);
    rmdir(path);
}

/* The pid in `rest` (what follows "BASE.tmp." or "BASE.old.") when it is a name
 * this module makes, "pmreport.PID.XXXXXX"; else 0. The "pmreport." tag keeps a
 * user's "report.old.backup" from ever looking like a leftover; names from
 * pmreport before the tag ("XXXXXX" alone) cannot be told from those, so they
 * are not touched. */
static long S_leftover_pid(const char *rest)
{
    static const char tag[] = "pmreport.";
    if (strncmp(rest, tag, sizeof tag - 1) != 0)
        return 0;
    rest += sizeof tag - 1;
    const char *dot = strchr(rest, '.');
    if (dot == NULL || dot == rest || dot - rest > 9 || strlen(dot + 1) != 6)
        return 0;
    long v = 0;
    for (const char *p = rest; p < dot; p++) {
        if (*p < '0' || *p > '9')
            return 0;
        v = v * 10 + (*p - '0');
    }
    return v;
}

/* Remove DEST.tmp.pmreport.PID.* and DEST.old.pmreport.PID.* directories left
 * by runs that died (killed, or crashed before this module cleaned up). Called with the lock held,
 * so no live pmreport owns one; a name whose process still exists (pid reuse, or a lock file
 * someone deleted by hand) is left alone all the same, and so is anything without the marker that
 * is not empty. Best effort: failures are ignored. */
static void S_clean_leftovers(const char *final)
{
    char *parent = S_parent(final);
    const char *base = S_base(final);
    size_t nb = strlen(base);
    DIR *d = opendir(parent);
    if (d == NULL) {
        free(parent);
        return;
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        const char *name = e->d_name;
        if (strncmp(name, base, nb) != 0)
            continue;
        if (strncmp(name + nb, ".tmp.", 5) != 0 && strncmp(name + nb, ".old.", 5) != 0)
            continue;
        long pid = S_leftover_pid(name + nb + 5);
        if (pid <= 0 || pid == (long)getpid() || kill((pid_t)pid, 0) == 0 || errno != ESRCH)
            continue; /* not ours, or its process is alive */
        char *path = S_join(parent, name);
        struct stat st;
        /* only what this module makes: a directory of ours, marked or empty */
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
            S_replaceable(path))
            S_rmtree(path);
        free(path);
    }
    closedir(d);
    free(parent);
}

/* ---------------------------------------------------------- durability */

/* The files and directories of the tree S_sync_tree syncs, collected by the
 * nftw callback (which has no argument of its own to carry them). */
static _Thread_local struct {
    char **path;
    size_t n, cap;
} S_walk;

static int S_collect(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)ftw;
    if (flag == FTW_DP || (flag == FTW_F && S_ISREG(st->st_mode))) {
        pm_xgrow((void **)&S_walk.path, &S_walk.cap, S_walk.n + 1, sizeof *S_walk.path);
        S_walk.path[S_walk.n++] = pm_xstrdup(path);
    }
    return 0;
}

/* The fsyncs of S_sync_batch, shared by its threads. */
typedef struct S_syncs {
    char *const *path; /* what to sync */
    size_t n;          /* how many */
    size_t next;       /* the next one to take */
    int e;             /* the first failure's errno, 0 while none */
    pthread_mutex_t mu;
} S_syncs;

static void *S_sync_worker(void *arg)
{
    S_syncs *s = arg;
    for (;;) {
        pthread_mutex_lock(&s->mu);
        size_t i = s->next++;
        bool stop = i >= s->n || s->e != 0;
        pthread_mutex_unlock(&s->mu);
        if (stop)
            return NULL;
        int fd = open(s->path[i], O_RDONLY | O_CLOEXEC);
        int e = fd < 0 || fsync(fd) != 0 ? errno : 0;
        if (fd >= 0)
            close(fd);
        if (e != 0) {
            pthread_mutex_lock(&s->mu);
            if (s->e == 0)
                s->e = e;
            pthread_mutex_unlock(&s->mu);
        }
    }
}

/* fsync each of n paths, several at once. One fsync after another waits for a
 * disk cache flush each (3-4 ms on this project's busy virtual disk: a quarter
 * of a second for a report's 70 files), while fsyncs pending together share
 * flushes. The threads are joined before returning (nothing lingers, so a
 * process may fork afterwards). 0, or the first errno. */
static int S_sync_batch(char *const *path, size_t n)
{
    enum { THREADS = 16 };
    S_syncs s = {path, n, 0, 0, PTHREAD_MUTEX_INITIALIZER};
    pthread_t t[THREADS];
    size_t nt = 0;
    while (nt < THREADS && nt + 1 < n && pthread_create(&t[nt], NULL, S_sync_worker, &s) == 0)
        nt++;
    S_sync_worker(&s); /* this thread takes its share too (all of it without threads) */
    for (size_t i = 0; i < nt; i++)
        pthread_join(t[i], NULL);
    pthread_mutex_destroy(&s.mu);
    return s.e;
}

/* fsync every file and directory under dir, so that the renamed directory never
 * turns up with empty files after a power cut. 0, or -1 with errno set. */
static int S_sync_tree(const char *dir)
{
    S_walk.n = 0;
    int e = nftw(dir, S_collect, 16, FTW_DEPTH | FTW_PHYS) == 0 ? 0 : (errno ? errno : EIO);
    if (e == 0)
        e = S_sync_batch(S_walk.path, S_walk.n);
    for (size_t i = 0; i < S_walk.n; i++)
        free(S_walk.path[i]);
    free(S_walk.path);
    memset(&S_walk, 0, sizeof S_walk);
    if (e == 0)
        return 0;
    errno = e;
    return -1;
}

/* fsync a directory (after a rename in it); errors ignored: the rename is done. */
static void S_sync_dir(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

/* ---------------------------------------------------------------- lock */

/* Take the exclusive lock on the lock file at path, creating it, waiting while
 * another writer holds it. The holder deletes the file just before releasing
 * it (so no lock file outlives a run); a waiter that then wakes up holding a
 * deleted file sees that the path no longer names its file and starts again.
 * Returns the descriptor holding the lock, or -1 with err set. */
static int S_lock(const char *path, pm_error *err)
{
    for (;;) {
        int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (fd < 0 && errno == EACCES) { /* someone else's lock file: reading is enough */
            fd = open(path, O_RDONLY | O_CLOEXEC);
            /* no lock file, and none may be made here: the directory is not ours to write
               (nor to publish the report in), and that EACCES is the error to report */
            if (fd < 0 && errno == ENOENT)
                errno = EACCES;
        }
        if (fd < 0)
            return pm_error_set(err, PM_ERR_IO, path, 0, "cannot create the lock file: %s",
                                strerror(errno));
        int rc;
        while ((rc = flock(fd, LOCK_EX)) != 0 && errno == EINTR)
            ;
        if (rc != 0) {
            int e = errno;
            close(fd);
            return pm_error_set(err, PM_ERR_IO, path, 0, "cannot lock: %s", strerror(e));
        }
        struct stat held, named;
        if (fstat(fd, &held) == 0 && stat(path, &named) == 0 && held.st_dev == named.st_dev &&
            held.st_ino == named.st_ino)
            return fd;
        close(fd); /* the holder before us deleted it: take the new one */
    }
}

/* Release the lock taken by S_lock: delete the file, then close (the order matters:
 * nobody can take the lock on a file after it is deleted by its holder). */
static void S_unlock(const char *path, int fd)
{
    unlink(path);
    close(fd);
}

/* ------------------------------------------------------------- renames */

/* renameat2(2) with flags; -1 with errno ENOSYS where the system has none. */
static int S_rename2(const char *from, const char *to, unsigned flags)
{
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, flags);
#else
    (void)from;
    (void)to;
    (void)flags;
    errno = ENOSYS;
    return -1;
#endif
}

/* 1 when errno after S_rename2 means "this kernel or filesystem cannot do that
 * flag" rather than a real failure (EPERM: some seccomp filters). */
static int S_unsupported(int e)
{
    return e == ENOSYS || e == EINVAL || e == EOPNOTSUPP || e == EPERM;
}

/* ----------------------------------------------------------------- API */

int pm_outdir_begin(pm_outdir *o, const char *path, pm_error *err)
{
    memset(o, 0, sizeof *o);
    o->lockfd = -1;
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/')
        n--;
    if (n == 0)
        return pm_error_set(err, PM_ERR_USAGE, NULL, 0, "empty output directory name");
    o->final = pm_xstrndup(path, n);
    const char *base = S_base(o->final);
    if (strcmp(base, ".") == 0 || strcmp(base, "..") == 0 || base[0] == '\0') {
        pm_error_set(err, PM_ERR_USAGE, o->final, 0,
                     "cannot replace this directory; name a directory inside it");
        goto fail;
    }
    /* first check before creating anything, so a refused -o leaves no trace */
    if (S_check_dest(o->final, err) != 0)
        goto fail;
    if (S_mkparents(o->final, err) != 0)
        goto fail;

    char *parent = S_parent(o->final);
    char *lock = pm_xmalloc(strlen(parent) + strlen(base) + 32);
    sprintf(lock, "%s/.%s.pmreport.lock", parent, base);
    free(parent);
    int fd = S_lock(lock, err);
    if (fd < 0) {
        free(lock);
        goto fail;
    }
    o->lock = lock;
    o->lockfd = fd;

    /* under the lock: another writer may have changed DEST while we waited */
    S_clean_leftovers(o->final);
    if (S_check_dest(o->final, err) != 0)
        goto fail;
    o->tmp = pm_xmalloc(n + 64);
    sprintf(o->tmp, "%s.tmp.pmreport.%ld.XXXXXX", o->final, (long)getpid());
    if (mkdtemp(o->tmp) == NULL) {
        pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot create a temporary directory: %s",
                     strerror(errno));
        free(o->tmp);
        o->tmp = NULL;
        goto fail;
    }
    chmod(o->tmp, 0755);
    if (pm_outdir_write(o, S_marker, S_marker_text, sizeof S_marker_text - 1, err) != 0)
        goto fail;
    return 0;
fail:
    pm_outdir_abort(o);
    return -1;
}

char *pm_outdir_path(const pm_outdir *o, const char *name)
{
    return S_join(o->tmp, name);
}

struct pm_outdir_file {
    pm_outdir *o;
    char *name; /* as given, for the message */
    int fd;     /* -1 when it could not be opened */
    int e;      /* the first errno, 0 while all is well */
};

/* Write n bytes to fd; 0, or the errno. */
static int S_write_all(int fd, const char *data, size_t n)
{
    size_t done = 0;
    while (done < n) {
        ssize_t w = write(fd, data + done, n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0)
            return errno;
        if (w == 0) /* no progress and no error: treat as a full disk */
            return ENOSPC;
        done += (size_t)w;
    }
    return 0;
}

/* Open name for writing in the temporary directory (its subdirectory made);
 * the descriptor, or -1 with *e set. */
static int S_open(pm_outdir *o, const char *name, int *e)
{
    char *p = pm_outdir_path(o, name);
    const char *slash = strrchr(name, '/');
    if (slash) {
        char *dir = pm_xstrdup(p);
        dir[strlen(o->tmp) + 1 + (size_t)(slash - name)] = '\0';
        mkdir(dir, 0755);
        free(dir);
    }
    int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    *e = fd < 0 ? errno : 0;
    free(p);
    return fd;
}

/* The error of writing name: 0 when e is 0, else -1 with err set. */
static int S_write_error(const pm_outdir *o, const char *name, int e, pm_error *err)
{
    if (e == 0)
        return 0;
    /* name the file as the user will know it, not the temporary path */
    char *shown = S_join(o->final, name);
    pm_error_set(err, PM_ERR_IO, shown, 0, "cannot write: %s", strerror(e));
    free(shown);
    return -1;
}

pm_outdir_file *pm_outdir_file_open(pm_outdir *o, const char *name, pm_error *err)
{
    int e;
    int fd = S_open(o, name, &e);
    if (fd < 0) {
        S_write_error(o, name, e, err);
        return NULL;
    }
    pm_outdir_file *f = pm_xcalloc(1, sizeof *f);
    f->o = o;
    f->name = pm_xstrdup(name);
    f->fd = fd;
    return f;
}

void pm_outdir_file_write(pm_outdir_file *f, const char *data, size_t n)
{
    if (f->e == 0)
        f->e = S_write_all(f->fd, data, n);
}

int pm_outdir_file_close(pm_outdir_file *f, pm_error *err)
{
    if (f == NULL)
        return 0;
    /* close exactly once, whatever happened; its error counts only if none came before */
    if (close(f->fd) != 0 && f->e == 0)
        f->e = errno;
    int rc = S_write_error(f->o, f->name, f->e, err);
    free(f->name);
    free(f);
    return rc;
}

int pm_outdir_write(pm_outdir *o, const char *name, const char *data, size_t n, pm_error *err)
{
    int e;
    int fd = S_open(o, name, &e);
    if (fd >= 0) {
        e = S_write_all(fd, data, n);
        /* close exactly once, whatever happened; its error counts only if none came before */
        if (close(fd) != 0 && e == 0)
            e = errno;
    }
    return S_write_error(o, name, e, err);
}

/* Swap tmp and final, both existing. 0; or -1 with err set, nothing changed. On
 * success *gone names the directory now holding the old report (malloc'd). */
static int S_replace(pm_outdir *o, char **gone, pm_error *err)
{
    *gone = NULL;
    if (!o->no_exchange) {
        if (S_rename2(o->tmp, o->final, RENAME_EXCHANGE) == 0) {
            *gone = o->tmp; /* the old report now sits at the temporary path */
            o->tmp = NULL;
            return 0;
        }
        if (!S_unsupported(errno))
            return pm_error_set(err, PM_ERR_IO, o->final, 0,
                                "cannot move the report into place: %s", strerror(errno));
    }
    /* Fallback without an exchange (not Linux, or a filesystem without it): two
     * renames, with a moment in between where DEST is missing. */
    char *old = pm_xmalloc(strlen(o->final) + 64);
    sprintf(old, "%s.old.pmreport.%ld.XXXXXX", o->final, (long)getpid());
    if (mkdtemp(old) == NULL || rename(o->final, old) != 0) {
        int e = errno;
        rmdir(old);
        free(old);
        return pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot move the old report aside: %s",
                            strerror(e));
    }
    if (rename(o->tmp, o->final) != 0) {
        int e = errno;
        rename(old, o->final);
        free(old);
        return pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot move the report into place: %s",
                            strerror(e));
    }
    *gone = old;
    return 0;
}

/* Put the directory at `gone` back at final, the new report back at a temporary
 * path, after the swap took out a directory that was not ours. */
static void S_undo(pm_outdir *o, char *gone)
{
    if (S_rename2(gone, o->final, RENAME_EXCHANGE) == 0) {
        o->tmp = gone; /* the new report went back to the temporary path */
        return;
    }
    /* two renames: the new report aside first, then the foreign directory back */
    char *back = pm_xmalloc(strlen(o->final) + 64);
    sprintf(back, "%s.tmp.pmreport.%ld.XXXXXX", o->final, (long)getpid());
    if (mkdtemp(back) != NULL && rename(o->final, back) == 0 && rename(gone, o->final) == 0) {
        o->tmp = back;
        free(gone);
        return;
    }
    /* only if someone renames things under us: leave both where they are (the
     * foreign directory at a leftover name but unmarked, so never cleaned) */
    free(back);
    free(gone);
}

int pm_outdir_ready(pm_outdir *o, pm_error *err)
{
    if (o->tmp == NULL || o->final == NULL)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "pm_outdir_ready without begin");
    if (S_sync_tree(o->tmp) != 0)
        return pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot write: %s", strerror(errno));
    if (S_check_dest(o->final, err) != 0)
        return -1;
    o->synced = 1;
    return 0;
}

int pm_outdir_commit(pm_outdir *o, pm_error *err)
{
    if (o->tmp == NULL || o->final == NULL)
        return pm_error_set(err, PM_ERR_INTERNAL, NULL, 0, "pm_outdir_commit without begin");
    if (!o->synced && S_sync_tree(o->tmp) != 0) {
        pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot write: %s", strerror(errno));
        pm_outdir_abort(o);
        return -1;
    }
    /* Re-check under the lock, right before the swap: someone (not pmreport: it
     * would wait for the lock) may have made a directory at DEST since begin. */
    if (S_check_dest(o->final, err) != 0) {
        pm_outdir_abort(o);
        return -1;
    }
    char *gone = NULL;
    struct stat st;
    if (lstat(o->final, &st) != 0) {
        /* no DEST: a plain move, refusing to land on anything made meanwhile */
        int rc = -1;
        errno = ENOSYS;
        if (!o->no_exchange)
            rc = S_rename2(o->tmp, o->final, RENAME_NOREPLACE);
        if (rc != 0 && S_unsupported(errno))
            rc = rename(o->tmp, o->final); /* replaces at most an empty directory */
        if (rc == 0) {
            free(o->tmp);
            o->tmp = NULL;
        } else if (errno != EEXIST && errno != ENOTEMPTY) {
            pm_error_set(err, PM_ERR_IO, o->final, 0, "cannot move the report into place: %s",
                         strerror(errno));
            pm_outdir_abort(o);
            return -1;
        } else if (S_check_dest(o->final, err) != 0 || S_replace(o, &gone, err) != 0) {
            pm_outdir_abort(o); /* DEST appeared in between: same rules as above */
            return -1;
        }
    } else if (S_replace(o, &gone, err) != 0) {
        pm_outdir_abort(o);
        return -1;
    }
    /* What was swapped out must be ours or empty (checked above, but a directory
     * could have been put there in between); a foreign one goes back untouched. */
    if (gone != NULL && !S_replaceable(gone)) {
        S_undo(o, gone);
        pm_error_set(err, PM_ERR_USAGE, o->final, 0,
                     "exists and was not written by pmreport; remove it or choose another "
                     "output directory");
        pm_outdir_abort(o);
        return -1;
    }
    if (gone != NULL)
        S_rmtree(gone);
    free(gone);
    char *parent = S_parent(o->final);
    S_sync_dir(parent);
    free(parent);
    pm_outdir_abort(o); /* nothing left to remove: releases the lock, frees */
    return 0;
}

void pm_outdir_abort(pm_outdir *o)
{
    if (o->tmp)
        S_rmtree(o->tmp);
    free(o->tmp);
    free(o->final);
    if (o->lock != NULL)
        S_unlock(o->lock, o->lockfd);
    free(o->lock);
    o->tmp = o->final = o->lock = NULL;
    o->lockfd = -1;
}

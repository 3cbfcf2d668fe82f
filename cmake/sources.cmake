# sources.cmake - the source files of the core library, one list per folder of src/ (the
# pipeline's stages), and those of the optional components. Listed by hand, not globbed, so
# a component can be left out (CMakeLists.txt: PM_BLACKBOXES, PM_PNG, PM_POSTGRES) and a new file is
# added on purpose: a file left out of every list is not built.
#
# In:  PM_HAVE_BLACKBOXES, PM_HAVE_PNG, PM_HAVE_POSTGRES (ON or OFF, decided in CMakeLists.txt).
# Out: PM_SOURCES, paths relative to the top of the tree.

set(PM_SOURCES_UTIL
    src/util/arena.c src/util/buf.c src/util/error.c src/util/format.c src/util/numfmt.c
    src/util/pool.c src/util/progress.c src/util/rng.c src/util/stats.c src/util/text.c
    src/util/xalloc.c)
set(PM_SOURCES_CLI src/cli/opttab.c src/import.c src/options.c src/run.c src/stages.c)
# one reader file per input format (formats.c is their table), and what they share
set(PM_SOURCES_INGEST
    src/ingest/asv.c src/ingest/bdn.c src/ingest/benchmarkjs.c src/ingest/benchname.c src/ingest/bmf.c src/ingest/cargo.c src/ingest/catch2.c src/ingest/criterion.c src/ingest/csv.c src/ingest/datajs.c src/ingest/extrap.c
    src/ingest/extrap_json.c src/ingest/extrap_rows.c src/ingest/formats.c src/ingest/gbench.c
    src/ingest/gotest.c src/ingest/hyperfine.c src/ingest/ingest.c src/ingest/jmh.c src/ingest/json.c
    src/ingest/jsonrow.c src/ingest/junit.c src/ingest/pytest.c src/ingest/table.c
    src/ingest/textrow.c src/ingest/xmlin.c)
set(PM_SOURCES_DATASET
    src/dataset/dataset.c src/dataset/names.c src/dataset/noise.c src/dataset/roles.c
    src/dataset/units.c)
set(PM_SOURCES_FIT
    src/fit/bootstrap.c src/fit/bvls.c src/fit/cost.c src/fit/de.c src/fit/engine.c
    src/fit/form.c src/fit/gram.c src/fit/identify.c src/fit/interval.c src/fit/lambda.c
    src/fit/linalg.c src/fit/lm.c src/fit/loo.c src/fit/metrics.c src/fit/model.c
    src/fit/plan.c src/fit/polish.c src/fit/protocol.c src/fit/seeds.c src/fit/select.c
    src/fit/varpro.c src/fit/warning.c)
set(PM_SOURCES_GATE src/gate/confirm.c src/gate/gate.c src/gate/pair.c src/gate/times.c)
set(PM_SOURCES_RESULT
    src/result/factor.c src/result/model_io.c src/result/predict.c src/result/result.c
    src/result/series.c src/result/times.c)
# the run history, its SQLite backend (always) and its PostgreSQL backend (libpq, when built in)
set(PM_SOURCES_HISTORY
    src/history/dashboard.c src/history/exchange.c src/history/list.c src/history/runinfo.c
    src/history/series.c src/history/store.c)
set(PM_SOURCES_HISTORY_SQLITE src/history/store_sqlite.c)
set(PM_SOURCES_HISTORY_POSTGRES src/history/store_pg.c)
# the comparison of Table V: the model's variant always, the black boxes when built in
set(PM_SOURCES_BLACKBOX src/blackbox/blackbox.c src/blackbox/compare.c src/blackbox/features.c)
set(PM_SOURCES_BLACKBOX_BACKENDS src/blackbox/forest.c src/blackbox/svr.c) # XGBoost, libsvm
set(PM_SOURCES_RENDER
    src/render/dashboard.c src/render/figures.c src/render/fit_text.c src/render/gate_json.c src/render/github.c
    src/render/html.c src/render/model_text.c src/render/outdir.c src/render/plot.c
    src/render/plot_exponents.c src/render/plot_gnuplot.c src/render/plot_lines.c
    src/render/plot_residuals.c src/render/plot_scaling.c src/render/plot_scatter.c
    src/render/plot_svg.c src/render/shown.c src/render/summary.c
    src/render/summary_md.c src/render/xmlw.c)
set(PM_SOURCES_RENDER_PNG src/render/plot_png.c) # Cairo, Pango, libpng

set(PM_SOURCES
    ${PM_SOURCES_UTIL} ${PM_SOURCES_CLI} ${PM_SOURCES_INGEST} ${PM_SOURCES_DATASET}
    ${PM_SOURCES_FIT} ${PM_SOURCES_GATE} ${PM_SOURCES_RESULT} ${PM_SOURCES_HISTORY}
    ${PM_SOURCES_HISTORY_SQLITE} ${PM_SOURCES_BLACKBOX} ${PM_SOURCES_RENDER})
if(PM_HAVE_BLACKBOXES)
  list(APPEND PM_SOURCES ${PM_SOURCES_BLACKBOX_BACKENDS})
endif()
if(PM_HAVE_PNG)
  list(APPEND PM_SOURCES ${PM_SOURCES_RENDER_PNG})
endif()
if(PM_HAVE_POSTGRES)
  list(APPEND PM_SOURCES ${PM_SOURCES_HISTORY_POSTGRES})
endif()

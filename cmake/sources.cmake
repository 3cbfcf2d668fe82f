# sources.cmake - the source files of the core library: every .c file of each folder of src/
# (the pipeline's stages) and of src/ itself but main.c, found by a glob that CMake checks
# again at every build (CONFIGURE_DEPENDS), so a new reader, backend or renderer file needs
# no edit here. The files of the optional components (CMakeLists.txt: PM_BLACKBOXES, PM_PNG)
# are named below and built only with their component; the PostgreSQL backend's file is always
# built (without libpq it only says so: history/store_pg.c).
#
# In:  PM_HAVE_BLACKBOXES, PM_HAVE_PNG (ON or OFF, decided in CMakeLists.txt).
# Out: PM_SOURCES, paths relative to the top of the tree.

set(PM_SOURCE_FOLDERS util cli ingest dataset fit blackbox result gate history render)
# the files that need a library of an optional component
set(PM_SOURCES_BLACKBOX_BACKENDS src/blackbox/forest.c src/blackbox/svr.c) # XGBoost, libsvm
set(PM_SOURCES_RENDER_PNG src/render/plot_png.c)                           # Cairo, Pango, libpng

file(GLOB PM_SOURCES LIST_DIRECTORIES false CONFIGURE_DEPENDS RELATIVE ${CMAKE_SOURCE_DIR}
     ${CMAKE_SOURCE_DIR}/src/*.c)
list(REMOVE_ITEM PM_SOURCES src/main.c)
foreach(folder ${PM_SOURCE_FOLDERS})
  file(GLOB files LIST_DIRECTORIES false CONFIGURE_DEPENDS RELATIVE ${CMAKE_SOURCE_DIR}
       ${CMAKE_SOURCE_DIR}/src/${folder}/*.c)
  list(APPEND PM_SOURCES ${files})
endforeach()
list(REMOVE_ITEM PM_SOURCES ${PM_SOURCES_BLACKBOX_BACKENDS} ${PM_SOURCES_RENDER_PNG})
list(SORT PM_SOURCES)
if(PM_HAVE_BLACKBOXES)
  list(APPEND PM_SOURCES ${PM_SOURCES_BLACKBOX_BACKENDS})
endif()
if(PM_HAVE_PNG)
  list(APPEND PM_SOURCES ${PM_SOURCES_RENDER_PNG})
endif()

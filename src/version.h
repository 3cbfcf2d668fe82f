/* version.h - the pmreport version string (also set in CMakeLists.txt's project()). */
#ifndef PM_VERSION_H
#define PM_VERSION_H

#define PM_VERSION "0.1.0"

#endif

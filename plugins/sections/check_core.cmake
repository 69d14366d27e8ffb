# Refuses, in every section, a core/ file that reaches for serving HTTP or for
# the host (plugins/sections/README.md): core/ is the section's logic, built
# and unit-tested without a request, a route or a host. Forbidden there:
#   - host headers ("app/…", "http/…", "storage/…" and the other host folders);
#   - Poco's server side and forms (Poco/Net/HTTPServer*, HTMLForm, PartHandler);
#   - the SDK's routes and the kit's HTTP helpers (multipart, JSON fields of a
#     request, numbers from a request, downloads, the export route).
# Run by every build (target section_cores) and by a test:
#   cmake -DSECTIONS_DIR=<plugins/sections> -P check_core.cmake
if(NOT SECTIONS_DIR)
  message(FATAL_ERROR "check_core: set SECTIONS_DIR")
endif()
set(host_folders "app|annotate|audit|auth|common|config|crawl|export|extract|fetch|guides|history|http|jobs|net|pipeline|plugins|reports|routes|service|settings|storage")
set(forbidden "^#include [<\"]((${host_folders})/|Poco/Net/HTTPServer|Poco/Net/HTMLForm|Poco/Net/PartHandler|proofreader/sdk/routes\\.hpp|proofreader/kit/(multipart|json_fields|numbers|download|document_export_route)\\.hpp)")
file(GLOB sections LIST_DIRECTORIES true "${SECTIONS_DIR}/*/src/core")
set(violations "")
foreach(core IN LISTS sections)
  file(GLOB_RECURSE sources "${core}/*.hpp" "${core}/*.cpp")
  foreach(source IN LISTS sources)
    file(STRINGS "${source}" includes REGEX "${forbidden}")
    foreach(include IN LISTS includes)
      file(RELATIVE_PATH shown "${SECTIONS_DIR}" "${source}")
      list(APPEND violations "${shown}: ${include}")
    endforeach()
  endforeach()
endforeach()
if(violations)
  list(JOIN violations "\n  " text)
  message(FATAL_ERROR "section cores: core/ includes what only plugin/ may (see plugins/sections/README.md):\n  ${text}")
endif()

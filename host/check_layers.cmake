# Refuses an include of a host folder that the including folder does not
# declare in host/layers.txt, and a declaration of a folder that is not above
# it there (which would allow a cycle). Run by every build (target
# host_layers) and by a test:
#   cmake -DHOST_DIR=<dir with layers.txt and the folders> -P check_layers.cmake
# Exits non-zero, naming each file and include, or each declaration, at fault.
cmake_policy(SET CMP0057 NEW)  # if(IN_LIST) in script mode
if(NOT HOST_DIR)
  message(FATAL_ERROR "check_layers: set HOST_DIR")
endif()
file(STRINGS "${HOST_DIR}/layers.txt" lines REGEX "^[a-z]+:")
set(folders "")
set(violations "")
foreach(line IN LISTS lines)
  string(REGEX MATCH "^([a-z]+):(.*)$" _ "${line}")
  set(folder "${CMAKE_MATCH_1}")
  string(STRIP "${CMAKE_MATCH_2}" declared)
  separate_arguments(declared UNIX_COMMAND "${declared}")
  foreach(dependency IN LISTS declared)
    if(NOT dependency IN_LIST folders)
      list(APPEND violations "layers.txt: ${folder} declares ${dependency}, which is not above it")
    endif()
  endforeach()
  set(allowed_${folder} ${declared} ${folder})
  list(APPEND folders "${folder}")
endforeach()

foreach(folder IN LISTS folders)
  file(GLOB_RECURSE sources "${HOST_DIR}/${folder}/*.hpp" "${HOST_DIR}/${folder}/*.cpp")
  foreach(source IN LISTS sources)
    file(STRINGS "${source}" includes REGEX "^#include \"[a-z]+/")
    foreach(include IN LISTS includes)
      string(REGEX MATCH "\"([a-z]+)/" _ "${include}")
      set(target "${CMAKE_MATCH_1}")
      if(target IN_LIST folders AND NOT target IN_LIST allowed_${folder})
        file(RELATIVE_PATH shown "${HOST_DIR}" "${source}")
        list(APPEND violations "${shown}: ${include} (${folder} does not declare ${target})")
      endif()
    endforeach()
  endforeach()
endforeach()

if(violations)
  list(JOIN violations "\n  " text)
  message(FATAL_ERROR "host layers: see host/layers.txt:\n  ${text}")
endif()

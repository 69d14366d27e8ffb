# proofreader_add_plugin(<name> SOURCES <files...> [LIBRARIES <targets...>])
#
# Builds a Proofreader plugin: a shared library named lib<name>.so (the host
# loads plugins by name, so <name> must equal the name in PROOFREADER_PLUGIN).
# The CMake target is called plugin_<name>. Symbols are hidden except the
# entry point (proofreader_plugin_descriptor). Output goes to PROOFREADER_PLUGIN_OUTPUT_DIR when set.
function(proofreader_add_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LIBRARIES" ${ARGN})
  set(target plugin_${name})
  add_library(${target} MODULE ${ARG_SOURCES})
  set_target_properties(${target} PROPERTIES
    OUTPUT_NAME ${name}
    PREFIX "lib"
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  if(PROOFREADER_PLUGIN_OUTPUT_DIR)
    set_target_properties(${target} PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${PROOFREADER_PLUGIN_OUTPUT_DIR})
  endif()
  if(TARGET Proofreader::sdk)
    target_link_libraries(${target} PRIVATE Proofreader::sdk ${ARG_LIBRARIES})
  endif()
  target_compile_features(${target} PRIVATE cxx_std_20)
  # The main project collects its plugins into the "stack" target.
  set_property(GLOBAL APPEND PROPERTY PROOFREADER_PLUGIN_TARGETS ${target})
  # Fail at link time, not at load time, on a missing symbol.
  target_link_options(${target} PRIVATE -Wl,--no-undefined)
endfunction()

# proofreader_add_section_core(<section> SOURCES … LIBRARIES …): the static
# library <section>_section_core of a section's src/core (its logic, no host),
# which the section's plugin, its unit tests and the bench link. Position-
# independent and hidden like the plugin it goes into.
function(proofreader_add_section_core section)
  cmake_parse_arguments(ARG "" "" "SOURCES;LIBRARIES" ${ARGN})
  set(target ${section}_section_core)
  add_library(${target} STATIC ${ARG_SOURCES})
  target_include_directories(${target} PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/src/core)
  target_link_libraries(${target} PUBLIC ${ARG_LIBRARIES})
  set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON CXX_VISIBILITY_PRESET hidden
                                             VISIBILITY_INLINES_HIDDEN ON)
endfunction()

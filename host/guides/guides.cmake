# Style guides, user regex rules and guide extraction (host/guides), added to
# the host core by host/CMakeLists.txt.
pkg_check_modules(PCRE2 REQUIRED IMPORTED_TARGET libpcre2-8)
target_sources(proofreader_host_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/PatternCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/GuideStore.cpp
  ${CMAKE_CURRENT_LIST_DIR}/UserRuleStore.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RuleRecognizer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/GuideExtraction.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ModelAssistedRules.cpp
  ${CMAKE_CURRENT_LIST_DIR}/GuideRoutes.cpp)
target_link_libraries(proofreader_host_core PUBLIC PkgConfig::PCRE2)

// The one compatibility rule between the host and a plugin, in the manner of
// SQLite's extension API (sqlite3ext.h). A plugin is a shared library built
// apart from the host, and C++ objects (std::string, Poco classes,
// exceptions) cross the boundary. The host loads a plugin only when:
//
//  1. Major version (kAbiMajor): equal. It changes with any change to a type
//     listed below as crossing by value, to an interface a plugin implements,
//     to the meaning of a method, and with any change to an interface the
//     host implements other than appending a method.
//  2. Minor version (kAbiMinor): the plugin's is at most the host's. It
//     grows only when a method is appended to an interface the host
//     implements (HostServices, CheckContext), so a plugin never calls a
//     method its host lacks. A new major starts again at minor 0.
//  3. Build signature (PROOFREADER_BUILD_SIGNATURE): equal. Layout facts only.
//
// A refused plugin costs one log line; the host goes on without it.
//
// Every type the SDK declares crosses the boundary and is under this rule
// (tests/architecture/sdk_abi_types_test.sh fails when a header declares a
// type this list does not name):
//   By value, host to plugin or plugin to host:
//   - ProtectedSpan (and its Kind), BlockLocation, InlineStyle (and its Kind),
//     Block, SourceInfo, Document, Severity, RemarkOrigin, Remark, User,
//     CheckPart, CheckOptions, Action, StyleGuideView, JobInfo (types.hpp)
//   - EnginePhase, EngineInfo (engine.hpp); MenuItem (section.hpp)
//   - Access, Route (routes.hpp)
//   - CheckOutcome, CheckSubmission, TaskSubmission (jobs.hpp)
//   - DocumentExportRequest, SkippedRemark, ExportedDocument (document_export.hpp)
//   - StoreDialect, HttpRequest (and its Target), HttpResponse, FetchRules,
//     SharedObjectType, ChatMessage, ChatRequest, ModelView (host_services.hpp)
//   - PluginKind, PluginDescriptor (plugin.hpp); SettingType, SettingSpec,
//     SettingList (settings.hpp)
//   Interfaces a plugin implements: PluginInstance (plugin.hpp), Engine
//   (engine.hpp), Section (section.hpp).
//   Interfaces the host implements: HostServices (host_services.hpp),
//   CheckContext (engine.hpp), RequestContext, RouteRegistrar (routes.hpp),
//   TaskContext (jobs.hpp).
//   Exceptions: ApiError (http.hpp).
//   Objects shared through HostServices::shared_object, each checked by its
//   SharedObjectType when handed out: today russian::Morphology
//   (plugins/lib/russian, plugin_dictionary.hpp).
//
// Helpers that do not cross are the plugin kit's (plugins/lib/kit), which
// each plugin compiles into itself; policy is the host's, behind HostServices.
// The SDK package's version is kAbiMajor.kAbiMinor (find_package accepts any
// minor of a major).
#pragma once

#include <Poco/Version.h>

#include <cstdint>

#define PROOFREADER_SDK_STR2(x) #x
#define PROOFREADER_SDK_STR(x) PROOFREADER_SDK_STR2(x)

// Shares the typeinfo of exceptions and interfaces across libraries (plugins
// are built with -fvisibility=hidden).
#define PROOFREADER_SDK_API __attribute__((visibility("default")))

namespace proofreader::sdk {

// The versions' history: docs/decisions/sdk-abi-versions.md.
inline constexpr std::uint32_t kAbiMajor = 7;
inline constexpr std::uint32_t kAbiMinor = 0;

}  // namespace proofreader::sdk

#if defined(_GLIBCXX_RELEASE)
#define PROOFREADER_SDK_STDLIB "libstdc++-" PROOFREADER_SDK_STR(_GLIBCXX_RELEASE)
#elif defined(_LIBCPP_VERSION)
#define PROOFREADER_SDK_STDLIB "libc++-" PROOFREADER_SDK_STR(_LIBCPP_VERSION)
#else
#define PROOFREADER_SDK_STDLIB "unknown-stdlib"
#endif

#if defined(_GLIBCXX_DEBUG)
#define PROOFREADER_SDK_DEBUG_CONTAINERS "debug-containers"
#else
#define PROOFREADER_SDK_DEBUG_CONTAINERS "release-containers"
#endif

// Layout facts, in the manner of nginx's module signature: the standard
// library and its ABI tag, debug containers, the pointer size, and Poco's
// release (Poco keeps no ABI between releases). Not the compiler, not Boost
// (why: docs/plugin-guide.md). Expands where it is used, so the host's and
// the plugin's values describe their own builds.
#define PROOFREADER_BUILD_SIGNATURE                                                                         \
  PROOFREADER_SDK_STDLIB ";cxx11-abi-" PROOFREADER_SDK_STR(                                                 \
      _GLIBCXX_USE_CXX11_ABI) ";" PROOFREADER_SDK_DEBUG_CONTAINERS                                          \
                              ";ptr-" PROOFREADER_SDK_STR(__SIZEOF_POINTER__) ";poco-" PROOFREADER_SDK_STR( \
                                  POCO_VERSION)

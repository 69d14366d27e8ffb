// The one compatibility rule between the host and a plugin, in the manner of
// SQLite's extension API (sqlite3ext.h): a major and a minor version.
//
// A plugin is a shared library compiled separately from the host, and C++
// objects (std::string, std::vector, Poco classes, exceptions) cross the
// boundary. The host loads a plugin only when all three hold:
//
//  1. Major version (kAbiMajor): equal. It changes with any change to a type
//     listed below as crossing by value, to an interface a plugin implements,
//     to an interface the host implements other than by appending, or to the
//     meaning of an existing method, and when a method is removed.
//  2. Minor version (kAbiMinor): the plugin's is at most the host's. It
//     grows when a method is appended at the end of an interface the host
//     implements and a plugin calls (HostServices, CheckContext), and only
//     then. A plugin built with minor m calls only the methods of minors
//     0..m, which every host of the same major with minor >= m has; a host
//     refuses a plugin with a newer minor, which might call a method the
//     host lacks. A new major starts again at minor 0.
//  3. Build signature (PROOFREADER_BUILD_SIGNATURE): equal. Layout facts only.
//
// A refused plugin costs one log line; the host goes on without it.
//
// Every type the SDK declares crosses the boundary and is under this rule
// (tests/architecture/sdk_abi_types_test.sh fails when a header declares a
// type this list does not name):
//   By value, host to plugin or plugin to host:
//   - ProtectedSpan (and its Kind), BlockLocation, InlineStyle (and its Kind),
//     Block, SourceInfo, Document
//     (types.hpp)
//   - Severity, RemarkOrigin, Remark, User, CheckPart, CheckOptions, Action,
//     StyleGuideView, JobInfo (types.hpp)
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
//   Objects shared through HostServices::shared_object: their types are
//   defined by a library both sides build against, and each is checked by
//   its SharedObjectType (name, version, size, alignment) when it is handed
//   out; today one: russian::Morphology (plugins/lib/russian,
//   plugin_dictionary.hpp), whose version changes with its interface.
//
// Helpers that do not cross (UTF-8 counting, timestamps, downloads, number
// parsing) are not here: they live in the plugin kit (plugins/lib/kit), which
// each plugin compiles into itself and versions with itself. Policy (who may
// change what, how check options are read, the remark categories) is the
// host's, behind HostServices, so a plugin never carries an old rule.
//
// The SDK package's version is kAbiMajor.kAbiMinor (sdk/CMakeLists.txt reads
// both from here), and find_package(ProofreaderSDK 7) accepts any 7.x.
#pragma once

#include <Poco/Version.h>

#include <cstdint>

#define PROOFREADER_SDK_STR2(x) #x
#define PROOFREADER_SDK_STR(x) PROOFREADER_SDK_STR2(x)

// Marks SDK types whose identity must be shared across libraries: exception
// types caught by the host and interfaces plugins implement. Plugins are built
// with -fvisibility=hidden; without this their typeinfo would be private.
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

// Layout facts, in the manner of nginx's module signature: what decides
// whether the objects that cross the boundary look the same to the host and
// the plugin — the standard library and its ABI tag (major release, string
// ABI, debug containers), the pointer size, and Poco's release, since Poco
// classes cross too and Poco keeps no ABI between releases (Debian gives
// every release a new soname). Not the compiler or its patch level, not the
// language standard, not Boost (no Boost type crosses; the host may load
// plugins with Boost.DLL, which plugins never see). Expands in the
// translation unit that uses it, so the host's and the plugin's values
// describe their own builds.
#define PROOFREADER_BUILD_SIGNATURE                                                                         \
  PROOFREADER_SDK_STDLIB ";cxx11-abi-" PROOFREADER_SDK_STR(                                                 \
      _GLIBCXX_USE_CXX11_ABI) ";" PROOFREADER_SDK_DEBUG_CONTAINERS                                          \
                              ";ptr-" PROOFREADER_SDK_STR(__SIZEOF_POINTER__) ";poco-" PROOFREADER_SDK_STR( \
                                  POCO_VERSION)

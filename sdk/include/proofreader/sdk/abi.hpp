// The one compatibility rule between the host and a plugin, in the manner of
// SQLite's extension API (sqlite3ext.h): a major and a minor version.
//
// A plugin is a shared library compiled separately from the host, and C++
// objects (std::string, std::vector, Poco classes, exceptions) cross the
// boundary. The host loads a plugin only when all three hold:
//
//  1. Major version (kAbiMajor): equal. It changes with any change to a type
//     passed by value (types.hpp, the structs of host_services.hpp and
//     jobs.hpp), to an interface a plugin implements (Engine, Section,
//     PluginDescriptor past its first two fields), or to a HostServices
//     method that already exists (its arguments, its result, its meaning),
//     and when a method is removed.
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
// The SDK package's version is kAbiMajor.kAbiMinor (sdk/CMakeLists.txt reads
// both from here), and find_package(ProofreaderSDK 5) accepts any 5.x.
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

// History (majors before 5 had one number and no minor):
// 2: CheckContext::report_error, HttpRequest::proxy.
// 3: HostServices gives a plugin its own store (store(), migrate(steps)).
// 4: Remark::merged_from.
// 5.0: the descriptor is returned by the extern "C" function
//      proofreader_plugin_descriptor and carries the plugin's declared
//      settings (settings.hpp); setting() answers only those; the value
//      types move to types.hpp; ChatRequest can be cancelled and takes the
//      configured temperature and timeout by default; job() answers only the
//      plugin's own jobs; no Boost type or header in the SDK.
// 5.1: HostServices::share_directory().
// 5.2: HostServices::shared_object(), HostServices::check_url().
// 5.3: HostServices::export_checked(); CheckContext::dictionary_words() (the team dictionary).
// 5.4: HostServices::store_dialect() (a store on PostgreSQL).
inline constexpr std::uint32_t kAbiMajor = 5;
inline constexpr std::uint32_t kAbiMinor = 4;

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

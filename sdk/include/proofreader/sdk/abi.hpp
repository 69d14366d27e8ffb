// ABI identity shared by the host and every plugin.
//
// A plugin is a shared library compiled separately from the host. C++ types
// (std::string, std::vector, Poco classes, exceptions) cross the boundary, so a
// plugin is only loaded when it was built against the same interfaces
// (kAbiVersion) by the same toolchain and libraries (build_signature()).
// The host compares both values and refuses a plugin that differs, with one
// log line, and keeps running without it.
#pragma once

#include <Poco/Version.h>
#include <boost/version.hpp>
#include <cstdint>

#define PROOFREADER_SDK_STR2(x) #x
#define PROOFREADER_SDK_STR(x) PROOFREADER_SDK_STR2(x)

// Marks SDK types whose identity must be shared across libraries: exception
// types caught by the host and interfaces plugins implement. Plugins are built
// with -fvisibility=hidden; without this their typeinfo would be private.
#define PROOFREADER_SDK_API __attribute__((visibility("default")))

namespace proofreader::sdk {

// Bumped whenever an interface a plugin implements (Engine, Section, the
// descriptor) or a struct passed by value changes, and when a HostServices
// method is removed or changed. HostServices may grow at its end without a
// bump: old plugins never call the new methods. The SDK package's major
// version equals this number (sdk/CMakeLists.txt reads it from here), so
// find_package(ProofreaderSDK 4) finds only a compatible SDK.
// 2: CheckContext::report_error, HttpRequest::proxy.
// 3: HostServices gives a plugin its own store (store(), migrate(steps))
//    instead of the service's database, drops publish_job_event, and adds
//    extract, submit_check, submit_task, job, styleguide and model_chat.
// 4: Remark::merged_from (the host merges remarks of several engines about
//    one problem into one card).
inline constexpr std::uint32_t kAbiVersion = 4;

#define PROOFREADER_SDK_CXX11_ABI PROOFREADER_SDK_STR(_GLIBCXX_USE_CXX11_ABI)
#if defined(_GLIBCXX_DEBUG)
#define PROOFREADER_SDK_DEBUG_CONTAINERS "debug-containers"
#else
#define PROOFREADER_SDK_DEBUG_CONTAINERS "release-containers"
#endif

#if defined(_GLIBCXX_RELEASE)
#define PROOFREADER_SDK_STDLIB "libstdc++-" PROOFREADER_SDK_STR(_GLIBCXX_RELEASE)
#elif defined(_LIBCPP_VERSION)
#define PROOFREADER_SDK_STDLIB "libc++-" PROOFREADER_SDK_STR(_LIBCPP_VERSION)
#else
#define PROOFREADER_SDK_STDLIB "unknown-stdlib"
#endif

// Layout facts, in the manner of nginx's module signature: what decides
// whether the C++ objects that cross the boundary (std::string, containers,
// Poco and Boost types) look the same to the host and the plugin — the
// standard library and its major release, its string ABI and debug
// containers, the pointer size, the language standard, and the Poco and
// Boost versions. Not the compiler or its patch level: GCC and Clang builds
// against the same libstdc++ share one layout. Expands in the translation
// unit that uses it, so the host's and the plugin's values describe their
// own builds.
#define PROOFREADER_BUILD_SIGNATURE                                                \
  PROOFREADER_SDK_STDLIB                                                           \
      ";cxx11-abi-" PROOFREADER_SDK_CXX11_ABI ";" PROOFREADER_SDK_DEBUG_CONTAINERS \
      ";ptr-" PROOFREADER_SDK_STR(__SIZEOF_POINTER__) ";cxx-" PROOFREADER_SDK_STR( \
          __cplusplus) ";poco-" PROOFREADER_SDK_STR(POCO_VERSION) ";boost-" PROOFREADER_SDK_STR(BOOST_VERSION)

}  // namespace proofreader::sdk

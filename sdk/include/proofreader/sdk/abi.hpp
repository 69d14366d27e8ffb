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
// descriptor) or a struct passed by value changes. HostServices may grow at its
// end without a bump: old plugins never call the new methods.
// 2: CheckContext::report_error, HttpRequest::proxy.
inline constexpr std::uint32_t kAbiVersion = 2;

#if defined(__clang__)
#define PROOFREADER_SDK_COMPILER "clang-" __clang_version__
#elif defined(__GNUC__)
#define PROOFREADER_SDK_COMPILER "gcc-" __VERSION__
#else
#define PROOFREADER_SDK_COMPILER "unknown-compiler"
#endif

#if defined(_GLIBCXX_RELEASE)
#define PROOFREADER_SDK_STDLIB "libstdc++-" PROOFREADER_SDK_STR(_GLIBCXX_RELEASE)
#elif defined(_LIBCPP_VERSION)
#define PROOFREADER_SDK_STDLIB "libc++-" PROOFREADER_SDK_STR(_LIBCPP_VERSION)
#else
#define PROOFREADER_SDK_STDLIB "unknown-stdlib"
#endif

// A string naming compiler, standard library, language standard, Poco and
// Boost. Expands in the translation unit that uses it, so the host's and the
// plugin's values describe their own builds.
#define PROOFREADER_BUILD_SIGNATURE                                                \
  PROOFREADER_SDK_COMPILER ";" PROOFREADER_SDK_STDLIB ";cxx-" PROOFREADER_SDK_STR( \
      __cplusplus) ";poco-" PROOFREADER_SDK_STR(POCO_VERSION) ";boost-" PROOFREADER_SDK_STR(BOOST_VERSION)

}  // namespace proofreader::sdk

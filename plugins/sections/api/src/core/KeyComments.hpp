// Whole-line YAML comments kept across an export.
//
// libfyaml 0.7.12's parser (FYPCF_PARSE_COMMENTS) attaches the block of
// comment lines right above a token to that token as its "top" comment, but
// its emitter writes a top comment only for a sequence item that is a scalar
// (and end-of-line comments everywhere); the top comment of a mapping key —
// where a spec's whole-line comments almost always stand — is dropped. This
// puts those comments back: the emitted text has the same mapping keys in
// the same order as the original (an export replaces scalar values only), so
// the n-th key's comment goes above the n-th key of the emitted text, at its
// indentation. Pure functions; safe from any thread.
#pragma once

#include <string>
#include <string_view>

namespace proofreader::api {

// `emitted` with the whole-line comments that stand above mapping keys in
// `original` written above the same keys. A key inside a flow collection
// ({a: 1} or [..]) gets none; `emitted` is returned unchanged when the two
// texts do not hold the same keys or `original` has no such comment.
std::string restore_key_comments(const std::string& emitted, std::string_view original);

}  // namespace proofreader::api

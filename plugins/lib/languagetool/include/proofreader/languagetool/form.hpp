// The parameters of a LanguageTool API request: the query string and, for a
// POST, the body as application/x-www-form-urlencoded.
//
// LibreOffice's LanguageTool client (7.4, Debian 12's) does not encode the
// body: it posts "text=<the paragraph as it is>&language=ru-RU" and, with an
// account, "&username=…&apiKey=…", so the text may hold raw '&', '+', '%',
// '=' and non-ASCII bytes. A body that starts with "text=", ends with those
// parameters and cannot be an encoded form (a byte an encoder never leaves
// as it is, a bad %-escape, a part without '=') is read that way: the text
// verbatim up to the last "&language=". Pure functions, thread-safe.
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace proofreader::languagetool {

using Params = std::map<std::string, std::string>;

// Throws RequestError 400 naming what is malformed.
Params read_form(std::string_view query, std::string_view body);

// The value of `key`, or null.
const std::string* find_param(const Params& params, const std::string& key);

}  // namespace proofreader::languagetool

// The grammar server's rules read a request's text as the shared LanguageTool
// API library decodes it (proofreader/languagetool/checked_text.hpp).
#pragma once

#include <proofreader/languagetool/checked_text.hpp>

namespace proofreader::grammar {

using languagetool::CheckedText;
using languagetool::decode_utf8;
using languagetool::encode_utf8;
using languagetool::utf16_units;

}  // namespace proofreader::grammar

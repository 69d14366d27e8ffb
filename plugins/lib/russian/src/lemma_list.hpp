// The format of the library's word lists (data/*.txt): one lemma a line,
// '#' starts a comment, blank lines ignored.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::russian {

std::vector<std::string> lemma_list(std::string_view text);

}  // namespace proofreader::russian

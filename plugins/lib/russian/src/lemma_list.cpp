#include "lemma_list.hpp"

#include <sstream>

namespace proofreader::russian {

std::vector<std::string> lemma_list(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\t'))
      line.pop_back();
    const auto start = line.find_first_not_of(" \t");
    if (start != std::string::npos) out.push_back(line.substr(start));
  }
  return out;
}

}  // namespace proofreader::russian

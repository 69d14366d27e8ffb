#include "parse_cache.hpp"

namespace proofreader::russian {

std::optional<ParseList> ParseCache::find(std::string_view word) const {
  Shard& s = shard(word);
  std::lock_guard lock(s.mutex);
  const auto it = s.words.find(word);
  if (it == s.words.end()) return std::nullopt;
  return it->second;
}

void ParseCache::insert(std::string_view word, const ParseList& parses) const {
  Shard& s = shard(word);
  std::lock_guard lock(s.mutex);
  if (s.words.size() >= kWordsPerShard) s.words.clear();
  s.words.emplace(std::string(word), parses);
}

}  // namespace proofreader::russian

// Internal: a bounded, thread-safe cache of a word's parses. Running text
// repeats its words (Zipf), so most lookups skip the DAWG walks and string
// building. Sharded by hash so concurrent checks rarely wait on one lock; a
// full shard is emptied rather than tracked for recency, which keeps the cache
// small and the frequent words come back at once.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "proofreader/russian/morphology.hpp"

namespace proofreader::russian {

class ParseCache {
 public:
  ParseCache() {
    for (auto& s : shards_) s.words.reserve(kWordsPerShard);  // no rehashing while a shard fills
  }

  std::optional<ParseList> find(std::string_view word) const;
  // Logically const: filling the cache does not change what parse() returns.
  void insert(std::string_view word, const ParseList& parses) const;

 private:
  static constexpr std::size_t kShards = 16;
  static constexpr std::size_t kWordsPerShard = 1024;

  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  struct Shard {
    mutable std::mutex mutex;
    std::unordered_map<std::string, ParseList, Hash, std::equal_to<>> words;
  };

  Shard& shard(std::string_view word) const { return shards_[Hash{}(word) % kShards]; }

  mutable std::array<Shard, kShards> shards_;
};

}  // namespace proofreader::russian

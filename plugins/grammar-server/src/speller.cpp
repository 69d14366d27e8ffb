#include "speller.hpp"

#include <hunspell/hunspell.hxx>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <stdexcept>

#include <proofreader/russian/tokenizer.hpp>

#include "checked_text.hpp"

namespace proofreader::grammar {

namespace {
constexpr std::size_t kCacheLimit = 50000;
const std::u32string kAlphabet = U"оеаинтсрвлкмдпуяыьгзбчйхжшюцщэфъё";
}  // namespace

Speller::Speller(const std::string& dictionary, std::shared_ptr<const russian::Morphology> morphology,
                 const std::vector<std::string>& user_words)
    : morphology_(std::move(morphology)) {
  const std::string aff = dictionary + ".aff";
  const std::string dic = dictionary + ".dic";
  if (!std::filesystem::exists(aff) || !std::filesystem::exists(dic))
    throw std::runtime_error("hunspell dictionary not found: " + aff + " / " + dic);
  hunspell_ = std::make_unique<Hunspell>(aff.c_str(), dic.c_str());
  for (const auto& w : user_words) user_words_.insert(russian::to_lower(w));
}

Speller::~Speller() = default;

bool Speller::hunspell_spell(const std::string& word) const {
  std::lock_guard lock(hunspell_mutex_);
  return hunspell_->spell(word);
}

bool Speller::known(const std::string& word) const {
  if (morphology_ && morphology_->is_known(word)) return true;
  if (hunspell_spell(word)) return true;
  // Debian's ru_RU lacks many ё spellings: accept a word whose е-spelling it knows.
  if (word.find("ё") != std::string::npos) {
    std::string e = word;
    for (std::size_t p; (p = e.find("ё")) != std::string::npos;) e.replace(p, 2, "е");
    return hunspell_spell(e);
  }
  return false;
}

bool Speller::correct(const std::string& word) const {
  if (user_words_.count(russian::to_lower(word))) return true;
  return known(word);
}

std::vector<std::string> Speller::suggest(const std::string& word, std::size_t limit, bool allow_slow) const {
  {
    std::lock_guard lock(cache_mutex_);
    if (auto it = suggestion_cache_.find(word); it != suggestion_cache_.end()) {
      auto cached = it->second;
      if (cached.size() > limit) cached.resize(limit);
      return cached;
    }
  }
  // Edit distance one, in the order typists err: swapped, missing, extra, wrong letter.
  // Candidates are checked against the morphology dictionary alone first (a
  // DAWG lookup, far cheaper than hunspell), then against both.
  const std::u32string w = decode_utf8(word);
  std::vector<std::string> found;
  auto search = [&](const std::function<bool(const std::string&)>& accept) {
    auto consider = [&](const std::u32string& candidate) {
      if (found.size() >= limit || candidate.empty()) return;
      const std::string utf8 = encode_utf8(candidate);
      if (std::find(found.begin(), found.end(), utf8) == found.end() && accept(utf8)) found.push_back(utf8);
    };
    for (std::size_t i = 0; i + 1 < w.size(); ++i) {
      auto c = w;
      std::swap(c[i], c[i + 1]);
      consider(c);
    }
    for (std::size_t i = 0; i <= w.size(); ++i)
      for (char32_t letter : kAlphabet) consider(w.substr(0, i) + letter + w.substr(i));
    for (std::size_t i = 0; i < w.size(); ++i) consider(w.substr(0, i) + w.substr(i + 1));
    for (std::size_t i = 0; i < w.size(); ++i)
      for (char32_t letter : kAlphabet)
        if (letter != w[i]) consider(w.substr(0, i) + letter + w.substr(i + 1));
  };
  if (morphology_) search([&](const std::string& c) { return morphology_->is_known(c); });
  if (found.empty()) search([&](const std::string& c) { return known(c); });

  bool complete = true;
  if (found.empty()) {
    if (allow_slow) {
      std::lock_guard lock(hunspell_mutex_);
      found = hunspell_->suggest(word);
    } else {
      complete = false;  // a later request may afford hunspell's slow search
    }
  }
  if (complete) {
    std::lock_guard lock(cache_mutex_);
    if (suggestion_cache_.size() >= kCacheLimit) suggestion_cache_.clear();
    suggestion_cache_[word] = found;
  }
  if (found.size() > limit) found.resize(limit);
  return found;
}

std::vector<std::string> Speller::read_word_list(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the user word list " + path);
  std::vector<std::string> words;
  for (std::string line; std::getline(in, line);) {
    if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\t'))
      line.pop_back();
    std::size_t start = line.find_first_not_of(" \t");
    if (start != std::string::npos) words.push_back(line.substr(start));
  }
  return words;
}

}  // namespace proofreader::grammar

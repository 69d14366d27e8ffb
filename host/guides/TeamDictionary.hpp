// TeamDictionary: the words a team told the service are spelled right
// (issue 26 §3), each stored with every form of its paradigm that the Russian
// morphology infers (russian::word_forms: the dictionary's lexeme, or the
// predicted one of an unknown word), so «кубернетес» added once is accepted
// as «кубернетесом» too.
//
// A word is global (scope '', every check) or belongs to one style guide
// (the checks of that guide). A check gets the global words and those of its
// guide (forms_for), which the engines read through
// CheckContext::dictionary_words(). Where a word added from a remark's card
// goes is the admins' choice, a stored policy (scope_policy): "global" (the
// default) or "guide" (the check's guide; global for a check without one).
//
// Thread-safe: each call takes its own database session; the morphology is
// shared read-only and asked for only when a word is added.
#pragma once

#include <Poco/JSON/Array.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <proofreader/russian/morphology.hpp>

#include "storage/Database.hpp"

namespace proofreader::host {

struct DictionaryWord {
  std::int64_t id = 0;
  std::string scope;               // '' global, else a style guide's id
  std::string word;                // lower case, as added
  std::vector<std::string> forms;  // sorted, lower case, the word among them
  std::string user;                // login of who added it
  std::string created_at;
};

// What an import did: words added, words already there, bad lines (1-based
// line number, the line, why).
struct DictionaryImport {
  int added = 0;
  int existing = 0;
  struct BadLine {
    int line = 0;
    std::string text;
    std::string message_en;
    std::string message_ru;
  };
  std::vector<BadLine> bad_lines;
};

class TeamDictionary {
 public:
  // The host's shared morphology; may return nullptr (no dictionary: a word
  // is then stored in its one form).
  using MorphologySource = std::function<std::shared_ptr<const russian::Morphology>()>;

  static constexpr std::size_t kMaxWords = 20000;          // in the whole dictionary
  static constexpr std::size_t kMaxWordLength = 64;        // code points
  static constexpr std::size_t kMaxImportBytes = 1 << 20;  // an imported list
  static constexpr std::size_t kMaxImportLines = 20000;

  TeamDictionary(Database& db, MorphologySource morphology = {});

  // `text` as a dictionary word, lower case: trimmed, one word of letters
  // with inner hyphens (the tokenizer's word), at most kMaxWordLength.
  // Throws sdk::ApiError 400 saying what is wrong.
  static std::string normalised(const std::string& text);

  // "global" or "guide"; see the header comment.
  std::string scope_policy();
  // Throws sdk::ApiError 400 for another value.
  void set_scope_policy(const std::string& policy);

  // Adds `word` (normalised) to `scope`; the entry and whether it is new.
  // Throws sdk::ApiError 400 for a bad word or a full dictionary.
  std::pair<DictionaryWord, bool> add(const std::string& word, const std::string& scope,
                                      std::int64_t user_id);
  // Every form of the global words and of `styleguide_id`'s, sorted, unique.
  std::vector<std::string> forms_for(const std::string& styleguide_id);
  // Every word, [{id, word, styleguide_id, forms, user, created_at}], by word.
  Poco::JSON::Array::Ptr list();
  // The removed word; nothing when there is no such id.
  std::optional<DictionaryWord> remove(std::int64_t id);
  // Moves word `id` to `scope`; the word as it was (its old scope) or nothing
  // when there is no such id. Throws sdk::ApiError 409 when `scope` has the
  // word already.
  std::optional<DictionaryWord> move(std::int64_t id, const std::string& scope);
  // One word per line (UTF-8; blank lines and lines starting with '#'
  // skipped; a BOM and CR line ends tolerated) into `scope`. Bad lines are
  // reported and skipped; the others are added. Throws sdk::ApiError 400 for
  // text that is not UTF-8, is larger than kMaxImportBytes or has more than
  // kMaxImportLines lines, and when the dictionary would overflow.
  DictionaryImport import_text(const std::string& text, const std::string& scope, std::int64_t user_id);
  // The words of `scope`, one per line, sorted, each line ended by '\n'.
  std::string export_text(const std::string& scope);

 private:
  std::vector<std::string> forms_of(const std::string& word);

  Database& db_;
  MorphologySource morphology_;
};

}  // namespace proofreader::host

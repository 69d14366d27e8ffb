#include "guides/TeamDictionary.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/JSON/Object.h>

#include <proofreader/kit/timestamps.hpp>
#include <proofreader/kit/utf8.hpp>
#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/russian/word_formation.hpp>
#include <proofreader/sdk/http.hpp>

#include <algorithm>
#include <set>
#include <sstream>
#include <storerows/WriteTransaction.hpp>

#include "storage/OneRoundTrip.hpp"

namespace proofreader::host {

using namespace Poco::Data::Keywords;

namespace {

std::string joined(const std::vector<std::string>& forms) {
  std::string out;
  for (const auto& f : forms) out += (out.empty() ? "" : "\n") + f;
  return out;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(line);
  return out;
}

std::string trimmed(const std::string& text) {
  static const char* kSpace = " \t\r\n\v\f";
  const auto first = text.find_first_not_of(kSpace);
  if (first == std::string::npos) return {};
  std::string out = text.substr(first, text.find_last_not_of(kSpace) - first + 1);
  // No-break spaces a word processor leaves around a copied word.
  for (const std::string nbsp : {"\u00A0", "\u202F"}) {
    while (out.rfind(nbsp, 0) == 0) out.erase(0, nbsp.size());
    while (out.size() >= nbsp.size() && out.compare(out.size() - nbsp.size(), nbsp.size(), nbsp) == 0)
      out.erase(out.size() - nbsp.size());
  }
  return out;
}

bool valid_utf8(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto d = kit::utf8::decode(text, i);
    if (d.cp == 0xFFFD && d.bytes == 1) return false;
    i += static_cast<std::size_t>(d.bytes);
  }
  return true;
}

std::size_t word_count(Poco::Data::Session& session) {
  Poco::Int64 count = 0;
  session << "SELECT COUNT(*) FROM dictionary_words", into(count), now;
  return static_cast<std::size_t>(count);
}

sdk::ApiError full() {
  return sdk::ApiError::bad_request(
      "the dictionary is full (" + std::to_string(TeamDictionary::kMaxWords) + " words)",
      "Словарь заполнен (" + std::to_string(TeamDictionary::kMaxWords) + " слов)");
}

}  // namespace

TeamDictionary::TeamDictionary(Database& db, MorphologySource morphology)
    : db_(db), morphology_(std::move(morphology)) {}

std::string TeamDictionary::normalised(const std::string& text) {
  if (!valid_utf8(text))
    throw sdk::ApiError::bad_request("the word is not UTF-8 text", "Слово — не текст в UTF-8");
  const std::string word = trimmed(text);
  if (word.empty()) throw sdk::ApiError::bad_request("the word is empty", "Пустое слово");
  if (kit::utf8::code_points(word) > kMaxWordLength)
    throw sdk::ApiError::bad_request("the word is longer than " + std::to_string(kMaxWordLength) + " letters",
                                     "Слово длиннее " + std::to_string(kMaxWordLength) + " букв");
  const auto tokens = russian::tokenize(word).tokens;
  if (tokens.size() != 1 || tokens.front().kind != russian::Token::Kind::word)
    throw sdk::ApiError::bad_request(
        "not one word: only letters and inner hyphens, no spaces, digits or signs",
        "Не одно слово: только буквы и дефисы внутри, без пробелов, цифр и знаков");
  return russian::to_lower(word);
}

std::string TeamDictionary::scope_policy() {
  auto session = db_.session();
  std::vector<std::string> value;
  session << "SELECT value FROM dictionary_state WHERE key = 'scope'", into(value), now;
  return value.empty() ? std::string("global") : value.front();
}

void TeamDictionary::set_scope_policy(const std::string& policy) {
  if (policy != "global" && policy != "guide")
    throw sdk::ApiError::bad_request("scope must be 'global' or 'guide'",
                                     "Область словаря — «global» или «guide»");
  auto session = db_.session();
  std::string value = policy;
  session << "INSERT INTO dictionary_state (key, value) VALUES ('scope', $1) "
             "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      use(value), now;
}

std::vector<std::string> TeamDictionary::forms_of(const std::string& word) {
  std::shared_ptr<const russian::Morphology> morphology;
  try {
    if (morphology_) morphology = morphology_();
  } catch (const std::exception&) {
    morphology = nullptr;  // no dictionary: the word alone
  }
  if (!morphology) return {word};
  return russian::word_forms(word, *morphology);
}

std::pair<DictionaryWord, bool> TeamDictionary::add(const std::string& text, const std::string& scope,
                                                    std::int64_t user_id) {
  const std::string word = normalised(text);
  const auto forms = forms_of(word);
  auto session = db_.session();
  std::string key_scope = scope, key_word = word, forms_text = joined(forms),
              created = kit::now_iso_utc_micro();
  Poco::Int64 user = user_id;
  std::vector<Poco::Int64> existing;
  session << "SELECT id FROM dictionary_words WHERE scope = $1 AND word = $2", use(key_scope), use(key_word),
      into(existing), now;
  const bool is_new = existing.empty();
  if (is_new) {
    if (word_count(session) >= kMaxWords) throw full();
    session << "INSERT INTO dictionary_words (scope, word, forms, user_id, created_at) VALUES ($1, $2, $3, "
               "$4, $5)",
        use(key_scope), use(key_word), use(forms_text), use(user), use(created), now;
    session << "SELECT id FROM dictionary_words WHERE scope = $1 AND word = $2", use(key_scope),
        use(key_word), into(existing), now;
  }
  DictionaryWord entry;
  entry.id = existing.empty() ? 0 : existing.front();
  entry.scope = scope;
  entry.word = word;
  entry.forms = forms;
  entry.created_at = created;
  return {entry, is_new};
}

std::vector<std::string> TeamDictionary::forms_for(const std::string& styleguide_id) {
  auto session = db_.session();
  std::vector<std::string> forms;
  for (const auto& row :
       query(session, "SELECT forms FROM dictionary_words WHERE scope = '' OR scope = $1", {styleguide_id}))
    for (auto& f : split_lines(row[0].value_or(""))) forms.push_back(std::move(f));
  std::sort(forms.begin(), forms.end());
  forms.erase(std::unique(forms.begin(), forms.end()), forms.end());
  return forms;
}

Poco::JSON::Array::Ptr TeamDictionary::list() {
  auto session = db_.session();
  Poco::Data::Statement select(session);
  select << "SELECT d.id, d.scope, d.word, d.forms, COALESCE(u.login, ''), d.created_at "
            "FROM dictionary_words d LEFT JOIN users u ON u.id = d.user_id ORDER BY d.word, d.scope";
  select.execute();
  auto out = rows_json(select, {"id", "styleguide_id", "word", "forms", "user", "created_at"});
  for (std::size_t i = 0; i < out->size(); ++i) {
    auto o = out->getObject(static_cast<unsigned>(i));
    Poco::JSON::Array::Ptr forms = new Poco::JSON::Array;
    for (const auto& f : split_lines(o->getValue<std::string>("forms"))) forms->add(f);
    o->set("forms", forms);
  }
  return out;
}

std::optional<DictionaryWord> TeamDictionary::remove(std::int64_t id) {
  auto session = db_.session();
  Poco::Int64 key = id;
  std::vector<std::string> scope, word;
  session << "SELECT scope, word FROM dictionary_words WHERE id = $1", use(key), into(scope), into(word), now;
  if (word.empty()) return std::nullopt;
  session << "DELETE FROM dictionary_words WHERE id = $1", use(key), now;
  DictionaryWord removed;
  removed.id = id;
  removed.scope = scope.front();
  removed.word = word.front();
  return removed;
}

std::optional<DictionaryWord> TeamDictionary::move(std::int64_t id, const std::string& scope) {
  auto session = db_.session();
  Poco::Int64 key = id;
  std::vector<std::string> old_scope, word;
  session << "SELECT scope, word FROM dictionary_words WHERE id = $1", use(key), into(old_scope), into(word),
      now;
  if (word.empty()) return std::nullopt;
  std::string target = scope, key_word = word.front();
  Poco::Int64 clashes = 0;
  session << "SELECT COUNT(*) FROM dictionary_words WHERE scope = $1 AND word = $2 AND id <> $3", use(target),
      use(key_word), use(key), into(clashes), now;
  if (clashes > 0)
    throw sdk::ApiError::conflict("that scope has the word «" + key_word + "» already",
                                  "В этой области слово «" + key_word + "» уже есть");
  session << "UPDATE dictionary_words SET scope = $1 WHERE id = $2", use(target), use(key), now;
  DictionaryWord moved;
  moved.id = id;
  moved.scope = old_scope.front();
  moved.word = key_word;
  return moved;
}

DictionaryImport TeamDictionary::import_text(const std::string& text, const std::string& scope,
                                             std::int64_t user_id) {
  if (text.size() > kMaxImportBytes)
    throw sdk::ApiError::bad_request(
        "the word list is larger than " + std::to_string(kMaxImportBytes) + " bytes",
        "Список слов больше " + std::to_string(kMaxImportBytes) + " байт");
  if (!valid_utf8(text))
    throw sdk::ApiError::bad_request("the word list is not UTF-8 text", "Список слов — не текст в UTF-8");
  std::string body = text.rfind("\xEF\xBB\xBF", 0) == 0 ? text.substr(3) : text;
  std::vector<std::string> lines;
  std::stringstream in(body);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  if (lines.size() > kMaxImportLines)
    throw sdk::ApiError::bad_request(
        "the word list has more than " + std::to_string(kMaxImportLines) + " lines",
        "В списке слов больше " + std::to_string(kMaxImportLines) + " строк");

  DictionaryImport result;
  std::vector<std::string> words;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string line = trimmed(lines[i]);
    if (line.empty() || line[0] == '#') continue;
    try {
      words.push_back(normalised(line));
    } catch (const sdk::ApiError& e) {
      result.bad_lines.push_back({static_cast<int>(i + 1), line, e.message_en(), e.message_ru()});
    }
  }
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());

  auto session = db_.session();
  std::string key_scope = scope, created = kit::now_iso_utc_micro();
  Poco::Int64 user = user_id;
  std::vector<std::string> present_words;
  session << "SELECT word FROM dictionary_words WHERE scope = $1", use(key_scope), into(present_words), now;
  const std::set<std::string> present(present_words.begin(), present_words.end());
  std::vector<std::string> fresh;
  for (const auto& w : words) {
    if (present.count(w)) {
      ++result.existing;
    } else {
      fresh.push_back(w);
      ++result.added;
    }
  }
  if (word_count(session) + fresh.size() > kMaxWords) throw full();
  storerows::WriteTransaction transaction(session);
  for (auto& w : fresh) {
    std::string forms_text = joined(forms_of(w));
    session << "INSERT INTO dictionary_words (scope, word, forms, user_id, created_at) "
               "VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        use(key_scope), use(w), use(forms_text), use(user), use(created), now;
  }
  transaction.commit();
  return result;
}

std::string TeamDictionary::export_text(const std::string& scope) {
  auto session = db_.session();
  std::string key_scope = scope;
  std::vector<std::string> words;
  session << "SELECT word FROM dictionary_words WHERE scope = $1 ORDER BY word", use(key_scope), into(words),
      now;
  std::string out;
  for (const auto& w : words) out += w + "\n";
  return out;
}

}  // namespace proofreader::host

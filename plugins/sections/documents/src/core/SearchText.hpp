// SearchText: turns Russian text into what the full-text index stores and a
// user's query into an FTS5 MATCH expression over it, and marks the matches
// in a snippet.
//
// Words are indexed by their lemmas (every distinct normal form the
// morphology gives, lower case, ё as е), so «файлы» finds «файлом» and
// «файлов». A query word matches any of its lemmas; query words are joined by
// AND. Query text is never passed to FTS5 as syntax: every term is a quoted
// string, so ", *, (, NEAR, AND… are just characters.
//
// Immutable after construction; safe to share between threads.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <proofreader/russian/morphology.hpp>

namespace proofreader::documents {

class SearchText {
 public:
  static constexpr std::size_t kMaxQueryChars = 1000;
  static constexpr std::size_t kMaxQueryWords = 32;

  explicit SearchText(std::shared_ptr<const russian::Morphology> morphology);

  // The lemmas of one word (lower case, ё→е), most likely first.
  std::vector<std::string> lemmas(std::string_view word) const;
  // The text as a space-separated stream of lemmas for the index.
  std::string index_text(std::string_view text) const;

  // A file's row in the ranking index, from the index_text() of its blocks:
  // each lemma 1 + floor(log2(n)) times for n occurrences (sublinear term
  // frequency, as BM25 saturates anyway). bm25 reads every position of a
  // matching row, so this bounds a query's work per file: a lemma used 125
  // times costs 7 positions, not 125. Lemmas in order of first use.
  static std::string ranking_text(const std::vector<std::string>& block_lemmas);

  struct Query {
    std::string match;             // the FTS5 MATCH expression: every word (AND)
    std::string any_word;          // any one of the words (OR): a snippet's block when none has all
    std::string all_tsquery;       // `match` as PostgreSQL's tsquery text
    std::string any_tsquery;       // `any_word` as PostgreSQL's tsquery text
    std::set<std::string> lemmas;  // every lemma of every query word, for snippets
    // Each query word's lemmas (its alternatives), in query order: what
    // PostgreSQL's search matches in its posting table.
    std::vector<std::vector<std::string>> words;
  };
  // Throws sdk::ApiError 400 "query_too_long" past kMaxQueryChars or
  // kMaxQueryWords, 400 "empty_query" when the query has no word.
  Query parse_query(std::string_view query) const;

  // A short excerpt of `text` around its first match, HTML-escaped, with every
  // word whose lemma is in `lemmas` wrapped in <mark>…</mark>, and "…" where
  // it was cut.
  std::string snippet(std::string_view text, const std::set<std::string>& lemmas) const;

 private:
  std::shared_ptr<const russian::Morphology> morphology_;
};

}  // namespace proofreader::documents

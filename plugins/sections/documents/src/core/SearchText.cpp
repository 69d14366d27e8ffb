#include "SearchText.hpp"

#include <algorithm>
#include <unordered_map>

#include <proofreader/kit/xml_escape.hpp>
#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/sdk/http.hpp>

namespace proofreader::documents {

namespace {

using russian::Token;

constexpr int kSnippetBytesBefore = 80;
constexpr int kSnippetBytes = 260;

// Lower case with ё as е: the form both the index and the query use.
std::string fold(std::string_view word) {
  std::string out = russian::to_lower(word);
  for (std::size_t at = out.find("ё"); at != std::string::npos; at = out.find("ё", at))
    out.replace(at, 2, "е");
  return out;
}

bool has_cyrillic(std::string_view word) {
  for (unsigned char c : word)
    if (c == 0xd0 || c == 0xd1) return true;
  return false;
}

bool is_term(const Token& token) {
  return token.kind != Token::Kind::space && token.kind != Token::Kind::punctuation &&
         token.kind != Token::Kind::symbol;
}

std::string quoted(const std::string& term) {
  std::string out = "\"";
  for (char c : term) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

// A lemma as a tsquery lexeme: quoted, its quotes and backslashes doubled.
std::string ts_quoted(const std::string& term) {
  std::string out = "'";
  for (char c : term) {
    if (c == '\'' || c == '\\') out += c;
    out += c;
  }
  return out + "'";
}

}  // namespace

SearchText::SearchText(std::shared_ptr<const russian::Morphology> morphology)
    : morphology_(std::move(morphology)) {}

std::vector<std::string> SearchText::lemmas(std::string_view word) const {
  std::vector<std::string> out;
  if (morphology_ && has_cyrillic(word)) {
    for (const auto& parse : morphology_->parse(word)) {
      std::string lemma = fold(parse.normal_form);
      if (std::find(out.begin(), out.end(), lemma) == out.end()) out.push_back(std::move(lemma));
    }
  }
  if (out.empty()) out.push_back(fold(word));
  return out;
}

std::string SearchText::index_text(std::string_view text) const {
  std::string out;
  out.reserve(text.size());
  for (const Token& token : russian::tokenize(text).tokens) {
    if (!is_term(token)) continue;
    const auto forms = token.kind == Token::Kind::word ? lemmas(token.text) : std::vector{fold(token.text)};
    for (const auto& lemma : forms) {
      if (!out.empty()) out += ' ';
      out += lemma;
    }
  }
  return out;
}

std::string SearchText::ranking_text(const std::vector<std::string>& block_lemmas) {
  std::vector<std::string_view> order;
  std::unordered_map<std::string_view, std::size_t> counts;
  for (const auto& block : block_lemmas) {
    for (std::size_t at = 0; at < block.size();) {
      const std::size_t end = std::min(block.find(' ', at), block.size());
      if (end > at && counts[std::string_view(block).substr(at, end - at)]++ == 0)
        order.push_back(std::string_view(block).substr(at, end - at));
      at = end + 1;
    }
  }
  std::string out;
  for (const auto lemma : order)
    for (std::size_t n = counts[lemma]; n > 0; n /= 2) (out += lemma) += ' ';
  return out;
}

SearchText::Query SearchText::parse_query(std::string_view query) const {
  if (russian::code_points(query) > static_cast<int>(kMaxQueryChars))
    throw sdk::ApiError(400, "query_too_long",
                        "The query is longer than " + std::to_string(kMaxQueryChars) + " characters",
                        "Запрос длиннее " + std::to_string(kMaxQueryChars) + " символов");
  Query result;
  std::size_t words = 0;
  for (const Token& token : russian::tokenize(query).tokens) {
    if (!is_term(token)) continue;
    if (++words > kMaxQueryWords)
      throw sdk::ApiError(400, "query_too_long", "The query has more than 32 words",
                          "В запросе больше 32 слов");
    const auto forms = token.kind == Token::Kind::word ? lemmas(token.text) : std::vector{fold(token.text)};
    result.words.push_back(forms);
    std::string alternatives, ts_alternatives;
    for (const auto& lemma : forms) {
      if (!alternatives.empty()) alternatives += " OR ", ts_alternatives += " | ";
      alternatives += quoted(lemma);
      ts_alternatives += ts_quoted(lemma);
      if (result.lemmas.insert(lemma).second) {
        result.any_word += (result.any_word.empty() ? "" : " OR ") + quoted(lemma);
        result.any_tsquery += (result.any_tsquery.empty() ? "" : " | ") + ts_quoted(lemma);
      }
    }
    if (!result.match.empty()) result.match += " AND ", result.all_tsquery += " & ";
    result.match += "(" + alternatives + ")";
    result.all_tsquery += "(" + ts_alternatives + ")";
  }
  if (result.match.empty())
    throw sdk::ApiError(400, "empty_query", "The query has no words to search for",
                        "В запросе нет слов для поиска");
  return result;
}

std::string SearchText::snippet(std::string_view text, const std::set<std::string>& query_lemmas) const {
  const auto tokens = russian::tokenize(text).tokens;
  std::vector<bool> matched(tokens.size(), false);
  int first_match = -1;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (!is_term(tokens[i])) continue;
    const auto forms =
        tokens[i].kind == Token::Kind::word ? lemmas(tokens[i].text) : std::vector{fold(tokens[i].text)};
    matched[i] =
        std::any_of(forms.begin(), forms.end(), [&](const auto& l) { return query_lemmas.count(l) > 0; });
    if (matched[i] && first_match < 0) first_match = tokens[i].byte_offset;
  }
  const int start_byte = std::max(0, first_match - kSnippetBytesBefore);
  const int end_byte = start_byte + kSnippetBytes;
  std::string out;
  bool cut_before = false, cut_after = false;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Token& token = tokens[i];
    if (token.byte_offset < start_byte) {
      cut_before = true;
      continue;
    }
    if (token.byte_offset + token.byte_length > end_byte) {
      cut_after = true;
      break;
    }
    if (matched[i]) out += "<mark>";
    kit::append_xml_escaped(
        out, token.kind == Token::Kind::space ? std::string_view(" ") : std::string_view(token.text),
        kit::XmlEscape::quoted);
    if (matched[i]) out += "</mark>";
  }
  if (cut_before) out = "…" + out;
  if (cut_after) out += "…";
  return out;
}

}  // namespace proofreader::documents

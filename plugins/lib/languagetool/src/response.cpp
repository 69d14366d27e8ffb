#include "proofreader/languagetool/response.hpp"

#include <algorithm>
#include <cstdio>

namespace proofreader::languagetool {

std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (ch) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  return out + "\"";
}

std::string software_json(const Software& software) {
  return "{\"name\":" + json_string(software.name) + ",\"version\":" + json_string(software.version) +
         R"(,"buildDate":"","apiVersion":1,"premium":false,"premiumHint":"","status":""})";
}

namespace {

constexpr int kContextChars = 40;  // code points each side, as LanguageTool's API

std::string language_json() {
  return R"({"name":"Russian","code":"ru-RU","detectedLanguage":{"name":"Russian","code":"ru-RU",)"
         R"("confidence":1.0,"source":"request"}})";
}

std::string type_name(const RuleRef& rule) {
  if (rule.issue_type == "misspelling") return "UnknownWord";
  return "Other";
}

// The context object: up to 40 code points either side, "..." where cut.
std::string context_json(const CheckedText& text, const Match& m) {
  const auto& t = text.text();
  const int from = std::max(0, m.offset - kContextChars);
  const int to = std::min(text.size(), m.offset + m.length + kContextChars);
  std::u32string context;
  if (from > 0) context.append(U"...");
  context.append(t, from, to - from);
  if (to < text.size()) context.append(U"...");
  for (auto& c : context)
    if (c == '\n' || c == '\r') c = ' ';
  const int offset = text.plain_utf16_offset(m.offset) - text.plain_utf16_offset(from) + (from > 0 ? 3 : 0);
  const int length = text.plain_utf16_offset(m.offset + m.length) - text.plain_utf16_offset(m.offset);
  return "{\"text\":" + json_string(encode_utf8(context)) + ",\"offset\":" + std::to_string(offset) +
         ",\"length\":" + std::to_string(length) + "}";
}

// The sentence of the match; a sentence longer than kMaxSentenceChars (text
// without full stops, garbage) is cut to that many code points around the
// match, or every match would repeat the whole text.
std::string sentence_of(const CheckedText& text, const CheckAnswer& result, const Match& m) {
  constexpr int kMaxSentenceChars = 1000;
  for (auto [from, to] : result.sentences) {
    if (m.offset < from || m.offset >= to) continue;
    if (to - from > kMaxSentenceChars) {
      from = std::max(from, m.offset - kMaxSentenceChars / 2);
      to = std::min(to, from + kMaxSentenceChars);
    }
    return encode_utf8(std::u32string_view(text.text()).substr(from, to - from));
  }
  return {};
}

std::string match_json(const CheckedText& text, const CheckAnswer& result, const Match& m) {
  const RuleRef& rule = m.rule;
  std::string replacements = "[";
  for (std::size_t i = 0; i < m.replacements.size(); ++i) {
    if (i) replacements += ',';
    replacements += "{\"value\":" + json_string(m.replacements[i]) + "}";
  }
  replacements += "]";
  const int offset = text.original_offset(m.offset);
  const int length = text.original_end(m.offset + m.length) - offset;
  return "{\"message\":" + json_string(m.message) + ",\"shortMessage\":" + json_string(m.short_message) +
         ",\"replacements\":" + replacements + ",\"offset\":" + std::to_string(offset) +
         ",\"length\":" + std::to_string(length) + ",\"context\":" + context_json(text, m) +
         ",\"sentence\":" + json_string(sentence_of(text, result, m)) +
         ",\"type\":{\"typeName\":" + json_string(type_name(rule)) +
         "},\"rule\":{\"id\":" + json_string(rule.id) +
         ",\"subId\":\"1\",\"sourceFile\":\"proofreader\",\"description\":" + json_string(rule.description) +
         ",\"issueType\":" + json_string(rule.issue_type) +
         ",\"category\":{\"id\":" + json_string(rule.category_id) +
         ",\"name\":" + json_string(rule.category_name) +
         "}},\"ignoreForIncompleteSentence\":false,\"contextForSureMatch\":0}";
}

}  // namespace

std::string check_response_json(const Software& software, const CheckedText& text,
                                const CheckAnswer& result) {
  std::string out = "{\"software\":" + software_json(software) +
                    ",\"warnings\":{\"incompleteResults\":" + (result.incomplete ? "true" : "false") +
                    "},\"language\":" + language_json() + ",\"matches\":[";
  for (std::size_t i = 0; i < result.matches.size(); ++i) {
    if (i) out += ',';
    out += match_json(text, result, result.matches[i]);
  }
  out += "],\"sentenceRanges\":[";
  for (std::size_t i = 0; i < result.sentences.size(); ++i) {
    if (i) out += ',';
    const auto [from, to] = result.sentences[i];
    out += '[';
    out += std::to_string(text.original_offset(from));
    out += ',';
    out += std::to_string(text.original_offset(to));
    out += ']';
  }
  out += "]}";
  return out;
}

std::string languages_json() {
  return R"([{"name":"Russian","code":"ru","longCode":"ru-RU"}])";
}

}  // namespace proofreader::languagetool

#include "KeyComments.hpp"

#include <libfyaml.h>

#include <memory>
#include <sstream>
#include <vector>

namespace proofreader::api {
namespace {

// A mapping key: where it starts (0-based line and column) and, when the text
// was parsed with comments, the comment lines above it without their '#'.
struct Key {
  int line = 0;
  int column = 0;
  std::string comment;
};

struct ParserDeleter {
  void operator()(fy_parser* parser) const { fy_parser_destroy(parser); }
};

// The mapping keys that are scalars or aliases, in document order; `ok` is
// false when the text does not parse.
std::vector<Key> mapping_keys(std::string_view text, bool with_comments, bool& ok) {
  fy_parse_cfg cfg{};
  cfg.flags =
      static_cast<fy_parse_cfg_flags>(FYPCF_QUIET | FYPCF_DISABLE_DEPTH_LIMIT | FYPCF_DEFAULT_VERSION_1_2 |
                                      (with_comments ? FYPCF_PARSE_COMMENTS : 0));
  std::unique_ptr<fy_parser, ParserDeleter> parser(fy_parser_create(&cfg));
  std::vector<Key> keys;
  ok = parser && fy_parser_set_string(parser.get(), text.data(), text.size()) == 0;
  if (!ok) return keys;
  // Per open collection: is it a mapping, and does it wait for a key?
  struct Open {
    bool mapping;
    bool expects_key;
  };
  std::vector<Open> open;
  auto value_done = [&] {
    if (!open.empty() && open.back().mapping) open.back().expects_key = !open.back().expects_key;
  };
  std::string buffer(16 * 1024, '\0');
  while (fy_event* event = fy_parser_parse(parser.get())) {
    const fy_event_type type = event->type;
    if (type == FYET_SCALAR || type == FYET_ALIAS) {
      if (!open.empty() && open.back().mapping && open.back().expects_key) {
        fy_token* token = fy_event_get_token(event);
        const fy_mark* start = fy_token_start_mark(token);
        Key key{start ? start->line : 0, start ? start->column : 0, {}};
        if (with_comments)
          if (const char* c = fy_token_get_comment(token, buffer.data(), buffer.size(), fycp_top))
            key.comment = c;
        keys.push_back(std::move(key));
      }
      value_done();
    } else if (type == FYET_MAPPING_START || type == FYET_SEQUENCE_START) {
      // A collection as a key (complex key) is counted by its end like a value.
      open.push_back({type == FYET_MAPPING_START, true});
    } else if (type == FYET_MAPPING_END || type == FYET_SEQUENCE_END) {
      if (!open.empty()) open.pop_back();
      value_done();
    }
    fy_parser_event_free(parser.get(), event);
  }
  ok = !fy_parser_get_stream_error(parser.get());
  return keys;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The comment lines as YAML at this indentation. libfyaml 0.7.12 gives each
// line without its '#' and one space after it, except a line that follows an
// empty one ("#" or "# "): that one keeps its '#' (its fy_token_get_comment
// strips only after a line break it has seen in its start state).
std::string comment_lines(const std::string& comment, std::size_t indent) {
  std::string out;
  bool after_empty = false;
  for (const auto& line : lines_of(comment)) {
    out += std::string(indent, ' ') + (after_empty ? line : line.empty() ? "#" : "# " + line) + "\n";
    after_empty = line.empty();
  }
  return out;
}

// A line whose first non-blank character is '#': a whole-line comment, or a
// line of a block scalar (a Markdown heading) that the parser will tell apart.
bool has_comment_line(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const auto first = text.find_first_not_of(" \t", at);
    if (first == std::string_view::npos) return false;
    if (text[first] == '#') return true;
    const auto end = text.find('\n', first);
    if (end == std::string_view::npos) return false;
    at = end + 1;
  }
  return false;
}

}  // namespace

std::string restore_key_comments(const std::string& emitted, std::string_view original) {
  // Most specs have none (JSON never): no second and third parse for them.
  if (!has_comment_line(original)) return emitted;
  bool ok = false;
  const auto before = mapping_keys(original, true, ok);
  if (!ok) return emitted;
  bool any = false;
  for (const auto& key : before) any = any || !key.comment.empty();
  if (!any) return emitted;
  const auto after = mapping_keys(emitted, false, ok);
  if (!ok || after.size() != before.size()) return emitted;

  const auto lines = lines_of(emitted);
  std::vector<std::string> above(lines.size());
  for (std::size_t i = 0; i < before.size(); ++i) {
    if (before[i].comment.empty()) continue;
    const auto line = static_cast<std::size_t>(after[i].line);
    const auto column = static_cast<std::size_t>(after[i].column);
    if (line >= lines.size() || column > lines[line].size()) continue;
    // Block context only: before the key stand spaces and sequence dashes.
    const std::string_view lead(lines[line].data(), column);
    if (lead.find_first_not_of(" -") != std::string_view::npos) continue;
    above[line] += comment_lines(before[i].comment, lead.find_first_not_of(' ') == std::string_view::npos
                                                        ? column
                                                        : lead.find_first_not_of(' '));
  }
  std::string out;
  out.reserve(emitted.size());
  for (std::size_t i = 0; i < lines.size(); ++i) out += above[i] + lines[i] + "\n";
  if (!emitted.empty() && emitted.back() != '\n') out.pop_back();
  return out;
}

}  // namespace proofreader::api

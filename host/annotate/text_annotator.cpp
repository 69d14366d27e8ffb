#include "annotate/text_annotator.hpp"

#include <proofreader/kit/utf8.hpp>

#include <algorithm>
#include <optional>

namespace proofreader::host {
namespace {

namespace utf8 = kit::utf8;

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Where a pattern (left context, fragment, right context) matched in the file.
struct Match {
  std::size_t start;
  std::size_t fragment_begin;
  std::size_t fragment_end;
  std::size_t end;
};

// Matches `pattern` at `at`; `cut_begin`/`cut_end` are the fragment's bounds
// in the pattern. A run of k whitespace characters in the pattern matches a
// run of at least k in the file; a fragment bound inside such a run keeps its
// distance from the run's start.
std::optional<Match> match_at(std::string_view file, std::size_t at, std::string_view pattern,
                              std::size_t cut_begin, std::size_t cut_end) {
  Match m{};
  m.start = at;
  std::size_t p = 0, f = at;
  auto mark = [&](std::size_t pattern_pos, std::size_t file_pos) {
    if (pattern_pos == cut_begin) m.fragment_begin = file_pos;
    if (pattern_pos == cut_end) m.fragment_end = file_pos;
  };
  while (p < pattern.size()) {
    if (is_space(pattern[p])) {
      const std::size_t run_start = p, file_start = f;
      while (p < pattern.size() && is_space(pattern[p])) ++p;
      while (f < file.size() && is_space(file[f])) ++f;
      const std::size_t run = p - run_start, file_run = f - file_start;
      if (file_run < run) return std::nullopt;
      for (std::size_t k = 0; k < run; ++k) mark(run_start + k, file_start + k);
      if (p == cut_begin || p == cut_end) mark(p, f);
      continue;
    }
    mark(p, f);
    if (f >= file.size() || file[f] != pattern[p]) return std::nullopt;
    ++p, ++f;
  }
  mark(p, f);
  m.end = f;
  return m;
}

// The first match at or after `from` whose fragment starts at `floor` or
// later (the context may reach back over an earlier fix, the fragment not).
std::optional<Match> find_from(std::string_view file, std::size_t from, std::size_t floor,
                               std::string_view pattern, std::size_t cut_begin, std::size_t cut_end) {
  if (pattern.empty()) return std::nullopt;
  // A pattern starting with a character other than whitespace can only match
  // where that character is.
  const bool space_first = is_space(pattern.front());
  for (std::size_t at = from; at < file.size(); ++at) {
    at = space_first ? at : file.find(pattern.front(), at);
    if (at == std::string_view::npos) return std::nullopt;
    if (space_first && (!is_space(file[at]) || (at > from && is_space(file[at - 1])))) continue;
    if (auto m = match_at(file, at, pattern, cut_begin, cut_end); m && m->fragment_begin >= floor) return m;
  }
  return std::nullopt;
}

// The fix found with the widest context that matches, searched from `from`,
// its fragment at `floor` or later.
std::optional<Match> locate(std::string_view file, std::size_t from, std::size_t floor,
                            std::string_view block, std::size_t begin_cp, std::size_t end_cp) {
  static constexpr int kWidths[][2] = {{24, 24}, {12, 12}, {6, 6},  {3, 3}, {24, 0},
                                       {12, 0},  {0, 24},  {0, 12}, {6, 0}, {0, 6}};
  const std::size_t total = utf8::code_points(block);
  for (const auto& [left, right] : kWidths) {
    const std::size_t first = begin_cp > static_cast<std::size_t>(left) ? begin_cp - left : 0;
    const std::size_t last = std::min(total, end_cp + right);
    const std::size_t b0 = utf8::byte_offset(block, first), b1 = utf8::byte_offset(block, begin_cp);
    const std::size_t b2 = utf8::byte_offset(block, end_cp), b3 = utf8::byte_offset(block, last);
    // Context never starts or ends with whitespace: the file may have none
    // there (a block's text begins after a list marker or a line break).
    std::size_t lead = b0, tail = b3;
    while (lead < b1 && is_space(block[lead])) ++lead;
    while (tail > b2 && is_space(block[tail - 1])) --tail;
    const std::string_view pattern = block.substr(lead, tail - lead);
    if (auto m = find_from(file, from, floor, pattern, b1 - lead, b2 - lead)) return m;
  }
  return std::nullopt;
}

}  // namespace

AnnotatedFile correct_text(std::string_view original, const std::vector<std::string>& block_texts,
                           std::vector<Annotation> annotations) {
  std::erase_if(annotations, [](const Annotation& a) { return !a.replacement; });
  std::stable_sort(annotations.begin(), annotations.end(), [](const Annotation& a, const Annotation& b) {
    return a.block != b.block ? a.block < b.block : a.offset < b.offset;
  });

  AnnotatedFile out;
  // `copied`: the file is in `out` up to here; the next fragment starts at
  // `copied` or later, its context at `context_from` or later (where the
  // previous fix's context began).
  std::size_t copied = 0, context_from = 0;
  int last_block = -1, last_end = 0;
  for (const Annotation& a : annotations) {
    auto skip = [&](const char* reason) { out.skipped.push_back({a.id, reason}); };
    if (a.block < 0 || a.block >= static_cast<int>(block_texts.size()) || a.offset < 0 || a.length < 0) {
      skip("замечание указывает за пределы проверенного текста");
      continue;
    }
    const std::string_view block = block_texts[a.block];
    std::string_view fragment;
    if (!utf8::slice(block, a.offset, a.length, fragment) || fragment != a.fragment) {
      skip("текст в файле не совпадает с проверенным");
      continue;
    }
    if (a.block == last_block && a.offset < last_end) {
      skip("правка пересекается с другой правкой");
      continue;
    }
    const auto m = locate(original, context_from, copied, block, a.offset, a.offset + a.length);
    if (!m) {
      skip("не удалось найти место в файле: текст изменился или фрагмент разбит разметкой");
      continue;
    }
    out.bytes.append(original.substr(copied, m->fragment_begin - copied));
    out.bytes += *a.replacement;
    copied = m->fragment_end;
    context_from = m->start;
    last_block = a.block;
    last_end = a.offset + a.length;
  }
  out.bytes.append(original.substr(copied));
  return out;
}

}  // namespace proofreader::host

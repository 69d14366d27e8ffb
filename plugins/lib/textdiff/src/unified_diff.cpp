#include <algorithm>
#include <proofreader/textdiff/textdiff.hpp>

#include "lcs.hpp"

namespace proofreader::textdiff {
namespace {

struct Lines {
  std::vector<std::string> lines;
  bool ends_with_newline = true;
};

Lines split_lines(std::string_view text) {
  Lines out;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) {
      out.lines.emplace_back(text.substr(start));
      out.ends_with_newline = false;
      break;
    }
    out.lines.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// One line of the edit script: ' ', '-' or '+', with its index in its text.
struct Step {
  char kind;
  int from;  // index in `from` (' ' and '-')
  int to;    // index in `to` (' ' and '+')
};

std::vector<Step> edit_script(const Lines& a, const Lines& b) {
  std::vector<Step> steps;
  int i = 0, j = 0;
  auto flush_until = [&](int next_i, int next_j) {
    for (; i < next_i; ++i) steps.push_back({'-', i, j});
    for (; j < next_j; ++j) steps.push_back({'+', i, j});
  };
  for (const auto& [ai, bj] : longest_common_subsequence(a.lines, b.lines)) {
    flush_until(ai, bj);
    steps.push_back({' ', i++, j++});
  }
  flush_until(static_cast<int>(a.lines.size()), static_cast<int>(b.lines.size()));
  return steps;
}

// "start,count" of a hunk side; an empty side names the line before it.
std::string range(int first, int count) {
  const int start = count == 0 ? first : first + 1;
  return count == 1 ? std::to_string(start) : std::to_string(start) + "," + std::to_string(count);
}

}  // namespace

std::string unified_diff(std::string_view from, std::string_view to, std::string_view from_label,
                         std::string_view to_label, int context) {
  const Lines a = split_lines(from), b = split_lines(to);
  const std::vector<Step> steps = edit_script(a, b);
  // The last line of a text without a final newline differs from the same
  // line with one, as diff -u shows it.
  auto last_unterminated = [](const Lines& lines, int index) {
    return !lines.ends_with_newline && index == static_cast<int>(lines.lines.size()) - 1;
  };

  std::string out;
  const int n = static_cast<int>(steps.size());
  int k = 0;
  while (k < n) {
    while (k < n && steps[k].kind == ' ' &&
           last_unterminated(a, steps[k].from) == last_unterminated(b, steps[k].to))
      ++k;
    if (k == n) break;
    // A hunk: from `context` lines before this change to `context` after the
    // last change closer than 2 * context lines to the one before it.
    const int begin = std::max(0, k - context);
    int end = k;
    int quiet = 0;
    for (int s = k; s < n && quiet <= 2 * context; ++s) {
      const bool change =
          steps[s].kind != ' ' || last_unterminated(a, steps[s].from) != last_unterminated(b, steps[s].to);
      quiet = change ? 0 : quiet + 1;
      if (change) end = s + 1;
    }
    end = std::min(n, end + context);
    if (out.empty()) {
      out += "--- " + std::string(from_label) + "\n";
      out += "+++ " + std::string(to_label) + "\n";
    }
    int from_count = 0, to_count = 0;
    for (int s = begin; s < end; ++s) {
      from_count += steps[s].kind != '+';
      to_count += steps[s].kind != '-';
    }
    out += "@@ -" + range(steps[begin].from, from_count) + " +" + range(steps[begin].to, to_count) + " @@\n";
    for (int s = begin; s < end; ++s) {
      const Step& step = steps[s];
      auto line = [&](char mark, const Lines& lines, int index) {
        out += mark;
        out += lines.lines[index];
        out += '\n';
        if (last_unterminated(lines, index)) out += "\\ No newline at end of file\n";
      };
      if (step.kind == '-') {
        line('-', a, step.from);
      } else if (step.kind == '+') {
        line('+', b, step.to);
      } else if (last_unterminated(a, step.from) != last_unterminated(b, step.to)) {
        line('-', a, step.from);
        line('+', b, step.to);
      } else {
        line(' ', a, step.from);
      }
    }
    k = end;
  }
  return out;
}

}  // namespace proofreader::textdiff

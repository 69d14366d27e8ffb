#include "Changelog.hpp"

#include <sstream>

namespace proofreader::api {
namespace {

// Text in a Markdown list item: one line, no accidental emphasis or code.
std::string inline_text(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\n' || c == '\r')
      out += ' ';
    else if (c == '*' || c == '_' || c == '`' || c == '[' || c == ']' || c == '<' || c == '>' || c == '|')
      out += std::string("\\") + c;
    else
      out += c;
  }
  return out;
}

void section(std::ostringstream& out, const SpecDiff& diff, const std::string& level,
             const std::string& heading) {
  if (diff.count(level) == 0) return;
  out << "\n## " << heading << "\n\n";
  for (const auto& change : diff.changes) {
    if (change.level != level) continue;
    out << "- ";
    if (!change.operation.empty()) out << "`" << change.operation << "` ";
    if (!change.where.empty())
      out << "(" << inline_text(change.where) << (change.path.empty() ? "" : " " + change.path) << ") ";
    out << inline_text(change.message) << " — `" << change.rule << "`\n";
  }
}

}  // namespace

std::string changelog_markdown(const SpecDiff& diff, const std::string& from_label,
                               const std::string& to_label) {
  std::ostringstream out;
  out << "# Изменения: " << inline_text(from_label) << " → " << inline_text(to_label) << "\n\n";
  out << "Несовместимых изменений: " << diff.count("breaking")
      << ", предупреждений: " << diff.count("warning") << ", прочих: " << diff.count("info")
      << ", изменений текста: " << diff.text_changes.size() << ".\n";
  section(out, diff, "breaking", "Несовместимые изменения");
  section(out, diff, "warning", "Предупреждения");
  section(out, diff, "info", "Прочие изменения");
  if (!diff.text_changes.empty()) {
    out << "\n## Изменения текста\n\n";
    for (const auto& change : diff.text_changes) {
      out << "- `" << change.pointer << "` ";
      if (change.change == "added")
        out << "добавлено: «" << inline_text(change.new_text) << "»\n";
      else if (change.change == "removed")
        out << "удалено: «" << inline_text(change.old_text) << "»\n";
      else
        out << "«" << inline_text(change.old_text) << "» → «" << inline_text(change.new_text) << "»\n";
    }
  }
  return out.str();
}

}  // namespace proofreader::api

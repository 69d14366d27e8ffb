#include "cli/Placement.hpp"

#include <algorithm>
#include <tuple>

#include <proofreader/sdk/http.hpp>

#include "cli/Checker.hpp"
#include "cli/SourcePositions.hpp"

namespace proofreader::cli {

namespace {

CliSeverity severity_of(sdk::Severity severity) {
  switch (severity) {
    case sdk::Severity::error:
      return CliSeverity::error;
    case sdk::Severity::warning:
      return CliSeverity::warning;
    case sdk::Severity::suggestion:
      break;
  }
  return CliSeverity::suggestion;
}

host::Format format_of(const std::string& name) {
  for (const host::Format format :
       {host::Format::md, host::Format::txt, host::Format::html, host::Format::docx})
    if (host::format_name(format) == name) return format;
  throw CheckError("unknown format " + name);
}

}  // namespace

host::SourcedDocument extract_file(const SourceFile& file) {
  try {
    host::SourcedDocument document = host::extract_sourced(file.bytes, format_of(file.format));
    document.document.source.kind = "file";
    document.document.source.name = file.path;
    return document;
  } catch (const sdk::ApiError& e) {
    throw CheckError(e.what());
  }
}

std::vector<CliRemark> place_remarks(const SourceFile& file, const host::SourcedDocument& document,
                                     const std::vector<sdk::Remark>& remarks) {
  const SourcePositions positions(document);
  std::vector<CliRemark> placed;
  placed.reserve(remarks.size());
  for (const auto& remark : remarks) {
    CliRemark out;
    out.file = file.path;
    out.start = positions.start(remark.block, remark.offset);
    out.end = positions.end(remark.block, remark.offset, remark.length);
    out.category = remark.category;
    out.rule_id = remark.engine + "/" + remark.rule_id;
    out.severity = severity_of(remark.severity);
    out.message = remark.message;
    out.fragment = remark.fragment;
    out.suggestions = remark.suggestions;
    placed.push_back(std::move(out));
  }
  std::stable_sort(placed.begin(), placed.end(), [](const CliRemark& a, const CliRemark& b) {
    return std::tie(a.start.line, a.start.column) < std::tie(b.start.line, b.start.column);
  });
  return placed;
}

}  // namespace proofreader::cli

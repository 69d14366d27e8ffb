// sarif: SARIF 2.1.0, which GitHub and GitLab code scanning read. One run;
// the rules are the rule ids met, each described by its category; columns
// are UTF-16 code units (SARIF's default columnKind, said explicitly); a
// suggestion is a fix replacing the fragment. Files that could not be
// checked are the invocation's error notifications, and make it unsuccessful.
// Paths are percent-encoded URI references: relative as given, absolute as file: URIs.
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/URI.h>

#include <map>

#include "cli/Report.hpp"

namespace proofreader::cli {

namespace {

using Poco::JSON::Array;
using Poco::JSON::Object;

Object ordered() {
  return Object(Poco::JSON_PRESERVE_KEY_ORDER);
}

Object text_of(const std::string& text) {
  Object message = ordered();
  message.set("text", text);
  return message;
}

// A relative path stays a relative reference (code scanning resolves it
// against the repository); an absolute one becomes a file: URI.
std::string uri_of(const std::string& path) {
  std::string uri = path.rfind('/', 0) == 0 ? "file://" : "";
  Poco::URI::encode(path, "?#[]@!$&'()*+,;=% ", uri);
  return uri;
}

Object artifact(const std::string& path) {
  Object location = ordered();
  location.set("uri", uri_of(path));
  return location;
}

Object region_of(const CliRemark& remark) {
  Object region = ordered();
  region.set("startLine", remark.start.line);
  region.set("startColumn", remark.start.utf16_column);
  region.set("endLine", remark.end.line);
  region.set("endColumn", remark.end.utf16_column);
  if (!remark.fragment.empty()) region.set("snippet", text_of(remark.fragment));
  return region;
}

const char* level_of(CliSeverity severity) {
  switch (severity) {
    case CliSeverity::error:
      return "error";
    case CliSeverity::warning:
      return "warning";
    case CliSeverity::suggestion:
      break;
  }
  return "note";
}

Object fix_of(const CliRemark& remark, const std::string& suggestion) {
  Object replacement = ordered();
  Object deleted = region_of(remark);
  deleted.remove("snippet");
  replacement.set("deletedRegion", deleted);
  replacement.set("insertedContent", text_of(suggestion));
  Array replacements;
  replacements.add(replacement);
  Object change = ordered();
  change.set("artifactLocation", artifact(remark.file));
  change.set("replacements", replacements);
  Array changes;
  changes.add(change);
  Object fix = ordered();
  fix.set("description", text_of("Заменить на «" + suggestion + "»"));
  fix.set("artifactChanges", changes);
  return fix;
}

}  // namespace

void write_sarif(const Report& report, std::ostream& out) {
  std::map<std::string, std::pair<int, std::string>> rules;  // id → (index, category)
  Array rule_list;
  Array results;
  Array notifications;
  for (const auto& file : report.files) {
    if (file.error) {
      Object physical = ordered();
      physical.set("artifactLocation", artifact(file.path));
      Object location = ordered();
      location.set("physicalLocation", physical);
      Array locations;
      locations.add(location);
      Object notification = ordered();
      notification.set("level", "error");
      notification.set("message", text_of(*file.error));
      notification.set("locations", locations);
      notifications.add(notification);
    }
    for (const auto& remark : file.remarks) {
      auto [rule, added] = rules.try_emplace(remark.rule_id, static_cast<int>(rules.size()), remark.category);
      if (added) {
        Object descriptor = ordered();
        descriptor.set("id", remark.rule_id);
        descriptor.set("shortDescription", text_of(remark.category));
        Object properties = ordered();
        Array tags;
        tags.add(remark.category);
        properties.set("tags", tags);
        descriptor.set("properties", properties);
        rule_list.add(descriptor);
      }
      Object physical = ordered();
      physical.set("artifactLocation", artifact(remark.file));
      physical.set("region", region_of(remark));
      Object location = ordered();
      location.set("physicalLocation", physical);
      Array locations;
      locations.add(location);
      Object result = ordered();
      result.set("ruleId", remark.rule_id);
      result.set("ruleIndex", rule->second.first);
      result.set("level", level_of(remark.severity));
      result.set("message", text_of(remark.message));
      result.set("locations", locations);
      if (!remark.suggestions.empty()) {
        Array fixes;
        for (const auto& suggestion : remark.suggestions) fixes.add(fix_of(remark, suggestion));
        result.set("fixes", fixes);
      }
      results.add(result);
    }
  }
  Object driver = ordered();
  driver.set("name", "proofreader");
  driver.set("version", report.tool_version);
  driver.set("rules", rule_list);
  Object tool = ordered();
  tool.set("driver", driver);
  Object invocation = ordered();
  invocation.set("executionSuccessful", notifications.size() == 0);
  if (notifications.size() > 0) invocation.set("toolExecutionNotifications", notifications);
  Array invocations;
  invocations.add(invocation);
  Object run = ordered();
  run.set("tool", tool);
  run.set("invocations", invocations);
  run.set("columnKind", "utf16CodeUnits");
  run.set("results", results);
  Array runs;
  runs.add(run);
  Object root = ordered();
  root.set("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
  root.set("version", "2.1.0");
  root.set("runs", runs);
  root.stringify(out);
  out << "\n";
}

}  // namespace proofreader::cli

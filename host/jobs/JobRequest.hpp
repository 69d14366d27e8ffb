// JobRequest: a check as it was asked for — who, what document, with which
// options, guide and rules, and where it came from — as the routes read it
// and the job manager queues it.
#pragma once

#include <proofreader/sdk/jobs.hpp>
#include <proofreader/sdk/types.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "jobs/DocumentLoader.hpp"

namespace proofreader::host {

struct JobRequest {
  sdk::User user;
  JobSource source;
  // A document a section prepared; when set, `source` only names it.
  std::shared_ptr<const sdk::Document> document;
  sdk::CheckOptions options;
  std::optional<sdk::StyleGuideView> guide;
  std::string custom_rules_json = "[]";
  std::string origin_json = "{}";
  // Called once when the job ends, on the worker thread (plugin code: the
  // host drops it before plugins are unloaded).
  std::function<void(const sdk::CheckOutcome&)> on_finished;
};

}  // namespace proofreader::host

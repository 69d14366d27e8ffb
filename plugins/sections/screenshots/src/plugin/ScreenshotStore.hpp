// The section's rows in its own SQLite store (host.store()): templates, each
// kept as its validated JSON with its owner, and the captures of each
// template, numbered 1, 2, … per template. The images themselves are files
// (CaptureFiles). Every method takes its own session, so any thread may call.
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <Poco/JSON/Object.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ScreenshotTemplate.hpp"

namespace proofreader::screenshots {

struct StoredTemplate {
  std::int64_t id = 0;
  ScreenshotTemplate definition;
  std::int64_t owner_id = 0;
  std::string owner_login;
  std::string created_at;
  std::string updated_at;
};

struct CaptureRecord {
  std::int64_t template_id = 0;
  int version = 0;
  std::string job_id;
  int width = 0;  // of the finished image
  int height = 0;
  std::string format;
  std::string file_name;
  std::optional<double> changed_share;  // nullopt for a template's first capture
  int changed_regions = 0;
  std::vector<std::string> refused;  // connections the proxy refused
  double seconds = 0;
  std::int64_t browser_peak_bytes = 0;
  std::string created_at;
};

class ScreenshotStore {
 public:
  // Applies the schema (host.migrate).
  explicit ScreenshotStore(sdk::HostServices& host);

  std::vector<StoredTemplate> templates();
  std::optional<StoredTemplate> find(std::int64_t id);
  std::int64_t insert(const ScreenshotTemplate& t, const sdk::User& owner);
  void update(std::int64_t id, const ScreenshotTemplate& t);
  // Removes the template and its capture rows; false when there was none.
  bool remove(std::int64_t id);

  // Newest first.
  std::vector<CaptureRecord> captures(std::int64_t template_id);
  std::optional<CaptureRecord> capture(std::int64_t template_id, int version);
  std::optional<CaptureRecord> latest_capture(std::int64_t template_id);
  void insert_capture(const CaptureRecord& capture);
  // Drops the rows past the newest `kept`; returns the versions dropped.
  std::vector<int> prune_captures(std::int64_t template_id, int kept);

  std::int64_t template_count();
  std::int64_t capture_count();

 private:
  sdk::HostServices& host_;
};

Poco::JSON::Object::Ptr template_json(const StoredTemplate& t);
Poco::JSON::Object::Ptr capture_json(const CaptureRecord& c);

}  // namespace proofreader::screenshots

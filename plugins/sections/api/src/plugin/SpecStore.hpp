// SpecStore: the section's records in its own SQLite store (HostServices::store)
// and the uploaded files in its data directory.
//
//   specs             one row per spec: who uploaded it, when
//   spec_versions     one row per uploaded version, with what the list shows
//                     (title, OpenAPI version, operation and segment counts); the
//                     file itself is <data>/specs/<spec>/<version>.src
//   translation_memory  the model's translation of one source text into one
//                     language, keyed by (source, target), shared by every spec
//                     (rows with origin "edited" are hand edits made before
//                     translation_edits; the model never overwrites them)
//   translation_edits a hand edit, keyed by (owner, source, target): it applies
//                     to every spec of that owner and to no one else's
//   api_documents     a writer's document about a spec; the file is
//                     <data>/documents/<id>.src
//
// Thread-safe: every method takes its own session from the host's pool.
#pragma once

#include <proofreader/sdk/host_services.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace proofreader::api {

struct VersionRow {
  std::int64_t spec_id = 0;
  int version = 0;
  std::string file_name;
  std::string format;  // "yaml" or "json"
  std::string openapi_version;
  std::string title;
  int operation_count = 0;
  int segment_count = 0;
  std::int64_t size = 0;
  std::string created_at;
};

struct SpecRow {
  std::int64_t id = 0;
  std::int64_t owner_id = 0;
  std::string owner_login;
  std::string created_at;
  VersionRow latest;
};

struct TranslationEntry {
  std::string translation;
  std::string origin;  // "model" or "edited"
};

struct DocumentRow {
  std::int64_t id = 0;
  std::int64_t spec_id = 0;
  int spec_version = 0;  // 0: the spec's latest version when checked
  std::int64_t owner_id = 0;
  std::string owner_login;
  std::string file_name;
  std::int64_t size = 0;
  std::string created_at;
};

class SpecStore {
 public:
  explicit SpecStore(sdk::HostServices& host);

  // A new spec (spec_id 0) or a new version of an existing one; writes the
  // file, then the rows. Returns the stored version.
  VersionRow add_version(std::int64_t spec_id, const sdk::User& owner, VersionRow meta,
                         const std::string& bytes);
  std::vector<SpecRow> specs();
  std::optional<SpecRow> spec(std::int64_t id);
  std::vector<VersionRow> versions(std::int64_t spec_id);
  // `version` 0 means the latest.
  std::optional<VersionRow> version(std::int64_t spec_id, int version);
  std::string read_file(const VersionRow& version) const;
  void delete_spec(std::int64_t id);

  // Translations of `sources` into `target` as spec `spec_id` shows them: the
  // memory's, with its owner's hand edits over them.
  std::unordered_map<std::string, TranslationEntry> translations(const std::vector<std::string>& sources,
                                                                 const std::string& target,
                                                                 std::int64_t spec_id);
  // Stores the model's translation in the shared memory (never over an "edited" row).
  void put_translation(const std::string& source, const std::string& target, const std::string& translation);
  // Stores a hand edit for every spec of `spec_id`'s owner.
  void put_edit(std::int64_t spec_id, const std::string& source, const std::string& target,
                const std::string& translation);

  DocumentRow add_document(DocumentRow row, const std::string& bytes);
  std::vector<DocumentRow> documents(std::int64_t spec_id);  // 0: all
  std::optional<DocumentRow> document(std::int64_t id);
  std::string read_document(const DocumentRow& row) const;
  void delete_document(std::int64_t id);

 private:
  std::string version_path(std::int64_t spec_id, int version) const;
  std::string document_path(std::int64_t id) const;

  sdk::HostServices& host_;
  std::string root_;
};

}  // namespace proofreader::api

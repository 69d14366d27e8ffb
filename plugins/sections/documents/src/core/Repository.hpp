// Repository: the document repository's folders, files and versions (metadata
// in the section's SQLite store, contents in a blobs::BlobStore), its full-text index
// and the rules of who may change what.
//
// Who may do what (docs/security-permissions.md): every signed-in user reads
// and uploads new files; the creator of a file or folder, or an
// administrator, renames, moves, archives and restores it, and only they add
// a version to a file (by upload of its name or by "save corrected"); only an
// administrator deletes for good. An archived item (or anything inside an
// archived folder) is read-only.
//
// Threads: every method may be called from any thread. Reads take a session
// of their own; writes are serialised by one lock, which also covers blob
// commits and removals, so a blob is never removed while a new version adopts
// it and two uploads of one name get consecutive version numbers.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <Poco/Data/Session.h>

#include <proofreader/sdk/host_services.hpp>
#include <proofreader/sdk/http.hpp>

#include <proofreader/blobs/BlobStore.hpp>
#include "SearchText.hpp"

namespace proofreader::documents {

class FolderTree;

struct Folder {
  std::int64_t id = 0;
  std::int64_t parent_id = 0;  // 0: the root
  std::string name;
  std::int64_t owner_id = 0;
  std::string owner_login;
  std::string created_at;
  bool archived = false;
};

struct Version {
  int number = 0;
  std::int64_t size = 0;
  std::string sha256;
  std::string content_type;
  std::int64_t uploaded_by = 0;
  std::string uploaded_by_login;
  std::string uploaded_at;
  std::string comment;
  std::string index_state;  // "pending", "indexed", "failed" or "superseded"
  std::string index_error;  // why a "failed" version is not searchable
  std::string last_check_job;
  std::optional<int> last_check_remarks;
};

struct File {
  std::int64_t id = 0;
  std::int64_t folder_id = 0;
  std::string name;
  std::int64_t owner_id = 0;
  std::string owner_login;
  std::string created_at;
  bool archived = false;
  int latest_version = 0;
  std::int64_t latest_size = 0;
  std::string updated_at;
  std::vector<Version> versions;  // filled by file(), oldest first
};

struct UploadResult {
  std::int64_t file_id = 0;
  int version = 0;
};

// A version waiting to be indexed.
struct PendingIndex {
  std::int64_t file_id = 0;
  int version = 0;
  std::string sha256;
  std::string name;
};

struct SearchHit {
  std::int64_t file_id = 0;
  int version = 0;
  std::string name;
  std::string path;  // folder names and the file name, joined by "/"
  std::string snippet;
};

struct SearchPage {
  std::vector<SearchHit> items;
  std::int64_t total = 0;
};

struct RepositoryHealth {
  std::int64_t files = 0;
  std::int64_t versions = 0;
  std::int64_t bytes = 0;  // stored blob bytes (each content once)
  bool writable = false;
  std::vector<std::string> blobs_without_metadata;
  std::vector<std::string> metadata_without_blobs;
};

class Repository {
 public:
  using SessionFactory = std::function<Poco::Data::Session()>;
  // The host's permission rule (HostServices::require): throws ApiError 403
  // unless the user may do the action to an object of that owner.
  using Permission = std::function<void(const sdk::User&, std::int64_t owner_id, sdk::Action)>;

  // `sessions` gives a session on the store, whose schema is
  // repository_schema(); `blobs` is owned by the caller and outlives this.
  // `dialect` is the store's (the full-text search and the cross-backend
  // write lock differ).
  Repository(SessionFactory sessions, blobs::BlobStore& blobs, Permission require,
             sdk::StoreDialect dialect = sdk::StoreDialect::sqlite);

  // At start, before serving: removes temporaries and blobs no version
  // references (what a crash between the blob's rename and its row left).
  void recover();

  // --- folders ---
  std::vector<Folder> folders() const;
  Folder folder(std::int64_t id) const;  // 404 if absent
  std::int64_t create_folder(std::int64_t parent_id, const std::string& raw_name, const sdk::User& user);
  // Renames and/or moves a folder (nullopt: unchanged); a folder cannot move
  // into itself or its subtree (409).
  void update_folder(std::int64_t id, const std::optional<std::string>& raw_name,
                     const std::optional<std::int64_t>& parent_id, const sdk::User& user);
  void set_folder_archived(std::int64_t id, bool archived, const sdk::User& user);
  void delete_folder(std::int64_t id, const sdk::User& user);
  // `id` and every folder below it; with include_archived false, only if
  // none of them or their ancestors is archived.
  std::vector<std::int64_t> subtree(std::int64_t id, bool include_archived) const;
  // "a/b/c" for folder c; "" for the root.
  std::string folder_path(std::int64_t id) const;

  // --- files and versions ---
  // Commits the writer's content and adds it as the next version of the file
  // called `raw_name` in the folder (a new file if there is none).
  UploadResult add_version(std::int64_t folder_id, const std::string& raw_name, blobs::BlobWriter& content,
                           const std::string& content_type, const std::string& comment,
                           const sdk::User& user);
  File file(std::int64_t id) const;                         // with versions; 404 if absent
  Version version(std::int64_t file_id, int number) const;  // 404 if absent
  std::vector<File> files_in(std::int64_t folder_id, bool include_archived) const;
  void update_file(std::int64_t id, const std::optional<std::string>& raw_name,
                   const std::optional<std::int64_t>& folder_id, const sdk::User& user);
  void set_file_archived(std::int64_t id, bool archived, const sdk::User& user);
  void delete_file(std::int64_t id, const sdk::User& user);
  // Whether the file or a folder above it is archived.
  bool is_archived(const File& file) const;

  // --- checks ---
  void record_check(std::int64_t file_id, int number, const std::string& job_id);
  // Stores the remark count if `job_id` is still the version's last check.
  void record_check_result(std::int64_t file_id, int number, const std::string& job_id, int remarks);

  // --- search index ---
  std::vector<PendingIndex> pending_index() const;
  // Replaces the file's passages by `blocks` of version `number` if it is
  // still the latest; otherwise does nothing.
  void store_index(std::int64_t file_id, int number, const std::vector<std::string>& blocks,
                   const SearchText& text);
  // Marks the version not searchable, with the reason, and drops the file's
  // passages if it is the latest.
  void store_index_failure(std::int64_t file_id, int number, const std::string& reason);
  // Files whose latest indexed text matches, best first. `folder_id` limits
  // to a subtree (0: everything).
  SearchPage search(const SearchText::Query& query, const SearchText& text, std::int64_t folder_id,
                    bool include_archived, int limit, int offset) const;

  RepositoryHealth health() const;

 private:
  Poco::Data::Session session() const { return sessions_(); }
  std::vector<Folder> folders(Poco::Data::Session& s) const;
  void require_writable_folder(Poco::Data::Session& s, std::int64_t folder_id) const;
  void require_free_name(Poco::Data::Session& s, std::int64_t folder_id, const std::string& name) const;
  // Where a file or folder stands: its parent folder and its name.
  struct Placement {
    std::int64_t parent = 0;
    std::string name;
  };
  // Renames and/or moves a row of `table` (files or folders) after checking
  // that the new name is free in the new parent.
  void place(Poco::Data::Session& s, const char* table, const char* parent_column, std::int64_t id,
             const Placement& from, const Placement& to);
  void remove_unreferenced_blobs(Poco::Data::Session& s, const std::vector<std::string>& candidates);
  // Drops the file from the full-text tables (and PostgreSQL's file_terms).
  void drop_index(Poco::Data::Session& s, std::int64_t file_id);
  // search() on PostgreSQL, within `scope` (a condition on t.file_id).
  SearchPage search_postgresql(Poco::Data::Session& s, const FolderTree& tree, const SearchText::Query& query,
                               const SearchText& search_text, const std::string& scope, int limit,
                               int offset) const;

  SessionFactory sessions_;
  Permission require_;
  sdk::StoreDialect dialect_;
  blobs::BlobStore& blobs_;
  std::mutex write_mutex_;
};

}  // namespace proofreader::documents

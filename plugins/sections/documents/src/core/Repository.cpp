#include <proofreader/kit/timestamps.hpp>

#include "Repository.hpp"
#include "RepositorySchema.hpp"

#include <algorithm>
#include <map>
#include <set>

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/Timestamp.h>

#include <proofreader/sdk/http.hpp>
#include <storerows/Rows.hpp>
#include <storerows/WriteTransaction.hpp>

#include "FolderTree.hpp"
#include "NameRules.hpp"

namespace proofreader::documents {

using namespace Poco::Data::Keywords;
using Poco::Int64;
using Poco::Data::RecordSet;
using Poco::Data::Session;
using storerows::first;
using storerows::nullable;
using storerows::select_all;

namespace {

sdk::ApiError folder_not_found() {
  return {404, "not_found", "No such folder", "Папка не найдена"};
}
sdk::ApiError file_not_found() {
  return {404, "not_found", "No such file", "Файл не найден"};
}
sdk::ApiError read_only() {
  return {409, "archived", "The item is archived and read-only; restore it first",
          "Объект в архиве и доступен только для чтения; сначала восстановите его"};
}
sdk::ApiError name_taken() {
  return {409, "name_taken", "A file or folder of that name already exists here",
          "Файл или папка с таким именем здесь уже есть"};
}

constexpr const char* kFolderColumns =
    "id, parent_id, name, created_by, created_by_login, created_at, archived";

// A folder or a file from the seven columns they share, in kFolderColumns'
// order; `parent` is where the second goes (a folder's parent, a file's folder).
template <typename Item>
Item item_from(RecordSet& r, std::int64_t Item::*parent) {
  Item item;
  item.id = r[0].convert<Int64>();
  item.*parent = r[1].convert<Int64>();
  item.name = r[2].convert<std::string>();
  item.owner_id = r[3].convert<Int64>();
  item.owner_login = r[4].convert<std::string>();
  item.created_at = r[5].convert<std::string>();
  item.archived = r[6].convert<Int64>() != 0;
  return item;
}

Folder folder_from(RecordSet& r) {
  return item_from(r, &Folder::parent_id);
}

constexpr const char* kFileColumns =
    "f.id, f.folder_id, f.name, f.created_by, f.created_by_login, f.created_at, f.archived,"
    " (SELECT max(number) FROM versions WHERE file_id = f.id),"
    " (SELECT size FROM versions WHERE file_id = f.id ORDER BY number DESC LIMIT 1),"
    " (SELECT uploaded_at FROM versions WHERE file_id = f.id ORDER BY number DESC LIMIT 1)";

// The latest version's columns are NULL for a file without versions.
File file_from(RecordSet& r) {
  File f = item_from(r, &File::folder_id);
  f.latest_version = nullable<int>(r[7]).value_or(0);
  f.latest_size = nullable<Int64>(r[8]).value_or(0);
  f.updated_at = nullable<std::string>(r[9]).value_or("");
  return f;
}

constexpr const char* kVersionColumns =
    "number, size, sha256, content_type, uploaded_by, uploaded_by_login, uploaded_at, comment, index_state,"
    " index_error, last_check_job, last_check_remarks";

Version version_from(RecordSet& r) {
  Version v;
  v.number = r[0].convert<int>();
  v.size = r[1].convert<Int64>();
  v.sha256 = r[2].convert<std::string>();
  v.content_type = r[3].convert<std::string>();
  v.uploaded_by = r[4].convert<Int64>();
  v.uploaded_by_login = r[5].convert<std::string>();
  v.uploaded_at = r[6].convert<std::string>();
  v.comment = r[7].convert<std::string>();
  v.index_state = r[8].convert<std::string>();
  v.index_error = r[9].convert<std::string>();
  v.last_check_job = r[10].convert<std::string>();
  v.last_check_remarks = nullable<int>(r[11]);  // NULL until the check ends
  return v;
}

// Where a file stands, for a search hit: its id, name, folder and indexed version.
struct PlacedFile {
  std::int64_t id = 0;
  std::string name;
  std::int64_t folder_id = 0;
  int version = 0;
};

PlacedFile placed_file_from(RecordSet& r) {
  return {r[0].convert<Int64>(), r[1].convert<std::string>(), r[2].convert<Int64>(), r[3].convert<int>()};
}

SearchHit hit_at(const FolderTree& tree, const PlacedFile& file, std::string snippet) {
  SearchHit hit;
  hit.file_id = file.id;
  hit.name = file.name;
  hit.version = file.version;
  const std::string folder_names = tree.path(file.folder_id);
  hit.path = folder_names.empty() ? hit.name : folder_names + "/" + hit.name;
  hit.snippet = std::move(snippet);
  return hit;
}

// A PostgreSQL array literal of text ({"a","b"}), every element quoted, its
// quotes and backslashes escaped.
std::string postgresql_array(const std::vector<std::string>& items) {
  std::string out = "{";
  for (const auto& item : items) {
    out += out.size() > 1 ? ",\"" : "\"";
    for (char c : item) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

std::string id_list(const std::vector<std::int64_t>& ids) {
  std::string out;
  for (auto id : ids) out += (out.empty() ? "" : ",") + std::to_string(id);
  return out.empty() ? "-1" : out;
}

// Blocks per file in the full-text table: rowid = file_id << kBlockBits | block.
constexpr int kBlockBits = 20;
constexpr std::int64_t kMaxBlocks = (std::int64_t{1} << kBlockBits) - 1;

// On PostgreSQL several backends write the same store: within a transaction,
// this holds the others' repository writes until it ends (write_mutex_ does
// the same within one process, SQLite's single writer across processes).
void hold_cluster_writes(Session& s, sdk::StoreDialect dialect) {
  if (dialect == sdk::StoreDialect::postgresql)
    s << "SELECT pg_advisory_xact_lock(hashtext('proofreader.documents.writes'))", now;
}

}  // namespace

Repository::Repository(SessionFactory sessions, blobs::BlobStore& blobs, Permission require,
                       sdk::StoreDialect dialect)
    : sessions_(std::move(sessions)), require_(std::move(require)), dialect_(dialect), blobs_(blobs) {}

void Repository::recover() {
  std::lock_guard lock(write_mutex_);
  blobs_.remove_temporaries();
  Session s = session();
  remove_unreferenced_blobs(s, blobs_.list());
}

// --- folders ---

std::vector<Folder> Repository::folders() const {
  Session s = session();
  return folders(s);
}

std::vector<Folder> Repository::folders(Session& s) const {
  return select_all<Folder>(s, std::string("SELECT ") + kFolderColumns + " FROM folders ORDER BY name",
                            folder_from);
}

Folder Repository::folder(std::int64_t id) const {
  const auto found = first(select_all<Folder>(
      session(), std::string("SELECT ") + kFolderColumns + " FROM folders WHERE id = $1", folder_from, id));
  if (!found) throw folder_not_found();
  return *found;
}

std::vector<std::int64_t> Repository::subtree(std::int64_t id, bool include_archived) const {
  return FolderTree(folders()).subtree(id, include_archived);
}

std::string Repository::folder_path(std::int64_t id) const {
  return FolderTree(folders()).path(id);
}

void Repository::require_writable_folder(Session& s, std::int64_t folder_id) const {
  for (std::int64_t at = folder_id; at != 0;) {
    using ParentAndArchived = std::pair<std::int64_t, bool>;
    const auto found = first(select_all<ParentAndArchived>(
        s, "SELECT parent_id, archived FROM folders WHERE id = $1",
        [](RecordSet& r) {
          return ParentAndArchived{r[0].convert<Int64>(), r[1].convert<Int64>() != 0};
        },
        at));
    if (!found) throw folder_not_found();
    if (found->second) throw read_only();
    at = found->first;
  }
}

void Repository::place(Session& s, const char* table, const char* parent_column, std::int64_t id,
                       const Placement& from, const Placement& to) {
  if (to.parent != from.parent || to.name != from.name) require_free_name(s, to.parent, to.name);
  s << std::string("UPDATE ") + table + " SET name = $1, " + parent_column + " = $2 WHERE id = $3",
      bind(to.name), bind(to.parent), bind(id), now;
}

void Repository::require_free_name(Session& s, std::int64_t folder_id, const std::string& name) const {
  Poco::Int64 taken = 0;
  s << "SELECT (SELECT count(*) FROM folders WHERE parent_id = $1 AND name = $2)"
       " + (SELECT count(*) FROM files WHERE folder_id = $3 AND name = $4)",
      bind(folder_id), bind(name), bind(folder_id), bind(name), into(taken), now;
  if (taken > 0) throw name_taken();
}

std::int64_t Repository::create_folder(std::int64_t parent_id, const std::string& raw_name,
                                       const sdk::User& user) {
  const std::string name = normalized_name(raw_name);
  std::lock_guard lock(write_mutex_);
  Session s = session();
  storerows::WriteTransaction t(s);
  hold_cluster_writes(s, dialect_);
  require_writable_folder(s, parent_id);
  require_free_name(s, parent_id, name);
  Poco::Int64 id = 0;
  s << "INSERT INTO folders(parent_id, name, created_by, created_by_login, created_at) "
       "VALUES($1,$2,$3,$4,$5) RETURNING id",
      bind(parent_id), bind(name), bind(user.id), bind(user.login), bind(kit::now_iso_utc()), into(id), now;
  t.commit();
  return id;
}

void Repository::update_folder(std::int64_t id, const std::optional<std::string>& raw_name,
                               const std::optional<std::int64_t>& parent_id, const sdk::User& user) {
  const std::optional<std::string> name = raw_name ? std::optional(normalized_name(*raw_name)) : std::nullopt;
  std::lock_guard lock(write_mutex_);
  const Folder current = folder(id);
  require_(user, current.owner_id, sdk::Action::change);
  Session s = session();
  require_writable_folder(s, id);
  const std::int64_t target_parent = parent_id.value_or(current.parent_id);
  if (parent_id) {
    const auto below = subtree(id, true);
    if (std::find(below.begin(), below.end(), target_parent) != below.end())
      throw sdk::ApiError(409, "cycle", "A folder cannot move into itself or a folder inside it",
                          "Папку нельзя переместить в неё саму или во вложенную папку");
    require_writable_folder(s, target_parent);
  }
  place(s, "folders", "parent_id", id, {current.parent_id, current.name},
        {target_parent, name.value_or(current.name)});
}

void Repository::set_folder_archived(std::int64_t id, bool archived, const sdk::User& user) {
  std::lock_guard lock(write_mutex_);
  const Folder current = folder(id);
  require_(user, current.owner_id, sdk::Action::archive);
  Session s = session();
  if (!archived && current.parent_id != 0) require_writable_folder(s, current.parent_id);
  s << "UPDATE folders SET archived = $1 WHERE id = $2", bind(archived ? 1 : 0), bind(id), now;
}

void Repository::delete_folder(std::int64_t id, const sdk::User& user) {
  require_(user, 0, sdk::Action::delete_for_good);
  std::lock_guard lock(write_mutex_);
  folder(id);
  const auto ids = subtree(id, true);
  Session s = session();
  std::vector<std::string> shas;
  std::vector<Poco::Int64> file_ids;
  s << "SELECT DISTINCT v.sha256 FROM versions v JOIN files f ON f.id = v.file_id WHERE f.folder_id IN (" +
           id_list(ids) + ")",
      into(shas), now;
  s << "SELECT id FROM files WHERE folder_id IN (" + id_list(ids) + ")", into(file_ids), now;
  storerows::WriteTransaction t(s);
  for (auto file_id : file_ids) drop_index(s, file_id);
  s << "DELETE FROM files WHERE folder_id IN (" + id_list(ids) + ")", now;
  s << "DELETE FROM folders WHERE id IN (" + id_list(ids) + ")", now;
  t.commit();
  remove_unreferenced_blobs(s, shas);
}

// --- files and versions ---

UploadResult Repository::add_version(std::int64_t folder_id, const std::string& raw_name,
                                     blobs::BlobWriter& content, const std::string& content_type,
                                     const std::string& comment, const sdk::User& user) {
  const std::string name = normalized_name(raw_name);
  std::lock_guard lock(write_mutex_);
  Session s = session();
  require_writable_folder(s, folder_id);
  const std::string sha256 = content.commit();
  try {
    storerows::WriteTransaction t(s);
    hold_cluster_writes(s, dialect_);
    // The file of that name already here: its id, archived flag and owner.
    const auto existing = first(select_all<File>(
        s, "SELECT id, archived, created_by FROM files WHERE folder_id = $1 AND name = $2",
        [](RecordSet& r) {
          File f;
          f.id = r[0].convert<Int64>();
          f.archived = r[1].convert<Int64>() != 0;
          f.owner_id = r[2].convert<Int64>();
          return f;
        },
        folder_id, name));
    UploadResult result;
    const std::string at = kit::now_iso_utc();
    if (existing) {
      // A new version changes the file: its owner's or an administrator's to add.
      require_(user, existing->owner_id, sdk::Action::change);
      if (existing->archived) throw read_only();
      result.file_id = existing->id;
      Poco::Int64 latest = 0;
      s << "SELECT max(number) FROM versions WHERE file_id = $1", bind(result.file_id), into(latest), now;
      result.version = static_cast<int>(latest) + 1;
      s << "UPDATE versions SET index_state = 'superseded' WHERE file_id = $1 AND index_state = 'pending'",
          bind(result.file_id), now;
    } else {
      require_free_name(s, folder_id, name);
      Poco::Int64 id = 0;
      s << "INSERT INTO files(folder_id, name, created_by, created_by_login, created_at) "
           "VALUES($1,$2,$3,$4,$5) RETURNING id",
          bind(folder_id), bind(name), bind(user.id), bind(user.login), bind(at), into(id), now;
      result.file_id = id;
      result.version = 1;
    }
    s << "INSERT INTO versions(file_id, number, size, sha256, content_type, uploaded_by, uploaded_by_login,"
         " uploaded_at, comment) VALUES($1,$2,$3,$4,$5,$6,$7,$8,$9)",
        bind(result.file_id), bind(result.version), bind(static_cast<Poco::Int64>(content.size())),
        bind(sha256), bind(content_type), bind(user.id), bind(user.login), bind(at), bind(comment), now;
    t.commit();
    return result;
  } catch (...) {
    remove_unreferenced_blobs(s, {sha256});
    throw;
  }
}

File Repository::file(std::int64_t id) const {
  Session s = session();
  auto found = first(select_all<File>(
      s, std::string("SELECT ") + kFileColumns + " FROM files f WHERE f.id = $1", file_from, id));
  if (!found) throw file_not_found();
  found->versions = select_all<Version>(
      s, std::string("SELECT ") + kVersionColumns + " FROM versions WHERE file_id = $1 ORDER BY number",
      version_from, id);
  return std::move(*found);
}

Version Repository::version(std::int64_t file_id, int number) const {
  const auto found = first(select_all<Version>(
      session(),
      std::string("SELECT ") + kVersionColumns + " FROM versions WHERE file_id = $1 AND number = $2",
      version_from, file_id, number));
  if (!found) throw sdk::ApiError(404, "not_found", "No such version", "Версия не найдена");
  return *found;
}

std::vector<File> Repository::files_in(std::int64_t folder_id, bool include_archived) const {
  if (folder_id != 0) folder(folder_id);
  return select_all<File>(session(),
                          std::string("SELECT ") + kFileColumns + " FROM files f WHERE f.folder_id = $1" +
                              (include_archived ? "" : " AND f.archived = 0") + " ORDER BY f.name",
                          file_from, folder_id);
}

bool Repository::is_archived(const File& f) const {
  if (f.archived) return true;
  return f.folder_id != 0 && subtree(f.folder_id, false).empty();
}

void Repository::update_file(std::int64_t id, const std::optional<std::string>& raw_name,
                             const std::optional<std::int64_t>& folder_id, const sdk::User& user) {
  const std::optional<std::string> name = raw_name ? std::optional(normalized_name(*raw_name)) : std::nullopt;
  std::lock_guard lock(write_mutex_);
  const File current = file(id);
  require_(user, current.owner_id, sdk::Action::change);
  if (current.archived) throw read_only();
  Session s = session();
  require_writable_folder(s, current.folder_id);
  const std::int64_t target_folder = folder_id.value_or(current.folder_id);
  if (folder_id) require_writable_folder(s, target_folder);
  place(s, "files", "folder_id", id, {current.folder_id, current.name},
        {target_folder, name.value_or(current.name)});
}

void Repository::set_file_archived(std::int64_t id, bool archived, const sdk::User& user) {
  std::lock_guard lock(write_mutex_);
  const File current = file(id);
  require_(user, current.owner_id, sdk::Action::archive);
  Session s = session();
  if (!archived) require_writable_folder(s, current.folder_id);
  s << "UPDATE files SET archived = $1 WHERE id = $2", bind(archived ? 1 : 0), bind(id), now;
}

void Repository::delete_file(std::int64_t id, const sdk::User& user) {
  require_(user, 0, sdk::Action::delete_for_good);
  std::lock_guard lock(write_mutex_);
  const File current = file(id);
  std::vector<std::string> shas;
  for (const auto& v : current.versions) shas.push_back(v.sha256);
  Session s = session();
  storerows::WriteTransaction t(s);
  drop_index(s, id);
  s << "DELETE FROM files WHERE id = $1", bind(id), now;
  t.commit();
  remove_unreferenced_blobs(s, shas);
}

void Repository::remove_unreferenced_blobs(Session& s, const std::vector<std::string>& candidates) {
  for (const auto& sha : candidates) {
    Poco::Int64 uses = 0;
    s << "SELECT count(*) FROM versions WHERE sha256 = $1", bind(sha), into(uses), now;
    if (uses == 0) blobs_.remove(sha);
  }
}

void Repository::drop_index(Session& s, std::int64_t file_id) {
  const Poco::Int64 first = file_id << kBlockBits;
  const Poco::Int64 last = first | kMaxBlocks;
  s << "DELETE FROM passages WHERE rowid BETWEEN $1 AND $2", bind(first), bind(last), now;
  s << "DELETE FROM file_index WHERE rowid = $1", bind(file_id), now;
  if (dialect_ == sdk::StoreDialect::postgresql)
    s << "DELETE FROM file_terms WHERE file_id = $1", bind(file_id), now;
}

// --- checks ---

void Repository::record_check(std::int64_t file_id, int number, const std::string& job_id) {
  std::lock_guard lock(write_mutex_);
  Session s = session();
  s << "UPDATE versions SET last_check_job = $1, last_check_remarks = NULL WHERE file_id = $2 AND number = "
       "$3",
      bind(job_id), bind(file_id), bind(number), now;
}

void Repository::record_check_result(std::int64_t file_id, int number, const std::string& job_id,
                                     int remarks) {
  std::lock_guard lock(write_mutex_);
  Session s = session();
  s << "UPDATE versions SET last_check_remarks = $1 WHERE file_id = $2 AND number = $3 AND last_check_job = "
       "$4",
      bind(remarks), bind(file_id), bind(number), bind(job_id), now;
}

// --- search index ---

std::vector<PendingIndex> Repository::pending_index() const {
  return select_all<PendingIndex>(
      session(),
      "SELECT v.file_id, v.number, v.sha256, f.name FROM versions v JOIN files f ON f.id = v.file_id"
      " WHERE v.index_state = 'pending' ORDER BY v.uploaded_at, v.file_id",
      [](RecordSet& r) {
        return PendingIndex{r[0].convert<Int64>(), r[1].convert<int>(), r[2].convert<std::string>(),
                            r[3].convert<std::string>()};
      });
}

void Repository::store_index(std::int64_t file_id, int number, const std::vector<std::string>& blocks,
                             const SearchText& search_text) {
  std::vector<Poco::Int64> rowids;
  std::vector<std::string> lemmas;
  std::vector<std::string> texts;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const std::string block_lemmas = search_text.index_text(blocks[i]);
    if (block_lemmas.empty()) continue;
    if (static_cast<std::int64_t>(rowids.size()) == kMaxBlocks) {  // the rest joins the last row
      lemmas.back() += " " + block_lemmas;
      texts.back() += "\n" + blocks[i];
      continue;
    }
    rowids.push_back((file_id << kBlockBits) | static_cast<Poco::Int64>(rowids.size()));
    lemmas.push_back(block_lemmas);
    texts.push_back(blocks[i]);
  }
  const std::string file_lemmas = SearchText::ranking_text(lemmas);
  std::lock_guard lock(write_mutex_);
  Session s = session();
  Poco::Int64 latest = 0;
  s << "SELECT coalesce(max(number), 0) FROM versions WHERE file_id = $1", bind(file_id), into(latest), now;
  if (latest != number) return;
  storerows::WriteTransaction t(s);
  hold_cluster_writes(s, dialect_);
  drop_index(s, file_id);
  if (!rowids.empty()) {
    if (dialect_ == sdk::StoreDialect::sqlite)
      s << "INSERT INTO passages(rowid, lemmas, text) VALUES($1,$2,$3)", use(rowids), use(lemmas), use(texts),
          now;
    else  // Poco's PostgreSQL connector binds no vectors
      for (std::size_t i = 0; i < rowids.size(); ++i)
        s << "INSERT INTO passages(rowid, lemmas, text) VALUES($1,$2,$3)", bind(rowids[i]), bind(lemmas[i]),
            bind(texts[i]), now;
    s << "INSERT INTO file_index(rowid, lemmas) VALUES($1,$2)", bind(file_id), bind(file_lemmas), now;
    // PostgreSQL: the row's lexemes with their weights, derived as the
    // schema's step that made file_terms derives them.
    if (dialect_ == sdk::StoreDialect::postgresql)
      s << std::string(kFileTermsFromIndex) + " WHERE i.rowid = $1", bind(file_id), now;
  }
  s << "UPDATE versions SET index_state = 'indexed', index_error = '' WHERE file_id = $1 AND number = $2",
      bind(file_id), bind(number), now;
  s << "UPDATE files SET indexed_version = $1 WHERE id = $2", bind(number), bind(file_id), now;
  t.commit();
}

void Repository::store_index_failure(std::int64_t file_id, int number, const std::string& reason) {
  std::lock_guard lock(write_mutex_);
  Session s = session();
  Poco::Int64 latest = 0;
  s << "SELECT coalesce(max(number), 0) FROM versions WHERE file_id = $1", bind(file_id), into(latest), now;
  storerows::WriteTransaction t(s);
  hold_cluster_writes(s, dialect_);
  s << "UPDATE versions SET index_state = 'failed', index_error = $1 WHERE file_id = $2 AND number = $3",
      bind(reason), bind(file_id), bind(number), now;
  if (latest == number) {
    drop_index(s, file_id);
    s << "UPDATE files SET indexed_version = NULL WHERE id = $1", bind(file_id), now;
  }
  t.commit();
}

SearchPage Repository::search(const SearchText::Query& query, const SearchText& search_text,
                              std::int64_t folder_id, bool include_archived, int limit, int offset) const {
  Session s = session();
  const FolderTree tree(folders(s));
  // The scope, as a condition on a file id: a folder's subtree, or the whole
  // repository but its archived part (usually small, and a short exclusion
  // list costs far less per match than a long inclusion list).
  const auto scope = [&](const std::string& file_id) -> std::string {
    if (folder_id != 0)
      return file_id + " IN (SELECT id FROM files WHERE folder_id IN (" +
             id_list(tree.subtree(folder_id, include_archived)) + ")" +
             (include_archived ? "" : " AND archived = 0") + ")";
    if (!include_archived)
      return file_id + " NOT IN (SELECT id FROM files WHERE archived = 1 OR folder_id IN (" +
             id_list(tree.hidden()) + "))";
    return {};
  };
  if (dialect_ == sdk::StoreDialect::postgresql) {
    const std::string condition = scope("t.file_id");
    return search_postgresql(s, tree, query, search_text, condition.empty() ? "TRUE" : condition, limit,
                             offset);
  }
  // "+rowid": a plain rowid IN would be handed to FTS5, which then runs the
  // MATCH once per listed file and can no longer sort by rank itself.
  const std::string condition = scope("+rowid");
  const std::string in_scope = condition.empty() ? "" : " AND " + condition;
  // Files are ranked in file_index (one row per file), so a query's work
  // grows with the matching files, not with their blocks; the total needs no
  // ranking. Only the page's files then look for a block to cut the snippet from.
  SearchPage page;
  Poco::Int64 total = 0;
  s << "SELECT count(*) FROM file_index WHERE file_index MATCH $1" + in_scope, bind(query.match), into(total),
      now;
  page.total = total;
  if (offset >= total) return page;
  std::vector<Poco::Int64> file_ids;
  s << "SELECT rowid FROM file_index WHERE file_index MATCH $1" + in_scope +
           " ORDER BY rank LIMIT $2 OFFSET $3",
      bind(query.match), bind(limit), bind(offset), into(file_ids), now;
  for (const auto file_id : file_ids) {
    const Poco::Int64 first_row = file_id << kBlockBits;
    const Poco::Int64 last_row = first_row | kMaxBlocks;
    // The file's first block with every query word, else with any: a seek
    // in the file's rowid range, without ranking the file's blocks.
    std::vector<std::string> block;
    for (const auto* expression : {&query.match, &query.any_word}) {
      if (!block.empty()) break;
      s << "SELECT text FROM passages WHERE passages MATCH $1 AND rowid BETWEEN $2 AND $3 LIMIT 1",
          bind(*expression), bind(first_row), bind(last_row), into(block), now;
    }
    // A file deleted since it was ranked stays a hit without a name.
    const auto file =
        first(select_all<PlacedFile>(
                  s, "SELECT id, name, folder_id, coalesce(indexed_version, 0) FROM files WHERE id = $1",
                  placed_file_from, file_id))
            .value_or(PlacedFile{file_id, "", 0, 0});
    page.items.push_back(
        hit_at(tree, file, block.empty() ? std::string() : search_text.snippet(block.front(), query.lemmas)));
  }
  return page;
}

SearchPage Repository::search_postgresql(Session& s, const FolderTree& tree, const SearchText::Query& query,
                                         const SearchText& search_text, const std::string& scope, int limit,
                                         int offset) const {
  // The lexemes of each query lemma, as to_tsquery would take them: the
  // 'simple' parser may split one lemma into several (из-за: из-за, из, за;
  // 3,14: 3, 14) or into none.
  std::vector<std::string> lemmas;  // every word's alternatives, one after the other
  for (const auto& word : query.words) lemmas.insert(lemmas.end(), word.begin(), word.end());
  using LemmaLexeme = std::pair<std::int64_t, std::string>;  // a lemma's place (from 1) and a lexeme of it
  const auto lexemes = select_all<LemmaLexeme>(
      s,
      "SELECT u.at, x.lexeme FROM unnest($1::text[]) WITH ORDINALITY AS u(lemma, at),"
      " unnest(tsvector_to_array(to_tsvector('simple', u.lemma))) AS x(lexeme)",
      [](RecordSet& r) {
        return LemmaLexeme{r[0].convert<Int64>(), r[1].convert<std::string>()};
      },
      postgresql_array(lemmas));
  // Each distinct lexeme has a number; a lemma is the set of its lexemes'.
  std::map<std::string, std::size_t> number_of;
  std::vector<std::set<std::size_t>> lemma_lexemes(lemmas.size());
  for (const auto& [lemma, lexeme] : lexemes) {
    const auto at = number_of.emplace(lexeme, number_of.size()).first;
    lemma_lexemes.at(static_cast<std::size_t>(lemma - 1)).insert(at->second);
  }
  SearchPage page;
  if (number_of.empty()) return page;  // to_tsquery finds nothing to look for either
  const std::size_t count = number_of.size();
  std::vector<std::string> by_number(count);
  for (const auto& [lexeme, number] : number_of) by_number[number] = lexeme;
  bool phrases = false;  // a lemma of several lexemes, which to_tsquery wants adjacent
  for (const auto& set : lemma_lexemes) phrases = phrases || set.size() > 1;

  // The matching files in scope with their scores ($1: the lexemes, in
  // their numbers' order). A file's score is the sum of the weights of its
  // query lexemes in file_terms: what ts_rank(terms, query, 1) gives a query
  // of those lexemes joined by OR, so files come in ts_rank's order (ties by
  // id), and the work is an index range per lexeme rather than ts_rank over
  // each matching row's tsvector. Lemmas without lexemes, and words with
  // only those, are left out, as to_tsquery leaves them out. The SQL built
  // here holds numbers and bit strings only.
  std::string matching;
  if (!phrases) {
    // Every lemma is one lexeme: a file matches when its lexemes cover
    // every word (each lexeme carries the set of words it is a lemma of).
    std::vector<std::uint64_t> words_of(count, 0);
    std::uint64_t all_words = 0;
    std::size_t word = 0, at = 0;
    for (const auto& alternatives : query.words) {
      bool counted = false;
      for (std::size_t k = 0; k < alternatives.size(); ++k, ++at) {
        if (lemma_lexemes[at].empty()) continue;
        words_of[*lemma_lexemes[at].begin()] |= std::uint64_t{1} << word;
        counted = true;
      }
      if (counted) all_words |= std::uint64_t{1} << word++;
    }
    if (count == 1) {
      matching =
          "SELECT t.file_id, t.weight AS score FROM file_terms t WHERE t.lexeme = ANY ($1::text[]) AND " +
          scope;
    } else {
      std::string masks;
      for (const auto mask : words_of) masks += (masks.empty() ? "" : ",") + std::to_string(mask);
      matching = "SELECT t.file_id, sum(t.weight) AS score FROM unnest($1::text[], '{" + masks +
                 "}'::bigint[]) AS q(lexeme, words) JOIN file_terms t ON t.lexeme = q.lexeme WHERE " + scope +
                 " GROUP BY t.file_id HAVING bit_or(q.words) = " + std::to_string(all_words);
    }
  } else {
    // A lemma may need several lexemes: each lexeme is a bit, each lemma a
    // mask, and a file matches when every word (AND) has a lemma (OR) all
    // of whose bits it has. The lexemes alone find a superset of to_tsquery's
    // matches (it wants a lemma's lexemes adjacent), so each file's
    // file_index row checks the query ($2) too.
    const auto mask_of = [&](const std::set<std::size_t>& numbers) {
      std::string mask(count, '0');
      for (const auto number : numbers) mask[number] = '1';
      return mask;
    };
    std::string condition, bits;
    for (std::size_t number = 0; number < count; ++number)
      bits += (bits.empty() ? "" : ",") + mask_of({number});
    std::size_t at = 0;
    for (const auto& alternatives : query.words) {
      std::string any;
      for (std::size_t k = 0; k < alternatives.size(); ++k, ++at) {
        if (lemma_lexemes[at].empty()) continue;
        const std::string mask = mask_of(lemma_lexemes[at]);
        any += (any.empty() ? "" : " OR ") + ("(g.lexemes & B'" + mask + "') = B'" + mask + "'");
      }
      if (!any.empty()) condition += (condition.empty() ? "(" : " AND (") + any + ")";
    }
    matching =
        "SELECT g.file_id, g.score FROM (SELECT t.file_id, sum(t.weight) AS score, bit_or(q.bit) AS lexemes"
        " FROM unnest($1::text[], '{" +
        bits + "}'::varbit[]) AS q(lexeme, bit) JOIN file_terms t ON t.lexeme = q.lexeme WHERE " + scope +
        " GROUP BY t.file_id) g WHERE " + condition +
        " AND EXISTS (SELECT 1 FROM file_index i WHERE i.rowid = g.file_id"
        " AND i.terms @@ to_tsquery('simple', $2))";
  }
  const std::string lexeme_array = postgresql_array(by_number);
  // The page and, with each of its rows, the total.
  using RankedFile = std::pair<std::int64_t, std::int64_t>;  // a file's id and the total
  const auto ranked_from = [](RecordSet& r) {
    return RankedFile{r[0].convert<Int64>(), r[1].convert<Int64>()};
  };
  const std::string page_sql = "SELECT file_id, count(*) OVER () FROM (" + matching +
                               ") m ORDER BY score DESC, file_id LIMIT " + std::to_string(limit) +
                               " OFFSET " + std::to_string(offset);
  const auto ranked = phrases
                          ? select_all<RankedFile>(s, page_sql, ranked_from, lexeme_array, query.all_tsquery)
                          : select_all<RankedFile>(s, page_sql, ranked_from, lexeme_array);
  if (ranked.empty()) {  // past the end: the total alone
    if (offset > 0) {
      Poco::Int64 total = 0;
      const std::string count_sql = "SELECT count(*) FROM (" + matching + ") m";
      if (phrases)
        s << count_sql, bind(lexeme_array), bind(query.all_tsquery), into(total), now;
      else
        s << count_sql, bind(lexeme_array), into(total), now;
      page.total = total;
    }
    return page;
  }
  page.total = ranked.front().second;
  std::vector<std::int64_t> file_ids;
  for (const auto& [file_id, total] : ranked) file_ids.push_back(file_id);
  // The page's files, each with its first block with every query word, else
  // with any (a seek in the file's rowid range), in one statement.
  const std::string range = "p.rowid BETWEEN f.id * " + std::to_string(std::int64_t{1} << kBlockBits) +
                            " AND f.id * " + std::to_string(std::int64_t{1} << kBlockBits) + " + " +
                            std::to_string(kMaxBlocks);
  const auto first_block = [&](const char* tsquery) {
    return "(SELECT p.text FROM passages p WHERE " + range + " AND p.terms @@ to_tsquery('simple', " +
           tsquery + ") ORDER BY p.rowid LIMIT 1)";
  };
  using FileWithBlock = std::pair<PlacedFile, std::string>;
  std::map<std::int64_t, FileWithBlock> found;
  for (auto& row : select_all<FileWithBlock>(
           s,
           "SELECT f.id, f.name, f.folder_id, coalesce(f.indexed_version, 0), coalesce(" + first_block("$1") +
               ", " + first_block("$2") + ", '') FROM files f WHERE f.id IN (" + id_list(file_ids) + ")",
           [](RecordSet& r) {
             return FileWithBlock{placed_file_from(r), r[4].convert<std::string>()};
           },
           query.all_tsquery, query.any_tsquery))
    found[row.first.id] = std::move(row);
  for (const auto file_id : file_ids) {
    const auto row = found.find(file_id);
    if (row == found.end()) continue;  // deleted since it was ranked
    const auto& [file, block] = row->second;
    page.items.push_back(
        hit_at(tree, file, block.empty() ? std::string() : search_text.snippet(block, query.lemmas)));
  }
  return page;
}

RepositoryHealth Repository::health() const {
  RepositoryHealth h;
  Session s = session();
  Poco::Int64 files = 0, versions = 0;
  s << "SELECT count(*) FROM files", into(files), now;
  s << "SELECT count(*) FROM versions", into(versions), now;
  h.files = files;
  h.versions = versions;
  std::vector<std::string> referenced;
  s << "SELECT DISTINCT sha256 FROM versions", into(referenced), now;
  const auto stored = blobs_.list();
  const std::set<std::string> stored_set(stored.begin(), stored.end());
  const std::set<std::string> referenced_set(referenced.begin(), referenced.end());
  for (const auto& sha : stored) {
    h.bytes += static_cast<std::int64_t>(blobs_.size(sha));
    if (!referenced_set.count(sha)) h.blobs_without_metadata.push_back(sha);
  }
  for (const auto& sha : referenced)
    if (!stored_set.count(sha)) h.metadata_without_blobs.push_back(sha);
  h.writable = blobs_.writable();
  try {
    if (dialect_ ==
        sdk::StoreDialect::sqlite) {  // takes the store's write lock and lets go: fails on a read-only store
      s << "BEGIN IMMEDIATE", now;
      s << "ROLLBACK", now;
    } else {  // a standby, or a database made read-only, takes no writes
      std::string read_only;
      s << "SELECT current_setting('transaction_read_only')", into(read_only), now;
      h.writable = h.writable && read_only == "off";
    }
  } catch (const Poco::Exception&) {
    h.writable = false;
  }
  return h;
}

}  // namespace proofreader::documents

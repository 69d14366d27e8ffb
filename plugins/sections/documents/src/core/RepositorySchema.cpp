#include "RepositorySchema.hpp"

namespace proofreader::documents {

const char* const kFileTermsFromIndex =
    " INSERT INTO file_terms (lexeme, file_id, weight)"
    " SELECT t.lexeme, i.rowid,"
    " (SELECT sum(1.0::float8 / (j * j))"
    " FROM generate_series(1, coalesce(array_length(t.positions, 1), 1)) j)"
    " * ln(2.0::float8) / ln(l.length + 1.0::float8)"
    " FROM file_index i"
    " CROSS JOIN LATERAL (SELECT sum(coalesce(array_length(u.positions, 1), 1)) AS length"
    " FROM unnest(i.terms) u) l"
    " CROSS JOIN LATERAL unnest(i.terms) t";

const std::vector<std::string>& repository_schema(sdk::StoreDialect dialect) {
  // Folder 0 is the root and has no row. Folder and file names are NFC
  // (NameRules) and unique per parent (the indexes, plus a check that a folder
  // and a file never share a name). The full-text table passages holds one
  // row per block of a file's latest indexed version, with rowid = file_id <<
  // 20 | block, so a file's rows are one rowid range (deleted without a scan)
  // and a hit's best block is found within that range.
  static const std::vector<std::string> steps = {
      "CREATE TABLE folders ("
      " id INTEGER PRIMARY KEY AUTOINCREMENT,"
      " parent_id INTEGER NOT NULL DEFAULT 0,"
      " name TEXT NOT NULL,"
      " created_by INTEGER NOT NULL,"
      " created_by_login TEXT NOT NULL,"
      " created_at TEXT NOT NULL,"
      " archived INTEGER NOT NULL DEFAULT 0)",
      "CREATE UNIQUE INDEX folders_parent_name ON folders(parent_id, name)",
      "CREATE TABLE files ("
      " id INTEGER PRIMARY KEY AUTOINCREMENT,"
      " folder_id INTEGER NOT NULL DEFAULT 0,"
      " name TEXT NOT NULL,"
      " created_by INTEGER NOT NULL,"
      " created_by_login TEXT NOT NULL,"
      " created_at TEXT NOT NULL,"
      " archived INTEGER NOT NULL DEFAULT 0,"
      " indexed_version INTEGER)",
      "CREATE UNIQUE INDEX files_folder_name ON files(folder_id, name)",
      "CREATE TABLE versions ("
      " file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,"
      " number INTEGER NOT NULL,"
      " size INTEGER NOT NULL,"
      " sha256 TEXT NOT NULL,"
      " content_type TEXT NOT NULL,"
      " uploaded_by INTEGER NOT NULL,"
      " uploaded_by_login TEXT NOT NULL,"
      " uploaded_at TEXT NOT NULL,"
      " comment TEXT NOT NULL DEFAULT '',"
      " index_state TEXT NOT NULL DEFAULT 'pending',"
      " index_error TEXT NOT NULL DEFAULT '',"
      " last_check_job TEXT NOT NULL DEFAULT '',"
      " last_check_remarks INTEGER,"
      " PRIMARY KEY (file_id, number))",
      "CREATE INDEX versions_sha256 ON versions(sha256)",
      "CREATE INDEX versions_index_state ON versions(index_state)",
      "CREATE VIRTUAL TABLE passages USING fts5(lemmas, text UNINDEXED,"
      " tokenize = 'unicode61 remove_diacritics 0')",

      // One row per file (rowid = file_id) with SearchText::ranking_text of
      // its blocks: search ranks files here, so its work grows with the
      // matching files rather than with their blocks (see the README,
      // "Search"). The latest version of each indexed file is indexed again
      // to fill it (the worker resumes pending versions at start).
      "CREATE VIRTUAL TABLE file_index USING fts5(lemmas, tokenize = 'unicode61 remove_diacritics 0')",

      "UPDATE versions SET index_state = 'pending' WHERE index_state = 'indexed'"
      " AND number = (SELECT indexed_version FROM files WHERE files.id = versions.file_id)"
      " AND number = (SELECT max(number) FROM versions latest WHERE latest.file_id = versions.file_id)",

      // PostgreSQL's posting table (below); FTS5 ranks in file_index itself.
      "SELECT 1 -- file_terms on PostgreSQL"};
  if (dialect == sdk::StoreDialect::sqlite) return steps;
  // PostgreSQL: the two FTS5 tables as tables with the same names and
  // columns (rowid a plain key), their lemmas as a 'simple' tsvector (the
  // lemmas are already lower case, ё folded) under a GIN index.
  static const std::vector<std::string> postgresql = [] {
    std::vector<std::string> out = steps;
    for (auto& step : out) {
      if (step.rfind("CREATE VIRTUAL TABLE passages", 0) == 0)
        step =
            "CREATE TABLE passages (rowid BIGINT PRIMARY KEY, lemmas TEXT NOT NULL, text TEXT NOT NULL,"
            " terms tsvector GENERATED ALWAYS AS (to_tsvector('simple', lemmas)) STORED);"
            " CREATE INDEX passages_terms ON passages USING GIN (terms)";
      else if (step.rfind("CREATE VIRTUAL TABLE file_index", 0) == 0)
        step =
            "CREATE TABLE file_index (rowid BIGINT PRIMARY KEY, lemmas TEXT NOT NULL,"
            " terms tsvector GENERATED ALWAYS AS (to_tsvector('simple', lemmas)) STORED);"
            " CREATE INDEX file_index_terms ON file_index USING GIN (terms)";
      // file_terms: one row per lexeme of each file_index row, with that
      // lexeme's share of ts_rank(terms, query, 1) (normalisation 1: divided
      // by log2 of the row's length + 1; all positions weigh D, so the share
      // depends on the lexeme's positions k alone: the sum of 1/j^2 for j =
      // 1..k, up to a constant factor). A query matches and ranks files here,
      // by index, rather than ts_rank reading each matching row's tsvector
      // (Repository::search). Filled from file_index for the files indexed
      // so far; file_index's GIN index, no longer used, is dropped.
      else if (step.rfind("SELECT 1 -- file_terms", 0) == 0)
        step =
            "CREATE TABLE file_terms (lexeme TEXT NOT NULL, file_id BIGINT NOT NULL,"
            " weight DOUBLE PRECISION NOT NULL, PRIMARY KEY (lexeme, file_id) INCLUDE (weight));"
            " CREATE INDEX file_terms_file ON file_terms (file_id);" +
            std::string(kFileTermsFromIndex) + "; DROP INDEX file_index_terms; ANALYZE file_terms";
    }
    return out;
  }();
  return postgresql;
}

}  // namespace proofreader::documents

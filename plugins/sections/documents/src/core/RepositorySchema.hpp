// The repository's schema in the section's own store, as migration steps
// (HostServices::migrate): released steps never change; a change is a new
// step at the end. The same steps in both dialects but the full-text index:
// SQLite's FTS5 tables, or on PostgreSQL tables of the same names and
// columns with a tsvector of the lemmas, and the posting table file_terms
// that ranks files (a step that is a no-op on SQLite).
#pragma once

#include <proofreader/sdk/host_services.hpp>

#include <string>
#include <vector>

namespace proofreader::documents {

const std::vector<std::string>& repository_schema(sdk::StoreDialect dialect = sdk::StoreDialect::sqlite);

// PostgreSQL: the INSERT that derives file_terms rows (each lexeme's weight)
// from file_index, for every indexed file; a WHERE on i.rowid narrows it to
// one. The schema's step fills the table with it, indexing keeps it filled.
extern const char* const kFileTermsFromIndex;

}  // namespace proofreader::documents

// DatabaseLocation: where the service keeps its records. PROOFREADER_DATABASE_URL
// empty: an SQLite file in the data directory (proofreader.db), each plugin's
// store a file in its folder. Set: the address of a PostgreSQL database
// (postgresql://user:password@host:port/db?sslmode=…, libpq's URI form with
// any of its keywords as parameters) that several backends share, each
// plugin's store a schema of its own in it (plugin_<name>).
//
// The address carries a password, so it is never logged or shown as given:
// redacted() is the form for messages.
#pragma once

#include <string>

namespace proofreader::host {

class Settings;

enum class Dialect { sqlite, postgresql };

struct DatabaseLocation {
  Dialect dialect = Dialect::sqlite;
  std::string path;    // sqlite: the file
  std::string url;     // postgresql: PROOFREADER_DATABASE_URL
  std::string schema;  // postgresql: "" for the host's tables; created when missing
};

// The host's database under `settings`. Throws std::invalid_argument (naming
// PROOFREADER_DATABASE_URL, without the password) for a URL that is not a
// postgresql:// or postgres:// URI with a host part.
DatabaseLocation database_location(const Settings& settings, const std::string& data_dir);

// A plugin's store beside the host's database `host`: the file store.db in
// `plugin_directory`, or the schema plugin_<name> ('-' read as '_').
DatabaseLocation plugin_store_location(const DatabaseLocation& host, const std::string& plugin_name,
                                       const std::string& plugin_directory);

// `url` with the password replaced by "***" (and nothing else changed).
std::string redacted(const std::string& url);

// The libpq keyword form ("host=… port=… dbname=… user=… password=… sslmode=…")
// of the URI `url`, percent-escapes decoded, as Poco's PostgreSQL connector
// wants it. With `schema`, libpq's options make it every session's
// search_path. Poco splits the form at spaces, so a value with a space is
// refused: std::invalid_argument naming PROOFREADER_DATABASE_URL (without
// the password).
std::string connection_keywords(const std::string& url, const std::string& schema = {});

}  // namespace proofreader::host

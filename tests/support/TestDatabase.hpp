// TestDatabase: the database a test host runs on. SQLite in its data
// directory by default; with --database=postgresql (catch_main.cpp), a
// database of its own in the PostgreSQL cluster that the ctest fixture
// `postgres` started (tests/support/postgres-server.sh, its URL in
// <build>/postgres/url).
#pragma once

#include <Poco/Data/Session.h>

#include <optional>
#include <string>
#include <vector>

namespace proofreader::test {

// True when this test program runs its hosts on PostgreSQL.
bool testing_on_postgresql();

// The URL of the fixture's cluster (its `postgres` database, as superuser).
// Throws std::runtime_error when the fixture is not running.
std::string postgres_cluster_url();

// `cluster_url` with its database replaced by `database`.
std::string postgres_url_of(const std::string& cluster_url, const std::string& database);

// The database for a host whose data directory is `data_dir`, created when
// missing (so a host restarted on the same data finds its records again);
// nullopt when the tests run on SQLite.
std::optional<std::string> postgres_database_for(const std::string& data_dir);

// Drops the database of `data_dir` (its connections closed by force).
void drop_postgres_database_for(const std::string& data_dir);

// A session on the database of the host whose data directory is `data_dir`:
// its SQLite file, or its PostgreSQL database. Write SQL both read ($1, $2, …).
Poco::Data::Session host_database(const std::string& data_dir);

// The tables of that host's database, or with `plugin` of that plugin's store
// (<data>/plugins/<plugin>/store.db, or the schema plugin_<plugin>).
std::vector<std::string> table_names(const std::string& data_dir, const std::string& plugin = {});

// Runs one SQL statement on the cluster's `postgres` database as superuser.
void postgres_admin_execute(const std::string& sql);

}  // namespace proofreader::test

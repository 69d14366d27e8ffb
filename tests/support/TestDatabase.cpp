#include "TestDatabase.hpp"

#include <Poco/Data/PostgreSQL/Connector.h>
#include <Poco/Data/SQLite/Connector.h>
#include <Poco/Data/Session.h>

#include <cstdlib>
#include <fstream>
#include <functional>
#include <stdexcept>

using namespace Poco::Data::Keywords;

namespace proofreader::test {

bool testing_on_postgresql() {
  const char* value = std::getenv("PROOFREADER_TEST_DATABASE");
  return value && std::string(value) == "postgresql";
}

namespace {

std::string fixture_file(const std::string& name) {
  const char* build = std::getenv("PROOFREADER_BUILD_DIR");
  std::ifstream in(std::string(build ? build : ".") + "/postgres/" + name);
  std::string line;
  if (!std::getline(in, line) || line.empty())
    throw std::runtime_error(
        "no PostgreSQL test cluster: run through ctest (fixture postgres) or "
        "tests/support/postgres-server.sh start <build>/postgres");
  return line;
}

// One name per data directory, however the path is written ("data" or "data/").
std::string database_name(std::string data_dir) {
  while (data_dir.size() > 1 && data_dir.back() == '/') data_dir.pop_back();
  return "test_" + std::to_string(std::hash<std::string>{}(data_dir));
}

// A session on the cluster's postgres database as superuser.
Poco::Data::Session admin_session() {
  Poco::Data::PostgreSQL::Connector::registerConnector();
  return Poco::Data::Session("PostgreSQL", fixture_file("keywords"));
}

}  // namespace

std::string postgres_cluster_url() {
  return fixture_file("url");
}

std::string postgres_url_of(const std::string& cluster_url, const std::string& database) {
  const auto slash = cluster_url.rfind('/');
  return cluster_url.substr(0, slash + 1) + database;
}

void postgres_admin_execute(const std::string& sql) {
  try {
    Poco::Data::Session session = admin_session();
    session << sql, now;
  } catch (const Poco::Exception& e) {
    throw std::runtime_error(sql + ": " + e.displayText());
  }
}

std::optional<std::string> postgres_database_for(const std::string& data_dir) {
  if (!testing_on_postgresql()) return std::nullopt;
  const std::string name = database_name(data_dir);
  try {
    Poco::Data::Session session = admin_session();
    int exists = 0;
    session << "SELECT COUNT(*) FROM pg_database WHERE datname = $1", bind(name), into(exists), now;
    if (exists == 0) session << "CREATE DATABASE " + name, now;
  } catch (const Poco::Exception& e) {
    throw std::runtime_error("the test database " + name + ": " + e.displayText());
  }
  return postgres_url_of(postgres_cluster_url(), name);
}

Poco::Data::Session host_database(const std::string& data_dir) {
  if (!testing_on_postgresql()) {
    Poco::Data::SQLite::Connector::registerConnector();
    return Poco::Data::Session("SQLite", data_dir + "/proofreader.db");
  }
  std::string keywords = fixture_file("keywords");
  keywords.replace(keywords.find("dbname=postgres"), 15, "dbname=" + database_name(data_dir));
  return Poco::Data::Session("PostgreSQL", keywords);
}

std::vector<std::string> table_names(const std::string& data_dir, const std::string& plugin) {
  std::vector<std::string> names;
  if (!testing_on_postgresql()) {
    Poco::Data::SQLite::Connector::registerConnector();
    Poco::Data::Session s("SQLite", plugin.empty() ? data_dir + "/proofreader.db"
                                                   : data_dir + "/plugins/" + plugin + "/store.db");
    s << "SELECT name FROM sqlite_master WHERE type = 'table'", into(names), now;
    return names;
  }
  std::string schema = plugin.empty() ? "public" : "plugin_" + plugin;
  auto s = host_database(data_dir);
  s << "SELECT table_name FROM information_schema.tables WHERE table_schema = $1", bind(schema), into(names),
      now;
  return names;
}

void drop_postgres_database_for(const std::string& data_dir) {
  if (!testing_on_postgresql()) return;
  postgres_admin_execute("DROP DATABASE IF EXISTS " + database_name(data_dir) + " WITH (FORCE)");
}

}  // namespace proofreader::test

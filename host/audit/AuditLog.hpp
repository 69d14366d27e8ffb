// AuditLog: the record of administrator actions (spec §1.1.9).
//
// Each entry goes to the audit_log table and, as one JSON line, to
// <data>/audit.jsonl: who, what, when, from which address. Thread-safe.
#pragma once

#include <fstream>
#include <mutex>
#include <string>

#include "storage/Database.hpp"

namespace proofreader::host {

class AuditLog {
 public:
  AuditLog(Database& db, const std::string& jsonl_path);

  void write(const std::string& actor, const std::string& action, const std::string& detail,
             const std::string& address);

 private:
  Database& db_;
  std::mutex mutex_;
  std::ofstream file_;
};

}  // namespace proofreader::host

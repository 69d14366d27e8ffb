// A transaction that writes, on a store's session (SQLite or PostgreSQL).
//
// SQLite's plain BEGIN starts as a reader: a transaction that reads and then
// writes, while another connection commits in between, cannot upgrade its
// snapshot and gets SQLITE_BUSY at once, whatever the busy timeout (Poco's
// "DB locked", a 500 to the user). BEGIN IMMEDIATE takes the write lock up
// front, waiting for it as long as the busy timeout allows. PostgreSQL's
// BEGIN needs no such care.
//
// Rolls back unless commit() was called, so a throw never returns a session
// to its pool inside a transaction. Used by the thread that owns the session.
#pragma once

#include <Poco/Data/Session.h>
#include <Poco/String.h>

namespace proofreader::storerows {

class WriteTransaction {
 public:
  explicit WriteTransaction(Poco::Data::Session& session)
      : session_(session), sqlite_(Poco::icompare(session.connector(), "sqlite") == 0) {
    if (sqlite_)
      session_ << "BEGIN IMMEDIATE", Poco::Data::Keywords::now;
    else
      session_.begin();
  }
  WriteTransaction(const WriteTransaction&) = delete;
  WriteTransaction& operator=(const WriteTransaction&) = delete;

  ~WriteTransaction() {
    if (!open_) return;
    try {
      if (sqlite_)
        session_ << "ROLLBACK", Poco::Data::Keywords::now;
      else
        session_.rollback();
    } catch (...) {
      // The connection is gone; its transaction with it.
    }
  }

  void commit() {
    if (sqlite_)
      session_ << "COMMIT", Poco::Data::Keywords::now;
    else
      session_.commit();
    open_ = false;
  }

 private:
  Poco::Data::Session& session_;
  const bool sqlite_;
  bool open_ = true;
};

}  // namespace proofreader::storerows

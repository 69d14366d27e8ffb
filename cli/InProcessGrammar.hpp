// InProcessGrammar: the grammar server's rules in the command's own process.
// The grammar-client engine asks "the configured grammar server" through
// HostServices::http; offline, the command answers those calls here with the
// grammar server's own GrammarApi, so the same rules run the same way with no
// server and no network. The speller and rules (the dictionary's load is most
// of the command's start-up) are built on a thread of their own from the
// moment this object is made, while files are read and the other engines
// run; a call waits for them. Thread-safe.
#pragma once

#include <future>
#include <memory>
#include <string>

#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/host_services.hpp>

namespace proofreader::grammar {
class Checker;
class GrammarApi;
struct ServerSettings;
}  // namespace proofreader::grammar

namespace proofreader::cli {

class InProcessGrammar {
 public:
  // `morphology`: the one the plugins share (may be null: rules without it).
  InProcessGrammar(std::shared_ptr<const russian::Morphology> morphology, std::string executable_dir);
  ~InProcessGrammar();

  // Answers a request of the grammar-client engine (its URL's path and query
  // are what count; the address is the configured one, never dialled).
  sdk::HttpResponse answer(const sdk::HttpRequest& request);

 private:
  void build(const std::string& executable_dir);

  std::shared_ptr<const russian::Morphology> morphology_;
  std::unique_ptr<grammar::ServerSettings> settings_;
  std::unique_ptr<grammar::Checker> checker_;
  std::unique_ptr<grammar::GrammarApi> api_;
  std::shared_future<void> built_;  // last: waited for before the rest is destroyed
};

}  // namespace proofreader::cli

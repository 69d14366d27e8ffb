// ServerChecker: `proofreader check --server URL` — each file is checked by
// the team's server (POST /api/check with the file as it is on disk, under
// the personal API key in PROOFREADER_TOKEN), so the team's active guide (or
// the one .proofreader.yml names by `guide: {server: …}`), its dictionary and
// its «never for this term» exceptions apply. The server extracts the file
// with the same extractors the command traces positions with, so its remarks'
// blocks and code-point offsets are the command's own; the block texts it
// answers are compared with the local ones, and a file the two read
// differently (another release of the server) is a CheckError rather than
// remarks placed wrong. docs/command-line.md, "Against the team's server".
#pragma once

#include <proofreader/sdk/types.hpp>
#include <string>
#include <vector>

#include "cli/Checker.hpp"
#include "fetch/fetcher.hpp"

namespace proofreader::cli {

// What the server answered for one file: its remarks and its blocks' texts.
struct ServerAnswer {
  std::vector<sdk::Remark> remarks;
  std::vector<std::string> block_texts;
};

class ServerChecker : public Checker {
 public:
  // `server`: the service's address ("https://proofreader.example.com"), the
  // API under /api. `guide_name`: a guide of the server by name; empty: its
  // active guide. Throws std::runtime_error for a guide name the server does
  // not have, or when the server cannot be reached or refuses the key.
  ServerChecker(std::string server, std::string token, const std::string& guide_name);

  std::vector<CliRemark> check(const SourceFile& file) override;

  // The server's check of one file, before placing. Throws CheckError.
  ServerAnswer ask(const SourceFile& file) const;

 private:
  sdk::HttpResponse call(const std::string& method, const std::string& path,
                         std::vector<std::pair<std::string, std::string>> headers, std::string body) const;
  std::string guide_id_named(const std::string& name) const;

  std::string server_;
  std::string token_;
  std::string guide_id_;
  host::Fetcher fetcher_;
};

}  // namespace proofreader::cli

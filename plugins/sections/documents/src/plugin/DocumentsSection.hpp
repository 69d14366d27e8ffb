// The document repository section (FEATURE_DOCUMENTS): owns /api/repo and the
// menu item «Документы». Builds the repository on the plugin's own store and
// data directory, registers the routes and runs the index worker.
//
// Threads: constructed, started and stopped on the host's main thread; its
// routes run on HTTP threads; the index worker on its own thread, joined in
// stop().
#pragma once

#include <memory>

#include <proofreader/sdk/sdk.hpp>

#include "BlobStore.hpp"
#include "DocumentsContext.hpp"
#include "IndexWorker.hpp"
#include "Repository.hpp"
#include "SearchText.hpp"

namespace proofreader::documents {

class DocumentsSection : public sdk::Section {
 public:
  explicit DocumentsSection(sdk::HostServices& host);

  std::vector<std::string> prefixes() const override { return {"/api/repo"}; }
  sdk::MenuItem menu_item() const override { return {"documents", "#/documents", "Документы", "Documents"}; }
  void register_routes(sdk::RouteRegistrar& routes) override;
  void start() override;
  void stop() override;
  // The repository's figures, shown as `repository` in /api/health/full.
  std::string health_json() override;
  std::string health_key() const override { return "repository"; }  // spec §: /api/health/full `repository`

 private:
  sdk::HostServices& host_;
  BlobStore blobs_;
  Repository repository_;
  SearchText search_text_;
  DocumentsContext context_;
  IndexWorker worker_;
};

}  // namespace proofreader::documents

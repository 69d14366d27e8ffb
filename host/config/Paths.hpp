// Where the host finds its parts at run time. The build tree and an install
// share one layout: <root>/bin/proofreader-host, <root>/plugins, <root>/share,
// <root>/etc/proofreader.properties.
#pragma once

#include <string>

namespace proofreader::host {

struct Paths {
  std::string root;        // parent of the executable's folder
  std::string plugins;     // PROOFREADER_PLUGIN_DIR or <root>/plugins
  std::string share;       // PROOFREADER_SHARE_DIR or <root>/share
  std::string properties;  // PROOFREADER_CONFIG or <root>/etc/proofreader.properties
  std::string frontend;    // <root>/frontend (built static files), for docs links

  // Resolves from the running executable and the environment.
  static Paths discover();
};

// PROOFREADER_DATA_DIR as an absolute, normal path without a trailing slash
// ("./data", "/x/data/", "data" all name a folder, never a file).
std::string resolve_data_directory(const std::string& configured);

// A plugin's own folder inside the data directory: <data_dir>/plugins/<name>.
std::string plugin_data_directory(const std::string& data_dir, const std::string& plugin_name);

}  // namespace proofreader::host

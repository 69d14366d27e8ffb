// The Proofreader backend: see app/HostApplication.hpp.
//   proofreader-host                    runs the service
//   proofreader-host --settings-table   prints docs/configuration.md's table of the
//                                       settings the configured plugins declare
#include <iostream>
#include <string>

#include "app/HostApplication.hpp"
#include "config/Paths.hpp"
#include "config/Settings.hpp"
#include "plugins/PluginManager.hpp"

namespace {

int print_settings_table() {
  using namespace proofreader::host;
  const Paths paths = Paths::discover();
  Settings settings(paths.properties);
  auto names = settings.get_list("PROOFREADER_ENGINES");
  for (auto& name : settings.get_list("PROOFREADER_SECTIONS")) names.push_back(name);
  std::cout << settings_table_markdown(read_declarations(paths.plugins, names, settings));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "--settings-table") return print_settings_table();
  proofreader::host::HostApplication app;
  return app.run(argc, argv);
}

// The Proofreader backend: see app/HostApplication.hpp.
#include "app/HostApplication.hpp"

int main(int argc, char** argv) {
  proofreader::host::HostApplication app;
  return app.run(argc, argv);
}

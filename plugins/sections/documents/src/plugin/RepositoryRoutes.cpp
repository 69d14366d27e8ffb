#include "RepositoryRoutes.hpp"

namespace proofreader::documents {

void RepositoryRoutes::register_routes(sdk::RouteRegistrar& routes) {
  add_folder_routes(routes);
  add_file_routes(routes);
  add_diff_route(routes);
  add_search_routes(routes);
}

}  // namespace proofreader::documents

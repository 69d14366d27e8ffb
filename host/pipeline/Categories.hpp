// The categories a remark may carry (Remark::category), in the order the
// screens list them. The host's list, given to plugins by
// HostServices::categories(), so a new category needs no plugin rebuilt.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::host {

const std::vector<std::string>& remark_categories();
bool is_known_category(std::string_view category);

}  // namespace proofreader::host

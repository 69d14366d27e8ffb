#include "batches.hpp"

#include <algorithm>
#include <cctype>

namespace proofreader::llm {

std::vector<Batch> make_batches(const sdk::Document& document, std::size_t max_bytes) {
  std::vector<Batch> batches;
  std::size_t size = 0;
  for (const auto& block : document.blocks) {
    if (std::all_of(block.text.begin(), block.text.end(),
                    [](char c) { return std::isspace(static_cast<unsigned char>(c)); }))
      continue;
    if (batches.empty() || size + block.text.size() > max_bytes) {
      batches.emplace_back();
      size = 0;
    }
    batches.back().push_back(&block);
    size += block.text.size();
  }
  return batches;
}

}  // namespace proofreader::llm

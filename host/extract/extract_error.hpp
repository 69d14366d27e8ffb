// The errors extraction throws, in one place so every format words them alike.
#pragma once

#include <proofreader/sdk/http.hpp>

#include <string>

namespace proofreader::host {

// 400 "bad_document": the file is damaged or not what its format says.
sdk::ApiError bad_document(const std::string& detail_en, const std::string& detail_ru);
// 413 "document_too_large": a size, entry, ratio or depth limit was hit.
sdk::ApiError document_too_large(const std::string& detail_en, const std::string& detail_ru);
// 415 "unsupported_format": not DOCX, TXT, HTML or Markdown.
sdk::ApiError unsupported_format();

// 503 "server_busy": the process's unpacking budget (unpack_budget.hpp) stayed
// in use; the error shape adds Retry-After.
sdk::ApiError unpacking_busy();

}  // namespace proofreader::host

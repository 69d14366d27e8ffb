#include "extract/extract_error.hpp"

namespace proofreader::host {

sdk::ApiError bad_document(const std::string& detail_en, const std::string& detail_ru) {
  return {400, "bad_document", "The document cannot be read: " + detail_en,
          "Не удаётся прочитать документ: " + detail_ru};
}

sdk::ApiError document_too_large(const std::string& detail_en, const std::string& detail_ru) {
  return {413, "document_too_large", "The document is too large: " + detail_en,
          "Документ слишком велик: " + detail_ru};
}

sdk::ApiError unsupported_format() {
  return {415, "unsupported_format", "Unsupported format: expected DOCX, TXT, HTML or Markdown",
          "Формат не поддерживается: ожидается DOCX, TXT, HTML или Markdown"};
}

sdk::ApiError unpacking_busy() {
  return {503, "server_busy", "The server is unpacking too many documents at once; try again shortly",
          "Сервер разбирает слишком много документов одновременно; повторите чуть позже"};
}

}  // namespace proofreader::host

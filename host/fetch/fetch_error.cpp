#include "fetch/fetch_error.hpp"

namespace proofreader::host {

sdk::ApiError fetch_refused(const std::string& rule_en, const std::string& rule_ru) {
  return {400, "fetch_refused", "Fetch refused: " + rule_en, "Загрузка запрещена: " + rule_ru};
}

sdk::ApiError fetch_too_large(std::size_t limit) {
  return {413, "fetch_too_large", "The response is larger than " + std::to_string(limit) + " bytes",
          "Ответ больше " + std::to_string(limit) + " байт"};
}

sdk::ApiError fetch_failed(const std::string& detail) {
  return {502, "fetch_failed", "Fetch failed: " + detail, "Не удалось загрузить: " + detail};
}

sdk::ApiError fetch_timeout(int timeout_ms) {
  return {504, "fetch_timeout", "No complete response within " + std::to_string(timeout_ms) + " ms",
          "Нет полного ответа за " + std::to_string(timeout_ms) + " мс"};
}

}  // namespace proofreader::host

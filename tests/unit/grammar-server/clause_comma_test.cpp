// The comma after a fronted subordinate clause: ten sentences that miss it,
// ten that need no remark.
#include <catch2/catch.hpp>

#include "in_process_checker.hpp"

using grammar_test::findings;

TEST_CASE("grammar-rules: a fronted subordinate clause without its comma", "[grammar-rules][punctuation]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Если соединение прервётся программа повторит попытку.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «прервётся программа» → прервётся, программа"},
      {"Когда загрузка завершится сервер отправит письмо.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «завершится сервер» → завершится, сервер"},
      {"Если сервер не отвечает перезапустите его.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «отвечает перезапустите» → отвечает, перезапустите"},
      {"Пока идёт обновление не выключайте компьютер.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «обновление не» → обновление, не"},
      {"Хотя сервер работает ответ приходит медленно.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «работает ответ» → работает, ответ"},
      {"Если файл существует программа перезапишет его.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «существует программа» → существует, программа"},
      {"Когда пользователь входит система проверяет пароль.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «входит система» → входит, система"},
      {"Поскольку срок истёк доступ закроется.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «истёк доступ» → истёк, доступ"},
      {"Если проверка пройдёт установка продолжится.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «пройдёт установка» → пройдёт, установка"},
      {"Когда появится окно нажмите кнопку.",
       "RU_COMMA_AFTER_SUBORDINATE_CLAUSE «окно нажмите» → окно, нажмите"},
  };
  for (const auto& [text, finding] : cases) {
    INFO(text);
    CHECK(findings(text) == std::vector<std::string>{finding});
  }
}

TEST_CASE("grammar-rules: clauses with their comma, homogeneous verbs and single clauses need no comma",
          "[grammar-rules][punctuation]") {
  for (const char* text : {
           "Если соединение прервётся, программа повторит попытку.",
           "Если сервер упал и не поднимается обратитесь в поддержку.",
           "Когда загрузка завершится.",
           "Если нужно настройте прокси.",
           "Хотя бы один сервер работает.",
           "Пока сервер работает стабильно.",
           "Если файл существует или создаётся заново программа ждёт.",
           "Когда сервер запускается — проверяется конфигурация.",
           "Сервер работает, когда сеть доступна.",
           "Если вы хотите удалить проект, нажмите «Удалить».",
       }) {
    INFO(text);
    CHECK(findings(text).empty());
  }
}

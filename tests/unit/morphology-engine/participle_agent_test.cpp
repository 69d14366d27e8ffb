// Issue 35, round 12: a passive participle's instrumental agent may stand
// between the participle and its noun, so the agent is no noun the
// participle must agree with. Sentences made up for the tests (none from the
// evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: an agent between a passive participle and its noun is not its noun",
          "[agreement][issue35][round12]") {
  // The noun after the agent is a substantivised adjective («данные») or a
  // word the dictionary does not know («плагин», «скин»).
  check_unflagged(
      {"Программа сохраняет полученные сервером данные.", "Создаваемые программой данные удаляются.",
       "Подключаемый программой плагин загружается при запуске.",
       "Выбранный пользователем скин применяется сразу.", "Откройте загруженную браузером страницу."});
  // With no word agreeing with the participle after its agent, it is checked as before.
  CHECK(fragments_of("agreement", "Создаваемая программой отчёт сохраняется в каталоге.") ==
        std::vector<std::string>{"Создаваемая программой"});
}

TEST_CASE("morphology-engine: a genitive passive participle with its agent after a noun stands for a noun",
          "[agreement][issue35][round12]") {
  check_unflagged({"Фильтр пропускает адреса из перечня запрещённых администратором и провайдером.",
                   "Журнал хранит копии отправленных клиентом."});
  // Another word after the agent: the participle is checked.
  CHECK(fragments_of("agreement", "Журнал хранит копии отправленного клиентом файлы.") ==
        std::vector<std::string>{"отправленного клиентом"});
}

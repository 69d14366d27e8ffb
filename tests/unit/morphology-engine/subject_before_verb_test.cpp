// Issue 35, round 17: the subject before a plural verb. A Latin name after an
// oblique noun names it and is no subject («Значением who являются …»); an
// infinitive with an object of its own, after a parenthesis too, leaves the
// noun before the verb no place as a fronted object («… позволяют, например,
// выделить итоговые значения»). A quote mark before the verb is no subject
// either. Round 18: an impersonal modal («удаётся», «рекомендуется») takes an
// infinitive only in the singular, so the noun before its plural is no
// fronted object; nor is it when a quoted noun phrase after the verb is the
// object, or the object after the last of coordinated infinitives, or an
// infinitive after «как» of «как …, так и» that takes none; a parenthetical
// word between commas stands before an object too. Sentences made up for the
// tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: a Latin name after an oblique noun is no subject",
          "[agreement][issue35][round17]") {
  CHECK(fragments_of("agreement", "Значением who являются идентификатор пользователя.") ==
        std::vector<std::string>{"являются"});
  check_unflagged({"Значением who являются идентификаторы пользователей."});
}

TEST_CASE("morphology-engine: an infinitive with its own object after a parenthesis",
          "[agreement][issue35][round17]") {
  CHECK(
      fragments_of("agreement", "Условное форматирование позволяют, например, выделить итоговые значения.") ==
      std::vector<std::string>{"позволяют"});
  check_unflagged({"Этот файл позволяют удалить только администраторам.",
                   "Файл продолжают использовать приложения.",
                   "Условное форматирование позволяет, например, выделить итоговые значения."});
}

TEST_CASE("morphology-engine: a quote mark before a verb is no subject", "[agreement][issue35][round17]") {
  CHECK(fragments_of("agreement", "Это показывает, насколько «плохим» являются некоторое решение.") ==
        std::vector<std::string>{"являются"});
  check_unflagged({"Это показывает, насколько «плохим» является некоторое решение."});
}

TEST_CASE("morphology-engine: an impersonal modal's plural has no fronted object",
          "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Если пароль не удаются проверить, вход запрещён.") ==
        std::vector<std::string>{"удаются"});
  CHECK(fragments_of("agreement", "Этот режим не рекомендуются включать.") ==
        std::vector<std::string>{"рекомендуются"});
  check_unflagged({"Если пароль не удаётся проверить, вход запрещён.",
                   "Этот режим не рекомендуется включать.", "Пользователи собираются включить этот режим.",
                   "Эти файлы рекомендуются к удалению."});
}

TEST_CASE("morphology-engine: a quoted noun phrase after the verb is its object",
          "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Этот модуль показывают «совет дня» при запуске.") ==
        std::vector<std::string>{"показывают"});
  check_unflagged({"Этот модуль показывает «совет дня» при запуске.", "Этот файл открывают «Свойства».",
                   "Этот параметр задают «вручную».", "Входной поток называют «стандартным вводом»."});
}

TEST_CASE("morphology-engine: the object after coordinated infinitives, and «как …, так и»",
          "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Этот диалог позволяют создавать, удалять и изменять каждую запись.") ==
        std::vector<std::string>{"позволяют"});
  CHECK(
      fragments_of("agreement", "Этот значок позволяют как управлять программой, так и получать сведения.") ==
      std::vector<std::string>{"позволяют"});
  check_unflagged({"Этот диалог позволяет создавать, удалять и изменять каждую запись.",
                   "Этот значок позволяет как управлять программой, так и получать сведения.",
                   "Этот файл позволяют создавать, удалять и изменять только администраторы."});
}

TEST_CASE("morphology-engine: an object after a parenthetical word", "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Эти вкладки позволяет сохранить, например, некоторую информацию.") ==
        std::vector<std::string>{"позволяет"});
  check_unflagged({"Эти вкладки позволяют сохранить, например, некоторую информацию.",
                   "Эту вкладку позволяют сохранить, например, администраторы."});
}

TEST_CASE("morphology-engine: a capitalised name after a noun is no subject",
          "[agreement][issue35][round18]") {
  check_unflagged({"Команды меню Файл воздействуют на выделенные файлы.",
                   "Параметры раздела Сеть задают адрес сервера.", "Для полей Список отображаются элементы.",
                   "Типы ключей Ядро предоставляет несколько типов ключей.",
                   "Связки ключей Как упоминалось ранее, связки являются ключами."});
  CHECK(fragments_of("agreement", "Команда меню Файл воздействуют на выделенные файлы.") ==
        std::vector<std::string>{"воздействуют"});
}

#include "engine_fixture.hpp"

using proofreader::testing::fragments_of;
using proofreader::testing::remarks_of;
using Strings = std::vector<std::string>;

TEST_CASE("morphology-engine: a capitalised Вы inside a sentence is found", "[polite_vy]") {
  const std::vector<std::pair<std::string, Strings>> cases = {
      {"Если Вас интересует настройка, откройте раздел.", {"Вас"}},
      {"Мы отправим Вам письмо.", {"Вам"}},
      {"Сохраните Ваши изменения.", {"Ваши"}},
      {"Администратор свяжется с Вами.", {"Вами"}},
      {"Теперь Вы можете войти.", {"Вы"}},
      {"Проверьте Ваш адрес.", {"Ваш"}},
      {"Данные Вашего профиля обновлены.", {"Вашего"}},
      {"Нажмите кнопку в Вашей панели.", {"Вашей"}},
      {"Доступ к Вашему аккаунту открыт.", {"Вашему"}},
      {"Измените пароль к Вашим сервисам.", {"Вашим"}},
      {"Сведения о Вашем заказе отправлены.", {"Вашем"}},
      {"Управляйте Вашими проектами.", {"Вашими"}},
      {"Список Ваших документов пуст.", {"Ваших"}},
      {"Загрузите Вашу фотографию.", {"Вашу"}},
      {"Мы ценим Ваше время.", {"Ваше"}},
      {"Когда Вы закончите, нажмите «Готово».", {"Вы"}},
      {"Система напомнит Вам о сроке.", {"Вам"}},
      {"Если у Вас нет учётной записи, зарегистрируйтесь.", {"Вас"}},
      {"Укажите, как к Вам обращаться.", {"Вам"}},
      {"Сервис сохранит Ваши настройки, когда Вы выйдете.", {"Ваши", "Вы"}},
      {"Внимание: Вы не сможете отменить удаление.", {"Вы"}},
  };
  for (const auto& [text, fragments] : cases) {
    INFO(text);
    CHECK(fragments_of("polite_vy", text) == fragments);
  }
}

TEST_CASE("morphology-engine: sentence starts, lower case, quotations and code are left alone",
          "[polite_vy]") {
  const std::vector<std::string> cases = {
      "Вы можете изменить пароль.",
      "Ваш отчёт готов.",
      "Вам придёт письмо.",
      "Нажмите кнопку «Вы уверены?».",
      "Появится вопрос \"Удалить Ваш проект?\"",
      "Проверьте, что вы вошли в систему.",
      "Мы отправим вам письмо.",
      "Сохраните ваши изменения.",
      "Раздел называется „Ваши документы“.",
      "В ответе будет строка `Вы вошли`.",
      "СЕЙЧАС ВЫ МОЖЕТЕ ВОЙТИ.",
      "Первый шаг. Вы открываете меню.",
      "Готово! Вам доступен отчёт.",
      "Шаг первый\nВы вводите пароль",
      "Откройте меню. Ваши проекты показаны слева.",
      "Нажмите «Ваш профиль» в меню.",
      "Он сказал: «Вы правы».",
      "Ваша заявка принята.",
      "Вами заполнена форма.",
      "— Вы готовы? — спросил он.",
      "Вас ждут в офисе.",
  };
  for (const auto& text : cases) {
    INFO(text);
    CHECK(fragments_of("polite_vy", text).empty());
  }
}

TEST_CASE("morphology-engine: the suggestion is the lower-case form", "[polite_vy]") {
  const auto remarks = remarks_of("polite_vy", "Мы отправим Вам письмо.");
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].suggestions == Strings{"вам"});
  CHECK(remarks[0].rule_id == "polite_vy.capitalized");
}

TEST_CASE("morphology-engine: the style guide may ask for the capitalised form or turn the check off",
          "[polite_vy]") {
  const std::string capitalized = R"({"name": "Письма", "parameters": {"vy_policy": "capitalized"}})";
  const auto remarks = remarks_of("polite_vy", "Мы отправим вам письмо.", capitalized);
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].fragment == "вам");
  CHECK(remarks[0].suggestions == Strings{"Вам"});
  CHECK(fragments_of("polite_vy", "Мы отправим Вам письмо.", capitalized).empty());
  CHECK(fragments_of("polite_vy", "Мы отправим Вам письмо.", R"({"parameters": {"vy_policy": "off"}})")
            .empty());
  CHECK(fragments_of("polite_vy", "Мы отправим Вам письмо.", "not json") == Strings{"Вам"});
}

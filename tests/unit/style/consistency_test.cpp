#include "style_context.hpp"

using proofreader::testing::guide_with;
using proofreader::testing::shared_engine;
using proofreader::testing::StyleCheckContext;

namespace {

StyleCheckContext run(const std::vector<std::string>& blocks, const std::string& guide = guide_with("")) {
  StyleCheckContext ctx(blocks, guide);
  shared_engine().check(ctx);
  return ctx;
}

}  // namespace

TEST_CASE("consistency: the minority spelling points at the dominant one", "[style][consistency]") {
  auto ctx = run({"Укажите e-mail. Письмо придёт на e-mail.", "Если email не пришёл, проверьте спам."});
  REQUIRE(ctx.fragments("consistency") == std::vector<std::string>{"email"});
  CHECK(ctx.remarks()[0].suggestions == std::vector<std::string>{"e-mail"});
}

TEST_CASE("consistency: hyphen and ё variants, in any form of the word", "[style][consistency]") {
  CHECK(run({"Откройте веб-сайт. Вебсайт обновится."}).fragments("consistency") ==
        std::vector<std::string>{"Вебсайт"});
  CHECK(run({"Ещё раз проверьте. Еще раз сохраните."}).fragments("consistency") ==
        std::vector<std::string>{"Еще"});
  CHECK(run({"Введите имя учётной записи. Имя учетной записи уникально. Учётную запись можно удалить."})
            .fragments("consistency") == std::vector<std::string>{"учетной"});
  auto inflected = run({"Откройте веб-сайт компании. На вебсайте найдите раздел. Веб-сайт обновляется."});
  REQUIRE(inflected.fragments("consistency") == std::vector<std::string>{"вебсайте"});
  CHECK(inflected.remarks()[0].suggestions == std::vector<std::string>{"веб-сайте"});
  CHECK(run({"Укажите e-mail. Проверьте email."}).fragments("consistency").size() == 1);
}

TEST_CASE("consistency: Latin identifiers differing only in case are not variants", "[style][consistency]") {
  for (const char* text : {"Скопируйте ID заказа и вставьте id в форму.",
                           "Файл содержит pid процесса; PID равен 1.", "Раздел NAME описывает name команды.",
                           "Протокол udp и порт UDP 53.", "Переменная PATH и путь path в конфигурации."}) {
    INFO(text);
    CHECK(run({text}).fragments("consistency").empty());
  }
}

TEST_CASE("consistency: identifiers, options and paths are not prose variants", "[style][consistency]") {
  for (const char* text :
       {"Укажите trust-ad в настройке. Флаг RES_TRUSTAD задаётся так.",
        "-A aliasfile, --alias-file=aliasfile Использовать файл псевдонимов.",
        "Протокол UDP-Lite описан в файле udplite.txt.", "Локаль en_GB.utf8 и кодировка UTF-8 совместимы.",
        "Режим keep-alive задаётся параметром tcp_keepalive_time.",
        "Страница udplite(7) описывает UDP-Lite. Протокол UDP-Lite и модуль udplite."}) {
    INFO(text);
    CHECK(run({text}).fragments("consistency").empty());
  }
  // The same words in prose are still variants.
  CHECK(run({"Режим keep-alive включён. Режим keepalive выключен. Снова keep-alive."})
            .fragments("consistency") == std::vector<std::string>{"keepalive"});
}

TEST_CASE("consistency: spellings named side by side in one sentence are no mix-up", "[style][consistency]") {
  CHECK(run({"Термины: superuser (суперпользователь) super user, super-user. Войдите как superuser."})
            .fragments("consistency")
            .empty());
  CHECK(run({"Заметим, что «re-create» и «recreate» — это два различных глагола."})
            .fragments("consistency")
            .empty());
  // ё against е side by side is a slip all the same.
  CHECK(run({"Пространство имён имен создателя. Другое пространство имён."}).fragments("consistency") ==
        std::vector<std::string>{"имен"});
  // Further apart, or in another sentence, they are variants still.
  CHECK(run({"Укажите e-mail. Проверьте email."}).fragments("consistency").size() == 1);
  CHECK(run({"Укажите e-mail и пароль, затем подтвердите ваш почтовый адрес email."})
            .fragments("consistency")
            .size() == 1);
}

TEST_CASE("consistency: sentence capitals and different words are not variants", "[style][consistency]") {
  CHECK(run({"Сервер запущен. Проверьте сервер."}).fragments("consistency").empty());
  CHECK(run({"Все файлы готовы. Всё сохранено."}).fragments("consistency").empty());
  // An е-spelling the dictionary has for another form of the word is that form, not the
  // ё-form without its dots: the plural «счета́» beside the genitive «счёта».
  for (const char* text : {"Сумма счёта указана. Все счета оплачены.",
                           "Дата счёта-фактуры указана. Отрицательные счета-фактуры проведены."}) {
    INFO(text);
    CHECK(run({text}).fragments("consistency").empty());
  }
  // The likeliest reading of «Объем» is «объём»; «удалёна» is no word beside «удалена».
  CHECK(run({"Объём памяти задан. Объем диска мал. Объём кеша велик."}).fragments("consistency") ==
        std::vector<std::string>{"Объем"});
  CHECK(run({"Очередь удалена. Другая очередь удалена. Пока очередь не удалёна, она есть."})
            .fragments("consistency") == std::vector<std::string>{"удалёна"});
  CHECK(run({"Программное ПО установлено по умолчанию."}).fragments("consistency").empty());
}

TEST_CASE("consistency: the guide's preferred term wins over the majority", "[style][consistency]") {
  const auto guide =
      guide_with(R"({"id":"wifi","kind":"term","preferred":"Wi-Fi","variants":["WiFi"],"message":"термин"})");
  auto ctx = run({"WiFi включён. WiFi работает. Сеть Wi-Fi видна."}, guide);
  CHECK(ctx.fragments("consistency") == std::vector<std::string>{"WiFi", "WiFi"});
  CHECK(ctx.fragments("style").empty());  // not reported twice
  auto alone = run({"WiFi включён."}, guide);
  CHECK(alone.fragments("style") == std::vector<std::string>{"WiFi"});
}

TEST_CASE("consistency: check_consistency off", "[style][consistency]") {
  StyleCheckContext ctx({"e-mail и email"}, guide_with(""));
  ctx.options_mutable().check_consistency = false;
  shared_engine().check(ctx);
  CHECK(ctx.remarks().empty());
}

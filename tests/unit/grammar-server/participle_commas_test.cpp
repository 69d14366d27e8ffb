// Commas around participial («Файл, созданный системой, удаляется») and
// adverbial-participial («Получив ответ, закройте окно») phrases: the missing
// ones are found where the morphology leaves one reading, and correct text —
// or text whose phrase boundary is ambiguous — gets no remark.
#include <catch2/catch.hpp>

#include "in_process_checker.hpp"

using grammar_test::findings;

namespace {

using Expected = std::vector<std::string>;

void expect(const std::string& text, const Expected& expected) {
  INFO(text);
  CHECK(findings(text) == expected);
}

const std::string kAfter = "RU_COMMA_AFTER_ADVERBIAL_PARTICIPLE ";
const std::string kPhrase = "RU_COMMA_PARTICIPIAL_PHRASE ";

}  // namespace

TEST_CASE("participle commas: the comma closing an adverbial-participial phrase",
          "[grammar-rules][participles]") {
  expect("Получив ответ от сервера закройте окно.", {kAfter + "«сервера закройте» → сервера, закройте"});
  expect("Удерживая клавишу Shift нажмите стрелку.", {kAfter + "«Shift нажмите» → Shift, нажмите"});
  expect("Сохранив изменения перезапустите службу.",
         {kAfter + "«изменения перезапустите» → изменения, перезапустите"});
  expect("Не дождавшись ответа от сервера повторите запрос.",
         {kAfter + "«сервера повторите» → сервера, повторите"});
  expect("Сервер, получив запрос от клиента проверяет подпись.",
         {kAfter + "«клиента проверяет» → клиента, проверяет"});
  expect("Программа, завершив работу с файлом удаляет его.", {kAfter + "«файлом удаляет» → файлом, удаляет"});
  expect("Выбрав нужную строку таблицы нажмите клавишу Enter.",
         {kAfter + "«таблицы нажмите» → таблицы, нажмите"});
  expect("Проверив настройки не закрывайте окно.", {kAfter + "«настройки не» → настройки, не"});
  // Before the subject pronoun, not before the verb.
  expect("Открыв файл в редакторе вы увидите список изменений.", {kAfter + "«редакторе вы» → редакторе, вы"});
  expect("Установив пакет из репозитория мы получим новую версию.",
         {kAfter + "«репозитория мы» → репозитория, мы"});
  // Both commas missing: the opening rule and the closing rule each report one.
  expect("Сервер получив запрос от клиента проверяет подпись.",
         {"RU_COMMA_BEFORE_ADVERBIAL_PARTICIPLE «Сервер получив» → Сервер, получив",
          kAfter + "«клиента проверяет» → клиента, проверяет"});
}

TEST_CASE("participle commas: the commas around a participial phrase after its noun",
          "[grammar-rules][participles]") {
  expect("Файл созданный системой удаляется через неделю.",
         {kPhrase + "«Файл созданный» → Файл, созданный",
          kPhrase + "«системой удаляется» → системой, удаляется"});
  expect("Файл, созданный системой удаляется через неделю.",
         {kPhrase + "«системой удаляется» → системой, удаляется"});
  expect("Откройте отчёт сформированный сервером.",
         {kPhrase + "«отчёт сформированный» → отчёт, сформированный"});
  // Coordinated participles with a dependent are a phrase.
  expect("Откройте отчёт созданный или изменённый сервером.",
         {kPhrase + "«отчёт созданный» → отчёт, созданный"});
  expect("Пользователи подписанные на рассылку получают уведомления.",
         {kPhrase + "«Пользователи подписанные» → Пользователи, подписанные",
          kPhrase + "«рассылку получают» → рассылку, получают"});
  expect("В окне открывшемся после запуска выберите язык.",
         {kPhrase + "«окне открывшемся» → окне, открывшемся",
          kPhrase + "«запуска выберите» → запуска, выберите"});
  expect("Сервер отклоняет запросы подписанные устаревшим ключом.",
         {kPhrase + "«запросы подписанные» → запросы, подписанные"});
  expect("Удалите записи созданные вчера.", {kPhrase + "«записи созданные» → записи, созданные"});
  // A copula before the noun leaves the phrase a phrase when the pair agrees in another case too,
  // or when the copula has its predicate already.
  expect("Причиной сбоя является объём памяти занятой кэшем.",
         {kPhrase + "«памяти занятой» → памяти, занятой"});
  expect("Ссылка должна быть выделена вместе с именем записанным полностью.",
         {kPhrase + "«именем записанным» → именем, записанным"});
  expect("Настройки указанные в файле применяются после перезапуска.",
         {kPhrase + "«Настройки указанные» → Настройки, указанные",
          kPhrase + "«файле применяются» → файле, применяются"});
  expect("Откройте страницу расположенную по этому адресу.",
         {kPhrase + "«страницу расположенную» → страницу, расположенную"});
  expect("Система отправляет письмо пользователю зарегистрировавшемуся на сайте.",
         {kPhrase + "«пользователю зарегистрировавшемуся» → пользователю, зарегистрировавшемуся"});
}

TEST_CASE("participle commas: correct or ambiguous text gets no remark", "[grammar-rules][participles]") {
  for (const char* text : {
           // Adverbial participles
           "Получив ответ от сервера, закройте окно.",
           "Сервер, получив запрос, проверяет подпись.",
           "Закройте окно, получив ответ от сервера.",
           "Нажмите кнопку, удерживая клавишу Shift, и отпустите её.",
           "Откройте файл и, изменив текст, сохраните его.",
           "Сохранив изменения, вы можете закрыть окно.",
           "Начиная с версии 2.0 сервер поддерживает TLS.",
           "Работайте не спеша и сохраняйте изменения.",
           "Он работал не покладая рук.",
           "Сервер отвечает, используя сохранённые данные.",
           // Participles
           "Файл, созданный системой, удаляется через неделю.",
           "Созданный системой файл удаляется через неделю.",
           "Программы, использующие этот пакет, работают быстрее.",
           "Пользователь, зарегистрировавшийся на сайте, получает письмо.",
           "Отчёт признан устаревшим.",
           "Считайте задачу решённой.",
           "Оставьте поле заполненным.",
           "Нажмите на выделенный фрагмент текста.",
           "Список изменённых файлов хранится в журнале.",
           "Система хранит удалённые пользователем файлы тридцать дней.",
           "Флажок Отмеченный по умолчанию включает уведомления.",  // a name, not a phrase
           // The participle stands before the noun it belongs to.
           "В ответ полученный от сервера файл сохраняется.",
           // An instrumental after a copula is the predicate, not a phrase of the noun before it.
           "Являются ли строки с ошибками выделенными в отчёте?",
           "После обновления окна с кнопками стали скрытыми для гостей.",
           // Two participles joined by «или» with nothing depending on them: attributes, no phrase.
           "Форматы зависят от исходного формата скопированного или вырезанного.",
       }) {
    INFO(text);
    CHECK(findings(text).empty());
  }
}

TEST_CASE("participle commas: where the phrase ends is not certain, no remark",
          "[grammar-rules][participles]") {
  // A noun that may be the verb's subject, an adverb that may belong to
  // either side, a conjunction or a clause inside: the comma's place is open.
  for (const char* text : {
           "Получив запрос сервер проверяет подпись.",
           "Файл, созданный системой автоматически удаляется.",
           "Открыв файл и изменив текст сохраните его.",
           "Сервер, получив запрос который пришёл от клиента проверяет подпись.",
       }) {
    INFO(text);
    for (const auto& f : findings(text)) CHECK(f.rfind("RU_COMMA_AFTER_ADVERBIAL_PARTICIPLE", 0) != 0);
    for (const auto& f : findings(text)) CHECK(f.rfind("RU_COMMA_PARTICIPIAL_PHRASE", 0) != 0);
  }
}

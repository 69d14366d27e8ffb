// Issue 35, round 9: what fills a plural verb's object place, so that the
// singular noun before it is its subject and not the fronted object of an
// indefinite-personal sentence («Этот файл читают часто» is correct Russian).
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an attribute settles a genitive object whose noun is also a short adjective",
          "[agreement][issue35][round9]") {
  // «прав» is the genitive of «права» and the short «правый»; after «особых» only the noun is left
  check_found({{"Этот вызов требуют особых прав.", "требуют", "требует"},
               {"Если модуль требуют дополнительных прав, запустите его от root.", "требуют", "требует"}});
  check_unflagged({"Этот вызов требует особых прав.", "Эти вызовы требуют особых прав.",
                   "Этот вызов требуют администраторы сервера.", "Этот вызов требуют прав."});
}

TEST_CASE("morphology-engine: a clause of content after the verb fills its object place",
          "[agreement][issue35][round9]") {
  check_found({{"Ядро гарантируют, что буфер будет очищен.", "гарантируют", "гарантирует"},
               {"Этот флаг задают, что при записи нужно ждать.", "задают", "задаёт"}});
  // a relative «что» stands for the clause before it, and a predicate follows it
  check_unflagged(
      {"Ядро гарантирует, что буфер будет очищен.", "Эти флаги задают, что при записи нужно ждать.",
       "Этот файл обычно удаляют, что освобождает место.", "Этот файл удаляют, что не всегда безопасно.",
       "Пользователя предупреждают, что файл удалён.", "Этот файл удаляют, чтобы освободить место."});
}

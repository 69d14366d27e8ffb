// A passive participle with its agent before its noun («поддерживаемый
// приложением виджет»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the word after the passive participle at `participle` its instrumental
// agent, with the participle's own noun right after the agent («Поддерживаемый
// приложением виджет», «проверить вводимые пользователем данные»)? Then the
// instrumental is no noun the participle must agree with. The noun after the
// agent may be a substantivised adjective («данные») or a word the dictionary
// does not know («виджет»): any reading that agrees with the participle counts,
// while a participle with no such word after its agent («с заданный ключами
// файлом» has none) stays checked.
bool agent_before_noun(const std::vector<Item>& items, std::size_t participle);

// Does the passive participle at `participle`, right after a noun and in the
// genitive, stand for a noun of its own, its agent after it ending the clause
// («в списке используемых троянами и другими программами»: "of those used by
// trojans")? Only instrumentals, their attributes and «и», «или» may follow
// the agent up to the clause's end; with another word there the participle
// stays checked («список используемого пользователем файлы»).
bool substantive_with_agent(const std::vector<Item>& items, std::size_t participle);

}  // namespace proofreader::morphology_engine

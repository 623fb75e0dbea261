#pragma once
// Moved to <chesslaw/prose/judge.hpp> (the prose module, issue 33); kept so that existing includes build.
#include <chesslaw/prose/judge.hpp>

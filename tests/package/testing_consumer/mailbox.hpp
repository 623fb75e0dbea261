// The consumer example's mailbox move generator (mailbox.cpp), compiled once per variant: the
// correct one and each one-clause bug (MAILBOX_ENTRY names the entry point of each object). Each
// returns the legal moves, in UCI, after `moves` (UCI) from the position `fen`.
#pragma once
#include <string>
#include <vector>

using moves_fn = std::vector<std::string> (*)(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_correct(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_castle_through_attack(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_castle_king_returned(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_ep_exposes_rank(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_ep_late(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_no_knight_promotion(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_double_step_over(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_kings_adjacent(const std::string&, const std::vector<std::string>&);
std::vector<std::string> moves_castle_rook_captured(const std::string&, const std::vector<std::string>&);

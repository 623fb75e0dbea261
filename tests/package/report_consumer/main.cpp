// chesslaw package consumer of chesslaw::report: audits a record whose castling is illegal and
// prints it as the CLI does (text and one JSON line); the exit status says whether the clause and
// the status came out.
#include <chesslaw/audit/record.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/text.hpp>

#include <iostream>
#include <string>

int main() {
    const char* pgn = "[Event \"consumer\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Rg1 Nf6 4. Rh1 Bc5 5. Bc4 d6 6. O-O *\n";
    int bad = 0;
    for (auto& rec : chesslaw::audit::audit_pgn(pgn)) {
        const std::string text = chesslaw::report::game_text(rec.game, "consumer.pgn", rec.result);
        const std::string json = chesslaw::report::game_json_line(rec.game, "consumer.pgn", rec.result);
        std::cout << text << json;
        if (text.find("3.8.2.1.2") == std::string::npos) ++bad;
        if (json.find("\"status\":\"illegal\"") == std::string::npos) ++bad;
    }
    return bad;
}

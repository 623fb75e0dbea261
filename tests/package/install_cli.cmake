# cmake -P: the README's CLI recipe, checked. Install the `chesslaw` executable of this build tree
# (component chesslaw_Runtime) into a fresh prefix, move the prefix elsewhere (the binary must not
# depend on where it was installed), then run the installed binary:
#   - `chesslaw --help` exits 0 and names the `audit` subcommand;
#   - `chesslaw audit` of a tiny legal PGN exits 0 with 1 clean game (text and --jsonl);
#   - `chesslaw audit` of a tiny PGN with an illegal move exits 1 and names the move.
#
#   -DBUILD_DIR= -DWORK_DIR= -DBINDIR= [-DCONFIG=]
cmake_minimum_required(VERSION 3.24)

foreach(var IN ITEMS BUILD_DIR WORK_DIR BINDIR)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "install_cli.cmake: -D${var}=... is required")
    endif()
endforeach()

set(staging "${WORK_DIR}/prefix")
set(relocated "${WORK_DIR}/moved/usr/local")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(config_args)
if(CONFIG)
    set(config_args --config "${CONFIG}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${staging}"
        --component chesslaw_Runtime ${config_args}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install ${BUILD_DIR} --prefix ${staging} --component chesslaw_Runtime failed (${rc}); "
        "is the chesslaw target built?\n${out}${err}")
endif()
get_filename_component(relocated_parent "${relocated}" DIRECTORY)
file(MAKE_DIRECTORY "${relocated_parent}")
file(RENAME "${staging}" "${relocated}")

set(cli "${relocated}/${BINDIR}/chesslaw")
if(NOT EXISTS "${cli}")
    message(FATAL_ERROR "the install put no executable at ${BINDIR}/chesslaw")
endif()
# The runtime component is the CLI alone: no headers, no CMake package.
file(GLOB_RECURSE installed RELATIVE "${relocated}" "${relocated}/*")
list(REMOVE_ITEM installed "${BINDIR}/chesslaw")
if(installed)
    message(FATAL_ERROR "chesslaw_Runtime installs more than the executable: ${installed}")
endif()

set(errors "")
# check(<name> <expected exit> <regex the stdout must match> <command...>)
function(check name expected_rc regex)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
        WORKING_DIRECTORY "${WORK_DIR}")
    if(NOT rc STREQUAL "${expected_rc}")
        string(APPEND errors "  ${name}: exit ${rc}, expected ${expected_rc}\n${out}${err}\n")
    elseif(NOT out MATCHES "${regex}")
        string(APPEND errors "  ${name}: stdout does not match /${regex}/:\n${out}\n")
    else()
        message(STATUS "[install_cli] ${name}: ok")
    endif()
    set(errors "${errors}" PARENT_SCOPE)
endfunction()

file(WRITE "${WORK_DIR}/tiny.pgn" [=[
[Event "install test"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
]=])
file(WRITE "${WORK_DIR}/tiny-illegal.pgn" [=[
[Event "install test"]
[White "A"]
[Black "B"]
[Result "*"]

1. e4 e5 2. Ke3 *
]=])

check("chesslaw --help" 0 "audit" "${cli}" --help)
check("chesslaw audit tiny.pgn" 0 "1 clean, 0 illegal, 0 unreadable" "${cli}" audit --no-progress tiny.pgn)
check("chesslaw audit --jsonl tiny.pgn" 0 "\"schema\":\"chesslaw-audit/[0-9]+\".*\"status\":\"clean\""
    "${cli}" audit --jsonl --no-progress tiny.pgn)
check("chesslaw audit tiny-illegal.pgn" 1 "2\\. Ke3 is illegal" "${cli}" audit --no-progress tiny-illegal.pgn)

if(errors)
    message(FATAL_ERROR "The installed chesslaw CLI (${cli}) is wrong:\n${errors}")
endif()
message(STATUS "OK: ${cli} runs (help, a clean audit, an illegal audit)")

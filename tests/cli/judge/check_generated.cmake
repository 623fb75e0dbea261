# Regenerates one committed document with the chesslaw CLI into the build tree and fails, printing
# the difference and the command that regenerates it, when the committed copy differs.
#   cmake -DCLI=<chesslaw> -DSOURCE=<source dir> -DARGS=<subcommand and options, '|'-separated>
#         -DCOMMITTED=<path in the source tree> -DOUT=<path in the build tree> -P check_generated.cmake
foreach(var CLI SOURCE ARGS COMMITTED OUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_generated.cmake: -D${var}=... is required")
    endif()
endforeach()
string(REPLACE "|" ";" args "${ARGS}")
string(REPLACE "|" " " args_text "${ARGS}")
get_filename_component(out_dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${out_dir}")
file(RELATIVE_PATH committed_rel "${SOURCE}" "${COMMITTED}")

execute_process(COMMAND "${CLI}" ${args} --output "${OUT}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "`chesslaw ${args_text}` failed (exit ${rc}):\n${err}")
endif()

set(regenerate "  ${CLI} ${args_text} --output ${COMMITTED}\nor regenerate all three: cmake --build <build dir> --target regenerate_spec_docs")
if(NOT EXISTS "${COMMITTED}")
    message(FATAL_ERROR "${committed_rel} is missing. Generate it with:\n${regenerate}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${COMMITTED}" "${OUT}" RESULT_VARIABLE differs)
if(differs)
    find_program(DIFF_PROGRAM diff)
    set(diff_text "(no diff program found: compare ${COMMITTED} with ${OUT})")
    if(DIFF_PROGRAM)
        execute_process(COMMAND "${DIFF_PROGRAM}" -u --label "${committed_rel} (committed)" --label "${committed_rel} (generated now)"
                                "${COMMITTED}" "${OUT}"
                        OUTPUT_VARIABLE diff_text)
    endif()
    message("${diff_text}")
    message(FATAL_ERROR "${committed_rel} is out of date (the diff above turns the committed file into the generated one).\n"
                        "Regenerate it with:\n${regenerate}")
endif()
message(STATUS "${committed_rel} is current")

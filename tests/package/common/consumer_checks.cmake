# Checks shared by the package consumers. Included by each consumer's CMakeLists.txt.

# A consumer needs only chesslaw and Boost. If chesslaw looked for its test or tool dependencies
# when consumed (find_package(GTest REQUIRED) and the like), configuring would fail here:
# "A REQUIRED package cannot be disabled".
foreach(pkg IN ITEMS GTest rapidcheck CLI11 nlohmann_json)
    set(CMAKE_DISABLE_FIND_PACKAGE_${pkg} ON)
endforeach()

# chesslaw_warnings_as_errors(<target>): the consumer compiles chesslaw's headers under the same
# warnings as chesslaw itself (they are not SYSTEM headers when chesslaw is a subproject).
function(chesslaw_warnings_as_errors target)
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror)
    elseif(MSVC)
        target_compile_options(${target} PRIVATE /W4 /WX)
    endif()
endfunction()

# chesslaw_assert_kernel_only(<chesslaw binary dir> [<target>...]): chesslaw, consumed as a
# subproject (add_subdirectory / FetchContent), defines its library, the optional precompiled
# chesslaw_compiled (EXCLUDE_FROM_ALL: built only when linked), and the named targets (e.g.
# chesslaw_testing when the consumer asked for CHESSLAW_TESTING), nothing else:
# CHESSLAW_BUILD_TESTS and CHESSLAW_BUILD_TOOLS default to PROJECT_IS_TOP_LEVEL, so no tests,
# properties, CLI or benchmarks.
function(chesslaw_assert_kernel_only dir)
    set(expected_targets chesslaw_kernel chesslaw_compiled ${ARGN})
    set(errors "")
    foreach(option IN ITEMS CHESSLAW_BUILD_TESTS CHESSLAW_BUILD_TOOLS)
        if(${option})
            string(APPEND errors "  ${option} is ${${option}}, expected OFF\n")
        endif()
    endforeach()
    if(NOT TARGET chesslaw::chesslaw)
        string(APPEND errors "  no target chesslaw::chesslaw\n")
    endif()
    # Spot checks by name: a unit test, a static wall, the CLI.
    foreach(target IN ITEMS unit_perft_suites static_perft chesslaw)
        if(TARGET ${target})
            string(APPEND errors "  target ${target} exists\n")
        endif()
    endforeach()
    # And in general: chesslaw's directory holds exactly one target, no subdirectories, no tests.
    get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
    if(NOT targets STREQUAL expected_targets)
        string(APPEND errors "  chesslaw defines the targets [${targets}], expected [${expected_targets}]\n")
    endif()
    get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
    if(subdirs)
        string(APPEND errors "  chesslaw added the subdirectories [${subdirs}]\n")
    endif()
    get_property(tests DIRECTORY "${dir}" PROPERTY TESTS)
    if(tests)
        string(APPEND errors "  chesslaw added the tests [${tests}]\n")
    endif()
    if(errors)
        message(FATAL_ERROR "chesslaw as a subproject builds more than its kernel:\n${errors}")
    endif()
    message(STATUS "chesslaw as a subproject: only [${expected_targets}], no tests or tools")
endfunction()

# chesslaw_fetchcontent(<root> <mode>): FetchContent_Declare + FetchContent_MakeAvailable of the
# chesslaw source tree <root>, with no network, as fetchcontent/CMakeLists.txt describes the modes
# (AUTO, GIT, SOURCE_DIR). Sets chesslaw_fetch_mode (GIT or SOURCE_DIR) and chesslaw_root (the real
# path of <root>) in the caller's scope, and fails if GIT mode built the original tree. A macro:
# chesslaw_SOURCE_DIR / chesslaw_BINARY_DIR stay visible to the caller.
macro(chesslaw_fetchcontent chesslaw_root_arg chesslaw_mode_arg)
    file(REAL_PATH "${chesslaw_root_arg}" chesslaw_root)
    set(chesslaw_fetch_mode "${chesslaw_mode_arg}")
    set(chesslaw_why "requested")
    if(chesslaw_fetch_mode STREQUAL "AUTO")
        set(chesslaw_fetch_mode SOURCE_DIR)
        find_package(Git QUIET)
        if(NOT Git_FOUND)
            set(chesslaw_why "git not found")
        else()
            execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --show-toplevel
                WORKING_DIRECTORY "${chesslaw_root}" RESULT_VARIABLE rc OUTPUT_VARIABLE toplevel
                OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
            if(rc EQUAL 0)
                file(REAL_PATH "${toplevel}" toplevel)
            endif()
            if(NOT rc EQUAL 0 OR NOT toplevel STREQUAL chesslaw_root)
                set(chesslaw_why "not the top of a git checkout")
            else()
                execute_process(COMMAND "${GIT_EXECUTABLE}" status --porcelain --untracked-files=normal
                    WORKING_DIRECTORY "${chesslaw_root}" RESULT_VARIABLE rc OUTPUT_VARIABLE changes
                    ERROR_QUIET)
                if(NOT rc EQUAL 0)
                    set(chesslaw_why "git status failed")
                elseif(NOT changes STREQUAL "")
                    set(chesslaw_why "the checkout has uncommitted or untracked changes")
                else()
                    set(chesslaw_fetch_mode GIT)
                    set(chesslaw_why "clean git checkout")
                endif()
            endif()
        endif()
    endif()

    include(FetchContent)
    # Only FetchContent may provide chesslaw here, never an installed package.
    set(FETCHCONTENT_TRY_FIND_PACKAGE_MODE NEVER)
    if(chesslaw_fetch_mode STREQUAL "GIT")
        find_package(Git REQUIRED)
        execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --verify HEAD
            WORKING_DIRECTORY "${chesslaw_root}" OUTPUT_VARIABLE chesslaw_commit
            OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
        message(STATUS "FetchContent: chesslaw from git ${chesslaw_root} @ ${chesslaw_commit} (${chesslaw_why})")
        FetchContent_Declare(chesslaw GIT_REPOSITORY "${chesslaw_root}" GIT_TAG "${chesslaw_commit}")
    elseif(chesslaw_fetch_mode STREQUAL "SOURCE_DIR")
        message(STATUS "FetchContent: chesslaw from SOURCE_DIR ${chesslaw_root} (${chesslaw_why})")
        FetchContent_Declare(chesslaw SOURCE_DIR "${chesslaw_root}")
    else()
        message(FATAL_ERROR "CHESSLAW_FETCH_MODE must be AUTO, GIT or SOURCE_DIR, not ${chesslaw_mode_arg}")
    endif()
    FetchContent_MakeAvailable(chesslaw)
    file(REAL_PATH "${chesslaw_SOURCE_DIR}" fetched_source)
    if(chesslaw_fetch_mode STREQUAL "GIT" AND fetched_source STREQUAL chesslaw_root)
        message(FATAL_ERROR "GIT mode, but chesslaw_SOURCE_DIR is the original tree ${chesslaw_root}")
    endif()
endmacro()

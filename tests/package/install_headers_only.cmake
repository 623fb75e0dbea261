# cmake -P: the README's library recipe, checked. Configure the chesslaw source with its tools and
# tests off into a fresh build tree, install it WITHOUT building anything, and check the prefix
# holds the CMake package and every public header (and no executable). package.find_package_headers_only
# then builds the find_package consumer against this prefix.
#
#   -DSOURCE_DIR= -DBUILD_DIR= -DPREFIX= -DGENERATOR= [-DINITIAL_CACHE=] [-DCONFIG=]
cmake_minimum_required(VERSION 3.24)

foreach(var IN ITEMS SOURCE_DIR BUILD_DIR PREFIX GENERATOR)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "install_headers_only.cmake: -D${var}=... is required")
    endif()
endforeach()

file(REMOVE_RECURSE "${BUILD_DIR}" "${PREFIX}")
set(cache_args)
if(INITIAL_CACHE)
    set(cache_args -C "${INITIAL_CACHE}")
endif()
set(config_args)
if(CONFIG)
    set(config_args --config "${CONFIG}")
endif()

function(step name)
    list(JOIN ARGN " " command)
    message(STATUS "[headers-only] ${name}: ${command}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "[headers-only] ${name} failed (${rc})")
    endif()
endfunction()

step(configure "${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${BUILD_DIR}" -G "${GENERATOR}" ${cache_args}
    -DCHESSLAW_BUILD_TOOLS=OFF -DCHESSLAW_BUILD_TESTS=OFF)
# No `cmake --build`: a header-only library installs straight from the configured tree.
step(install "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}" ${config_args})

set(errors "")
foreach(file IN ITEMS chesslawConfig.cmake chesslawConfigVersion.cmake chesslawTargets.cmake)
    if(NOT EXISTS "${PREFIX}/share/cmake/chesslaw/${file}")
        string(APPEND errors "  missing share/cmake/chesslaw/${file}\n")
    endif()
endforeach()
set(header_count 0)
set(include_dirs kernel/include spec/include)
if(EXISTS "${PREFIX}/share/cmake/chesslaw/chesslawReportTargets.cmake") # nlohmann_json was found: the renderers too
    list(APPEND include_dirs report/include)
endif()
foreach(include_dir IN LISTS include_dirs)
    file(GLOB_RECURSE headers RELATIVE "${SOURCE_DIR}/${include_dir}" "${SOURCE_DIR}/${include_dir}/*.hpp")
    foreach(header IN LISTS headers)
        math(EXPR header_count "${header_count} + 1")
        if(NOT EXISTS "${PREFIX}/include/${header}")
            string(APPEND errors "  ${include_dir}/${header} is not installed as include/${header}\n")
        endif()
    endforeach()
endforeach()
file(GLOB executables "${PREFIX}/bin/*")
if(executables)
    string(APPEND errors "  a library-only install installed ${executables}\n")
endif()
if(errors)
    message(FATAL_ERROR "The library-only install in ${PREFIX} is wrong:\n${errors}")
endif()
message(STATUS "OK: ${header_count} headers and the CMake package in ${PREFIX}, nothing built")

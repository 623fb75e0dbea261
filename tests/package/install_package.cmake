# cmake -P: install the chesslaw build tree into STAGING, move the result to RELOCATED (a
# different directory, at a different depth; STAGING no longer exists afterwards), then check the
# relocated tree:
#   - the package files are there (config, version, targets);
#   - every header-like file under kernel/include and spec/include is installed under include/;
#   - no installed CMake file names the staging prefix, the configured CMAKE_INSTALL_PREFIX, the
#     source tree or the build tree, so the package is relocatable and cannot silently pick up
#     headers from the source tree.
#
#   -DBUILD_DIR= -DSOURCE_DIR= -DSTAGING= -DRELOCATED= [-DCONFIGURED_PREFIX=] [-DCONFIG=]
cmake_minimum_required(VERSION 3.24)

foreach(var IN ITEMS BUILD_DIR SOURCE_DIR STAGING RELOCATED)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "install_package.cmake: -D${var}=... is required")
    endif()
endforeach()

file(REMOVE_RECURSE "${STAGING}" "${RELOCATED}")
set(config_args)
if(CONFIG)
    set(config_args --config "${CONFIG}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${STAGING}" ${config_args}
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install ${BUILD_DIR} --prefix ${STAGING} failed (${rc}); is the tree built?")
endif()

get_filename_component(relocated_parent "${RELOCATED}" DIRECTORY)
file(MAKE_DIRECTORY "${relocated_parent}")
file(RENAME "${STAGING}" "${RELOCATED}")
if(EXISTS "${STAGING}")
    message(FATAL_ERROR "${STAGING} still exists after the move")
endif()
message(STATUS "Installed, then moved to ${RELOCATED}")

set(errors "")

set(cmake_dir "${RELOCATED}/share/cmake/chesslaw")
foreach(file IN ITEMS chesslawConfig.cmake chesslawConfigVersion.cmake chesslawTargets.cmake)
    if(NOT EXISTS "${cmake_dir}/${file}")
        string(APPEND errors "  missing share/cmake/chesslaw/${file}\n")
    endif()
endforeach()

set(header_count 0)
foreach(include_dir IN ITEMS kernel/include spec/include)
    # Any header-like file, not just *.hpp (what CMakeLists.txt globs into the file set): a .h,
    # .ipp or .inc that a header includes but the file set misses breaks only installed consumers.
    file(GLOB_RECURSE headers RELATIVE "${SOURCE_DIR}/${include_dir}" "${SOURCE_DIR}/${include_dir}/*")
    list(FILTER headers INCLUDE REGEX "\\.(h|hh|hpp|hxx|ipp|inl|inc|tpp|tcc)$")
    foreach(header IN LISTS headers)
        math(EXPR header_count "${header_count} + 1")
        if(NOT EXISTS "${RELOCATED}/include/${header}")
            string(APPEND errors "  ${include_dir}/${header} is not installed as include/${header}"
                " (if it is new, the build tree is stale: re-run the build)\n")
        endif()
    endforeach()
endforeach()
if(header_count EQUAL 0)
    string(APPEND errors "  no headers found under ${SOURCE_DIR}/{kernel,spec}/include\n")
endif()

set(paths "${STAGING}" "${SOURCE_DIR}" "${BUILD_DIR}")
if(CONFIGURED_PREFIX AND NOT CONFIGURED_PREFIX STREQUAL "/")
    list(APPEND paths "${CONFIGURED_PREFIX}")
endif()
file(GLOB_RECURSE installed_cmake_files "${RELOCATED}/*.cmake")
foreach(file IN LISTS installed_cmake_files)
    file(READ "${file}" text)
    foreach(path IN LISTS paths)
        string(FIND "${text}" "${path}" at)
        if(NOT at EQUAL -1)
            file(RELATIVE_PATH shown "${RELOCATED}" "${file}")
            string(APPEND errors "  ${shown} contains the absolute path ${path}\n")
        endif()
    endforeach()
endforeach()

if(errors)
    message(FATAL_ERROR "The installed chesslaw package in ${RELOCATED} is wrong:\n${errors}")
endif()
list(LENGTH installed_cmake_files cmake_file_count)
message(STATUS "OK: ${header_count} headers, ${cmake_file_count} CMake files, none naming [${paths}]")

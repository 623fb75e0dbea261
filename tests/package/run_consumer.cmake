# cmake -P driver for one package consumer: wipe its build directory, configure it with this build's
# generator and the initial cache written by CMakeLists.txt (compiler, flags, prefix path, ...),
# build it, then run it through its own ctest. Any failing step fails the test.
#
#   -DCONSUMER_SOURCE_DIR= -DCONSUMER_BINARY_DIR= -DINITIAL_CACHE= -DGENERATOR= -DCTEST_COMMAND=
#   [-DGENERATOR_PLATFORM=] [-DGENERATOR_TOOLSET=] [-DGENERATOR_INSTANCE=] [-DCONFIG=]
cmake_minimum_required(VERSION 3.24)

foreach(var IN ITEMS CONSUMER_SOURCE_DIR CONSUMER_BINARY_DIR INITIAL_CACHE GENERATOR CTEST_COMMAND)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "run_consumer.cmake: -D${var}=... is required")
    endif()
endforeach()

# A fresh tree every time: a stale cache (chesslaw_DIR, FetchContent state) must not make it pass.
file(REMOVE_RECURSE "${CONSUMER_BINARY_DIR}")

set(generator_args -G "${GENERATOR}")
if(GENERATOR_PLATFORM)
    list(APPEND generator_args -A "${GENERATOR_PLATFORM}")
endif()
if(GENERATOR_TOOLSET)
    list(APPEND generator_args -T "${GENERATOR_TOOLSET}")
endif()
if(GENERATOR_INSTANCE)
    list(APPEND generator_args "-DCMAKE_GENERATOR_INSTANCE=${GENERATOR_INSTANCE}")
endif()
set(config_args)
set(ctest_config_args)
if(CONFIG)
    set(config_args --config "${CONFIG}")
    set(ctest_config_args -C "${CONFIG}")
endif()

function(step name)
    string(TIMESTAMP start "%s")
    list(JOIN ARGN " " command)
    message(STATUS "[package] ${name}: ${command}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
    string(TIMESTAMP end "%s")
    math(EXPR seconds "${end} - ${start}")
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "[package] ${name} failed (${rc}) after ${seconds} s")
    endif()
    message(STATUS "[package] ${name}: ok (${seconds} s)")
endfunction()

step(configure "${CMAKE_COMMAND}" -S "${CONSUMER_SOURCE_DIR}" -B "${CONSUMER_BINARY_DIR}"
    ${generator_args} -C "${INITIAL_CACHE}")
step(build "${CMAKE_COMMAND}" --build "${CONSUMER_BINARY_DIR}" ${config_args})
step(run "${CTEST_COMMAND}" --test-dir "${CONSUMER_BINARY_DIR}" ${ctest_config_args}
    --no-tests=error --output-on-failure -V)

# No class of the desktop program holds the engine's state: every header of app/gui is free of
# GameState, so a widget can only show the typed player view (docs/gui.md). Run with
# -DGUI_DIR=<app/gui>; fails naming each header that mentions it.
file(GLOB headers "${GUI_DIR}/*.h")
if(NOT headers)
    message(FATAL_ERROR "no headers found in '${GUI_DIR}'")
endif()
set(found "")
foreach(header ${headers})
    file(STRINGS "${header}" lines REGEX "GameState")
    if(lines)
        list(APPEND found "${header}: ${lines}")
    endif()
endforeach()
if(found)
    message(FATAL_ERROR "app/gui headers naming GameState:\n${found}")
endif()
message(STATUS "${GUI_DIR}: no header names GameState")

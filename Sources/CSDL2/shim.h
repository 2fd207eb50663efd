// The parts of SDL2 that VineWindow uses: video, events, textures, timers.
#include <SDL2/SDL.h>

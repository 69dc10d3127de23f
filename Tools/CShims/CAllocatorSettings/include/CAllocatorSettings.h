#ifndef NAVDOCS_CALLOCATORSETTINGS_H
#define NAVDOCS_CALLOCATORSETTINGS_H

/// jemalloc's settings for the navdocs command (see AllocatorSettings.c).
extern const char *malloc_conf;

#endif

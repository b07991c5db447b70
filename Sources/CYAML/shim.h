#ifndef KBC_CYAML_SHIM_H
#define KBC_CYAML_SHIM_H
#include <yaml.h>
#endif

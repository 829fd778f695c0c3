// MyHTML, the HTML5 parser of Debian's libmodest-dev (no pkg-config file ships with it).
// Only myhtml.h and tree.h: api.h redeclares the same enums and the two clash.
#ifndef C_MYHTML_H
#define C_MYHTML_H

#include <myhtml/myhtml.h>
#include <myhtml/tree.h>

#endif

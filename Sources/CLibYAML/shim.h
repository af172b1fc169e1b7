#ifndef QUILL_CLIBYAML_SHIM_H
#define QUILL_CLIBYAML_SHIM_H
/* libyaml's event parser, for the preflight that reads a YAML file's events before Yams
 * composes it (QuillTemplateFormats' YAMLPreflight). Debian: libyaml-dev. */
#include <yaml.h>
#endif

/* fuzz_model.c - libFuzzer harness: the model.json reader that predict and the gate's baseline use.
 */
#include "result/model_io.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pm_result r;
    pm_error err;
    if (pm_model_json_parse((const char *)data, size, "fuzz.json", &r, &err) == 0) {
        /* a model that reads must predict without crashing */
        for (size_t gi = 0; gi < r.ngroups; gi++) {
            double v[64];
            for (size_t j = 0; j < 64; j++)
                v[j] = 2.0;
            if (r.nparams <= 64)
                (void)pm_result_predict(&r, &r.groups[gi], v);
        }
        pm_result_free(&r);
    }
    return 0;
}

/**
 * The whole lot form (about a hundred inputs in tabs) rendered in jsdom takes 10–40 s a test
 * on CI's two cores while the server suites run beside it, and more on a loaded machine: the
 * tests that render it take these limits instead of the web project's 20 s, so that a slow
 * machine is not read as a broken form (the 16:00 CI run of 2026-11-27 timed out ten of them,
 * at the session's first commit too). What they assert is unchanged. Since the label lookups
 * stopped walking the document (src/test/fast-labels.ts) and the inputs share one autofill
 * style (src/layout/theme.ts), LotEdit takes 46 s for its 7 tests instead of 253 s.
 */
export const LOT_FORM_TEST = { timeout: 180_000 };
/** How long such a test waits for the form to appear or answer. */
export const LOT_FORM_WAIT = { timeout: 90_000 };

import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installFastLabels } from './fast-labels';
import { insertStylesAsProduction } from './production-styles';
import { installQuietRefusals } from './quiet-refusals';

// The web project runs without vitest globals, so Testing Library does not clean up by itself.
// Registered here, per test file: a helper module registering it at import would do so only in
// the first file of a worker that shares its modules.
afterEach(cleanup);
// The first visit of a lazy screen imports its modules, which takes a while under jsdom. Set for
// every file (it was set when a file imported renderAdmin, which a shared worker would carry over).
configure({ asyncUtilTimeout: 5000 });
// In web:shared a worker's window serves its files one after another: each starts with empty
// storage, as it would in a fresh worker.
localStorage.clear();
sessionStorage.clear();
// … and an empty page: a file that wrote to document.body itself, not through render (whose
// containers cleanup removes), left its elements and the body's attributes to the next file
// (found with a shuffled order, 2026-11-29: fast-labels.test.ts's inputs named 'CPF' and 'Nome').
document.body.replaceChildren();
for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);

// jsdom's label lookups walk the whole document per label (src/test/fast-labels.ts).
installFastLabels();
// Emotion's rules go into one sheet, as in production (src/test/production-styles.ts).
insertStylesAsProduction();
// react-admin's log of each refused request the tests ask for (src/test/quiet-refusals.ts).
installQuietRefusals();
// jsdom lays nothing out, so it cannot scroll: its window.scrollTo only prints "Not implemented"
// (react-admin scrolls to the top after a row's click). Nothing to scroll, nothing to do.
window.scrollTo = () => undefined;

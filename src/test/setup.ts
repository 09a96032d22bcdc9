import '@testing-library/jest-dom/vitest';
import { installFastLabels } from './fast-labels';

// jsdom's label lookups walk the whole document per label (src/test/fast-labels.ts).
installFastLabels();

import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy… and waitFor wait up to 5 s, not 1 s: the whole suite shares two cores with the database
// tests, and a slow render is not a failure.
configure({ asyncUtilTimeout: 5000 });

/**
 * Every React island test (files that share one window and their modules per worker): what the test
 * rendered is unmounted and the stores are reset after each test (store-reset.ts), before
 * unit-setup.ts empties the window and its storage. A store left mounted would also unmount a
 * second after its last listener went, reaching for a window that jsdom may have taken away.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetStores } from './store-reset.ts';

afterEach(async () => {
  cleanup();
  await resetStores();
});

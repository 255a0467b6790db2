/**
 * Every React island test: the stores kept in local storage are unmounted at the end of each test.
 * Left to themselves they unmount a second after their last listener goes, and with the test file
 * finished by then, their clean-up reaches for a `window` that jsdom has already taken away.
 */
import { cleanStores } from 'nanostores';
import { afterEach } from 'vitest';
import { $localFavorites, $localSaved } from '../../src/stores/local-collections.ts';
import { $localReadingProgress } from '../../src/stores/local-reading-progress.ts';

afterEach(() => {
  cleanStores($localFavorites, $localSaved, $localReadingProgress);
});

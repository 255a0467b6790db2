/** Island tests wait on a real auth emulator and a real API: give findBy/waitFor room on a busy machine. */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

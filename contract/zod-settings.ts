/**
 * Zod settings, applied before any schema is defined (schemas.ts imports this first). In the
 * browser the content security policy forbids eval: zod would probe `new Function` to compile
 * faster parsers, and the browser reports every probe as a policy violation.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

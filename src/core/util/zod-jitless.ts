/**
 * Imported first by the action, and by the CLI before it loads a command (one-shot processes):
 * zod compiles a fast parser per object schema on its first use, which costs more than it saves
 * when each schema parses a handful of documents (a report, a few partials): ~20 ms of a 150 ms merge. Schemas read
 * this setting when they are built, so this module must be evaluated before any schema module.
 */
import { z } from 'zod';

z.config({ jitless: true });

/**
 * What the intake of a submitted archive found, as plain data: the archive's facts, the form's
 * findings and how the form met the archive, or the refusal that stopped it. The CLI writes it
 * as intake.json beside the report; the issue review puts it in the review artifact and shows
 * it in the comment (views/intake.ts).
 */
import type { ArchiveFacts } from './intake.js';
import type { FormFinding } from '../submission/form.js';

export const INTAKE_FILE = 'intake.json';

export interface IntakeRecord {
  archive: ArchiveFacts | null;
  form: { outcome: 'compared' | 'written' | 'skipped' | 'none'; findings: FormFinding[] };
  /** Why nothing was scored: an archive refusal (its code) or `form_unusable` (no archive URL or sha256 in the form). */
  error: { code: string; entry: string | null; message: string } | null;
}

/**
 * The flags of `score --archive` and their guard, apart from the archive code itself
 * (archive.ts): `score` parses them on every run and loads archive.ts only for an archive.
 */
import { UsageError } from '../core/errors.js';

export interface ArchiveFlags {
  archive?: string;
  sha256?: string;
  form?: string;
  'allow-host'?: string[];
  'max-archive-bytes'?: string;
  'max-unpacked-bytes'?: string;
  'max-archive-entries'?: string;
  'fetch-timeout'?: string;
}

export const ARCHIVE_OPTIONS = {
  archive: { type: 'string' },
  sha256: { type: 'string' },
  form: { type: 'string' },
  'allow-host': { type: 'string', multiple: true },
  'max-archive-bytes': { type: 'string' },
  'max-unpacked-bytes': { type: 'string' },
  'max-archive-entries': { type: 'string' },
  'fetch-timeout': { type: 'string' },
} as const;

/** For `score`: a guard that --archive and --run are not both given. */
export function archiveMode(values: ArchiveFlags & { run?: string }): boolean {
  const archive = values.archive !== undefined || values.form !== undefined;
  if (archive && values.run !== undefined)
    throw new UsageError(
      '--run and --archive/--form exclude each other: the archive is unpacked into the run directory',
    );
  if (!archive && (values.sha256 !== undefined || values['allow-host'] !== undefined))
    throw new UsageError('--sha256 and --allow-host go with --archive');
  return archive;
}

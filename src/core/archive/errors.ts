/**
 * The named errors of fetching, verifying and unpacking a submitted archive. Each stops the
 * intake: nothing is unpacked after a fetch or checksum error, and nothing is scored after any.
 * @public (ArchiveErrorCode is derived from the list, which only a type uses)
 */
export const ARCHIVE_ERROR_CODES = [
  // fetching
  'url_invalid',
  'scheme_not_allowed',
  'host_not_allowed',
  'address_not_allowed',
  'too_many_redirects',
  'http_status',
  'too_large',
  'timeout',
  'network',
  // verifying
  'sha256_invalid',
  'checksum_mismatch',
  // unpacking
  'not_an_archive',
  'corrupt_archive',
  'absolute_path',
  'parent_path',
  'bad_name',
  'symlink',
  'hard_link',
  'special_file',
  'encrypted',
  'duplicate_name',
  'path_conflict',
  'too_many_entries',
  'unpacked_too_large',
] as const;

export type ArchiveErrorCode = (typeof ARCHIVE_ERROR_CODES)[number];

export class ArchiveError extends Error {
  override name = 'ArchiveError';
  constructor(
    readonly code: ArchiveErrorCode,
    message: string,
    /** The archive entry concerned, for unpacking refusals. */
    readonly entry: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Runs a piece of work so that an error which escapes it (a rejection that nothing handles, an
 * exception thrown from a callback) rejects the work instead of ending the process. The intake of
 * an archive runs so: the issue route must still answer with its "not scored" comment, and both
 * it and the CLI write intake.json and remove their temp directory (docs/issue-form.md). The
 * escaped error is named as an internal error there. Meant for one piece of work at a time.
 */
export async function contained<T>(work: () => Promise<T>): Promise<T> {
  let escape: (err: unknown) => void = () => undefined;
  const escaped = new Promise<never>((_, reject) => (escape = reject));
  const onEscape = (err: unknown) => escape(err);
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
  try {
    return await Promise.race([work(), escaped]);
  } finally {
    process.off('unhandledRejection', onEscape);
    process.off('uncaughtException', onEscape);
  }
}

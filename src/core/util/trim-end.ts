/**
 * `text` without its trailing run of `char` (one UTF-16 unit), in one backward scan. A pattern
 * such as /\/+$/ or /\n+$/ retries the run from each of its characters and is quadratic on a
 * long run followed by anything else (docs/security.md).
 */
export function trimEnd(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** Publisher 1: the files on disk, before anything talks to GitHub. */
import type { Publisher } from './publication.js';

export const files: Publisher = {
  name: 'files',
  async publish(p, done) {
    done.written = await p.write();
  },
};

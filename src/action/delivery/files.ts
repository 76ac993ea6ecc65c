/** Delivery step 1: the files on disk, before anything talks to GitHub. */
import type { DeliveryStep } from './delivery.js';

export const files: DeliveryStep = {
  name: 'files',
  async run(p, done) {
    done.written = await p.write();
  },
};

/**
 * The main-thread benchmark's addition to the phone page: `npm run bench:main-thread` builds the
 * pages with this script first in index.html (benchmarks/mainThread.ts), so `?motionPipeline=main`
 * can run the detector on the main thread. Production builds never include it.
 */
import { registerMainThreadMotion } from '../../src/engine/motion';
import { startMainThreadMotion } from './mainThreadMotion';

registerMainThreadMotion(startMainThreadMotion);

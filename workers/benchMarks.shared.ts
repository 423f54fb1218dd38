/**
 * Whether this build carries the benchmarks' markers (`npm run bench` builds its own pages with
 * `__BENCH_MARKS__` defined true: benchmarks/pageBuild.ts). Production builds define it false
 * (vite.config.ts), so every `if (BENCH_MARKS)` branch is dropped from them; code run without
 * Vite (Node, tsx) sees no definition and takes it as false.
 */
declare const __BENCH_MARKS__: boolean | undefined;

export const BENCH_MARKS: boolean = typeof __BENCH_MARKS__ !== 'undefined' && __BENCH_MARKS__ === true;

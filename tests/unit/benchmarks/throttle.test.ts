import { describe, expect, it } from 'vitest';
import { parseThrottle } from '../../../benchmarks/cpuIndex';

describe('bench --throttle', () => {
  it('takes a rate of 1 or more, or low-tier', () => {
    expect(parseThrottle('6')).toBe(6);
    expect(parseThrottle('1')).toBe(1);
    expect(parseThrottle('low-tier')).toBe('low-tier');
  });

  it('refuses anything else with the flag named', () => {
    for (const bad of ['0.5', 'fast', '', 'NaN', '-6']) expect(() => parseThrottle(bad)).toThrow(/--throttle/);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateOrientation, type ViewportReading } from '../../../src/phone/overlays/orientation';
import { RotateOverlay } from '../../../src/phone/overlays/RotateOverlay';
import { viewport } from '../../../src/phone/overlays/viewport';
import { loadTexts, mount } from './harness';

/** A phone whose screen matches its viewport (no zoom, no keyboard). */
const phone = (width: number, height: number, extra: Partial<ViewportReading> = {}): ViewportReading => ({
  width,
  height,
  type: width > height ? 'landscape-primary' : 'portrait-primary',
  angle: width > height ? 90 : 0,
  screenWidth: width,
  screenHeight: height,
  visualWidth: width,
  visualHeight: height,
  ...extra,
});

beforeAll(() => loadTexts());

describe('rotate-device overlay (SPEC §2, §4, §9)', () => {
  it('shows in landscape', () => {
    expect(evaluateOrientation(phone(844, 390)).showRotate).toBe(true);
    expect(evaluateOrientation(phone(844, 390, { type: 'landscape-secondary' })).orientation).toBe('landscape-secondary');
  });

  it('shows in portrait wider than 87/100 (430×480) and not at 390×844 or 430×500', () => {
    expect(evaluateOrientation(phone(430, 480))).toMatchObject({ showRotate: true, tooWide: true, landscape: false });
    expect(evaluateOrientation(phone(390, 844)).showRotate).toBe(false);
    expect(evaluateOrientation(phone(430, 500)).showRotate).toBe(false);
  });

  it('shows when the orientation is reported reversed', () => {
    expect(evaluateOrientation(phone(390, 844, { type: 'portrait-secondary', angle: 180 }))).toMatchObject({ reversed: true, showRotate: true });
    expect(evaluateOrientation(phone(390, 844, { type: null, angle: 180 })).reversed).toBe(true);
  });

  it('sets the zoom flag under 75 % of the screen and then does not judge the aspect (keyboard open)', () => {
    const keyboard = phone(390, 420, { type: 'portrait-primary', screenHeight: 844, visualHeight: 420 });
    expect(evaluateOrientation(keyboard)).toMatchObject({ zoomed: true, showRotate: false });
    expect(evaluateOrientation(phone(390, 844, { visualWidth: 200 })).zoomed).toBe(true);
  });

  it('does not ask a tablet-sized screen (sides above 901 px) to rotate', () => {
    expect(evaluateOrientation(phone(1366, 1024)).tablet).toBe(true);
    expect(evaluateOrientation(phone(1366, 1024)).showRotate).toBe(false);
    expect(evaluateOrientation(phone(932, 430)).tablet).toBe(false);
  });

  it('draws the icon, the message and the three hints', async () => {
    const screen = await mount(<RotateOverlay />);
    Object.assign(viewport, { showRotate: true, orientation: 'landscape-primary' });
    const overlay = screen.getByTestId('rotate-overlay');
    await expect.element(overlay).toHaveTextContent('Please hold your phone upright');
    expect(overlay.element().querySelectorAll('li')).toHaveLength(3);
    expect(overlay.element().querySelector('svg')).not.toBeNull();
    viewport.showRotate = false;
    await expect.element(overlay).not.toBeInTheDocument();
  });
});

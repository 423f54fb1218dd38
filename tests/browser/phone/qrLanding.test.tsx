import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameLink } from '../../../src/phone/qr/gameLink';
import { QrLanding } from '../../../src/phone/qr/QrLanding';
import { loadTexts, mount } from './harness';

const scans = vi.hoisted(() => ({ next: null as string | null, calls: 0 }));
vi.mock('../../../src/engine/qr', () => ({
  scanVideoFrame: async () => {
    scans.calls++;
    const text = scans.next;
    return text ? { text, engine: 'jsqr', side: 400, ms: 1 } : null;
  },
}));
vi.mock('../../../src/engine/clientConfig', () => ({ clientConfig: async () => ({ gameHosts: ['party.example'] }) }));
vi.mock('../../../src/engine/socketClient', async () => (await import('./harness')).socketClientMock);

const ROOM = 'https://party.example/room?rid=AAAAAAAAAAAAAAAAAAAAAAA';

/** A camera that "works": a canvas stream, so the reading view can start. */
function fakeCamera(fail?: string) {
  const getUserMedia = fail
    ? async () => {
        throw new DOMException('no', fail);
      }
    : async () => {
        const c = document.createElement('canvas');
        c.width = 320;
        c.height = 240;
        c.getContext('2d')!.fillRect(0, 0, 320, 240);
        return c.captureStream(5);
      };
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

beforeAll(() => loadTexts());
beforeEach(() => {
  scans.next = null;
  scans.calls = 0;
  fakeCamera();
});

describe('game links (SPEC §5)', () => {
  it('accepts a room link on one of our hosts only', () => {
    expect(gameLink(ROOM, ['party.example'])).toBe(ROOM);
    expect(gameLink(`http://${location.host}/room?rid=AAAAAAAAAAAAAAAAAAAAAAA&lng=ja`, [location.host])).not.toBeNull();
    expect(gameLink(ROOM, ['other.example'])).toBeNull();
    expect(gameLink('https://party.example/host', ['party.example'])).toBeNull();
    expect(gameLink('https://party.example/room?rid=short', ['party.example'])).toBeNull();
    expect(gameLink('hello world', ['party.example'])).toBeNull();
    expect(gameLink('javascript:alert(1)//party.example/room', ['party.example'])).toBeNull();
  });
});

describe('QR reader landing', () => {
  it('shows the overview, the illustration, the read button and the camera note', async () => {
    const screen = await mount(<QrLanding />);
    await expect.element(screen.getByRole('heading', { name: 'Join the party!' })).toBeVisible();
    await expect.element(screen.getByText(/needs your/)).toHaveTextContent('camera');
    expect(screen.container.querySelector('[data-scene="landing"] svg')).not.toBeNull();
    await screen.getByTestId('qr-read').click();
    await expect.element(screen.getByRole('heading', { name: 'Scan the QR code' })).toBeVisible();
    await expect.element(screen.getByTestId('qr-frame')).toBeVisible();
    await screen.getByTestId('qr-quit').click();
    await expect.element(screen.getByTestId('qr-read')).toBeVisible();
  });

  it('asks to enter on a game link; no resumes scanning after a second', async () => {
    const screen = await mount(<QrLanding />);
    await screen.getByTestId('qr-read').click();
    scans.next = ROOM;
    await expect.element(screen.getByTestId('qr-enter'), { timeout: 5000 }).toHaveTextContent('Enter the room?');
    scans.next = null;
    const paused = scans.calls;
    await new Promise((r) => setTimeout(r, 700));
    expect(scans.calls).toBe(paused); // paused while the dialog is open
    await screen.getByRole('button', { name: 'Not now' }).click();
    await new Promise((r) => setTimeout(r, 700));
    expect(scans.calls).toBe(paused); // still waiting out the second
    await vi.waitFor(() => expect(scans.calls).toBeGreaterThan(paused), { timeout: 3000 });
  });

  it('says "not a game QR" for any other code', async () => {
    const screen = await mount(<QrLanding />);
    await screen.getByTestId('qr-read').click();
    scans.next = 'https://example.com/';
    await expect.element(screen.getByTestId('qr-not-game'), { timeout: 5000 }).toHaveTextContent('Not a game QR code');
    scans.next = null;
    await screen.getByRole('button', { name: 'OK' }).click();
    await expect.element(screen.getByTestId('qr-not-game')).not.toBeInTheDocument();
  });

  it('stops reading and explains when the camera is refused', async () => {
    fakeCamera('NotAllowedError');
    const screen = await mount(<QrLanding />);
    await screen.getByTestId('qr-read').click();
    await expect.element(screen.getByTestId('qr-camera-denied')).toHaveTextContent('not allowed to use the camera');
    await expect.element(screen.getByTestId('qr-camera-denied')).toHaveTextContent('Allow camera access');
    await screen.getByRole('button', { name: 'OK' }).click();
    await expect.element(screen.getByTestId('qr-read')).toBeVisible();
  });
});

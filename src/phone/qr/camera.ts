/** Why the camera could not start: no permission, or no usable camera (none, busy, insecure page). */
export type CameraError = 'denied' | 'unavailable';

/** The back camera where there is one (QR codes are in front of the player, not of their face). */
export async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no getUserMedia'), { camera: 'unavailable' as CameraError });
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  } catch (err) {
    const name = (err as DOMException)?.name;
    const camera: CameraError = name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
    throw Object.assign(new Error(name ?? 'camera failed'), { camera });
  }
}

export function cameraError(err: unknown): CameraError {
  return (err as { camera?: CameraError })?.camera ?? 'unavailable';
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

import type { PunchPosition } from './punch-queue-rules';

/** How long a punch waits for the device's position before it goes without one. */
export const POSITION_TIMEOUT_MS = 4_000;

/**
 * One position of the device, taken at a punch (never in between), or null when the device has
 * none, the browser refuses, or it takes longer than the timeout: the punch never waits on it.
 */
export function currentPosition(timeoutMs = POSITION_TIMEOUT_MS): Promise<PunchPosition | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), timeoutMs + 250);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        window.clearTimeout(timer);
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        });
      },
      () => {
        window.clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}

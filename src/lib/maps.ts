/// <reference types="google.maps" />
/**
 * Loads the Google Maps JavaScript API (with the places library) on demand, with the API key
 * from configuration and a retry. Only the listing page and the new-listing form call it, so
 * no other page downloads Maps. Without a key it never touches the network.
 */
import { mapsApiKey } from './env';

export const hasMapsKey = (): boolean => mapsApiKey.trim().length > 0;

let loading: Promise<typeof google> | null = null;

function inject(key: string): Promise<typeof google> {
  return new Promise((resolve, reject) => {
    const callbackName = `__maktabiMaps${Date.now()}`;
    const script = document.createElement('script');
    const w = window as unknown as Record<string, unknown>;
    w[callbackName] = () => {
      delete w[callbackName];
      resolve(window.google);
    };
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&language=fr&region=MA&loading=async&callback=${callbackName}`;
    script.async = true;
    script.onerror = () => {
      delete w[callbackName];
      script.remove();
      reject(new Error('Google Maps script failed to load'));
    };
    document.head.appendChild(script);
  });
}

/** Resolves with `google` or rejects after `retries` failed attempts (1 s, 2 s back-off). */
export function loadGoogleMaps({ apiKey = mapsApiKey, retries = 2 } = {}): Promise<typeof google> {
  if (!apiKey) return Promise.reject(new Error('No Google Maps API key configured'));
  if (typeof window !== 'undefined' && window.google?.maps) return Promise.resolve(window.google);
  if (!loading) {
    loading = (async () => {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        try {
          return await inject(apiKey);
        } catch (e) {
          lastError = e;
          await new Promise((r) => setTimeout(r, 1000 * (attempt + 1)));
        }
      }
      loading = null;
      throw lastError;
    })();
  }
  return loading;
}

/** The address a failed dynamic import names (src/lib/chunkError.ts), which lazyRetry retries. */
import { failedModuleUrl, isChunkLoadError } from '@/lib/chunkError';

describe('failedModuleUrl', () => {
  it('reads the address Chromium and Firefox name', () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://maktabi.ma/assets/CalendarPopover-BAHUF9PK.js',
    );
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(failedModuleUrl(chromium)).toBe('https://maktabi.ma/assets/CalendarPopover-BAHUF9PK.js');
    expect(
      failedModuleUrl(
        new TypeError(
          'error loading dynamically imported module: http://127.0.0.1:4173/assets/Map-x1.js?retry=2',
        ),
      ),
    ).toBe('http://127.0.0.1:4173/assets/Map-x1.js?retry=2');
    expect(failedModuleUrl('Failed to fetch dynamically imported module: http://a.b/c.js')).toBe(
      'http://a.b/c.js',
    );
  });

  it('gives nothing when no built chunk is named', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl(new Error('Unable to preload CSS for /assets/x.css'))).toBeNull();
    expect(
      failedModuleUrl(new Error('Failed to fetch dynamically imported module: http://a.b/c.tsx')),
    ).toBeNull();
    expect(failedModuleUrl(new Error('see http://a.b/c.jsx'))).toBeNull();
    expect(failedModuleUrl(42)).toBeNull();
  });
});

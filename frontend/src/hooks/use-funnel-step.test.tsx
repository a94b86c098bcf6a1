import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { sentBeacons, sentFunnelSteps } from '@/testing/funnel-beacons';
import { useFunnelStep } from './use-funnel-step';

function Page({ ready }: { ready?: boolean }) {
  useFunnelStep('landing', ready);
  return <p>page</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFunnelStep', () => {
  test('when a page is viewed and re-rendered under StrictMode, then one JSON beacon goes to /api/funnel', async () => {
    const view = render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    view.rerender(
      <StrictMode>
        <Page />
      </StrictMode>,
    );

    expect(await sentBeacons()).toEqual([{ url: '/api/funnel', body: { step: 'landing' } }]);
    const [, blob] = vi.mocked(navigator.sendBeacon).mock.calls[0]!;
    expect((blob as Blob).type).toBe('application/json');
  });

  test('when the page is not ready yet, then nothing is sent until it is, and then once', async () => {
    const view = render(<Page ready={false} />);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();

    view.rerender(<Page ready />);
    view.rerender(<Page ready={false} />);
    view.rerender(<Page ready />);

    expect(await sentFunnelSteps()).toEqual(['landing']);
  });

  test('when the page is viewed again (a new mount), then it counts again', async () => {
    render(<Page />).unmount();

    render(<Page />);

    expect(await sentFunnelSteps()).toEqual(['landing', 'landing']);
  });

  test('when the browser refuses the beacon, then a keep-alive fetch without credentials sends it, and its failure is ignored', async () => {
    vi.mocked(navigator.sendBeacon).mockReturnValueOnce(false);
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);

    render(<Page />);

    expect(fetchMock).toHaveBeenCalledWith('/api/funnel', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ step: 'landing' }),
      keepalive: true,
      credentials: 'omit',
    });
    // The rejection is caught; an unhandled one would fail the run once the microtask settles.
    await Promise.resolve();
  });
});

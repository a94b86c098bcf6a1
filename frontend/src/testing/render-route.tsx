import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';

/** Renders one route at `path` with navigation `state`, recording every location it moves to. */
export function renderRoute(element: ReactElement, { path, state }: { path: string; state?: unknown }) {
  const locations: Location[] = [];
  function LocationProbe() {
    locations.push(useLocation());
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <LocationProbe />
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>other page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, locations, currentLocation: () => locations[locations.length - 1]! };
}

import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { PageName } from './pages';
import { globals } from './ui/styles';

// Each page is its own chunk: a phone downloads the phone page, not the host or the lab.
const PAGE_CHUNKS: Record<PageName, () => Promise<{ default: ComponentType }>> = {
  room: () => import('./phone/RoomPage'),
  error: () => import('./phone/ErrorPage'),
  host: () => import('./host/HostPage'),
  lab: () => import('./lab/LabPage'),
  landing: () => import('./phone/LandingPage'),
};

/** Draws `page` into #root. */
export function renderPage(page: PageName): void {
  // Asked for at once rather than at the first render: its chunks are on their way (announced with the page).
  const chunk = PAGE_CHUNKS[page]();
  const Page = lazy(() => chunk);
  document.body.classList.add(globals);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </StrictMode>,
  );
}

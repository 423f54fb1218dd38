import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { pageOf, type PageName } from './pages';
import { globals } from './ui/styles';

// Each page is its own chunk: a phone downloads the phone page, not the host or the lab. Pages are
// whole documents (no page links to another within the app), so the path picks one once.
const PAGE_CHUNKS: Record<PageName, () => Promise<{ default: ComponentType }>> = {
  room: () => import('./phone/RoomPage'),
  error: () => import('./phone/ErrorPage'),
  host: () => import('./host/HostPage'),
  lab: () => import('./lab/LabPage'),
  landing: () => import('./phone/LandingPage'),
};
// Asked for now rather than at the first render: its chunk is on its way (announced with the page).
const chunk = PAGE_CHUNKS[pageOf(location.pathname) ?? 'landing']();
const Page = lazy(() => chunk);

document.body.classList.add(globals);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  </StrictMode>,
);

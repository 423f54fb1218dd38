import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import { globals } from './ui/styles';

// Each page is its own chunk: a phone downloads the phone page, not the host or the lab.
const RoomPage = lazy(() => import('./phone/RoomPage'));
const ErrorPage = lazy(() => import('./phone/ErrorPage'));
const HostPage = lazy(() => import('./host/HostPage'));
const LandingPage = lazy(() => import('./phone/LandingPage'));
const LabPage = lazy(() => import('./lab/LabPage'));

document.body.classList.add(globals);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Switch>
        <Route path="/room" component={RoomPage} />
        <Route path="/error" component={ErrorPage} />
        <Route path="/host" component={HostPage} />
        <Route path="/lab" component={LabPage} />
        <Route component={LandingPage} />
      </Switch>
    </Suspense>
  </StrictMode>,
);

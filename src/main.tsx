import { pageOf } from './pages';

// Pages are whole documents (no page links to another within the app): the path picks one, once.
const page = pageOf(location.pathname) ?? 'landing';
// This entry is tiny so it runs as soon as it arrives: a phone's connection (a few kilobytes, no
// React) starts from here, while React, the page's code and its texts are still on their way.
if (page === 'room') void import('./phone/roomBoot').then((m) => m.bootRoom());
void import('./root').then((m) => m.renderPage(page));
